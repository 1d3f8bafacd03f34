import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '@sightings/ui';

/** A part of the page (the item kinds, the reference CSVs, an open entry): a bordered card. */
export const card = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.m,
  padding: vars.space.m,
  background: vars.color.surface,
  border: `${vars.size.border} solid ${vars.color.border}`,
  borderRadius: vars.radius.m,
  maxInlineSize: '72rem',
});

export const sectionTitle = style({
  margin: 0,
  fontSize: vars.fontSize.l,
  fontWeight: vars.fontWeight.bold,
  selectors: { '&:focus': { outline: 'none' } },
});

export const subTitle = style({
  margin: 0,
  fontSize: vars.fontSize.m,
  fontWeight: vars.fontWeight.bold,
  selectors: { '&:focus': { outline: 'none' } },
});

/** The select and the two buttons on one line, aligned on the select's trigger. */
export const itemRow = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-start',
  gap: vars.space.m,
});

export const itemSelect = style({ minInlineSize: '18rem' });

/** The buttons beside the select sit level with its trigger (below its label). */
export const itemButtons = style({
  display: 'flex',
  gap: vars.space.s,
  paddingBlockStart: vars.space.l,
});

export const buttons = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.s,
});

export const muted = style({ margin: 0, color: vars.color.textMuted });

/** A format example (the CSV's header and rows), as written. */
export const example = style({
  margin: 0,
  padding: vars.space.s,
  fontFamily: vars.font.mono,
  fontSize: vars.fontSize.s,
  background: vars.color.surfaceSunken,
  borderRadius: vars.radius.s,
  whiteSpace: 'pre-wrap',
  overflowWrap: 'anywhere',
});

/** The manual entry's lines, in the mono font so columns line up. */
export const manualText = style({ maxInlineSize: 'none', inlineSize: '100%' });
globalStyle(`${manualText} textarea`, { fontFamily: vars.font.mono, width: '100%' });

/** A preview or problems table: compact, scrolling within its own height when long. */
export const tableBox = style({
  maxBlockSize: '16rem',
  overflow: 'auto',
  border: `${vars.size.border} solid ${vars.color.border}`,
  borderRadius: vars.radius.s,
});

export const table = style({
  borderCollapse: 'collapse',
  inlineSize: '100%',
  fontSize: vars.fontSize.s,
});
globalStyle(`${table} th, ${table} td`, {
  padding: `${vars.space.xxs} ${vars.space.s}`,
  textAlign: 'start',
  verticalAlign: 'top',
  borderBlockEnd: `${vars.size.border} solid ${vars.color.border}`,
  overflowWrap: 'anywhere',
});
globalStyle(`${table} th`, {
  position: 'sticky',
  insetBlockStart: 0,
  background: vars.color.surfaceSunken,
  fontWeight: vars.fontWeight.bold,
});

export const notices = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.s,
  maxInlineSize: '72rem',
});

/** A notice's text may be a long list of keys: it wraps anywhere. */
export const noticeText = style({ overflowWrap: 'anywhere' });

/** The manual lines refused for their number of values, one a line under the notice's title. */
export const problemList = style({
  margin: 0,
  marginBlockStart: vars.space.xs,
  paddingInlineStart: vars.space.l,
});
