import { style } from '@vanilla-extract/css';
import { focusRing, vars } from '@sightings/ui';

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

export const result = style({
  maxWidth: '36rem',
  margin: `${vars.space.xxl} auto`,
  padding: vars.space.xxl,
  display: 'grid',
  justifyItems: 'center',
  gap: vars.space.l,
  textAlign: 'center',
  background: vars.color.surface,
  borderRadius: vars.radius.l,
  boxShadow: vars.shadow.s,
});

export const code = style({
  fontSize: '3rem',
  fontWeight: vars.fontWeight.bold,
  color: vars.color.textMuted,
  lineHeight: 1,
  outline: 'none',
});

export const homeLink = style([
  focusRing,
  {
    color: vars.color.primary,
    fontWeight: vars.fontWeight.medium,
  },
]);

/** A queue page with nothing to show: empty, or its load failed. */
export const queueState = style({
  display: 'grid',
  justifyItems: 'center',
  gap: vars.space.m,
  padding: vars.space.xxl,
  textAlign: 'center',
  color: vars.color.textMuted,
  background: vars.color.surface,
  borderRadius: vars.radius.l,
});

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
