import { style } from '@vanilla-extract/css';
import { focusRing } from '../theme/focusRing.css';
import { vars } from '../theme/contract.css';

export const accordion = style({
  display: 'flex',
  flexDirection: 'column',
  border: `${vars.size.border} solid ${vars.color.border}`,
  borderRadius: vars.radius.m,
  background: vars.color.surface,
  color: vars.color.text,
  fontFamily: vars.font.body,
});

export const item = style({
  selectors: {
    '& + &': { borderTop: `${vars.size.border} solid ${vars.color.border}` },
  },
});

export const heading = style({
  margin: 0,
  fontSize: vars.fontSize.m,
  fontWeight: vars.fontWeight.medium,
  lineHeight: vars.lineHeight.tight,
});

export const trigger = style([
  focusRing,
  {
    display: 'flex',
    alignItems: 'center',
    gap: vars.space.s,
    width: '100%',
    minHeight: vars.size.controlL,
    padding: `0 ${vars.space.l}`,
    border: 'none',
    borderRadius: vars.radius.m,
    background: 'transparent',
    color: vars.color.text,
    font: 'inherit',
    textAlign: 'start',
    cursor: 'pointer',
    selectors: {
      '&[data-focus-visible]': { outlineOffset: `calc(-1 * ${vars.size.focusRing})` },
      '&[data-hovered]:not([data-disabled])': { background: vars.color.surfaceHover },
      '&[data-disabled]': { color: vars.color.disabledText, cursor: 'not-allowed' },
    },
  },
]);

/** Points right-down when collapsed and flips when the item is expanded (`data-expanded`). */
export const chevron = style({
  flexShrink: 0,
  width: vars.size.icon,
  height: vars.size.icon,
  transition: `transform ${vars.duration.normal}`,
  transform: 'rotate(-90deg)',
  selectors: {
    [`${item}[data-expanded] &`]: { transform: 'rotate(0deg)' },
  },
  '@media': {
    '(prefers-reduced-motion: reduce)': { transition: 'none' },
  },
});

export const panel = style({
  color: vars.color.text,
  fontSize: vars.fontSize.m,
});

export const panelContent = style({
  padding: `0 ${vars.space.l} ${vars.space.l}`,
  paddingInlineStart: `calc(${vars.space.l} + ${vars.size.icon} + ${vars.space.s})`,
  lineHeight: vars.lineHeight.normal,
});
