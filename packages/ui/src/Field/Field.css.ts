import { style } from '@vanilla-extract/css';
import { focusRing } from '../theme/focusRing.css';
import { vars } from '../theme/contract.css';

/**
 * The shared look of form fields (TextField, TextArea, ComboBox, RadioGroup and any other field
 * built on a react-aria field component). Put `field` on the react-aria root (it carries
 * `data-disabled`, `data-invalid`, `data-focus-within`), and the other classes on its parts.
 */

/** The field's root: label, control, help and error text stacked. */
export const field = style({
  display: 'inline-flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  minWidth: 0,
  color: vars.color.text,
  fontFamily: vars.font.body,
});

/** The visible label. Greyed out while the field is disabled. */
export const label = style({
  fontSize: vars.fontSize.s,
  fontWeight: vars.fontWeight.medium,
  lineHeight: vars.lineHeight.tight,
  color: vars.color.text,
  cursor: 'default',
  selectors: {
    [`${field}[data-disabled] &`]: { color: vars.color.disabledText },
  },
});

/** Help text under the control. */
export const description = style({
  fontSize: vars.fontSize.s,
  lineHeight: vars.lineHeight.tight,
  color: vars.color.textMuted,
});

/** The error message; shown with an icon so that the error is not told by colour alone. */
export const errorText = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  fontSize: vars.fontSize.s,
  lineHeight: vars.lineHeight.tight,
  color: vars.color.danger,
});

/** The icon before the error message. */
export const errorIcon = style({
  flexShrink: 0,
  width: vars.size.icon,
  height: vars.size.icon,
});

/**
 * A text control (react-aria `Input` or `TextArea`): a bordered box, thicker red border while
 * invalid, greyed while disabled, the focus ring on keyboard focus.
 */
export const input = style([
  focusRing,
  {
    boxSizing: 'border-box',
    width: vars.size.fieldWidth,
    maxWidth: '100%',
    minHeight: vars.size.controlM,
    margin: 0,
    padding: `${vars.space.xs} ${vars.space.m}`,
    border: `${vars.size.border} solid ${vars.color.border}`,
    borderRadius: vars.radius.m,
    background: vars.color.surface,
    color: vars.color.text,
    font: 'inherit',
    fontSize: vars.fontSize.m,
    lineHeight: vars.lineHeight.normal,
    transition: `border-color ${vars.duration.fast}`,
    selectors: {
      '&::placeholder': { color: vars.color.textMuted, opacity: 1 },
      '&[data-hovered]:not([data-disabled])': { borderColor: vars.color.borderStrong },
      '&[data-invalid]': {
        borderColor: vars.color.danger,
        boxShadow: `inset 0 0 0 ${vars.size.border} ${vars.color.danger}`,
      },
      '&[data-disabled]': {
        cursor: 'not-allowed',
        background: vars.color.disabledSurface,
        borderColor: vars.color.disabledSurface,
        color: vars.color.disabledText,
      },
    },
  },
]);
