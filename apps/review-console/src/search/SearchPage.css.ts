import { style } from '@vanilla-extract/css';
import { vars } from '@sightings/ui';

/** A tab's content: its buttons, the table and the pager, a theme space apart. */
export const panel = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.m,
  paddingBlockStart: vars.space.m,
});

/** The buttons above a table (the blacklist's add), at its end. */
export const toolbar = style({
  display: 'flex',
  justifyContent: 'flex-end',
  gap: vars.space.s,
});

/** The options above a table (the Domains tab's 'One row per image'), at its start. */
export const options = style({
  display: 'flex',
  justifyContent: 'flex-start',
  gap: vars.space.m,
});
