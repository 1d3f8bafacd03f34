import { globalStyle, style } from '@vanilla-extract/css';
import { focusRing } from '../theme/focusRing.css';
import { vars } from '../theme/contract.css';
import { field } from '../Field/Field.css';
import { check, listPopover } from '../ListBox/ListBox.css';

// The field root, label, help and error text come from the shared Field module.

export const trigger = style([
  focusRing,
  {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: vars.space.s,
    minHeight: vars.size.controlM,
    minWidth: 0,
    padding: `0 ${vars.space.m}`,
    border: `${vars.size.border} solid ${vars.color.border}`,
    borderRadius: vars.radius.m,
    background: vars.color.surface,
    color: vars.color.text,
    font: 'inherit',
    fontSize: vars.fontSize.m,
    lineHeight: vars.lineHeight.tight,
    textAlign: 'start',
    cursor: 'pointer',
    transition: `border-color ${vars.duration.fast}, background-color ${vars.duration.fast}`,
    selectors: {
      '&[data-hovered]:not([data-disabled])': { borderColor: vars.color.borderStrong },
      '&[data-pressed]:not([data-disabled])': { background: vars.color.surfaceSunken },
      [`${field}[data-invalid] &`]: {
        borderColor: vars.color.danger,
        borderWidth: vars.size.focusRing,
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

export const value = style({
  flex: 1,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  selectors: {
    '&[data-placeholder]': { color: vars.color.textMuted, fontStyle: 'italic' },
    [`${field}[data-disabled] &[data-placeholder]`]: { color: vars.color.disabledText },
  },
});

/** Turns over while the list is open. */
export const chevron = style({
  flexShrink: 0,
  width: vars.size.icon,
  height: vars.size.icon,
  transition: `transform ${vars.duration.fast}`,
  selectors: {
    [`${field}[data-open] &`]: { transform: 'rotate(180deg)' },
  },
  '@media': {
    '(prefers-reduced-motion: reduce)': { transition: 'none' },
  },
});

/** The popover of the list: the shared frame, at least as wide as the trigger. */
export const popover = style([listPopover, { minWidth: 'var(--trigger-width)' }]);

// SelectValue repeats the chosen option's content in the trigger: no check mark there.
globalStyle(`${value} ${check}`, { display: 'none' });
