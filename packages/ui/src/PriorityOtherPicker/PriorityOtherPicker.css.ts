import { style } from '@vanilla-extract/css';
import { field } from '../Field/Field.css';
import { vars } from '../theme/contract.css';

/**
 * The pair of dropdowns. The root is a field (it carries `data-disabled` and `data-invalid`), so
 * the shared label greys out with it.
 */
export const root = style([field]);

/** The two dropdowns side by side; they wrap under each other when there is no room. */
export const row = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  gap: vars.space.l,
});

/** One dropdown and its clear button. */
export const dropdown = style({
  display: 'flex',
  alignItems: 'flex-end',
  gap: vars.space.xs,
  minWidth: 0,
});

/** The clear button, as high as the input beside it. */
export const clearButton = style({
  minHeight: vars.size.controlM,
  paddingInline: vars.space.s,
});

export const clearIcon = style({
  width: vars.size.icon,
  height: vars.size.icon,
});
