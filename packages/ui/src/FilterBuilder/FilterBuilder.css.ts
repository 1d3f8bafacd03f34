import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

/** The whole builder. */
export const builder = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.s,
  minWidth: 0,
  color: vars.color.text,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.m,
});

/** A group: its join, its children, its add buttons; a nested one indented with a rule. */
export const group = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.s,
  minWidth: 0,
  selectors: {
    '&:not([data-root])': {
      paddingLeft: vars.space.l,
      borderLeft: `${vars.size.focusRing} solid ${vars.color.border}`,
    },
  },
});

export const groupHeader = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.m,
  flexWrap: 'wrap',
});

export const children = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.s,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const child = style({ minWidth: 0 });

export const empty = style({
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.s,
  fontStyle: 'italic',
});

export const actions = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.s,
  flexWrap: 'wrap',
});

/** Why an add button is disabled. */
export const reason = style({
  color: vars.color.textMuted,
  fontSize: vars.fontSize.s,
});

/** A condition: its controls in a row (wrapping when narrow), its problems under them. */
export const condition = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  padding: vars.space.s,
  border: `${vars.size.border} solid ${vars.color.border}`,
  borderRadius: vars.radius.m,
  background: vars.color.surface,
});

/** The controls (wrapping when narrow) and, apart on the right, the Remove button. */
export const conditionRow = style({
  display: 'flex',
  alignItems: 'flex-start',
  justifyContent: 'space-between',
  gap: vars.space.s,
});

export const conditionControls = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.s,
  flexWrap: 'wrap',
  minWidth: 0,
});

export const fieldControl = style({
  width: `calc(${vars.size.fieldWidth} * 0.8)`,
});

export const operatorControl = style({
  width: `calc(${vars.size.fieldWidth} * 0.5)`,
});

export const valueControl = style({
  width: `calc(${vars.size.fieldWidth} * 0.6)`,
});

export const range = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  flexWrap: 'wrap',
});

export const rangeWord = style({ color: vars.color.textMuted });

export const valueList = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  minWidth: 0,
});

export const tags = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const tag = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xxs,
  paddingLeft: vars.space.s,
  border: `${vars.size.border} solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.round,
  background: vars.color.surfaceSunken,
  fontSize: vars.fontSize.s,
});

export const tagRemove = style({
  borderRadius: vars.radius.round,
});

export const tagInput = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
});

export const hint = style({
  color: vars.color.textMuted,
  fontSize: vars.fontSize.s,
});

export const checklist = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: `${vars.space.xxs} ${vars.space.m}`,
  maxWidth: `calc(${vars.size.fieldWidth} * 2)`,
});

/** A node's problems, each with an icon (not by colour alone). */
export const problems = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const problem = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  color: vars.color.danger,
  fontSize: vars.fontSize.s,
  lineHeight: vars.lineHeight.tight,
});

export const problemIcon = style({
  flexShrink: 0,
  width: vars.size.icon,
  height: vars.size.icon,
});
