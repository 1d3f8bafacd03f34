import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const details = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.s,
  color: vars.color.text,
  fontFamily: vars.font.body,
});

export const title = style({
  margin: 0,
  fontSize: vars.fontSize.l,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
});

/** The terms and values as two columns. */
export const list = style({
  display: 'grid',
  gridTemplateColumns: 'max-content minmax(0, 1fr)',
  columnGap: vars.space.l,
  rowGap: vars.space.xs,
  margin: 0,
  fontSize: vars.fontSize.m,
  lineHeight: vars.lineHeight.normal,
});

export const row = style({ display: 'contents' });

export const term = style({
  color: vars.color.textMuted,
  fontWeight: vars.fontWeight.medium,
});

export const value = style({
  margin: 0,
  minWidth: 0,
  overflowWrap: 'anywhere',
});

/** The short status name, as a tag before the full one. */
export const shortName = style({
  display: 'inline-block',
  padding: `0 ${vars.space.xs}`,
  border: `${vars.size.border} solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.s,
  fontFamily: vars.font.mono,
  fontSize: vars.fontSize.s,
  fontWeight: vars.fontWeight.bold,
});

export { spinner } from '../review.css';
