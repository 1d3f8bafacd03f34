import type { PairMark } from '@sightings/domain-model';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import {
  IMAGE_COMPARE_SHORTCUTS,
  ImageCompare,
  ImageCompareView,
  type ImageCompareProps,
} from './ImageCompare';
import { SAMPLE_FOUND, SAMPLE_ORIGINAL } from './samplePictures';

function Compare(props: Partial<ImageCompareProps>) {
  const [isOpen, setOpen] = useState(true);
  return (
    <ImageCompare
      originalSrc={SAMPLE_ORIGINAL}
      foundSrc={SAMPLE_FOUND}
      {...props}
      isOpen={isOpen}
      onOpenChange={(open) => {
        setOpen(open);
        props.onOpenChange?.(open);
      }}
    />
  );
}

function Deciding({ onDecide }: { onDecide: (decision: PairMark | null) => void }) {
  const [decision, setDecision] = useState<PairMark | null>(null);
  return (
    <Compare
      decision={decision}
      onDecide={(next) => {
        setDecision(next);
        onDecide(next);
      }}
    />
  );
}

const images = () =>
  Array.from(document.querySelectorAll<HTMLImageElement>('[data-compare-image]'));
const transforms = () => images().map((image) => image.style.transform);
const pictures = () => page.getByRole('application', { name: /Pictures/ });
const boxes = () => Array.from(document.querySelectorAll<HTMLElement>('[data-compare-box]'));

async function openCompare(props: Partial<ImageCompareProps> = {}) {
  const screen = await render(<Compare {...props} />);
  await expect
    .element(page.getByRole('dialog', { name: props.title ?? 'Compare pair' }))
    .toBeVisible();
  await expect.element(pictures()).toHaveFocus();
  return screen;
}

function centreOf(element: Element, fx = 0.5, fy = 0.5) {
  const rect = element.getBoundingClientRect();
  return { clientX: rect.left + rect.width * fx, clientY: rect.top + rect.height * fy };
}

