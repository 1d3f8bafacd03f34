import { style } from '@vanilla-extract/css';
import { field, input as fieldInput } from '../Field/Field.css';

/** The text field's root: the shared field layout. */
export const textField = style([field]);

/** The input: the shared text-control look. */
export const input = style([fieldInput]);
