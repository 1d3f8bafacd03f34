import { style } from '@vanilla-extract/css';
import { focusRing } from '../theme/focusRing.css';
import { vars } from '../theme/contract.css';
import { field } from '../Field/Field.css';

/** The group's root: the shared field layout. */
export const radioGroup = style([field]);

/** The radios, stacked or (with `orientation="horizontal"`) in a row. */
export const radioList = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  selectors: {
    [`${radioGroup}[data-orientation="horizontal"] &`]: {
      flexDirection: 'row',
      flexWrap: 'wrap',
      gap: vars.space.l,
    },
  },
});

/** One radio: a label (react-aria's root) holding the circle and the text. */
export const radio = style([
  focusRing,
  {
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space.s,
    minHeight: vars.size.controlS,
    color: vars.color.text,
    fontSize: vars.fontSize.m,
    lineHeight: vars.lineHeight.tight,
    borderRadius: vars.radius.s,
    cursor: 'pointer',
    selectors: {
      '&[data-disabled]': { color: vars.color.disabledText, cursor: 'not-allowed' },
    },
  },
]);

/**
 * The circle. Selected, it gets a thick ring around a hole, so selection shows by shape and not
 * by colour alone.
 */
export const circle = style({
  flexShrink: 0,
  boxSizing: 'border-box',
  width: `calc(${vars.size.icon} + ${vars.space.xs})`,
  height: `calc(${vars.size.icon} + ${vars.space.xs})`,
  border: `${vars.size.focusRing} solid ${vars.color.border}`,
  borderRadius: vars.radius.round,
  background: vars.color.surface,
  transition: `border-width ${vars.duration.fast}, border-color ${vars.duration.fast}`,
  selectors: {
    [`${radio}[data-hovered]:not([data-disabled]) &`]: { borderColor: vars.color.borderStrong },
    [`${radio}[data-selected] &`]: {
      borderColor: vars.color.primary,
      borderWidth: `calc(${vars.space.xs} + ${vars.size.border})`,
    },
    [`${radio}[data-selected][data-hovered] &`]: { borderColor: vars.color.primaryHover },
    [`${radio}[data-pressed]:not([data-disabled]) &`]: { transform: 'scale(0.92)' },
    [`${radio}[data-invalid] &`]: { borderColor: vars.color.danger },
    [`${radio}[data-disabled] &`]: {
      borderColor: vars.color.disabledText,
      background: vars.color.disabledSurface,
    },
  },
  '@media': {
    '(prefers-reduced-motion: reduce)': { transition: 'none' },
  },
});
