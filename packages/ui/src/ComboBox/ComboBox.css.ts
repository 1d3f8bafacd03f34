import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';
import { focusRing } from '../theme/focusRing.css';
import { field, input as fieldInput } from '../Field/Field.css';
import { listPopover } from '../ListBox/ListBox.css';

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

/** The popover of the list: the shared frame, as wide as the input and its button. */
export const popover = style([listPopover, { width: 'var(--trigger-width)' }]);