describe('ImageCompare', () => {
  it('opens as a dialog with both pictures side by side, named by their labels', async () => {
    await openCompare({ title: 'Compare #12', originalLabel: 'Agency upload', foundLabel: 'Copy' });
    await expect.element(page.getByRole('img', { name: 'Agency upload' })).toBeVisible();
    await expect.element(page.getByRole('img', { name: 'Copy' })).toBeVisible();
    await expect.element(page.getByRole('radio', { name: 'Side by side' })).toBeChecked();
    expect(boxes()).toHaveLength(2);
    const [left, right] = boxes().map((box) => box.getBoundingClientRect());
    expect(left!.width).toBeCloseTo(right!.width, 0);
    expect(left!.height).toBeCloseTo(right!.height, 0);
    // The hint line lists the shortcuts.
    await expect
      .element(page.getByRole('list', { name: 'Keyboard shortcuts' }))
      .toHaveTextContent(/Zoom in.*Reset zoom.*Close/);
  });

  it('zooms and pans both pictures together by keyboard', async () => {
    await openCompare();
    await userEvent.keyboard('+');
    expect(transforms()).toEqual([
      'translate(0%, 0%) scale(1.25)',
      'translate(0%, 0%) scale(1.25)',
    ]);
    await userEvent.keyboard('=');
    await userEvent.keyboard('{ArrowLeft}{ArrowUp}{ArrowUp}');
    const [original, found] = transforms();
    expect(original).toBe('translate(10%, 20%) scale(1.5625)');
    expect(found).toBe(original);
    await expect.element(page.getByRole('status', { name: 'Zoom' })).toHaveTextContent('156%');
    await userEvent.keyboard('-');
    expect(transforms()[0]).toMatch(/scale\(1.25\)$/);
    expect(transforms()[1]).toBe(transforms()[0]);
  });

  it('keeps the zoom between 1x and 8x and no pan at 1x', async () => {
    await openCompare();
    await userEvent.keyboard('{ArrowRight}');
    expect(transforms()[0]).toBe('translate(0%, 0%) scale(1)');
    for (let i = 0; i < 15; i++) await userEvent.keyboard('+');
    expect(transforms()).toEqual(['translate(0%, 0%) scale(8)', 'translate(0%, 0%) scale(8)']);
    await expect.element(page.getByRole('status', { name: 'Zoom' })).toHaveTextContent('800%');
    for (let i = 0; i < 15; i++) await userEvent.keyboard('-');
    expect(transforms()).toEqual(['translate(0%, 0%) scale(1)', 'translate(0%, 0%) scale(1)']);
  });

  it('resets with 0, the Reset zoom button and a double click', async () => {
    await openCompare();
    await userEvent.keyboard('++{ArrowRight}');
    await userEvent.keyboard('0');
    expect(transforms()[0]).toBe('translate(0%, 0%) scale(1)');
    await page.getByRole('button', { name: 'Zoom in' }).click();
    expect(transforms()).toEqual([
      'translate(0%, 0%) scale(1.25)',
      'translate(0%, 0%) scale(1.25)',
    ]);
    await page.getByRole('button', { name: 'Reset zoom' }).click();
    expect(transforms()[0]).toBe('translate(0%, 0%) scale(1)');
    await userEvent.keyboard('+');
    await userEvent.dblClick(boxes()[1]!);
    expect(transforms()).toEqual(['translate(0%, 0%) scale(1)', 'translate(0%, 0%) scale(1)']);
  });

  it('zooms around the pointer with the wheel and pans by dragging, both pictures alike', async () => {
    await openCompare();
    const [, foundBox] = boxes();
    // A wheel turn away over the right edge of the found picture zooms in around that point.
    foundBox!.dispatchEvent(
      new WheelEvent('wheel', {
        deltaY: -100,
        bubbles: true,
        cancelable: true,
        ...centreOf(foundBox!, 1, 0.5),
      }),
    );
    await expect.poll(() => transforms()[0]).toMatch(/scale\(1\.2\d+\)$/);
    const [zoomedOriginal, zoomedFound] = transforms();
    expect(zoomedFound).toBe(zoomedOriginal);
    expect(zoomedOriginal).toMatch(/^translate\(-\d/);

    // Drag the original picture to the right: both move right (to the pan limit at most).
    await userEvent.keyboard('0++');
    const [originalBox] = boxes();
    const start = centreOf(originalBox!);
    const pointer = { pointerId: 1, bubbles: true, isPrimary: true, pointerType: 'mouse' };
    originalBox!.dispatchEvent(
      new PointerEvent('pointerdown', { ...pointer, button: 0, ...start }),
    );
    originalBox!.dispatchEvent(
      new PointerEvent('pointermove', {
        ...pointer,
        clientX: start.clientX + 20,
        clientY: start.clientY,
      }),
    );
    originalBox!.dispatchEvent(
      new PointerEvent('pointerup', {
        ...pointer,
        clientX: start.clientX + 20,
        clientY: start.clientY,
      }),
    );
    await expect
      .poll(() => transforms()[0])
      .toMatch(/^translate\([1-9][\d.]*%, 0%\) scale\(1\.5625\)$/);
    expect(transforms()[1]).toBe(transforms()[0]);
  });

  it('switches modes by the 1 / 2 / 3 keys and by the mode buttons', async () => {
    await openCompare();
    await userEvent.keyboard('2');
    await expect.element(page.getByRole('radio', { name: 'Swipe' })).toBeChecked();
    await expect.element(page.getByRole('slider', { name: 'Swipe position' })).toBeInTheDocument();
    expect(boxes()).toHaveLength(1);
    await userEvent.keyboard('3');
    await expect.element(page.getByRole('radio', { name: 'Blink' })).toBeChecked();
    await userEvent.keyboard('1');
    await expect.element(page.getByRole('radio', { name: 'Side by side' })).toBeChecked();
    expect(boxes()).toHaveLength(2);

    await page.getByRole('radio', { name: 'Swipe' }).click();
    await expect.element(page.getByRole('radio', { name: 'Swipe' })).toBeChecked();
    // The arrow keys move within the mode switch; the zoom is kept across modes.
    await userEvent.keyboard('+');
    await userEvent.keyboard('{ArrowRight}');
    await expect.element(page.getByRole('radio', { name: 'Blink' })).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect.element(page.getByRole('radio', { name: 'Blink' })).toBeChecked();
    expect(transforms()[0]).toBe('translate(0%, 0%) scale(1.25)');
  });

  it('moves the swipe divider by its slider and by Shift+Left/Right', async () => {
    await openCompare({ defaultMode: 'swipe' });
    const slider = page.getByRole('slider', { name: 'Swipe position' });
    await expect.element(slider).toHaveValue('50');
    const foundLayer = () => document.querySelector<HTMLElement>('[data-layer="found"]')!;
    expect(foundLayer().style.clipPath).toBe('inset(0px 0px 0px 50%)');
    await userEvent.keyboard('{Shift>}{ArrowRight}{ArrowRight}{/Shift}');
    await expect.element(slider).toHaveValue('60');
    expect(foundLayer().style.clipPath).toBe('inset(0px 0px 0px 60%)');
    // Shift+arrows move the divider, not the pan.
    await userEvent.keyboard('+{Shift>}{ArrowLeft}{/Shift}');
    await expect.element(slider).toHaveValue('55');
    expect(transforms()[0]).toBe('translate(0%, 0%) scale(1.25)');

    // The slider is the next tab stop after the pictures.
    await userEvent.keyboard('{Tab}');
    await expect.element(slider).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}{ArrowLeft}');
    await expect.element(slider).toHaveValue('53');
    await userEvent.keyboard('{Home}');
    await expect.element(slider).toHaveValue('0');
    expect(foundLayer().style.clipPath).toBe('inset(0px 0px 0px 0%)');
    // The slider's arrows do not pan the pictures.
    expect(transforms()[0]).toBe('translate(0%, 0%) scale(1.25)');
  });

  it('blinks between the pictures and pauses on Space or the button', async () => {
    await openCompare({ defaultMode: 'blink', blinkInterval: 40, reduceMotion: false });
    const showing = () => document.body.textContent?.match(/Showing: (Original|Found online)/)?.[1];
    const seen = new Set<string | undefined>();
    await expect
      .poll(() => {
        seen.add(showing());
        return seen.size;
      })
      .toBe(2);
    await userEvent.keyboard(' ');
    await expect.element(page.getByRole('button', { name: 'Resume blinking' })).toBeVisible();
    const paused = showing();
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect(showing()).toBe(paused);
    // Exactly one picture shows at a time.
    const visible = images().filter((image) => getComputedStyle(image).visibility === 'visible');
    expect(visible.map((image) => image.alt)).toEqual([paused]);
    await page.getByRole('button', { name: 'Show other' }).click();
    expect(showing()).not.toBe(paused);
    await page.getByRole('button', { name: 'Resume blinking' }).click();
    await expect.element(page.getByRole('button', { name: 'Pause blinking' })).toBeVisible();
  });

  it('does not blink by itself with reduced motion: Show other and Space flip it', async () => {
    await openCompare({ defaultMode: 'blink', blinkInterval: 20, reduceMotion: true });
    await expect.element(page.getByText('Showing: Original')).toBeVisible();
    await new Promise((resolve) => setTimeout(resolve, 100));
    await expect.element(page.getByText('Showing: Original')).toBeVisible();
    expect(page.getByRole('button', { name: 'Pause blinking' }).query()).toBeNull();
    await userEvent.keyboard(' ');
    await expect.element(page.getByText('Showing: Found online')).toBeVisible();
    await page.getByRole('button', { name: 'Show other' }).click();
    await expect.element(page.getByText('Showing: Original')).toBeVisible();
  });

  it('marks the pair by I and N and shows the mark by icon and text', async () => {
    const onDecide = vi.fn();
    await render(<Deciding onDecide={onDecide} />);
    await expect.element(pictures()).toHaveFocus();
    await expect.element(page.getByText('Not marked')).toBeVisible();
    await userEvent.keyboard('i');
    expect(onDecide).toHaveBeenLastCalledWith('IDENTICAL');
    await expect.element(page.getByText('Marked IDENTICAL')).toBeVisible();
    await expect.element(page.getByRole('radio', { name: 'IDENTICAL', exact: true })).toBeChecked();
    await userEvent.keyboard('N');
    expect(onDecide).toHaveBeenLastCalledWith('NOT_IDENTICAL');
    await expect.element(page.getByText('Marked NOT IDENTICAL')).toBeVisible();
    await page.getByRole('radio', { name: 'NOT IDENTICAL' }).click();
    expect(onDecide).toHaveBeenLastCalledWith(null);
    await expect.element(page.getByText('Not marked')).toBeVisible();
    expect(onDecide).toHaveBeenCalledTimes(3);
  });

  it('has no marks without onDecide: I and N do nothing', async () => {
    await openCompare();
    await userEvent.keyboard('in');
    expect(page.getByRole('radiogroup', { name: 'Decision' }).query()).toBeNull();
    expect(document.body.textContent).not.toMatch(/Mark IDENTICAL/);
  });

  it('closes on Escape and on Close, calling onOpenChange(false)', async () => {
    const onOpenChange = vi.fn();
    await openCompare({ onOpenChange });
    await userEvent.keyboard('+');
    await userEvent.keyboard('{Escape}');
    await expect.element(page.getByRole('dialog')).not.toBeInTheDocument();
    expect(onOpenChange).toHaveBeenCalledExactlyOnceWith(false);

    const onOpenChange2 = vi.fn();
    await openCompare({ onOpenChange: onOpenChange2 });
    await page.getByRole('button', { name: 'Close' }).click();
    await expect.element(page.getByRole('dialog')).not.toBeInTheDocument();
    expect(onOpenChange2).toHaveBeenCalledExactlyOnceWith(false);
  });

  it('shows placeholders for a missing original, a missing found image and a load error', async () => {
    await openCompare({ originalSrc: null, foundSrc: null });
    await expect
      .element(page.getByRole('img', { name: 'Original: No uploaded image' }))
      .toBeVisible();
    await expect
      .element(page.getByRole('img', { name: 'Found online: Image loading error' }))
      .toBeVisible();
  });

  it('shows Image loading error when a picture does not load', async () => {
    await render(
      <ImageCompareView originalSrc={SAMPLE_ORIGINAL} foundSrc="data:image/png;base64,broken" />,
    );
    await expect
      .element(page.getByRole('img', { name: 'Found online: Image loading error' }))
      .toBeVisible();
    await expect.element(page.getByRole('img', { name: 'Original' })).toBeVisible();
  });
});

