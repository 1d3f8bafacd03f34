import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

/** The frame: the fields' grid above the buttons, on a sunken panel. */
export const searchForm = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.m,
  padding: vars.space.m,
  border: `${vars.size.border} solid ${vars.color.border}`,
  borderRadius: vars.radius.m,
  background: vars.color.surfaceSunken,
  fontFamily: vars.font.body,
  color: vars.color.text,
});

/**
 * The fields in columns of at least a field's width: four across at 1280 px, fewer on a
 * narrower window. Fields stretch to their column.
 */
const grid = {
  display: 'grid',
  gridTemplateColumns: `repeat(auto-fill, minmax(min(100%, ${vars.size.fieldWidth}), 1fr))`,
  gap: `${vars.space.m} ${vars.space.l}`,
  // Labels line up at the top of each row; a field's description below it does not push it down.
  alignItems: 'start',
} as const;

export const fields = style(grid);

/** A group of fields: a fieldset across the whole grid, with its own grid inside. */
export const group = style({
  gridColumn: '1 / -1',
  minWidth: 0,
  margin: 0,
  padding: `${vars.space.s} ${vars.space.m} ${vars.space.m}`,
  border: `${vars.size.border} solid ${vars.color.border}`,
  borderRadius: vars.radius.m,
});

export const groupFields = style(grid);

export const legend = style({
  padding: `0 ${vars.space.xs}`,
  fontSize: vars.fontSize.s,
  fontWeight: vars.fontWeight.bold,
});

/** The 'More filters' disclosure: its button, then its own grid of fields when open. */
export const more = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.m,
});

/** A quiet button: a chevron (turned when open) and 'More filters (2 set)'. */
export const moreButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  minBlockSize: vars.size.controlM,
  padding: `0 ${vars.space.xs}`,
  border: 0,
  borderRadius: vars.radius.s,
  background: 'none',
  color: vars.color.primary,
  font: 'inherit',
  fontSize: vars.fontSize.s,
  fontWeight: vars.fontWeight.medium,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-hovered]': { textDecoration: 'underline' },
    '&[data-focus-visible]': {
      outline: `${vars.size.focusRing} solid ${vars.color.focusRing}`,
      outlineOffset: vars.size.border,
    },
  },
});

export const moreIcon = style({
  flexShrink: 0,
  width: vars.size.icon,
  height: vars.size.icon,
  transform: 'rotate(-90deg)',
  transition: `transform ${vars.duration.fast}`,
  selectors: {
    [`${moreButton}[aria-expanded="true"] &`]: { transform: 'none' },
  },
  '@media': {
    '(prefers-reduced-motion: reduce)': { transition: 'none' },
  },
});

/** The panel: closed, nothing shows (react-aria hides it). */
export const morePanel = style({
  minWidth: 0,
});

/** Search, Reset, the caller's actions and the error, in a row that wraps. */
export const buttons = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.m,
});

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.m,
});

/** The refused search's message: an icon and the text, in the danger colour. */
export const error = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  color: vars.color.danger,
  fontSize: vars.fontSize.s,
  fontWeight: vars.fontWeight.medium,
});

export const errorIcon = style({
  flexShrink: 0,
  width: vars.size.icon,
  height: vars.size.icon,
});
