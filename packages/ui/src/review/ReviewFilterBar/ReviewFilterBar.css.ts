import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

/** The filter bar: the six fields wrap in rows, Reset and the result count at the end. */
export const bar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'end',
  gap: vars.space.m,
  padding: vars.space.m,
  border: `${vars.size.border} solid ${vars.color.border}`,
  borderRadius: vars.radius.m,
  background: vars.color.surfaceSunken,
});

export const title = style({
  flexBasis: '100%',
  margin: 0,
  fontSize: vars.fontSize.m,
});

export const footer = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.m,
  minHeight: vars.size.controlM,
});

export const result = style({ fontSize: vars.fontSize.s, color: vars.color.textMuted });
