import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '@sightings/ui';

export const screen = style({
  minHeight: '100vh',
  display: 'grid',
  placeItems: 'center',
  padding: vars.space.xl,
  background: vars.color.background,
});

export const card = style({
  // The fields' width and the card's padding.
  width: `calc(${vars.size.fieldWidth} + 2 * ${vars.space.xxl})`,
  maxWidth: '100%',
  padding: vars.space.xxl,
  display: 'grid',
  gap: vars.space.l,
  background: vars.color.surface,
  borderRadius: vars.radius.l,
  boxShadow: vars.shadow.m,
});

export const title = style({
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.bold,
});

export const form = style({
  display: 'grid',
  gap: vars.space.l,
});

export const failure = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.s,
  padding: vars.space.m,
  borderRadius: vars.radius.m,
  background: vars.color.dangerSubtle,
  color: vars.color.danger,
});

globalStyle(`${failure} svg`, {
  flexShrink: 0,
  width: vars.size.icon,
  height: vars.size.icon,
  marginTop: vars.space.xxs,
});
