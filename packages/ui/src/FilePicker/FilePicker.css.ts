import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

/** The button and the chosen file's name on one line. */
export const filePicker = style({
  display: 'inline-flex',
  alignItems: 'center',
  flexWrap: 'wrap',
  gap: vars.space.s,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.m,
  color: vars.color.text,
});

/** The chosen file's name, or the text saying none is chosen (muted, `data-empty`). */
export const fileName = style({
  overflowWrap: 'anywhere',
  selectors: {
    '&[data-empty]': { color: vars.color.textMuted, fontStyle: 'italic' },
  },
});
