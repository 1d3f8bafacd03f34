import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../theme';

/** An icon with its text, on one line where it fits. */
export const mark = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  minWidth: 0,
});

/** The icon of a mark keeps its size when the text wraps. */
export const markIcon = style({ flexShrink: 0 });

/** A link in a cell: long URLs break anywhere rather than widen the column. */
export const cellLink = style({
  minWidth: 0,
  overflowWrap: 'anywhere',
  color: vars.color.primary,
  textDecoration: 'underline',
});

/** In a column that wraps between words (a domain), a link breaks inside a word only when it must. */
globalStyle(`[data-wrap="words"] ${cellLink}`, { overflowWrap: 'break-word' });

/** The short name of a domain flow status, before its full name. */
export const flowShort = style({ fontWeight: vars.fontWeight.bold });

/** The status dropdown fills its cell. */
export const statusSelect = style({ width: '100%', minWidth: 0 });
