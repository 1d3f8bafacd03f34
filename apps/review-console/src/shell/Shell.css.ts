import { style } from '@vanilla-extract/css';
import { vars } from '@sightings/ui';

export const page = style({
  minHeight: '100vh',
  display: 'flex',
  flexDirection: 'column',
  background: vars.color.background,
  color: vars.color.text,
});

export const header = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.l,
  padding: `${vars.space.s} ${vars.space.xl}`,
  background: vars.color.navBackground,
  color: vars.color.navText,
});

export const brand = style({
  fontSize: vars.fontSize.l,
  fontWeight: vars.fontWeight.bold,
  color: vars.color.navCurrent,
});

export const main = style({
  flex: 1,
  padding: vars.space.xl,
  display: 'grid',
  alignContent: 'start',
  gap: vars.space.l,
});

export const card = style({
  maxWidth: '40rem',
  padding: vars.space.xl,
  background: vars.color.surface,
  borderRadius: vars.radius.l,
  boxShadow: vars.shadow.s,
  display: 'grid',
  gap: vars.space.m,
});

export const heading = style({
  fontSize: vars.fontSize.xxl,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
});

export const status = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.s,
  color: vars.color.textMuted,
  selectors: {
    '&[data-state="ok"]': { color: vars.color.success },
    '&[data-state="error"]': { color: vars.color.danger },
  },
});
