import { style } from '@vanilla-extract/css';
import { vars } from '@sightings/ui';

export const page = style({
  display: 'grid',
  alignContent: 'start',
  gap: vars.space.l,
  maxWidth: '72rem',
});

export const heading = style({
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.bold,
  outline: 'none',
});

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

export const empty = style({
  padding: vars.space.xl,
  textAlign: 'center',
  color: vars.color.textMuted,
});
