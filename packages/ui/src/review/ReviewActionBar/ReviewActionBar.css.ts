import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const bar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: `${vars.space.s} ${vars.space.l}`,
  padding: vars.space.m,
  border: `${vars.size.border} solid ${vars.color.border}`,
  borderRadius: vars.radius.m,
  background: vars.color.surface,
  fontFamily: vars.font.body,
});

export const group = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.s,
});

/** The checkbox and the button it reveals, with the gate's reason. */
export const legalCase = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.s,
});

/** Scroll to top goes to the end of its line. */
export const toTop = style({ marginLeft: 'auto' });

export const reason = style({
  margin: 0,
  flexBasis: '100%',
  color: vars.color.textMuted,
  fontSize: vars.fontSize.s,
});

/** The chevron turned up. */
export const topIcon = style({
  width: vars.size.icon,
  height: vars.size.icon,
  transform: 'rotate(180deg)',
});
