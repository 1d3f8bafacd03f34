import type { Meta, StoryObj } from '@storybook/react-vite';
import { TEXTS } from '@sightings/domain-model';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { BROKEN_PICTURE, demoPairs, type DemoDecisions } from './demoPictures';
import { ImagePairGrid, type ImagePair, type ImagePairGridProps } from './ImagePairGrid';

/** The grid with its own marks, so the story shows what the keys do; calls reach the args. */
function StatefulGrid(args: ImagePairGridProps) {
  const [decisions, setDecisions] = useState<DemoDecisions>({ ...args.decisions });
  return (
    <ImagePairGrid
      {...args}
      decisions={decisions}
      onDecide={(ids, decision) => {
        setDecisions((prev) => {
          const next = { ...prev };
          for (const id of ids) next[id] = decision ?? undefined;
          return next;
        });
        args.onDecide(ids, decision);
      }}
    />
  );
}

const meta = {
  title: 'Widgets/ImagePairGrid',
  component: ImagePairGrid,
  parameters: { layout: 'padded' },
  args: {
    pairs: demoPairs(50),
    decisions: {},
    onDecide: fn(),
    onLoadStateChange: fn(),
    onOpenCompare: fn(),
    'aria-label': 'Pairs of this group',
  },
  render: (args) => <StatefulGrid {...args} />,
} satisfies Meta<typeof ImagePairGrid>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every tile's pictures are on screen (bulk marks and ranges only mark those). */
async function allLoaded(canvasElement: HTMLElement) {
  await waitFor(() => {
    const tiles = [...canvasElement.querySelectorAll<HTMLElement>('[role="group"][data-index]')];
    expect(tiles.length).toBeGreaterThan(0);
    expect(tiles.every((tile) => tile.dataset.load === 'loaded')).toBe(true);
  });
}

/** The tile at `index` (zero-based) of the grid in the canvas. */
function tileAt(canvasElement: HTMLElement, index: number): HTMLElement {
  const tile = canvasElement.querySelector<HTMLElement>(`[role="group"][data-index="${index}"]`);
  if (!tile) throw new Error(`no tile at ${index}`);
  return tile;
}

/** 50 pairs, as the Images page shows a group; the keys mark, move and clear. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('grid', { name: 'Pairs of this group' })).toBeInTheDocument();
    await userEvent.tab();
    await expect(canvas.getByRole('group', { name: 'Pair 1 of 50, unmarked' })).toHaveFocus();
    await userEvent.keyboard('i');
    await expect(args.onDecide).toHaveBeenLastCalledWith([1001], 'IDENTICAL');
    await expect(canvas.getByRole('group', { name: 'Pair 1 of 50, identical' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}n');
    await expect(args.onDecide).toHaveBeenLastCalledWith([1002], 'NOT_IDENTICAL');
    await expect(tileAt(canvasElement, 1)).toHaveAttribute('data-decision', 'not-identical');
    await userEvent.keyboard('{Backspace}');
    await expect(args.onDecide).toHaveBeenLastCalledWith([1002], null);
    await expect(tileAt(canvasElement, 1)).toHaveAttribute('data-decision', 'unmarked');
    const columns = Number(canvas.getByRole('grid').getAttribute('aria-colcount'));
    await userEvent.keyboard('{ArrowDown}');
    await expect(tileAt(canvasElement, 1 + columns)).toHaveFocus();
    await userEvent.keyboard('{End}');
    await expect(canvas.getByRole('group', { name: 'Pair 50 of 50, unmarked' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onOpenCompare).toHaveBeenLastCalledWith(1050);
    await waitFor(() => expect(args.onLoadStateChange).toHaveBeenCalledTimes(50));
  },
};

const missingPairs: ImagePair[] = (() => {
  const [a, b, c, d, e] = demoPairs(5);
  return [
    { ...a!, originalSrc: null },
    { ...b!, foundSrc: null },
    { ...c!, foundSrc: BROKEN_PICTURE },
    { ...d!, foundSrc: BROKEN_PICTURE, usageUrl: 'javascript:alert(1)' },
    e!,
  ];
})();

/** No uploaded original, no found copy, a copy that fails to load, and an unsafe usage URL. */
export const MissingAndFailed: Story = {
  args: { pairs: missingPairs },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('group', { name: 'Pair 1 of 5, unmarked, no uploaded image' }),
    ).toHaveTextContent(TEXTS.images.noUploadedImage);
    await expect(
      await canvas.findByRole('group', { name: 'Pair 3 of 5, unmarked, image loading error' }),
    ).toHaveAttribute('data-load', 'failed');
    const siteLinks = canvas.getAllByRole('link', { name: TEXTS.images.viewOnSite });
    // Pairs 2 and 3 link to their site; pair 4's javascript: URL gives no link.
    await expect(siteLinks).toHaveLength(2);
    await expect(siteLinks[0]).toHaveAttribute('href', 'https://shop-2.example.com/products/1002');
    await expect(siteLinks[0]).toHaveAttribute('target', '_blank');
    await expect(siteLinks[0]).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(tileAt(canvasElement, 3).querySelector('a')).toBeNull();
    await waitFor(() => expect(args.onLoadStateChange).toHaveBeenCalledTimes(5));
    const failedFound = expect.objectContaining({ found: 'failed' });
    await expect(args.onLoadStateChange).toHaveBeenCalledWith(1002, 'failed', failedFound);
    await expect(args.onLoadStateChange).toHaveBeenCalledWith(1003, 'failed', failedFound);
    await expect(args.onLoadStateChange).toHaveBeenCalledWith(1005, 'loaded', {
      original: 'loaded',
      found: 'loaded',
    });
    // Marks still work on a failed pair.
    await userEvent.tab();
    await userEvent.keyboard('{ArrowRight}{ArrowRight}n');
    await expect(args.onDecide).toHaveBeenLastCalledWith([1003], 'NOT_IDENTICAL');
  },
};

