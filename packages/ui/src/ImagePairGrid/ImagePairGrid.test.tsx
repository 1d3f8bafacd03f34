import type { PairMark } from '@sightings/domain-model';
/* eslint-disable jsx-a11y/no-autofocus -- the grid's own autoFocus prop, under test */
import { TEXTS } from '@sightings/domain-model';
import { createRef, useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { lightTheme } from '../theme';
import { BROKEN_PICTURE, demoPairs, type DemoDecisions } from './demoPictures';
import {
  IMAGE_PAIR_GRID_SHORTCUTS,
  imagePairGridShortcuts,
  ImagePairGrid,
  type ImagePair,
  type ImagePairGridHandle,
  type ImagePairGridProps,
} from './ImagePairGrid';

type Props = Partial<ImagePairGridProps> & { initial?: DemoDecisions; width?: string };

/** The grid with its own marks, in a box of a known width (1000 px: three columns). */
function Grid({ initial = {}, width = '1000px', onDecide, ...props }: Props) {
  const [decisions, setDecisions] = useState<DemoDecisions>(initial);
  return (
    <div className={lightTheme} style={{ width }}>
      <ImagePairGrid
        pairs={demoPairs(10)}
        {...props}
        decisions={decisions}
        onDecide={(ids, decision) => {
          setDecisions((prev) => {
            const next = { ...prev };
            for (const id of ids) next[id] = decision ?? undefined;
            return next;
          });
          onDecide?.(ids, decision);
        }}
      />
    </div>
  );
}

function cell(index: number) {
  const found = document.querySelector<HTMLElement>(`[role="group"][data-index="${index}"]`);
  if (!found) throw new Error(`no pair at ${index}`);
  return found;
}

function focusedIndex() {
  return Number((document.activeElement as HTMLElement | null)?.dataset.index);
}

/** Every tile's pictures are on screen (bulk marks only mark those). */
async function allLoaded() {
  await expect
    .poll(() =>
      [...document.querySelectorAll('[role="group"][data-index]')].map(
        (el) => (el as HTMLElement).dataset.load,
      ),
    )
    .toSatisfy(
      (states: string[]) => states.length > 0 && states.every((state) => state === 'loaded'),
    );
}

/** A picture the page is still fetching: its source is not there yet. */
const FETCHING = undefined;

afterEach(() => {
  vi.restoreAllMocks();
});

describe('ImagePairGrid', () => {
  it('is one Tab stop with roving focus; arrows move by the measured columns', async () => {
    const screen = await render(
      <>
        <button type="button">Before</button>
        <Grid />
        <button type="button">After</button>
      </>,
    );
    const grid = screen.getByRole('grid', { name: 'Image pairs' });
    await expect.element(grid).toHaveAttribute('aria-colcount', '3');
    await expect.element(screen.getByRole('row')).toHaveLength(4);

    await userEvent.click(screen.getByRole('button', { name: 'Before' }));
    await userEvent.keyboard('{Tab}');
    await expect
      .element(screen.getByRole('group', { name: 'Pair 1 of 10, unmarked' }))
      .toHaveFocus();
    await userEvent.keyboard('{ArrowRight}{ArrowRight}{ArrowRight}');
    expect(focusedIndex()).toBe(3); // wrapped to the second row
    await userEvent.keyboard('{ArrowDown}');
    expect(focusedIndex()).toBe(6);
    await userEvent.keyboard('{ArrowDown}');
    expect(focusedIndex()).toBe(9);
    await userEvent.keyboard('{ArrowUp}{ArrowLeft}');
    expect(focusedIndex()).toBe(5);
    await userEvent.keyboard('{End}');
    expect(focusedIndex()).toBe(9);
    await userEvent.keyboard('{Home}');
    expect(focusedIndex()).toBe(0);
    await userEvent.keyboard('{ArrowUp}{ArrowLeft}');
    expect(focusedIndex()).toBe(0);
    await userEvent.keyboard('{End}');
    // One Tab leaves the grid, Shift+Tab comes back to the pair last focused.
    await userEvent.keyboard('{Tab}');
    await expect.element(screen.getByRole('button', { name: 'After' })).toHaveFocus();
    await userEvent.keyboard('{Shift>}{Tab}{/Shift}');
    expect(focusedIndex()).toBe(9);
    expect(document.querySelectorAll('[role="group"][tabindex="0"]')).toHaveLength(1);
  });

  it('lays out four columns of 280 to 320 px tiles at 1280 px', async () => {
    await render(<Grid width="1248px" pairs={demoPairs(50)} />);
    const grid = document.querySelector('[role="grid"]')!;
    await expect.poll(() => grid.getAttribute('aria-colcount')).toBe('4');
    const width = cell(0).getBoundingClientRect().width;
    expect(width).toBeGreaterThanOrEqual(280);
    expect(width).toBeLessThanOrEqual(320);
    expect(cell(4).getBoundingClientRect().top).toBeGreaterThan(
      cell(3).getBoundingClientRect().top,
    );
  });

  it('focuses the first pair on mount with autoFocus', async () => {
    const screen = await render(<Grid autoFocus />);
    await expect.element(screen.getByRole('group', { name: /^Pair 1 of 10/ })).toHaveFocus();
  });

  it('moves the focus through its ref: focus() to the Tab stop, focusPair(id) to that pair', async () => {
    const grid = createRef<ImagePairGridHandle>();
    const screen = await render(
      <>
        <button type="button">Before</button>
        <Grid ref={grid} />
      </>,
    );
    await expect.element(screen.getByRole('grid', { name: 'Image pairs' })).toBeVisible();
    // A new grid's Tab stop is its first pair.
    expect(grid.current!.focus({ preventScroll: true })).toBe(true);
    expect(focusedIndex()).toBe(0);
    // A pair by id: it takes the focus and the Tab stop.
    expect(grid.current!.focusPair(1006)).toBe(true);
    expect(focusedIndex()).toBe(5);
    await expect
      .element(screen.getByRole('group', { name: /^Pair 6 of 10/ }))
      .toHaveAttribute('tabindex', '0');
    expect(document.querySelectorAll('[role="group"][tabindex="0"]')).toHaveLength(1);
    // Focus elsewhere; focus() comes back to the Tab stop, and the keys go on from there.
    await userEvent.click(screen.getByRole('button', { name: 'Before' }));
    expect(grid.current!.focus()).toBe(true);
    expect(focusedIndex()).toBe(5);
    await userEvent.keyboard('{ArrowRight}');
    expect(focusedIndex()).toBe(6);
    // An id the grid does not show: nothing moves.
    expect(grid.current!.focusPair(9999)).toBe(false);
    expect(focusedIndex()).toBe(6);
  });

  it('has nothing to focus through its ref without pairs', async () => {
    const grid = createRef<ImagePairGridHandle>();
    await render(<Grid ref={grid} pairs={[]} />);
    expect(grid.current!.focus()).toBe(false);
    expect(grid.current!.focusPair(1001)).toBe(false);
  });

  it('marks with I and N, clears with Backspace, Delete and 0, and names the mark', async () => {
    const onDecide = vi.fn();
    const screen = await render(<Grid autoFocus onDecide={onDecide} />);
    await userEvent.keyboard('i');
    await expect
      .element(screen.getByRole('group', { name: 'Pair 1 of 10, identical' }))
      .toHaveFocus();
    const first = cell(0);
    expect(first).toHaveAttribute('data-decision', 'identical');
    const badge = cell(0).querySelector('span[data-decision]');
    expect(badge?.textContent).toBe('Identical');
    expect(badge?.querySelector('svg')).not.toBeNull();
    await expect
      .element(screen.getByRole('checkbox', { name: 'Identical, pair 1', exact: true }))
      .toBeChecked();
    await userEvent.keyboard('n');
    await expect
      .element(screen.getByRole('group', { name: 'Pair 1 of 10, not identical' }))
      .toHaveFocus();
    await expect
      .element(screen.getByRole('checkbox', { name: 'Identical, pair 1', exact: true }))
      .not.toBeChecked();
    await userEvent.keyboard('{Backspace}');
    await expect.poll(() => first.dataset.decision).toBe('unmarked');
    await userEvent.keyboard('{ArrowRight}i{Delete}{ArrowRight}n0');
    expect(onDecide.mock.calls).toEqual([
      [[1001], 'IDENTICAL'],
      [[1001], 'NOT_IDENTICAL'],
      [[1001], null],
      [[1002], 'IDENTICAL'],
      [[1002], null],
      [[1003], 'NOT_IDENTICAL'],
      [[1003], null],
    ]);
  });

  it('extends a range with Shift+Arrows and marks the whole range', async () => {
    const onDecide = vi.fn();
    const screen = await render(<Grid autoFocus onDecide={onDecide} />);
    await allLoaded();
    await userEvent.keyboard('{ArrowRight}{Shift>}{ArrowRight}{ArrowDown}{/Shift}');
    expect(focusedIndex()).toBe(5);
    const selected = document.querySelectorAll(
      '[role="gridcell"][aria-selected="true"] [data-index]',
    );
    expect([...selected].map((el) => (el as HTMLElement).dataset.index)).toEqual([
      '1',
      '2',
      '3',
      '4',
      '5',
    ]);
    expect(cell(3)).toHaveAttribute('data-in-range');
    expect(cell(0)).not.toHaveAttribute('data-in-range');
    await userEvent.keyboard('i');
    expect(onDecide).toHaveBeenLastCalledWith([1002, 1003, 1004, 1005, 1006], 'IDENTICAL');
    await expect
      .element(screen.getByRole('group', { name: 'Pair 4 of 10, identical, selected' }))
      .toBeInTheDocument();
    // Backwards from the anchor, then Escape collapses; a plain arrow does too.
    await userEvent.keyboard('{Shift>}{ArrowUp}{ArrowLeft}{ArrowLeft}{/Shift}');
    expect(focusedIndex()).toBe(0);
    await userEvent.keyboard('n');
    expect(onDecide).toHaveBeenLastCalledWith([1001, 1002], 'NOT_IDENTICAL');
    await userEvent.keyboard('{Escape}');
    expect(document.querySelectorAll('[aria-selected="true"]')).toHaveLength(0);
    await userEvent.keyboard('{Shift>}{End}{/Shift}{ArrowLeft}0');
    expect(document.querySelectorAll('[aria-selected="true"]')).toHaveLength(0);
    expect(onDecide).toHaveBeenLastCalledWith([1009], null);
  });

  it('Shift+I and Shift+N mark only the unmarked pairs', async () => {
    const onDecide = vi.fn();
    const initial: DemoDecisions = { 1002: 'NOT_IDENTICAL', 1005: 'IDENTICAL' };
    const screen = await render(<Grid autoFocus onDecide={onDecide} initial={initial} />);
    await allLoaded();
    await userEvent.keyboard('{Shift>}I{/Shift}');
    expect(onDecide).toHaveBeenCalledExactlyOnceWith(
      [1001, 1003, 1004, 1006, 1007, 1008, 1009, 1010],
      'IDENTICAL',
    );
    await expect
      .element(screen.getByRole('group', { name: 'Pair 2 of 10, not identical' }))
      .toBeInTheDocument();
    expect(document.querySelectorAll('[role="group"][data-decision="identical"]')).toHaveLength(9);
    // Nothing left unmarked: no call.
    await userEvent.keyboard('{Shift>}N{/Shift}');
    expect(onDecide).toHaveBeenCalledTimes(1);
  });

  it('one checkbox excludes the other by mouse, and they are not Tab stops', async () => {
    const onDecide = vi.fn();
    const screen = await render(<Grid onDecide={onDecide} />);
    const identical = screen.getByRole('checkbox', { name: 'Identical, pair 2', exact: true });
    const different = screen.getByRole('checkbox', { name: 'Not identical, pair 2' });
    await expect.element(identical).toHaveAttribute('tabindex', '-1');
    // The inputs are visually hidden inside their labels: click what the user sees.
    const labelOf = (input: typeof identical) => input.element().closest('label')!;
    await userEvent.click(labelOf(identical));
    await expect.element(identical).toBeChecked();
    await userEvent.click(labelOf(different));
    await expect.element(different).toBeChecked();
    await expect.element(identical).not.toBeChecked();
    await userEvent.click(labelOf(different));
    await expect.element(different).not.toBeChecked();
    expect(onDecide.mock.calls).toEqual([
      [[1002], 'IDENTICAL'],
      [[1002], 'NOT_IDENTICAL'],
      [[1002], null],
    ]);
    expect(cell(1)).toHaveAttribute('data-decision', 'unmarked');
    // The keys go on from the pair clicked.
    await userEvent.keyboard('{ArrowRight}i');
    expect(onDecide).toHaveBeenLastCalledWith([1003], 'IDENTICAL');
  });

  it('links the found image to http(s) usage URLs only, in a new tab', async () => {
    const pairs: ImagePair[] = [
      ...demoPairs(2),
      { ...demoPairs(1, 1003)[0]!, usageUrl: 'javascript:alert(1)' },
      { ...demoPairs(1, 1004)[0]!, usageUrl: 'data:text/html,hi', foundSrc: null },
    ];
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    const screen = await render(<Grid pairs={pairs} autoFocus />);
    const link = screen.getByRole('link', { name: 'Found image on shop-1.example.com' });
    await expect.element(link).toHaveAttribute('href', 'https://shop-1.example.com/products/1001');
    await expect.element(link).toHaveAttribute('target', '_blank');
    await expect.element(link).toHaveAttribute('rel', 'noopener noreferrer');
    expect(cell(2).querySelector('a')).toBeNull();
    expect(cell(3).querySelector('a')).toBeNull();
    await expect
      .element(screen.getByRole('img', { name: 'Found image', exact: true }))
      .toBeInTheDocument();

    await userEvent.keyboard('o');
    expect(open).toHaveBeenCalledExactlyOnceWith(
      'https://shop-1.example.com/products/1001',
      '_blank',
      'noopener,noreferrer',
    );
    await userEvent.keyboard('{ArrowRight}{ArrowRight}o{ArrowRight}o');
    expect(open).toHaveBeenCalledTimes(1);
  });

  it('shows missing and failed pictures with the spec texts and reports them failed', async () => {
    const onLoadStateChange = vi.fn();
    const [loaded, missingOriginal, missingFound, broken] = demoPairs(4);
    const pairs: ImagePair[] = [
      loaded!,
      { ...missingOriginal!, originalSrc: null },
      { ...missingFound!, foundSrc: null },
      { ...broken!, foundSrc: BROKEN_PICTURE },
    ];
    const screen = await render(
      <Grid pairs={pairs} onLoadStateChange={onLoadStateChange} loadTimeoutMs={5_000} />,
    );
    await expect
      .element(screen.getByRole('group', { name: 'Pair 2 of 4, unmarked, no uploaded image' }))
      .toBeInTheDocument();
    await expect
      .element(screen.getByRole('group', { name: 'Pair 3 of 4, unmarked, image loading error' }))
      .toBeInTheDocument();
    await expect
      .element(screen.getByRole('group', { name: 'Pair 4 of 4, unmarked, image loading error' }))
      .toHaveAttribute('data-load', 'failed');
    expect(cell(1).textContent).toContain(TEXTS.images.noUploadedImage);
    for (const index of [2, 3]) {
      expect(cell(index).textContent).toContain(TEXTS.images.imageLoadingError);
      const link = [...cell(index).querySelectorAll('a')].find(
        (a) => a.textContent === TEXTS.images.viewOnSite,
      );
      expect(link?.getAttribute('href')).toBe(pairs[index]!.usageUrl);
      expect(link?.getAttribute('target')).toBe('_blank');
    }
    await expect.element(screen.getByRole('img', { name: /^Uploaded original/ })).toHaveLength(3);
    await expect.poll(() => onLoadStateChange.mock.calls.length).toBe(4);
    expect(Object.fromEntries(onLoadStateChange.mock.calls)).toEqual({
      1001: 'loaded',
      1002: 'loaded',
      1003: 'failed',
      1004: 'failed',
    });
    // With how each picture ended: no original is a failed picture of a loaded pair.
    const pictures = Object.fromEntries(onLoadStateChange.mock.calls.map(([id, , p]) => [id, p]));
    expect(pictures[1001]).toEqual({ original: 'loaded', found: 'loaded' });
    expect(pictures[1002]).toEqual({ original: 'failed', found: 'loaded' });
    expect(pictures[1003]).toMatchObject({ found: 'failed' });
    expect(pictures[1004]).toMatchObject({ found: 'failed' });
    expect(cell(0)).toHaveAttribute('data-load', 'loaded');
  });

  it('reports each pair once, and the timeout cap does not follow a load', async () => {
    const onLoadStateChange = vi.fn();
    await render(
      <Grid pairs={demoPairs(3)} onLoadStateChange={onLoadStateChange} loadTimeoutMs={200} />,
    );
    await expect.poll(() => onLoadStateChange.mock.calls.length).toBe(3);
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(onLoadStateChange.mock.calls.map((call) => call[1])).toEqual([
      'loaded',
      'loaded',
      'loaded',
    ]);
  });

  it('reports a found image still loading at the cap as failed and shows the error', async () => {
    const onLoadStateChange = vi.fn();
    // A picture that never settles: its load and error events never reach the grid.
    const stop = (event: Event) => event.stopImmediatePropagation();
    const pairs = demoPairs(2);
    const stuck = `${pairs[1]!.foundSrc!}#stuck`;
    const capture = (event: Event) => {
      if ((event.target as HTMLImageElement).src === stuck) stop(event);
    };
    document.addEventListener('load', capture, true);
    document.addEventListener('error', capture, true);
    try {
      const screen = await render(
        <Grid
          pairs={[pairs[0]!, { ...pairs[1]!, foundSrc: stuck }]}
          onLoadStateChange={onLoadStateChange}
          loadTimeoutMs={300}
        />,
      );
      await expect.poll(() => onLoadStateChange.mock.calls.length).toBe(1);
      expect(onLoadStateChange).toHaveBeenCalledWith(1001, 'loaded', {
        original: 'loaded',
        found: 'loaded',
      });
      expect(cell(1)).toHaveAttribute('data-load', 'loading');
      await expect.poll(() => onLoadStateChange.mock.calls.length, { timeout: 2_000 }).toBe(2);
      expect(onLoadStateChange).toHaveBeenLastCalledWith(
        1002,
        'failed',
        expect.objectContaining({ found: 'failed' }),
      );
      await expect
        .element(screen.getByRole('group', { name: 'Pair 2 of 2, unmarked, image loading error' }))
        .toHaveAttribute('data-load', 'failed');
      expect(cell(1).textContent).toContain(TEXTS.images.viewOnSite);
    } finally {
      document.removeEventListener('load', capture, true);
      document.removeEventListener('error', capture, true);
    }
  });

  it('describes the tile with the admin hints, shown with H for the focused pair only', async () => {
    const screen = await render(
      <>
        <button type="button">Elsewhere</button>
        <Grid showHints />
      </>,
    );
    // The pointer rests away from the tiles.
    await userEvent.hover(screen.getByRole('button', { name: 'Elsewhere' }));
    await userEvent.keyboard('{Tab}{Tab}');
    const first = screen.getByRole('group', { name: /^Pair 1 of 10/ });
    await expect.element(first).toHaveFocus();
    await expect.element(first).toHaveAccessibleDescription(/Agency id\s*AG-100/);
    await expect.element(first).toHaveAccessibleDescription(/Image id\s*IMG-1001/);
    await expect.element(first).toHaveAccessibleDescription(/Usage URL\s*https:\/\/shop-1/);
    const panel = cell(0).querySelector<HTMLElement>('[data-hint-card]')!;
    // The focus alone shows nothing: the card is asked for.
    expect(panel).not.toBeVisible();
    await userEvent.keyboard('h');
    await expect.element(panel).toBeVisible();
    for (const label of ['Agency id', 'Image id', 'Image source', 'Image URL', 'Usage URL'])
      expect(panel.textContent).toContain(label);
    // It follows the focus, one card at a time.
    const second = cell(1).querySelector<HTMLElement>('[data-hint-card]')!;
    await userEvent.keyboard('{ArrowRight}');
    await expect.element(second).toBeVisible();
    expect(panel).not.toBeVisible();
    await userEvent.keyboard('h');
    await expect.element(second).not.toBeVisible();
    await userEvent.keyboard('h{Escape}');
    await expect.element(second).not.toBeVisible();
  });

  it('shows the card of the pair under the pointer, one at a time, never over the focused pair', async () => {
    const screen = await render(
      <>
        <button type="button">Elsewhere</button>
        <Grid showHints autoFocus />
      </>,
    );
    const cardOf = (index: number) => cell(index).querySelector<HTMLElement>('[data-hint-card]')!;
    // The pointer starts away from the tiles.
    await userEvent.hover(screen.getByRole('button', { name: 'Elsewhere' }));
    await expect.element(screen.getByRole('group', { name: /^Pair 1 of 10/ })).toHaveFocus();
    await userEvent.keyboard('h');
    await expect.element(cardOf(0)).toBeVisible();
    // Three columns: pair 4 is under pair 1. With the focus on pair 4, pair 1's card goes above.
    await userEvent.keyboard('{ArrowDown}');
    await expect.element(cardOf(3)).toBeVisible();
    await userEvent.hover(cell(0));
    await expect.element(cardOf(0)).toBeVisible();
    expect(cardOf(3)).not.toBeVisible();
    expect(cardOf(0)).toHaveAttribute('data-placement', 'above');
    const card = cardOf(0).getBoundingClientRect();
    const focused = cell(3).getBoundingClientRect();
    expect(card.bottom <= focused.top || card.top >= focused.bottom).toBe(true);
    // The pointer on pair 2 (the focus is on pair 4, not under it): below pair 2.
    await userEvent.hover(cell(1));
    await expect.element(cardOf(1)).toBeVisible();
    expect(cardOf(1)).toHaveAttribute('data-placement', 'below');
    expect(document.querySelectorAll('[data-placement]')).toHaveLength(1);
  });

  it('has no hints without showHints', async () => {
    const screen = await render(<Grid autoFocus />);
    await expect.element(screen.getByRole('group', { name: /^Pair 1 of/ })).toHaveFocus();
    expect(cell(0)).not.toHaveAttribute('aria-describedby');
    expect(document.body.textContent).not.toContain('Agency id');
  });

  it('ignores its keys while isKeyboardDisabled (a dialog is opening over it)', async () => {
    const onDecide = vi.fn();
    const onOpenCompare = vi.fn();
    const screen = await render(
      <Grid autoFocus isKeyboardDisabled onDecide={onDecide} onOpenCompare={onOpenCompare} />,
    );
    await expect.element(screen.getByRole('group', { name: /^Pair 1 of 10/ })).toHaveFocus();
    await userEvent.keyboard('{Enter}i{Shift>}I{/Shift}{ArrowRight}');
    expect(onOpenCompare).not.toHaveBeenCalled();
    expect(onDecide).not.toHaveBeenCalled();
    expect(focusedIndex()).toBe(0);
    const identical = screen.getByRole('checkbox', { name: 'Identical, pair 2', exact: true });
    await userEvent.click(identical.element().closest('label')!);
    expect(onDecide).toHaveBeenCalledWith([1002], 'IDENTICAL');
  });

  it('opens compare with Enter, Space or the Compare button', async () => {
    const onOpenCompare = vi.fn();
    const screen = await render(<Grid autoFocus onOpenCompare={onOpenCompare} />);
    await userEvent.keyboard('{Enter}{ArrowRight} ');
    await userEvent.click(screen.getByRole('button', { name: 'Compare pair 3' }));
    expect(onOpenCompare.mock.calls).toEqual([[1001], [1002], [1003]]);
    expect(screen.getByRole('button', { name: 'Compare pair 3' }).element()).toHaveAttribute(
      'tabindex',
      '-1',
    );
  });

  it('shows the tiles at once, a spinner for each picture still fetched, and fills them in', async () => {
    const onLoadStateChange = vi.fn();
    const pairs = demoPairs(3);
    const fetching = pairs.map((pair) => ({ ...pair, originalSrc: FETCHING, foundSrc: FETCHING }));
    const screen = await render(
      <Grid pairs={fetching} onLoadStateChange={onLoadStateChange} loadTimeoutMs={5_000} />,
    );
    const first = screen.getByRole('group', { name: 'Pair 1 of 3, unmarked' });
    await expect.element(first).toHaveAttribute('data-load', 'loading');
    await expect.element(first).toHaveAttribute('aria-busy', 'true');
    expect(cell(0).querySelectorAll('[data-state="fetching"]')).toHaveLength(2);
    expect(cell(0).querySelectorAll('svg').length).toBeGreaterThanOrEqual(2);
    expect(onLoadStateChange).not.toHaveBeenCalled();
    // The page's fetches arrive, one pair after the other.
    screen.rerender(
      <Grid
        pairs={[pairs[0]!, ...fetching.slice(1)]}
        onLoadStateChange={onLoadStateChange}
        loadTimeoutMs={5_000}
      />,
    );
    await expect.element(first).toHaveAttribute('data-load', 'loaded');
    expect(first.element()).not.toHaveAttribute('aria-busy');
    expect(onLoadStateChange.mock.calls).toEqual([
      [1001, 'loaded', { original: 'loaded', found: 'loaded' }],
    ]);
    expect(cell(1)).toHaveAttribute('data-load', 'loading');
  });

  it('counts the fetch against the cap: a picture that never arrives fails its pair only', async () => {
    const onLoadStateChange = vi.fn();
    const onDecide = vi.fn();
    const pairs = demoPairs(3);
    const never = { ...pairs[1]!, foundSrc: FETCHING };
    const screen = await render(
      <Grid
        autoFocus
        pairs={[pairs[0]!, never, pairs[2]!]}
        onLoadStateChange={onLoadStateChange}
        onDecide={onDecide}
        loadTimeoutMs={400}
      />,
    );
    await expect.poll(() => onLoadStateChange.mock.calls.length).toBe(2);
    expect(cell(1)).toHaveAttribute('data-load', 'loading');
    // The others are usable meanwhile.
    await userEvent.keyboard('i');
    expect(onDecide).toHaveBeenLastCalledWith([1001], 'IDENTICAL');
    await expect.poll(() => onLoadStateChange.mock.calls.length, { timeout: 2_000 }).toBe(3);
    expect(onLoadStateChange).toHaveBeenLastCalledWith(
      1002,
      'failed',
      expect.objectContaining({ found: 'failed' }),
    );
    await expect
      .element(screen.getByRole('group', { name: 'Pair 2 of 3, unmarked, image loading error' }))
      .toHaveAttribute('data-load', 'failed');
    // Arriving after the cap changes nothing: treated as failed.
    screen.rerender(
      <Grid
        autoFocus
        pairs={pairs}
        onLoadStateChange={onLoadStateChange}
        onDecide={onDecide}
        loadTimeoutMs={400}
      />,
    );
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(cell(1)).toHaveAttribute('data-load', 'failed');
    expect(cell(1).textContent).toContain(TEXTS.images.imageLoadingError);
    expect(onLoadStateChange).toHaveBeenCalledTimes(3);
  });

  it('bulk marks skip pairs whose picture failed or is still loading; one pair is marked anyway', async () => {
    const onDecide = vi.fn();
    const pairs = demoPairs(6);
    pairs[1] = { ...pairs[1]!, foundSrc: null };
    pairs[2] = { ...pairs[2]!, foundSrc: FETCHING };
    pairs[4] = { ...pairs[4]!, foundSrc: BROKEN_PICTURE };
    await render(<Grid autoFocus pairs={pairs} onDecide={onDecide} loadTimeoutMs={10_000} />);
    await expect.poll(() => cell(4).dataset.load).toBe('failed');
    await expect.poll(() => cell(5).dataset.load).toBe('loaded');
    await userEvent.keyboard('{Shift>}I{/Shift}');
    expect(onDecide).toHaveBeenLastCalledWith([1001, 1004, 1006], 'IDENTICAL');
    // A range of several: the pairs on screen only; clearing clears all of it.
    await userEvent.keyboard('{Shift>}{End}{/Shift}n');
    expect(onDecide).toHaveBeenLastCalledWith([1001, 1004, 1006], 'NOT_IDENTICAL');
    await userEvent.keyboard('{Backspace}');
    expect(onDecide).toHaveBeenLastCalledWith([1001, 1002, 1003, 1004, 1005, 1006], null);
    // One pair is an explicit mark, whatever its picture (the operator may have seen the site).
    await userEvent.keyboard('{Escape}{Home}{ArrowRight}n');
    expect(onDecide).toHaveBeenLastCalledWith([1002], 'NOT_IDENTICAL');
  });

  it('shows a pair’s suggestion beside its checkboxes and is described by it; it never marks', async () => {
    const onDecide = vi.fn();
    const pairs: ImagePair[] = demoPairs(3).map((pair, i) => ({
      ...pair,
      suggestion: [{ mark: 'IDENTICAL' as const, score: 0.96 }, null, undefined][i],
    }));
    const screen = await render(<Grid autoFocus pairs={pairs} onDecide={onDecide} />);
    const suggestion = screen.getByRole('img', {
      name: 'Suggestion: Likely identical with similarity 96%',
    });
    await expect.element(suggestion).toBeVisible();
    expect(cell(0).contains(suggestion.element())).toBe(true);
    expect(suggestion.element().closest('[role="group"]')).toBe(cell(0));
    for (const index of [1, 2]) expect(cell(index).querySelector('[data-suggestion]')).toBeNull();
    await expect
      .element(screen.getByRole('group', { name: 'Pair 1 of 3, unmarked' }))
      .toHaveFocus();
    await expect
      .element(screen.getByRole('group', { name: 'Pair 1 of 3, unmarked' }))
      .toHaveAccessibleDescription('Suggestion: Likely identical with similarity 96%');
    expect(cell(1).hasAttribute('aria-describedby')).toBe(false);
    // Beside the checkboxes, not a Tab stop; nothing is marked by it.
    expect(suggestion.element().parentElement).toBe(
      screen
        .getByRole('checkbox', { name: 'Identical, pair 1', exact: true })
        .element()
        .closest('label')!.parentElement,
    );
    await allLoaded();
    expect(onDecide).not.toHaveBeenCalled();
    expect(cell(0).dataset.decision).toBe('unmarked');
    // Shift+I marks every unmarked pair as before, whatever the suggestions.
    await userEvent.keyboard('{Shift>}N{/Shift}');
    expect(onDecide).toHaveBeenLastCalledWith([1001, 1002, 1003], 'NOT_IDENTICAL');
    // A suggestion that goes away (the page no longer shows it) leaves the tile undescribed.
    screen.rerender(<Grid autoFocus pairs={demoPairs(3)} onDecide={onDecide} />);
    await expect.poll(() => cell(0).querySelector('[data-suggestion]')).toBeNull();
    expect(cell(0).hasAttribute('aria-describedby')).toBe(false);
  });

  it('keeps the pairs’ numbers in a part of a group (the second step)', async () => {
    const pairs = demoPairs(3).map((pair, i) => ({ ...pair, position: [4, 17, 50][i] }));
    const screen = await render(<Grid pairs={pairs} total={50} onOpenCompare={vi.fn()} />);
    await expect
      .element(screen.getByRole('group', { name: /^Pair 17 of 50/ }))
      .toHaveAttribute('data-index', '1');
    await expect
      .element(screen.getByRole('button', { name: 'Compare pair 50' }))
      .toBeInTheDocument();
    expect(cell(0).textContent).toMatch(/^4/);
  });

  it('lists its shortcuts for the page’s help dialog', () => {
    expect(IMAGE_PAIR_GRID_SHORTCUTS.map((s) => s.keys)).toContain('Shift + I');
    expect(imagePairGridShortcuts({ showHints: false }).map((s) => s.keys)).not.toContain('H');
    const decision: PairMark = 'NOT_IDENTICAL';
    expect(decision).toBe('NOT_IDENTICAL');
  });
});
