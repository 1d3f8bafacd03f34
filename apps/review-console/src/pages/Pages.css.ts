import { style } from '@vanilla-extract/css';
import { focusRing, vars } from '@sightings/ui';

/*
 * What is left of the screens' own page CSS: the screens compose `PageFrame`, `Stack`, `Inline`,
 * `Notice` and `QueueState` from @sightings/ui. `homeLink` stays until ui has a link widget.
 */

export const homeLink = style([
  focusRing,
  {
    color: vars.color.primary,
    fontWeight: vars.fontWeight.medium,
  },
]);
