import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const summary = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.s,
  fontFamily: vars.font.body,
  color: vars.color.text,
});

export const list = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.s,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const entry = style({ display: 'flex', alignItems: 'center' });

/** Total is no button: a framed figure, as tall as the buttons. */
export const totalEntry = style({
  gap: vars.space.xs,
  minHeight: vars.size.controlS,
  padding: `0 ${vars.space.m}`,
  border: `${vars.size.border} solid ${vars.color.border}`,
  borderRadius: vars.radius.m,
  background: vars.color.surfaceSunken,
  fontSize: vars.fontSize.s,
});

export const word = style({ fontWeight: vars.fontWeight.medium });

/** The count: bold and in tabular figures, so the columns of numbers line up. */
export const count = style({
  fontWeight: vars.fontWeight.bold,
  fontVariantNumeric: 'tabular-nums',
});

/** A status's button; the status is named in words, the left rule is only an accent. */
export const jumpButton = style({
  borderLeftWidth: `calc(${vars.size.focusRing} * 2)`,
  selectors: {
    '&[data-status="IDENTICAL"]': { borderLeftColor: vars.color.success },
    '&[data-status="NOT_IDENTICAL"]': { borderLeftColor: vars.color.danger },
  },
});
