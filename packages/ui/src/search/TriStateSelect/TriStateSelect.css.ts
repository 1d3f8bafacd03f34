import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

/** As wide as the other fields of a search form. */
export const triStateSelect = style({
  width: vars.size.fieldWidth,
  maxWidth: '100%',
});