/**
 * Admins: resting the pointer on a pair, or H on the focused pair, shows its agency id, image
 * id, source and URLs in a card; one card at a time, never over the focused pair.
 */
export const AdminHints: Story = {
  args: { pairs: demoPairs(8), showHints: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    const first = canvas.getByRole('group', { name: 'Pair 1 of 8, unmarked' });
    await expect(first).toHaveFocus();
    await expect(first).toHaveAccessibleDescription(/Agency id\s*AG-100/);
    const cardOf = (tile: HTMLElement) => tile.querySelector<HTMLElement>('[data-hint-card]')!;
    const panel = cardOf(first);
    await expect(panel).not.toBeVisible();
    await userEvent.keyboard('h');
    await waitFor(() => expect(panel).toBeVisible());
    await expect(panel).toHaveTextContent('https://images.example.org/library/1001.jpg');
    await userEvent.keyboard('{ArrowRight}');
    await waitFor(() => expect(cardOf(tileAt(canvasElement, 1))).toBeVisible());
    await expect(panel).not.toBeVisible();
  },
};

/** Shift+Arrows select a range and one key marks it; Shift+I marks every unmarked pair. */
export const RangeSelection: Story = {
  args: { pairs: demoPairs(12), decisions: { 1012: 'NOT_IDENTICAL' } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await allLoaded(canvasElement);
    await userEvent.tab();
    await userEvent.keyboard('{ArrowRight}{Shift>}{ArrowRight}{ArrowRight}{/Shift}');
    await expect(canvas.getAllByRole('gridcell', { selected: true })).toHaveLength(3);
    await expect(tileAt(canvasElement, 2)).toHaveAttribute('data-in-range');
    await userEvent.keyboard('n');
    await expect(args.onDecide).toHaveBeenLastCalledWith([1002, 1003, 1004], 'NOT_IDENTICAL');
    await expect(
      canvas.getByRole('group', { name: 'Pair 3 of 12, not identical, selected' }),
    ).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    await expect(canvas.queryAllByRole('gridcell', { selected: true })).toHaveLength(0);
    await userEvent.keyboard('{Shift>}I{/Shift}');
    await expect(args.onDecide).toHaveBeenLastCalledWith(
      [1001, 1005, 1006, 1007, 1008, 1009, 1010, 1011],
      'IDENTICAL',
    );
    await expect(canvas.getByRole('group', { name: 'Pair 12 of 12, not identical' })).toBe(
      tileAt(canvasElement, 11),
    );
    await expect(tileAt(canvasElement, 0)).toHaveAttribute('data-decision', 'identical');
  },
};

/**
 * The page is still fetching the pictures (`undefined` sources): every tile shows at once, with
 * a spinner per picture; the load cap is running. The second pair's found picture never comes:
 * at the cap (here 1.5 s) it reads 'Image loading error', and Shift+I leaves it unmarked.
 */
export const Fetching: Story = {
  args: {
    pairs: demoPairs(8).map((pair, i) => ({
      ...pair,
      originalSrc: i < 2 ? pair.originalSrc : undefined,
      foundSrc: i === 0 ? pair.foundSrc : undefined,
    })),
    loadTimeoutMs: 1_500,
  },
  play: async ({ canvasElement, args }) => {
    await expect(tileAt(canvasElement, 2)).toHaveAttribute('aria-busy', 'true');
    await expect(tileAt(canvasElement, 2)).toHaveAttribute('data-load', 'loading');
    await waitFor(() => expect(tileAt(canvasElement, 0)).toHaveAttribute('data-load', 'loaded'));
    await waitFor(() => expect(tileAt(canvasElement, 1)).toHaveAttribute('data-load', 'failed'), {
      timeout: 3_000,
    });
    await expect(tileAt(canvasElement, 1)).toHaveTextContent(TEXTS.images.imageLoadingError);
    await expect(args.onLoadStateChange).toHaveBeenCalledWith(
      1002,
      'failed',
      expect.objectContaining({ found: 'failed' }),
    );
    await userEvent.tab();
    await userEvent.keyboard('{Shift>}I{/Shift}');
    await expect(args.onDecide).toHaveBeenLastCalledWith([1001], 'IDENTICAL');
  },
};

