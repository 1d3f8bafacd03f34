import { globalStyle, keyframes, style } from '@vanilla-extract/css';
import { vars } from '@sightings/ui';

/** The tab: the form, the notices, the count line, the table and the pager, a space apart. */
export const tab = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.m,
  paddingBlockStart: vars.space.m,
});

/** The checkboxes of a group sit at the bottom of their grid cell, like the fields' inputs. */
export const checkbox = style({
  alignSelf: 'end',
  minBlockSize: vars.size.controlM,
});

/** 'Total N items' (or 'Total' and a spinner) above the table. */
export const total = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  color: vars.color.text,
  fontSize: vars.fontSize.s,
});

/** The ClickHouse tab's line above the results: the count, then the store's freshness. */
export const summary = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  columnGap: vars.space.m,
});

/** 'Up to date with the review data (checked 22:31:05)' and the like. */
export const freshness = style({
  color: vars.color.textMuted,
  fontSize: vars.fontSize.s,
});

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });

export const spinner = style({
  width: vars.size.icon,
  height: vars.size.icon,
  animation: `${spin} 0.9s linear infinite`,
  '@media': {
    '(prefers-reduced-motion: reduce)': { animation: 'none' },
  },
});

/** 'Counting error': the danger colour and an icon, never colour alone. */
export const countFailed = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  color: vars.color.danger,
});

/**
 * The pager's own 'Total N items' is the fallback while the count is polled: the line above
 * the table says the truth (the count, 'Total' with a spinner, or 'Counting error') instead.
 */
export const pager = style({});
globalStyle(`${pager} > span:first-child`, { display: 'none' });
