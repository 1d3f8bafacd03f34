import type { PairMark } from '@sightings/domain-model';
/* eslint-disable jsx-a11y/no-autofocus -- the grid's own autoFocus prop, under test */
import { TEXTS } from '@sightings/domain-model';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { lightTheme } from '../theme';
import { BROKEN_PICTURE, demoPairs, type DemoDecisions } from './demoPictures';
import {
  IMAGE_PAIR_GRID_SHORTCUTS,
  ImagePairGrid,
  type ImagePair,
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
      expect(onLoadStateChange).toHaveBeenCalledWith(1001, 'loaded');
      expect(cell(1)).toHaveAttribute('data-load', 'loading');
      await expect.poll(() => onLoadStateChange.mock.calls.length, { timeout: 2_000 }).toBe(2);
      expect(onLoadStateChange).toHaveBeenLastCalledWith(1002, 'failed');
      await expect
        .element(screen.getByRole('group', { name: 'Pair 2 of 2, unmarked, image loading error' }))
        .toHaveAttribute('data-load', 'failed');
      expect(cell(1).textContent).toContain(TEXTS.images.viewOnSite);
    } finally {
      document.removeEventListener('load', capture, true);
      document.removeEventListener('error', capture, true);
    }
  });

  it('shows the admin hints on focus and describes the tile with them, only with showHints', async () => {
    const screen = await render(
      <>
        <button type="button">Elsewhere</button>
        <Grid showHints />
      </>,
    );
    // The pointer rests away from the tiles: only the focus shows hints.
    await userEvent.hover(screen.getByRole('button', { name: 'Elsewhere' }));
    await userEvent.keyboard('{Tab}{Tab}');
    const first = screen.getByRole('group', { name: /^Pair 1 of 10/ });
    await expect.element(first).toHaveAccessibleDescription(/Agency id\s*AG-100/);
    await expect.element(first).toHaveAccessibleDescription(/Image id\s*IMG-1001/);
    await expect.element(first).toHaveAccessibleDescription(/Usage URL\s*https:\/\/shop-1/);
    const panel = document.getElementById(cell(0).getAttribute('aria-describedby')!)!;
    expect(panel).toBeVisible();
    for (const label of ['Agency id', 'Image id', 'Image source', 'Image URL', 'Usage URL'])
      expect(panel.textContent).toContain(label);
    const second = document.getElementById(cell(1).getAttribute('aria-describedby')!)!;
    expect(second).not.toBeVisible();
    await userEvent.keyboard('{ArrowRight}');
    expect(second).toBeVisible();
    // The first fades out.
    await expect.poll(() => getComputedStyle(panel).visibility).toBe('hidden');
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

  it('lists its shortcuts for the page’s help dialog', () => {
    expect(IMAGE_PAIR_GRID_SHORTCUTS.map((s) => s.keys)).toContain('Shift + I');
    const decision: PairMark = 'NOT_IDENTICAL';
    expect(decision).toBe('NOT_IDENTICAL');
  });
});
