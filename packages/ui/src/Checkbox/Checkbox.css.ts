import { createVar, style } from '@vanilla-extract/css';
import { focusRing } from '../theme/focusRing.css';
import { vars } from '../theme/contract.css';

/** The tone's colours: primary for neutral, set from `data-tone` otherwise; the box uses them. */
const accent = createVar();
const accentHover = createVar();
const subtle = createVar();

/**
 * The checkbox: a label (react-aria's root) holding the box and the text. State comes from
 * react-aria's data attributes, the tone from `data-tone` (neutral, identical, notIdentical).
 */
export const checkbox = style([
  focusRing,
  {
    vars: {
      [accent]: vars.color.primary,
      [accentHover]: vars.color.primaryHover,
      [subtle]: vars.color.surface,
    },
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space.s,
    minHeight: vars.size.controlS,
    color: vars.color.text,
    fontFamily: vars.font.body,
    fontSize: vars.fontSize.m,
    lineHeight: vars.lineHeight.tight,
    borderRadius: vars.radius.s,
    cursor: 'pointer',
    selectors: {
      '&[data-tone="identical"]': {
        vars: {
          [accent]: vars.color.success,
          [accentHover]: vars.color.successHover,
          [subtle]: vars.color.successSubtle,
        },
      },
      '&[data-tone="notIdentical"]': {
        vars: {
          [accent]: vars.color.danger,
          [accentHover]: vars.color.dangerHover,
          [subtle]: vars.color.dangerSubtle,
        },
      },
      '&[data-disabled]': { color: vars.color.disabledText, cursor: 'not-allowed' },
    },
  },
]);

/**
 * The box. Unselected: bordered (in the tone's colour with a subtle fill for identical and
 * notIdentical). Selected or indeterminate: filled in the tone's colour, with an icon.
 */
export const box = style({
  flexShrink: 0,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  boxSizing: 'border-box',
  width: `calc(${vars.size.icon} + ${vars.space.xs})`,
  height: `calc(${vars.size.icon} + ${vars.space.xs})`,
  border: `${vars.size.focusRing} solid ${vars.color.border}`,
  borderRadius: vars.radius.s,
  background: vars.color.surface,
  color: vars.color.textOnAccent,
  transition: `background-color ${vars.duration.fast}, border-color ${vars.duration.fast}`,
  selectors: {
    [`${checkbox}:is([data-tone="identical"], [data-tone="notIdentical"]) &`]: {
      borderColor: accent,
      background: subtle,
    },
    [`${checkbox}[data-hovered] &`]: { borderColor: vars.color.borderStrong },
    [`${checkbox}[data-invalid] &`]: { borderColor: vars.color.danger },
    [`${checkbox}:is([data-selected], [data-indeterminate]) &`]: {
      borderColor: accent,
      background: accent,
    },
    [`${checkbox}:is([data-selected], [data-indeterminate])[data-hovered] &`]: {
      borderColor: accentHover,
      background: accentHover,
    },
    [`${checkbox}[data-pressed] &`]: { transform: 'scale(0.92)' },
    // Disabled comes last: it wins over the states above.
    [`${checkbox}[data-disabled] &`]: {
      borderColor: vars.color.disabledText,
      background: vars.color.disabledSurface,
      color: vars.color.disabledText,
      transform: 'none',
    },
  },
  '@media': {
    '(prefers-reduced-motion: reduce)': { transition: 'none' },
  },
});

/** The check, cross or minus inside the box. */
export const icon = style({
  width: vars.size.icon,
  height: vars.size.icon,
});
