import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

/** The groups side by side when there is room, one under the other otherwise. */
export const groups = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(18rem, 1fr))',
  gap: `${vars.space.l} ${vars.space.xl}`,
  alignItems: 'start',
});

export const group = style({
  display: 'grid',
  gap: vars.space.s,
});

export const groupTitle = style({
  fontSize: vars.fontSize.s,
  fontWeight: vars.fontWeight.bold,
  color: vars.color.textMuted,
  textTransform: 'uppercase',
  letterSpacing: '0.04em',
});

export const list = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(6rem, auto) 1fr',
  gap: `${vars.space.xs} ${vars.space.m}`,
  margin: 0,
  fontSize: vars.fontSize.s,
});

/** A row of the two-column list: the `dt` and `dd` take the list's columns. */
export const row = style({
  display: 'contents',
});

export const keys = style({
  fontFamily: vars.font.mono,
  fontWeight: vars.fontWeight.bold,
});

export const description = style({
  margin: 0,
});

export const footer = style({
  display: 'flex',
  justifyContent: 'flex-end',
});
