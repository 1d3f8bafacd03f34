import { style } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '../theme/contract.css';

/**
 * The fields stacked, each as wide as it needs (the contact fields take the whole width). The
 * widget takes the width of its container even in a form that lines its parts up at the start.
 */
export const root = recipe({
  base: {
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'flex-start',
    alignSelf: 'stretch',
    minWidth: 0,
    color: vars.color.text,
    fontFamily: vars.font.body,
  },
  variants: {
    density: {
      /** The Domains page: the form's own spacing. */
      regular: { gap: vars.space.xl },
      /** A review screen's column, beside other blocks. */
      compact: { gap: vars.space.m },
    },
  },
  defaultVariants: { density: 'regular' },
});

export type RootVariants = NonNullable<RecipeVariants<typeof root>>;

/** The Website radios and, when non-commercial, the reason select beside them. */
export const websiteRow = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-start',
  gap: vars.space.xl,
});

/** A wrapper that marks where a field's errors take the focus; it adds no box. */
export const fieldSlot = style({
  display: 'contents',
});

/** The contact fields under their title (the default presentation). */
export const contacts = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.m,
  alignSelf: 'stretch',
});

/** Whatever a caller wraps the contact fields in takes the whole width too. */
export const contactsSlot = style({
  display: 'flex',
  flexDirection: 'column',
  alignSelf: 'stretch',
  minWidth: 0,
});
