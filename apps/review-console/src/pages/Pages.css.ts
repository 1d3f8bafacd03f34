import { style } from '@vanilla-extract/css';
import { focusRing, vars } from '@sightings/ui';

/*
 * What is left of the screens' own page CSS. New screens compose `PageFrame`, `Stack`, `Inline`,
 * `Notice` and `QueueState` from @sightings/ui instead. `page`, `heading` and `notice` stay until
 * the Domains page (all three) and the Images page (`notice`) move to them; `homeLink` until ui
 * has a link widget.
 */

export const page = style({
  display: 'grid',
  alignContent: 'start',
  gap: vars.space.l,
});

/** Focused by script when the page opens (for screen readers); not a control, so no ring. */
export const heading = style({
  fontSize: vars.fontSize.xxl,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
  outline: 'none',
});

export const homeLink = style([
  focusRing,
  {
    color: vars.color.primary,
    fontWeight: vars.fontWeight.medium,
  },
]);

/** Something the operator should know about the work on screen. */
export const notice = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.m,
  padding: vars.space.m,
  borderRadius: vars.radius.m,
  background: vars.color.warningSubtle,
  color: vars.color.warningText,
});
