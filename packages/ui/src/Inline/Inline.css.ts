import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '../theme/contract.css';

type Space = keyof typeof vars.space;

/** One `gap` variant per step of the theme's space scale (the same steps as `Stack`). */
const gap = Object.fromEntries(
  Object.entries(vars.space).map(([step, value]) => [step, { gap: value }]),
) as Record<Space, { gap: string }>;

/**
 * A row that wraps: children side by side, `gap` apart in both directions, continuing on the
 * next line when the row is full. Centred across by default, as a toolbar's buttons and text are.
 */
export const inline = recipe({
  base: {
    display: 'flex',
    flexDirection: 'row',
    flexWrap: 'wrap',
    minWidth: 0,
    selectors: {
      // A list rendered as a row keeps its semantics, not the browser's bullets and indent.
      '&:where(ul, ol)': { listStyle: 'none', margin: 0, padding: 0 },
    },
  },
  variants: {
    gap,
    align: {
      start: { alignItems: 'flex-start' },
      center: { alignItems: 'center' },
      end: { alignItems: 'flex-end' },
      baseline: { alignItems: 'baseline' },
      stretch: { alignItems: 'stretch' },
    },
    justify: {
      start: { justifyContent: 'flex-start' },
      center: { justifyContent: 'center' },
      end: { justifyContent: 'flex-end' },
      between: { justifyContent: 'space-between' },
    },
  },
  defaultVariants: { gap: 's', align: 'center' },
});

export type InlineVariants = NonNullable<RecipeVariants<typeof inline>>;
