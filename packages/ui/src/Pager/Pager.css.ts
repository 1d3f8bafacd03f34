import { style } from '@vanilla-extract/css';
import { focusRing } from '../theme/focusRing.css';
import { vars } from '../theme/contract.css';
import { field as selectField } from '../Field/Field.css';

export const pager = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.m,
  color: vars.color.text,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.s,
});

export const total = style({
  color: vars.color.text,
  whiteSpace: 'nowrap',
});

export const pages = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const pageButton = style({
  minWidth: vars.size.controlS,
  fontVariantNumeric: 'tabular-nums',
  selectors: {
    // The current page: bold, framed and tinted, so it is not shown by colour alone.
    '&[aria-current="page"]': {
      borderColor: vars.color.primary,
      background: vars.color.primarySubtle,
      color: vars.color.primary,
      fontWeight: vars.fontWeight.bold,
    },
  },
});

export const ellipsis = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minWidth: vars.size.controlS,
  color: vars.color.textMuted,
});

/** The page-size select with its label beside the trigger rather than above it. */
export const pageSize = style({
  selectors: {
    [`${selectField}&`]: { flexDirection: 'row', alignItems: 'center', gap: vars.space.s },
  },
});

export const jump = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.s,
});

export const jumpLabel = style({
  fontSize: vars.fontSize.s,
  fontWeight: vars.fontWeight.medium,
  whiteSpace: 'nowrap',
});

export const jumpInput = style([
  focusRing,
  {
    width: '5em',
    minHeight: vars.size.controlS,
    padding: `0 ${vars.space.s}`,
    border: `${vars.size.border} solid ${vars.color.border}`,
    borderRadius: vars.radius.m,
    background: vars.color.surface,
    color: vars.color.text,
    font: 'inherit',
    selectors: {
      '&[data-hovered]': { borderColor: vars.color.borderStrong },
      '&[data-focused]': { borderColor: vars.color.primary },
    },
  },
]);
