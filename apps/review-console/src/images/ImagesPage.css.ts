import { style } from '@vanilla-extract/css';
import { vars } from '@sightings/ui';

export const page = style({
  display: 'grid',
  alignContent: 'start',
  gap: vars.space.l,
});

export const toolbar = style({
  position: 'sticky',
  top: 0,
  zIndex: vars.zIndex.overlay,
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.m,
  padding: `${vars.space.s} 0`,
  background: vars.color.background,
});

export const heading = style({
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.bold,
  outline: 'none',
  marginInlineEnd: vars.space.s,
});

export const summary = style({
  color: vars.color.textMuted,
  fontSize: vars.fontSize.s,
  marginInlineEnd: 'auto',
});

export const shortcuts = style({
  display: 'grid',
  gridTemplateColumns: 'auto 1fr',
  gap: `${vars.space.s} ${vars.space.l}`,
  margin: 0,
});

export const key = style({
  fontFamily: vars.font.mono,
  fontWeight: vars.fontWeight.bold,
  whiteSpace: 'nowrap',
});
