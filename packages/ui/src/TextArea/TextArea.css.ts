import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';
import { field, input } from '../Field/Field.css';

/** The text area's root: the shared field layout. */
export const textAreaField = style([field]);

/** The text area: the shared text-control look, several lines high, resizable in height. */
export const textArea = style([
  input,
  {
    minHeight: `calc(3 * ${vars.size.controlM})`,
    paddingBlock: vars.space.s,
    resize: 'vertical',
  },
]);
