import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '../theme/contract.css';

type Space = keyof typeof vars.space;

/** One `gap` variant per step of the theme's space scale. */
const gap = Object.fromEntries(
  Object.entries(vars.space).map(([step, value]) => [step, { gap: value }]),
) as Record<Space, { gap: string }>;

/**
 * A vertical stack: children one under the other, `gap` apart. `align` places them across
 * (unset: they stretch to the stack's width), `justify` along (unset: from the start).
 */
export const stack = recipe({
  base: {
    display: 'flex',
    flexDirection: 'column',
    minWidth: 0,
    selectors: {
      // A list rendered as a stack keeps its semantics, not the browser's bullets and indent.
      '&:where(ul, ol)': { listStyle: 'none', margin: 0, padding: 0 },
    },
  },
  variants: {
    gap,
    align: {
      start: { alignItems: 'flex-start' },
      center: { alignItems: 'center' },
      end: { alignItems: 'flex-end' },
      stretch: { alignItems: 'stretch' },
    },
    justify: {
      start: { justifyContent: 'flex-start' },
      center: { justifyContent: 'center' },
      end: { justifyContent: 'flex-end' },
      between: { justifyContent: 'space-between' },
    },
  },
  defaultVariants: { gap: 'm' },
});

export type StackVariants = NonNullable<RecipeVariants<typeof stack>>;