describe('ImageCompareView', () => {
  it('works without a dialog once focus is inside', async () => {
    const screen = await render(
      <ImageCompareView originalSrc={SAMPLE_ORIGINAL} foundSrc={SAMPLE_FOUND} />,
    );
    await userEvent.keyboard('+');
    expect(transforms()[0]).toBe('translate(0%, 0%) scale(1)');
    await userEvent.keyboard('{Tab}');
    await expect.element(screen.getByRole('radio', { name: 'Side by side' })).toHaveFocus();
    await userEvent.keyboard('+');
    expect(transforms()).toEqual([
      'translate(0%, 0%) scale(1.25)',
      'translate(0%, 0%) scale(1.25)',
    ]);
    // No Escape in the hint without a dialog.
    await expect
      .element(screen.getByRole('list', { name: 'Keyboard shortcuts' }))
      .not.toHaveTextContent('Close');
  });

  it('exports its shortcuts', () => {
    expect(IMAGE_COMPARE_SHORTCUTS.map((shortcut) => shortcut.keys)).toContain(
      'Shift + Left / Right',
    );
  });

  it('moves along the pairs without closing: buttons, Page Up / Page Down and [ / ]', async () => {
    const pairs = [
      { originalSrc: SAMPLE_ORIGINAL, foundSrc: SAMPLE_FOUND },
      { originalSrc: SAMPLE_FOUND, foundSrc: null },
      { originalSrc: null, foundSrc: SAMPLE_ORIGINAL },
    ];
    function Moving() {
      const [index, setIndex] = useState(0);
      const [mode, setMode] = useState<string>('');
      return (
        <>
          <p>{mode}</p>
          <Compare
            {...pairs[index]!}
            onPrevious={index > 0 ? () => setIndex(index - 1) : undefined}
            onNext={index < pairs.length - 1 ? () => setIndex(index + 1) : undefined}
            pairLabel={`Pair ${index + 1} of ${pairs.length}`}
            onOpenChange={(open) => setMode(open ? '' : 'closed')}
          />
        </>
      );
    }
    await render(<Moving />);
    await expect.element(pictures()).toHaveFocus();
    await expect.element(page.getByText('Pair 1 of 3')).toBeVisible();
    await expect.element(page.getByRole('button', { name: 'Previous pair' })).toBeDisabled();
    await userEvent.keyboard('2');
    await userEvent.keyboard('{PageDown}');
    await expect.element(page.getByText('Pair 2 of 3')).toBeVisible();
    await expect
      .element(page.getByRole('img', { name: 'Found online: Image loading error' }))
      .toBeInTheDocument();
    // The mode stays (swipe), in the grid's order and names: the original left of the divider.
    await expect.element(page.getByRole('radio', { name: 'Swipe' })).toBeChecked();
    await userEvent.keyboard(']');
    await expect.element(page.getByText('Pair 3 of 3')).toBeVisible();
    await expect.element(page.getByRole('button', { name: 'Next pair' })).toBeDisabled();
    await userEvent.keyboard('{PageDown}');
    await expect.element(page.getByText('Pair 3 of 3')).toBeVisible();
    await userEvent.keyboard('[[');
    await userEvent.keyboard('{PageUp}');
    await expect.element(page.getByText('Pair 1 of 3')).toBeVisible();
    await page.getByRole('button', { name: 'Next pair' }).click();
    await expect.element(page.getByText('Pair 2 of 3')).toBeVisible();
    expect(document.body.textContent).not.toContain('closed');
    await expect.element(page.getByRole('dialog', { name: 'Compare pair' })).toBeVisible();
  });

  it('names the pictures as the grid does, the original first, in every mode', async () => {
    await openCompare();
    const captions = () =>
      Array.from(document.querySelectorAll('figcaption')).map((c) => c.textContent);
    expect(captions()).toEqual(['Original', 'Found online']);
    await userEvent.keyboard('2');
    const [start, end] = Array.from(document.querySelectorAll<HTMLElement>('[data-side]'));
    expect([start!.dataset.side, start!.textContent]).toEqual(['start', 'Original']);
    expect([end!.dataset.side, end!.textContent]).toEqual(['end', 'Found online']);
  });
});
