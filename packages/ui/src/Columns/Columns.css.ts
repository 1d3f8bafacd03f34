import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '../theme/contract.css';

type Space = keyof typeof vars.space;

/** One `gap` variant per step of the theme's space scale. */
const gap = Object.fromEntries(
  Object.entries(vars.space).map(([step, value]) => [step, { gap: value }]),
) as Record<Space, { gap: string }>;

/**
 * Columns side by side, their widths in the ratio asked for, each shrinking below its content
 * (`minmax(0, …)`) rather than overflowing; narrower than 60rem (a 1280 px window with the zoom
 * at 200 %), one column under the other.
 */
export const columns = recipe({
  base: {
    display: 'grid',
    minWidth: 0,
    '@media': { '(max-width: 60rem)': { gridTemplateColumns: 'minmax(0, 1fr)' } },
  },
  variants: {
    gap,
    ratio: {
      '1:1': { gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)' },
      '2:1': { gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 1fr)' },
      '1:2': { gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 2fr)' },
    },
    align: {
      start: { alignItems: 'start' },
      stretch: { alignItems: 'stretch' },
    },
  },
  defaultVariants: { gap: 'l', ratio: '1:1', align: 'start' },
});

export type ColumnsVariants = NonNullable<RecipeVariants<typeof columns>>;
