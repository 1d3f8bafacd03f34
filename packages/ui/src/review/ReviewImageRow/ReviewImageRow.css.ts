import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { focusRing } from '../../theme/focusRing.css';

/** A thumbnail's side. */
const thumbSize = `calc(${vars.size.controlL} * 1.6)`;
/** The enlarged picture's longest side. */
const enlargedSize = `calc(${vars.size.fieldWidth} * 1.25)`;

/** A cell's widgets and texts, stacked. */
export const cellStack = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.s,
  minWidth: 0,
  width: '100%',
});

// Nothing is wider than its column: fields shrink (their inputs follow) and button rows wrap.
globalStyle(`${cellStack} > *`, { maxWidth: '100%', minWidth: 0 });

export const statusLine = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.s,
  minWidth: 0,
});

export const statusSelect = style({
  minWidth: `calc(${vars.size.fieldWidth} / 2)`,
});

/** The tick of a new IDENTICAL image: a green check with its text alternative. */
export const newTick = style({
  width: `calc(${vars.size.icon} * 1.25)`,
  height: `calc(${vars.size.icon} * 1.25)`,
  color: vars.color.success,
});

export const confirmed = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  color: vars.color.success,
  fontSize: vars.fontSize.s,
  fontWeight: vars.fontWeight.medium,
  selectors: { '&:empty': { display: 'none' } },
});

/** 'Delivered': a word in a frame, the lock is said in words. */
export const deliveredTag = style({
  padding: `0 ${vars.space.xs}`,
  border: `${vars.size.border} solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.s,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.bold,
  textTransform: 'uppercase',
  color: vars.color.textMuted,
});

/** Short term/value pairs (agency and image id; the sightings block). */
const pairs = {
  display: 'grid',
  gridTemplateColumns: 'max-content minmax(0, 1fr)',
  columnGap: vars.space.s,
  rowGap: vars.space.xxs,
  margin: 0,
  fontSize: vars.fontSize.s,
  lineHeight: vars.lineHeight.tight,
  overflowWrap: 'anywhere',
} as const;

export const identity = style(pairs);

export const factList = style({ ...pairs, color: vars.color.text });

globalStyle(`${identity} dt, ${factList} dt`, { color: vars.color.textMuted });
globalStyle(`${identity} dd, ${factList} dd`, { margin: 0, minWidth: 0 });

export const errorText = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  margin: 0,
  color: vars.color.danger,
  fontSize: vars.fontSize.s,
  fontWeight: vars.fontWeight.medium,
});

export const thumbRow = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.s,
});

export const thumbTile = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.xxs,
  margin: 0,
  width: thumbSize,
});

export const thumbLink = style([
  focusRing,
  {
    display: 'block',
    width: thumbSize,
    height: thumbSize,
    borderRadius: vars.radius.s,
    border: `${vars.size.border} solid ${vars.color.border}`,
    background: vars.color.surfaceSunken,
    overflow: 'hidden',
    selectors: { '&[data-hovered]': { borderColor: vars.color.primary } },
  },
]);

export const thumbImage = style({
  display: 'block',
  width: '100%',
  height: '100%',
  objectFit: 'contain',
});

/** A picture that is missing: its text in the tile's box. */
export const missingPicture = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  boxSizing: 'border-box',
  width: thumbSize,
  height: thumbSize,
  padding: vars.space.xxs,
  border: `${vars.size.border} dashed ${vars.color.borderStrong}`,
  borderRadius: vars.radius.s,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.xs,
  lineHeight: vars.lineHeight.tight,
  textAlign: 'center',
  overflowWrap: 'anywhere',
});

export const thumbCaption = style({
  fontSize: vars.fontSize.xs,
  color: vars.color.textMuted,
});

/** The enlargement: a tooltip without the text bubble's width limit. */
export const enlarged = style({
  maxWidth: 'none',
  padding: vars.space.xs,
  background: vars.color.surface,
  boxShadow: vars.shadow.l,
  border: `${vars.size.border} solid ${vars.color.border}`,
});

/** A fixed width (pictures without an intrinsic size, as SVGs, would collapse), capped height. */
export const enlargedPicture = style({
  display: 'block',
  width: enlargedSize,
  height: 'auto',
  maxHeight: enlargedSize,
  objectFit: 'contain',
});

/** Holds the compare dialog's React events; it adds no box. */
export const portalBoundary = style({ display: 'contents' });

export const editorLine = style({
  display: 'flex',
  alignItems: 'flex-end',
  // The whole width of its cell: a long photographer name shows whole (issue 26).
  alignSelf: 'stretch',
  gap: vars.space.s,
  minWidth: 0,
});

export const editorField = style({ minWidth: 0, flex: 1 });

globalStyle(`${editorField} input`, { width: '100%' });

export const urlList = style({ ...pairs, gridTemplateColumns: 'minmax(0, 1fr)' });

globalStyle(`${urlList} dd`, { margin: `0 0 ${vars.space.xs}`, minWidth: 0 });

/** The URL edit cell's root: its column's width. */
export const urlCell = style({ width: '100%', minWidth: 0 });

export const urlTerm = style({ color: vars.color.textMuted, fontWeight: vars.fontWeight.medium });

export const urlActions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.s,
});
