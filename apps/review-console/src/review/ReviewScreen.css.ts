import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '@sightings/ui';

export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'max-content minmax(0, 1fr)',
  gap: `${vars.space.xs} ${vars.space.m}`,
  margin: 0,
  fontSize: vars.fontSize.s,
});

export const term = style({ color: vars.color.textMuted });

/** A term and its value grouped in a `div` of `facts` (allowed in a `dl`): they take its columns. */
export const factRow = style({ display: 'contents' });

export const value = style({ margin: 0, overflowWrap: 'anywhere' });

export const sectionTitle = style({
  fontSize: vars.fontSize.m,
  margin: 0,
});

export const dialogActions = style({
  display: 'flex',
  justifyContent: 'flex-end',
  flexWrap: 'wrap',
  gap: vars.space.s,
  marginBlockStart: vars.space.m,
});

export const historyScroll = style({ maxHeight: '60vh', overflow: 'auto' });

export const historyTable = style({
  borderCollapse: 'collapse',
  width: '100%',
  fontSize: vars.fontSize.s,
  textAlign: 'start',
});

globalStyle(`${historyTable} th, ${historyTable} td`, {
  padding: vars.space.xs,
  verticalAlign: 'top',
  textAlign: 'start',
});
