import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

/** The form inside the dialog: the notice, the field and the buttons, a theme space apart. */
export const form = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.m,
});

/** Save and Cancel at the end of the form, as in the other dialogs. */
export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'flex-end',
  gap: vars.space.s,
});
