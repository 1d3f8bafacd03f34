import { style } from '@vanilla-extract/css';
import { focusRing, vars } from '@sightings/ui';

export const page = style({
  minHeight: '100vh',
  display: 'flex',
  flexDirection: 'column',
  background: vars.color.background,
  color: vars.color.text,
});

export const brand = style({
  fontSize: vars.fontSize.l,
  fontWeight: vars.fontWeight.bold,
});

export const content = style({ flex: 1 });

export const main = style({
  padding: vars.space.xl,
  display: 'grid',
  alignContent: 'start',
  gap: vars.space.l,
});

/** Hidden until focused: the first Tab stop jumps over the menu. */
export const skipLink = style([
  focusRing,
  {
    position: 'absolute',
    left: vars.space.s,
    top: vars.space.s,
    zIndex: vars.zIndex.tooltip,
    padding: `${vars.space.s} ${vars.space.m}`,
    background: vars.color.surface,
    color: vars.color.primary,
    borderRadius: vars.radius.m,
    transform: 'translateY(-200%)',
    selectors: { '&:focus': { transform: 'none' } },
  },
]);