/**
 * Suggestions of the `pair-similarity` extension beside the checkboxes (the page passes what
 * domain-model's `shownSuggestion` answers): pair 1 likely identical, which the operator marked
 * NOT_IDENTICAL (the mark stays), pair 2 likely not identical, pair 3 none. Each describes its
 * tile; the grid's keys mark as always, never by the suggestion.
 */
export const Suggestions: Story = {
  args: {
    pairs: demoPairs(3).map((pair, i) => ({
      ...pair,
      suggestion: [
        { mark: 'IDENTICAL' as const, score: 0.97 },
        { mark: 'NOT_IDENTICAL' as const, score: 0.05 },
        null,
      ][i],
    })),
    decisions: { 1001: 'NOT_IDENTICAL' },
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(
      within(tileAt(canvasElement, 0)).getByRole('img', {
        name: 'Suggestion: Likely identical with similarity 97%',
      }),
    ).toHaveAttribute('data-suggestion', 'identical');
    await expect(tileAt(canvasElement, 0)).toHaveAttribute('data-decision', 'not-identical');
    await expect(tileAt(canvasElement, 2).querySelector('[data-suggestion]')).toBeNull();
    await userEvent.tab();
    await expect(canvas.getByRole('group', { name: 'Pair 1 of 3, not identical' })).toHaveFocus();
    await expect(tileAt(canvasElement, 0)).toHaveAccessibleDescription(
      'Suggestion: Likely identical with similarity 97%',
    );
    await userEvent.keyboard('{ArrowRight}');
    await expect(tileAt(canvasElement, 1)).toHaveAccessibleDescription(
      'Suggestion: Likely not identical with similarity 5%',
    );
    await userEvent.keyboard('i');
    await expect(args.onDecide).toHaveBeenLastCalledWith([1002], 'IDENTICAL');
    await expect(tileAt(canvasElement, 1)).toHaveAttribute('data-decision', 'identical');
  },
};

const allStatesPairs: ImagePair[] = (() => {
  const pairs = demoPairs(9);
  pairs[2] = { ...pairs[2]!, suggestion: { mark: 'IDENTICAL', score: 0.98 } };
  pairs[3] = { ...pairs[3]!, originalSrc: null };
  pairs[6] = { ...pairs[6]!, suggestion: { mark: 'NOT_IDENTICAL', score: 0.04 } };
  pairs[4] = { ...pairs[4]!, foundSrc: BROKEN_PICTURE };
  pairs[8] = { ...pairs[8]!, originalSrc: undefined, foundSrc: undefined };
  return pairs;
})();

/**
 * Every state: identical, not identical, unmarked, no original, a failed found image, pictures
 * still being fetched (spinners), two suggestions, the focused pair with its admin card (H) and
 * a selected range.
 */
export const AllStates: Story = {
  args: {
    pairs: allStatesPairs,
    decisions: { 1001: 'IDENTICAL', 1002: 'NOT_IDENTICAL' },
    showHints: true,
    loadTimeoutMs: 600_000,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(tileAt(canvasElement, 8)).toHaveAttribute('aria-busy', 'true');
    await expect(tileAt(canvasElement, 0)).toHaveAttribute('data-decision', 'identical');
    await expect(tileAt(canvasElement, 0)).toHaveTextContent('Identical');
    await expect(tileAt(canvasElement, 1)).toHaveAttribute('data-decision', 'not-identical');
    await expect(tileAt(canvasElement, 1)).toHaveTextContent('Not identical');
    await expect(tileAt(canvasElement, 2)).toHaveTextContent('Unmarked');
    await expect(tileAt(canvasElement, 3)).toHaveTextContent(TEXTS.images.noUploadedImage);
    await expect(tileAt(canvasElement, 2)).toHaveTextContent(
      'Suggestion: Likely identical with similarity 98%',
    );
    await expect(tileAt(canvasElement, 6)).toHaveTextContent(
      'Suggestion: Likely not identical with similarity 4%',
    );
    await waitFor(() =>
      expect(tileAt(canvasElement, 4)).toHaveTextContent(TEXTS.images.imageLoadingError),
    );
    await userEvent.tab();
    await userEvent.keyboard('{End}{ArrowLeft}{ArrowLeft}{Shift>}{ArrowLeft}{/Shift}h');
    await expect(canvas.getAllByRole('gridcell', { selected: true })).toHaveLength(2);
    await expect(tileAt(canvasElement, 5)).toHaveFocus();
    await expect(tileAt(canvasElement, 6)).toHaveAttribute('data-in-range');
    await waitFor(() =>
      expect(tileAt(canvasElement, 5).querySelector('[data-hint-card]')).toBeVisible(),
    );
  },
};
