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

/** The domain boxes' combined pattern ('a%b, b%a'), under them across the form's grid. */
export const preview = style({
  gridColumn: '1 / -1',
  color: vars.color.textMuted,
  minBlockSize: vars.space.m,
});

/** The URL's left-out values, one per line under the notice's sentence. */
export const problems = style({
  margin: 0,
  paddingInlineStart: vars.space.l,
});
