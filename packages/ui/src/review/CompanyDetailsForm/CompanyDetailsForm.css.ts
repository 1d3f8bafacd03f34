import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const fieldset = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.m,
  fontFamily: vars.font.body,
});
