import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

export const message = style({
  color: vars.color.text,
  fontSize: vars.fontSize.m,
  lineHeight: vars.lineHeight.normal,
});

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'flex-end',
  gap: vars.space.s,
});
