import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '@sightings/ui';

/** The users table fills the page's width up to a comfortable line. */
export const tableBox = style({ maxInlineSize: '80rem' });

/** Active (green, a tick) or Disabled (red, a cross): the icon and the word, never colour alone. */
export const status = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  fontWeight: vars.fontWeight.bold,
  selectors: {
    '&[data-status="active"]': { color: vars.color.success },
    '&[data-status="disabled"]': { color: vars.color.danger },
  },
});

export const statusIcon = style({ flexShrink: 0 });

/** The Sign-in cell: the lock in words (bold while locked) and Clear sign-in lock below it. */
export const signInLock = style({
  display: 'inline-flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.xs,
  selectors: {
    '&[data-locked="true"]': { fontWeight: vars.fontWeight.bold, color: vars.color.danger },
  },
});

/** A user form: its fields in two columns, the switches and the buttons across. */
export const form = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: vars.space.m,
  alignItems: 'start',
});

/** A part of the form that spans both columns. */
export const wide = style({ gridColumn: '1 / -1' });

/** The page permissions: a group of switches, in columns. */
export const switches = style({
  gridColumn: '1 / -1',
  margin: 0,
  padding: vars.space.s,
  border: `${vars.size.border} solid ${vars.color.border}`,
  borderRadius: vars.radius.m,
  display: 'grid',
  gridTemplateColumns: 'repeat(4, minmax(0, 1fr))',
  gap: vars.space.s,
});

export const legend = style({
  padding: `0 ${vars.space.xs}`,
  fontWeight: vars.fontWeight.bold,
});

export const hint = style({
  gridColumn: '1 / -1',
  margin: 0,
  fontSize: vars.fontSize.s,
  color: vars.color.textMuted,
});

/** The form's buttons: the secondary ones first, Save last, at the end of the row. */
export const actions = style({
  gridColumn: '1 / -1',
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'flex-end',
  gap: vars.space.s,
});

/** Change password sits at the start of the buttons' row, apart from Cancel and Save. */
export const startAction = style({ marginInlineEnd: 'auto' });

/** The statistics' range: the two dates and Show on one line, aligned on the inputs. */
export const range = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-start',
  gap: vars.space.m,
});

export const rangeButton = style({ paddingBlockStart: vars.space.l });

export const statistics = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.m,
});

export const muted = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.s });

/** The chart beside the totals when there is room, under it otherwise. */
export const results = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 3fr) minmax(14rem, 1fr)',
  gap: vars.space.l,
  alignItems: 'start',
});

export const totals = style({
  borderCollapse: 'collapse',
  inlineSize: '100%',
  fontSize: vars.fontSize.s,
});
globalStyle(`${totals} caption`, {
  textAlign: 'start',
  fontWeight: vars.fontWeight.bold,
  paddingBlockEnd: vars.space.xs,
});
globalStyle(`${totals} th, ${totals} td`, {
  padding: `${vars.space.xxs} ${vars.space.s}`,
  textAlign: 'start',
  borderBlockEnd: `${vars.size.border} solid ${vars.color.border}`,
});
globalStyle(`${totals} td`, { textAlign: 'end', fontVariantNumeric: 'tabular-nums' });
globalStyle(`${totals} thead th`, { background: vars.color.surfaceSunken });
globalStyle(`${totals} thead th:last-child`, { textAlign: 'end' });
globalStyle(`${totals} tbody th`, { fontWeight: vars.fontWeight.regular });

/** A text field as wide as its column (a long email stays readable). */
export const fullWidth = style({});
globalStyle(`${fullWidth} input`, { width: '100%' });

/** Suggestion precision (pair-similarity): its heading, two lines of text, then its table. */
export const precision = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.s,
  maxInlineSize: '80rem',
});

export const sectionHeading = style({
  margin: 0,
  fontSize: vars.fontSize.l,
  fontWeight: vars.fontWeight.bold,
});

export const sectionText = style({ margin: 0, maxInlineSize: '72ch' });
