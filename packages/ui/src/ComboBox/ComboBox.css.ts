import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';
import { focusRing } from '../theme/focusRing.css';
import { field, input as fieldInput } from '../Field/Field.css';

/** The combo box's root: the shared field layout. */
export const comboBox = style([field]);

/** The input and the button, side by side in one box. */
export const control = style({
  position: 'relative',
  display: 'flex',
  alignItems: 'center',
  width: vars.size.fieldWidth,
  maxWidth: '100%',
});

/** The input: the shared text-control look, with room for the button. */
export const input = style([
  fieldInput,
  {
    width: '100%',
    paddingInlineEnd: vars.size.controlM,
  },
]);

/** The button that opens the list, inside the input's end. */
export const button = style([
  focusRing,
  {
    position: 'absolute',
    insetInlineEnd: vars.space.xxs,
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    width: vars.size.controlS,
    height: vars.size.controlS,
    padding: 0,
    border: 'none',
    borderRadius: vars.radius.s,
    background: 'transparent',
    color: vars.color.text,
    cursor: 'pointer',
    selectors: {
      '&[data-hovered]:not([data-disabled])': { background: vars.color.surfaceHover },
      '&[data-pressed]:not([data-disabled])': { background: vars.color.surfaceSunken },
      '&[data-disabled]': { color: vars.color.disabledText, cursor: 'not-allowed' },
    },
  },
]);

/** Turns over while the list is open. */
export const chevron = style({
  width: vars.size.icon,
  height: vars.size.icon,
  transition: `transform ${vars.duration.fast}`,
  selectors: {
    [`${comboBox}[data-open] &`]: { transform: 'rotate(180deg)' },
  },
  '@media': {
    '(prefers-reduced-motion: reduce)': { transition: 'none' },
  },
});

export const popover = style({
  boxSizing: 'border-box',
  width: 'var(--trigger-width)',
  maxHeight: 'inherit',
  overflow: 'auto',
  border: `${vars.size.border} solid ${vars.color.border}`,
  borderRadius: vars.radius.m,
  background: vars.color.surface,
  boxShadow: vars.shadow.m,
  color: vars.color.text,
  fontFamily: vars.font.body,
  zIndex: vars.zIndex.overlay,
});

export const listBox = style({
  display: 'flex',
  flexDirection: 'column',
  padding: vars.space.xs,
  outline: 'none',
  maxHeight: 'inherit',
});

/** One suggestion; the focused one is highlighted, the selected one bold with a check mark. */
export const item = style([
  focusRing,
  {
    display: 'flex',
    alignItems: 'center',
    gap: vars.space.s,
    minHeight: vars.size.controlS,
    padding: `${vars.space.xs} ${vars.space.s}`,
    borderRadius: vars.radius.s,
    fontSize: vars.fontSize.m,
    lineHeight: vars.lineHeight.tight,
    color: vars.color.text,
    cursor: 'pointer',
    selectors: {
      '&[data-focused], &[data-hovered]': { background: vars.color.surfaceHover },
      '&[data-focus-visible]': { outlineOffset: `calc(-1 * ${vars.size.focusRing})` },
      '&[data-selected]': { fontWeight: vars.fontWeight.bold },
      '&[data-disabled]': { color: vars.color.disabledText, cursor: 'not-allowed' },
    },
  },
]);

/** The check before an item: shown only on the selected one, so selection is not colour alone. */
export const check = style({
  flexShrink: 0,
  width: vars.size.icon,
  height: vars.size.icon,
  visibility: 'hidden',
  selectors: {
    [`${item}[data-selected] &`]: { visibility: 'visible' },
  },
});
