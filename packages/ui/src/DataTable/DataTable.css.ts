import { createVar, globalStyle, style } from '@vanilla-extract/css';
import { box } from '../Checkbox/Checkbox.css';
import { vars } from '../theme/contract.css';

/** The grid's columns (`grid-template-columns`), set per table from the column widths. */
export const columnsVar = createVar();
/** The most the scroll area may grow before it scrolls (the `maxHeight` prop). */
export const maxHeightVar = createVar();

/** The frame (a LoadingOverlay's container): the overlay is placed over it. */
export const frame = style({
  position: 'relative',
  border: `${vars.size.border} solid ${vars.color.border}`,
  borderRadius: vars.radius.m,
  background: vars.color.surface,
  color: vars.color.text,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.s,
  lineHeight: vars.lineHeight.tight,
});

/** The scroll area: the header sticks to its top. */
export const scroller = style({
  maxHeight: maxHeightVar,
  overflow: 'auto',
  borderRadius: 'inherit',
});

/** The grid: the full width, or wider (`minWidth` set per table) and scrolled sideways. */
export const grid = style({
  minWidth: '100%',
});

export const headerGroup = style({
  position: 'sticky',
  top: 0,
  zIndex: 1,
  background: vars.color.surfaceSunken,
  borderBottom: `${vars.size.border} solid ${vars.color.borderStrong}`,
});

export const body = style({
  position: 'relative',
});

/** A row: the cells laid out by the table's column template. */
export const row = style({
  display: 'grid',
  gridTemplateColumns: columnsVar,
  alignItems: 'stretch',
  minHeight: vars.size.controlL,
  boxSizing: 'border-box',
});

export const bodyRow = style([
  row,
  {
    position: 'absolute',
    top: 0,
    left: 0,
    width: '100%',
    borderBottom: `${vars.size.border} solid ${vars.color.border}`,
    selectors: {
      '&:hover': { background: vars.color.surfaceHover },
      '&[data-actionable]': { cursor: 'pointer' },
      '&[aria-selected="true"]': { background: vars.color.primarySubtle },
      '&[data-highlight="danger"]': {
        background: vars.color.dangerSubtle,
        boxShadow: `inset ${vars.size.focusRing} 0 0 ${vars.color.danger}`,
      },
      '&[data-highlight="warning"]': {
        background: vars.color.warningSubtle,
        boxShadow: `inset ${vars.size.focusRing} 0 0 ${vars.color.warningText}`,
      },
      '&[data-disabled]': { color: vars.color.disabledText, cursor: 'default' },
    },
  },
]);

/** A cell or column header; the focused one (roving tab stop) shows the focus ring inside. */
export const cell = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  minWidth: 0,
  padding: `${vars.space.xs} ${vars.space.s}`,
  overflow: 'hidden',
  // A word longer than its column ('NOT_IDENTICAL', a URL) breaks rather than being cut off;
  // hyphens where the language allows.
  overflowWrap: 'anywhere',
  hyphens: 'auto',
  outline: 'none',
  selectors: {
    '&:focus-visible': {
      outline: `${vars.size.focusRing} solid ${vars.color.focusRing}`,
      outlineOffset: `calc(-1 * ${vars.size.focusRing})`,
    },
    '&[data-align="end"]': { justifyContent: 'flex-end', textAlign: 'end' },
    // A column's `wrap` (DataTable's column meta): one line, whole words, or URLs anywhere.
    '&[data-wrap="none"]': { whiteSpace: 'nowrap', overflowWrap: 'normal', hyphens: 'manual' },
    '&[data-wrap="words"]': { overflowWrap: 'break-word', wordBreak: 'normal', hyphens: 'manual' },
    '&[data-wrap="anywhere"]': { overflowWrap: 'anywhere', hyphens: 'manual' },
  },
});

/**
 * Headers a step smaller than the rows and broken between words only: each column is at least
 * as wide as its header's longest word (DataTable's column template), so 'Sightings' or
 * 'Difference' stays whole and the grid scrolls sideways instead. No hyphens; `break-word` is
 * only the last resort for a header that is not plain text.
 */
export const headerCell = style([
  cell,
  {
    fontWeight: vars.fontWeight.bold,
    fontSize: vars.fontSize.s,
    color: vars.color.text,
    overflowWrap: 'break-word',
    wordBreak: 'normal',
    hyphens: 'manual',
  },
]);

/**
 * The header's sort button: the label and an arrow showing the direction. The arrow flows at
 * the end of the text (inline, not a flex item beside it), so in a narrow column it goes to the
 * next line instead of taking the label's width and breaking 'Sightings' inside the word.
 */
export const sortButton = style({
  display: 'block',
  minWidth: 0,
  padding: 0,
  border: 0,
  background: 'none',
  color: 'inherit',
  font: 'inherit',
  textAlign: 'start',
  cursor: 'pointer',
  outline: 'none',
});

export const sortIcon = style({
  display: 'inline-block',
  verticalAlign: 'middle',
  marginInlineStart: vars.space.xs,
  flexShrink: 0,
  width: vars.size.icon,
  height: vars.size.icon,
  color: vars.color.textMuted,
  transition: `transform ${vars.duration.fast}`,
  selectors: {
    '&[data-direction="ascending"]': { transform: 'rotate(180deg)', color: vars.color.primary },
    '&[data-direction="descending"]': { color: vars.color.primary },
    '&[data-direction="none"]': { opacity: 0.35 },
  },
  '@media': {
    '(prefers-reduced-motion: reduce)': { transition: 'none' },
  },
});

export const empty = style({
  margin: 0,
  padding: vars.space.xl,
  textAlign: 'center',
  color: vars.color.textMuted,
});

/** A failed load's notice, above the rows (inside the frame's rounded top). */
export const errorNotice = style({
  borderRadius: 0,
  borderWidth: 0,
  borderBottomWidth: vars.size.border,
});

/** The back-to-top control, over the end corner of the rows. */
export const backToTop = style({
  position: 'absolute',
  insetBlockEnd: vars.space.m,
  insetInlineEnd: vars.space.l,
  zIndex: 2,
  boxShadow: vars.shadow.m,
});

/** The selection box's label: the native input lies over the drawn box. */
export const rowCheckbox = style({ position: 'relative' });

// Hover, as react-aria's Checkbox shows it (its `data-hovered`), unless disabled.
globalStyle(`${rowCheckbox}:not([data-disabled]):hover ${box}`, {
  borderColor: vars.color.borderStrong,
});
globalStyle(`${rowCheckbox}:is([data-selected], [data-indeterminate]):hover ${box}`, {
  borderColor: vars.color.primaryHover,
  background: vars.color.primaryHover,
});

/** The native input: transparent, over the box, so a click lands on it (Shift is read there). */
export const rowCheckboxInput = style({
  position: 'absolute',
  inset: 0,
  width: '100%',
  height: '100%',
  margin: 0,
  opacity: 0,
  cursor: 'inherit',
});
