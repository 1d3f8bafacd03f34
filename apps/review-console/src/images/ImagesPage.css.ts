import { style } from '@vanilla-extract/css';
import { vars } from '@sightings/ui';

/** The group's counts, before the buttons in the heading's row. */
export const summary = style({
  color: vars.color.textMuted,
  fontSize: vars.fontSize.s,
  marginInlineEnd: vars.space.s,
});
