import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

/**
 * The Images page grid. Tiles are at least `size.fieldWidth` wide (280 px in the light theme:
 * four columns at 1280 px); the widget counts the columns from the width (see `probe`) and lays
 * each row out as a CSS grid of that many equal columns. Domain state comes from enumerated
 * data attributes: `data-decision` (identical, not-identical, unmarked), `data-in-range`,
 * `data-load` (loading, loaded, failed) on the tile, `data-state` on each picture's frame
 * (fetching, loading, loaded, missing, error, timeout) and `data-placement` on the admin card.
 */

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });

export const root = style({
  position: 'relative',
  width: '100%',
  minWidth: 0,
});

/** Measures the smallest tile width from the theme; never seen. */
export const probe = style({
  position: 'absolute',
  insetInlineStart: 0,
  top: 0,
  width: vars.size.fieldWidth,
  height: 0,
  visibility: 'hidden',
  pointerEvents: 'none',
});

export const grid = style({
  display: 'flex',
  flexDirection: 'column',
  rowGap: vars.space.l,
  columnGap: vars.space.l,
  outline: 'none',
});

/** A row; its column count is set inline (`grid-template-columns`) from the measured width. */
export const row = style({
  display: 'grid',
  gap: vars.space.l,
});

/** The gridcell: holds the tile (the focus stop) and gives it the column's width. */
export const cell = style({
  display: 'flex',
  flexDirection: 'column',
  minWidth: 0,
});

export const tile = style({
  flexGrow: 1,
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.s,
  minWidth: 0,
  padding: vars.space.s,
  borderRadius: vars.radius.m,
  border: `${vars.size.border} solid ${vars.color.border}`,
  background: vars.color.surface,
  color: vars.color.text,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.s,
  lineHeight: vars.lineHeight.tight,
  outline: 'none',
  transition: `border-color ${vars.duration.fast}, background-color ${vars.duration.fast}`,
  selectors: {
    '&:hover': { borderColor: vars.color.borderStrong },
    '&[data-decision="identical"]': {
      borderColor: vars.color.success,
      boxShadow: `inset 0 0 0 ${vars.size.border} ${vars.color.success}`,
    },
    '&[data-decision="not-identical"]': {
      borderColor: vars.color.danger,
      boxShadow: `inset 0 0 0 ${vars.size.border} ${vars.color.danger}`,
    },
    '&[data-in-range]': { background: vars.color.primarySubtle },
    '&:focus-visible': {
      outline: `${vars.size.focusRing} solid ${vars.color.focusRing}`,
      outlineOffset: vars.size.focusRing,
    },
  },
  '@media': {
    '(prefers-reduced-motion: reduce)': { transition: 'none' },
  },
});

export const header = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.s,
  minHeight: vars.size.controlS,
});

export const position = style({
  color: vars.color.textMuted,
  fontWeight: vars.fontWeight.medium,
  fontVariantNumeric: 'tabular-nums',
});

/** The mark as icon and text, besides the colour. */
export const badge = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xxs,
  marginInlineEnd: 'auto',
  padding: `${vars.space.xxs} ${vars.space.s}`,
  borderRadius: vars.radius.round,
  border: `${vars.size.border} solid currentColor`,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.medium,
  color: vars.color.textMuted,
  background: vars.color.surface,
  whiteSpace: 'nowrap',
  selectors: {
    '&[data-decision="identical"]': {
      color: vars.color.success,
      background: vars.color.successSubtle,
    },
    '&[data-decision="not-identical"]': {
      color: vars.color.danger,
      background: vars.color.dangerSubtle,
    },
  },
});

export const badgeIcon = style({ flexShrink: 0, width: '1.1em', height: '1.1em' });

/** The two pictures side by side. */
export const pictures = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)',
  gap: vars.space.xs,
  margin: 0,
});

export const figure = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  minWidth: 0,
  margin: 0,
});

/** A fixed-aspect box, so the grid does not jump while pictures load. */
export const frame = style({
  position: 'relative',
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  aspectRatio: '1',
  overflow: 'hidden',
  borderRadius: vars.radius.s,
  background: vars.color.surfaceSunken,
});

export const foundLink = style({
  display: 'block',
  width: '100%',
  height: '100%',
  cursor: 'zoom-in',
  outline: 'none',
  selectors: {
    [`${frame}[data-state="loading"] &`]: { pointerEvents: 'none' },
  },
});

