import { style } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '../theme/contract.css';

/**
 * The page: its header (heading and actions), the notice, then the content, one under the
 * other. `page` fills the main area; `centered` is a short page on its own (403, 404): a card in
 * the middle, its heading large.
 */
export const frame = recipe({
  variants: {
    layout: {
      page: {},
      centered: {
        alignItems: 'center',
        maxWidth: vars.size.dialogWidth,
        margin: `${vars.space.xxl} auto`,
        padding: vars.space.xxl,
        textAlign: 'center',
        background: vars.color.surface,
        borderRadius: vars.radius.l,
        boxShadow: vars.shadow.s,
      },
    },
  },
  defaultVariants: { layout: 'page' },
});

export type PageFrameVariants = NonNullable<RecipeVariants<typeof frame>>;

/**
 * The page's h1. Focused by script when the page opens (so screen readers announce it after
 * client-side navigation); not a control, so no focus ring.
 */
export const heading = recipe({
  base: {
    fontWeight: vars.fontWeight.bold,
    lineHeight: vars.lineHeight.tight,
    outline: 'none',
  },
  variants: {
    layout: {
      page: { fontSize: vars.fontSize.xxl },
      centered: {
        fontSize: `calc(2 * ${vars.fontSize.xl})`,
        color: vars.color.textMuted,
      },
    },
  },
  defaultVariants: { layout: 'page' },
});

/** The heading's row of `stickyHeader`: on the page's background, over what scrolls under it. */
export const stickyHeader = style({
  position: 'sticky',
  top: 0,
  zIndex: vars.zIndex.overlay,
  paddingBlock: vars.space.s,
  background: vars.color.background,
});
