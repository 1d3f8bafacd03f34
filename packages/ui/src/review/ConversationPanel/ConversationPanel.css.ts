import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const panel = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.m,
  fontFamily: vars.font.body,
  color: vars.color.text,
});

export const thread = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.m,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const message = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.s,
  minWidth: 0,
});

/** Replies: indented under their message, with a rule on the left. */
export const submessages = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.s,
  margin: 0,
  marginLeft: vars.space.l,
  paddingLeft: vars.space.m,
  borderLeft: `${vars.size.focusRing} solid ${vars.color.border}`,
  listStyle: 'none',
});

export const meta = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  gap: vars.space.s,
  margin: 0,
  fontSize: vars.fontSize.s,
  color: vars.color.textMuted,
});

export const author = style({
  fontWeight: vars.fontWeight.bold,
  color: vars.color.text,
});

/** QC or FR: a tag in words (the full name in its title). */
export const sentFrom = style({
  padding: `0 ${vars.space.xs}`,
  border: `${vars.size.border} solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.s,
  fontFamily: vars.font.mono,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.bold,
  textDecoration: 'none',
  color: vars.color.text,
});

export const body = style({
  margin: 0,
  fontSize: vars.fontSize.m,
  lineHeight: vars.lineHeight.normal,
  whiteSpace: 'pre-wrap',
  overflowWrap: 'anywhere',
});

export const empty = style({
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.s,
});

export const form = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.s,
});

export const formActions = style({
  display: 'flex',
  justifyContent: 'flex-end',
});

/** The message field takes the panel's width. */
export const messageField = style({ alignSelf: 'stretch' });

globalStyle(`${messageField} textarea`, { width: '100%' });