export const image = style({
  display: 'block',
  width: '100%',
  height: '100%',
  objectFit: 'contain',
  transition: `opacity ${vars.duration.fast}`,
  selectors: {
    // Still decoding: in the DOM so it loads, seen once it is there (the spinner meanwhile).
    [`${frame}[data-state="loading"] &`]: { opacity: 0 },
  },
  '@media': {
    '(prefers-reduced-motion: reduce)': { transition: 'none' },
  },
});

/** Over the frame while a picture is fetched or decoded. */
export const spinnerBox = style({
  position: 'absolute',
  inset: 0,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  pointerEvents: 'none',
});

export const spinner = style({
  width: vars.size.icon,
  height: vars.size.icon,
  color: vars.color.textMuted,
  animation: `${spin} 0.8s linear infinite`,
  '@media': {
    // A slower turn instead of none: it still tells "on its way" apart from "failed".
    '(prefers-reduced-motion: reduce)': { animationDuration: '3s' },
  },
});

export const placeholder = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.xs,
  padding: vars.space.s,
  textAlign: 'center',
  fontSize: vars.fontSize.xs,
  color: vars.color.text,
  overflowWrap: 'anywhere',
});

export const placeholderIcon = style({
  width: vars.size.icon,
  height: vars.size.icon,
  color: vars.color.textMuted,
  selectors: {
    '&[data-kind="error"]': { color: vars.color.danger },
  },
});

export const siteLink = style({
  color: vars.color.primary,
  textDecoration: 'underline',
  borderRadius: vars.radius.s,
  selectors: {
    '&:hover': { color: vars.color.primaryHover },
    '&:focus-visible': {
      outline: `${vars.size.focusRing} solid ${vars.color.focusRing}`,
      outlineOffset: vars.size.focusRing,
    },
  },
});

export const caption = style({
  fontSize: vars.fontSize.xs,
  color: vars.color.textMuted,
  whiteSpace: 'nowrap',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
});

/**
 * What stands in for the checkboxes of a tile not rendered in full yet (the first rows render
 * first): as tall as the checkboxes, so nothing moves when they come.
 */
export const checksPending = style({
  minHeight: vars.size.controlS,
});

export const checks = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  columnGap: vars.space.m,
  rowGap: vars.space.xxs,
});

/** A pair's suggestion, after the checkboxes, at the row's end (on a row of its own if need be). */
export const suggestion = style({
  marginInlineStart: 'auto',
});

/**
 * The admin card, always in the DOM (it describes the tile through `aria-describedby`); seen
 * only with `data-placement`: under its tile (over the top of the tile below) or above it, as
 * wide as the tile. Never more than one (the widget decides which).
 */
export const hints = style({
  position: 'absolute',
  zIndex: vars.zIndex.tooltip,
  insetInline: 0,
  padding: `${vars.space.xs} ${vars.space.s}`,
  borderRadius: vars.radius.s,
  background: vars.color.tooltipBackground,
  color: vars.color.tooltipText,
  boxShadow: vars.shadow.m,
  fontSize: vars.fontSize.xs,
  lineHeight: vars.lineHeight.tight,
  pointerEvents: 'none',
  visibility: 'hidden',
  opacity: 0,
  top: '100%',
  marginTop: vars.space.xs,
  selectors: {
    '&[data-placement]': {
      visibility: 'visible',
      opacity: 1,
      transition: `opacity ${vars.duration.fast}`,
    },
    '&[data-placement="above"]': {
      top: 'auto',
      bottom: '100%',
      marginTop: 0,
      marginBottom: vars.space.xs,
    },
  },
  '@media': {
    '(prefers-reduced-motion: reduce)': { transition: 'none' },
  },
});

export const hintList = style({
  display: 'grid',
  gridTemplateColumns: 'auto minmax(0, 1fr)',
  columnGap: vars.space.s,
  rowGap: vars.space.xxs,
  margin: 0,
});

/** A term and its value, laid out in the list's two columns. */
export const hintRow = style({ display: 'contents' });

export const hintTerm = style({
  fontWeight: vars.fontWeight.medium,
  whiteSpace: 'nowrap',
});

export const hintValue = style({
  margin: 0,
  overflowWrap: 'anywhere',
});
