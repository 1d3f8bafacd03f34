import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { Button } from '../Button/Button';
import { Dialog } from '../Dialog/Dialog';
import { lightTheme } from '../theme';
import { createToastQueue, DEFAULT_TOAST_TIMEOUT, ToastRegion, type ToastQueue } from './Toast';
import { TOAST_ROOM_PROPERTY } from './Toast.css';

/** Whether two boxes share any area. */
function intersects(a: DOMRect, b: DOMRect): boolean {
  return a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
}

const boxOf = (element: Element) => element.getBoundingClientRect();

function App({ queue, onClose }: { queue: ToastQueue; onClose?: () => void }) {
  return (
    <>
      <Button onPress={() => queue.success('Saved', { timeout: 1000, onClose })}>Save</Button>
      <ToastRegion queue={queue} />
    </>
  );
}

describe('Toast', () => {
  it('shows a toast with its tone in words and closes it after its timeout', async () => {
    const queue = createToastQueue();
    const onClose = vi.fn();
    await render(<App queue={queue} onClose={onClose} />);
    await userEvent.keyboard('{Tab}');
    await userEvent.keyboard('{Enter}');
    const toast = page.getByRole('alertdialog', { name: 'Success: Saved' });
    await expect.element(toast).toBeInTheDocument();
    await expect.element(toast).toHaveAttribute('data-tone', 'success');
    await expect.element(page.getByRole('region', { name: '1 notification.' })).toBeInTheDocument();
    await expect.element(toast, { timeout: 2000 }).not.toBeInTheDocument();
    expect(onClose).toHaveBeenCalledOnce();
  });

  it('keeps a toast without timeout until its close button is pressed by keyboard', async () => {
    const queue = createToastQueue();
    await render(<ToastRegion queue={queue} />);
    queue.error('Upload failed', { description: 'The server did not answer.' });
    const toast = page.getByRole('alertdialog', { name: 'Error: Upload failed' });
    await expect.element(toast).toHaveAccessibleDescription('The server did not answer.');
    await new Promise((resolve) => setTimeout(resolve, 500));
    await expect.element(toast).toBeInTheDocument();
    // F6 moves to the region, Tab to the toast, Tab to its close button.
    await userEvent.keyboard('{F6}');
    await expect.element(page.getByRole('region')).toHaveFocus();
    await userEvent.keyboard('{Tab}');
    await expect.element(toast).toHaveFocus();
    await userEvent.keyboard('{Tab}');
    const close = toast.getByRole('button', { name: 'Close' });
    await expect.element(close).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect.element(toast).not.toBeInTheDocument();
  });

  it('shows each tone with its own icon and works with add(content, { timeout })', async () => {
    const queue = createToastQueue({ maxVisibleToasts: 5 });
    await render(<ToastRegion queue={queue} />);
    queue.add({ tone: 'info', title: 'Refreshed' });
    queue.success('Saved');
    queue.error('Failed');
    const info = page.getByRole('alertdialog', { name: 'Information: Refreshed' });
    const success = page.getByRole('alertdialog', { name: 'Success: Saved' });
    const error = page.getByRole('alertdialog', { name: 'Error: Failed' });
    await expect.element(error).toBeInTheDocument();
    const paths = [info, success, error].map((toast) =>
      toast.element().querySelector('svg path')?.getAttribute('d'),
    );
    expect(new Set(paths).size).toBe(3);
    queue.add({ tone: 'info', title: 'Brief' }, { timeout: 300 });
    const brief = page.getByRole('alertdialog', { name: 'Information: Brief' });
    await expect.element(brief).toBeInTheDocument();
    await expect.element(brief, { timeout: 2000 }).not.toBeInTheDocument();
    await expect.element(info).toBeInTheDocument();
  });

  it('runs a toast action on a click and closes the toast', async () => {
    const queue = createToastQueue();
    const onAction = vi.fn();
    await render(<ToastRegion queue={queue} />);
    queue.info('The status of 1 image changed.', {
      timeout: 10_000,
      action: { label: 'Undo', onAction },
    });
    const toast = page.getByRole('alertdialog', {
      name: 'Information: The status of 1 image changed.',
    });
    const undo = toast.getByRole('button', { name: 'Undo' });
    await expect.element(undo).toBeVisible();
    await undo.click();
    expect(onAction).toHaveBeenCalledOnce();
    await expect.element(toast).not.toBeInTheDocument();
  });

  it('reaches the action by keyboard (F6, Tab, Tab), shows its focus ring, runs it with Enter and gives the focus back', async () => {
    // The region is a portal on body: the theme goes there, as the console puts it.
    document.body.classList.add(lightTheme);
    onTestFinished(() => document.body.classList.remove(lightTheme));
    const queue = createToastQueue();
    const onAction = vi.fn();
    await render(
      <>
        <Button
          onPress={() =>
            queue.success('Status changed', {
              timeout: 10_000,
              action: { label: 'Undo', onAction },
            })
          }
        >
          Change
        </Button>
        <ToastRegion queue={queue} />
      </>,
    );
    await userEvent.keyboard('{Tab}');
    await userEvent.keyboard('{Enter}');
    const toast = page.getByRole('alertdialog', { name: 'Success: Status changed' });
    await expect.element(toast).toBeInTheDocument();
    await userEvent.keyboard('{F6}');
    await expect.element(page.getByRole('region')).toHaveFocus();
    await userEvent.keyboard('{Tab}');
    await expect.element(toast).toHaveFocus();
    await userEvent.keyboard('{Tab}');
    const undo = toast.getByRole('button', { name: 'Undo' });
    await expect.element(undo).toHaveFocus();
    // The focus ring shows on keyboard focus: an outline of the theme's focus ring width.
    await expect.element(undo).toHaveAttribute('data-focus-visible', 'true');
    const outline = getComputedStyle(undo.element());
    expect(outline.outlineStyle).toBe('solid');
    expect(parseFloat(outline.outlineWidth)).toBeGreaterThan(0);
    // The close button is still the next stop.
    await userEvent.keyboard('{Tab}');
    await expect.element(toast.getByRole('button', { name: 'Close' })).toHaveFocus();
    await userEvent.keyboard('{Shift>}{Tab}{/Shift}');
    await expect.element(undo).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(onAction).toHaveBeenCalledOnce();
    await expect.element(toast).not.toBeInTheDocument();
    // The focus goes back where it was before F6.
    await expect.element(page.getByRole('button', { name: 'Change' })).toHaveFocus();
  });

  it('keeps a toast with an action for its whole timeout, longer while the focus is on it', async () => {
    const queue = createToastQueue();
    const onAction = vi.fn();
    await render(<ToastRegion queue={queue} />);
    queue.info('Changed', { timeout: 1500, action: { label: 'Undo', onAction } });
    const toast = page.getByRole('alertdialog', { name: 'Information: Changed' });
    await expect.element(toast).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 1000));
    await expect.element(toast).toBeInTheDocument();
    await expect.element(toast, { timeout: 2000 }).not.toBeInTheDocument();
    expect(onAction).not.toHaveBeenCalled();

    // With the focus on its button the timer waits.
    queue.info('Changed', { timeout: 800, action: { label: 'Undo', onAction } });
    await expect.element(toast).toBeInTheDocument();
    await userEvent.keyboard('{F6}{Tab}{Tab}');
    await expect.element(toast.getByRole('button', { name: 'Undo' })).toHaveFocus();
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await expect.element(toast).toBeInTheDocument();
    await userEvent.keyboard('{Space}');
    expect(onAction).toHaveBeenCalledOnce();
    await expect.element(toast).not.toBeInTheDocument();
  });

  it('gives a toast with an action no default timeout', () => {
    const queue = createToastQueue();
    const add = vi.spyOn(queue, 'add');
    const action = { label: 'Undo', onAction: () => undefined };
    queue.info('a', { action });
    queue.success('b', { action, timeout: 10_000 });
    expect(add.mock.calls).toEqual([
      [{ tone: 'info', title: 'a', description: undefined, action }, {}],
      [{ tone: 'success', title: 'b', description: undefined, action }, { timeout: 10_000 }],
    ]);
  });

  it('gives success and info a default timeout but keeps errors', () => {
    const queue = createToastQueue();
    const add = vi.spyOn(queue, 'add');
    queue.success('a');
    queue.info('b');
    queue.error('c');
    queue.success('d', { timeout: 4000, description: 'more' });
    expect(add.mock.calls).toEqual([
      [{ tone: 'success', title: 'a', description: undefined }, { timeout: DEFAULT_TOAST_TIMEOUT }],
      [{ tone: 'info', title: 'b', description: undefined }, { timeout: DEFAULT_TOAST_TIMEOUT }],
      [{ tone: 'error', title: 'c', description: undefined }, {}],
      [{ tone: 'success', title: 'd', description: 'more' }, { timeout: 4000 }],
    ]);
  });

  describe('never covers a control (issue 26), at 1280x800', () => {
    /** The toasts and the dialog are portals on the body: the theme goes there, as in the app. */
    function themedBody() {
      document.body.classList.add(lightTheme);
      onTestFinished(() => document.body.classList.remove(lightTheme));
    }

    it("keeps a wide dialog's footer Save clear of the toasts", async () => {
      await page.viewport(1280, 800);
      themedBody();
      const queue = createToastQueue({ maxVisibleToasts: 4 });
      await render(
        <div className={lightTheme}>
          <Dialog title="Filters" isOpen size="wide" onOpenChange={() => undefined}>
            <div style={{ blockSize: '120vh' }}>Many filters</div>
            <div style={{ display: 'flex', justifyContent: 'flex-end' }}>
              <Button variant="primary">Save</Button>
            </div>
          </Dialog>
          <ToastRegion queue={queue} />
        </div>,
      );
      const save = page.getByRole('button', { name: 'Save', exact: true });
      await expect.element(save).toBeInTheDocument();
      queue.success('Filter save successfully');
      queue.info('The status of 3 images changed.', {
        action: { label: 'Undo', onAction: () => undefined },
      });
      const toasts = page.getByRole('alertdialog');
      await expect.element(toasts.nth(1)).toBeVisible();
      await expect
        .poll(() =>
          getComputedStyle(document.documentElement).getPropertyValue(TOAST_ROOM_PROPERTY),
        )
        .not.toBe('');
      // Scrolled into view inside the dialog, Save stays above the toasts.
      (save.element() as HTMLElement).focus();
      save.element().scrollIntoView({ block: 'end' });
      await expect
        .poll(() =>
          toasts.elements().some((toast) => intersects(boxOf(toast), boxOf(save.element()))),
        )
        .toBe(false);
      expect(boxOf(save.element()).bottom).toBeLessThanOrEqual(800);
    });

    it('lets the last control of a long page scroll above the toasts, and keyboard focus stop above them', async () => {
      await page.viewport(1280, 800);
      themedBody();
      const queue = createToastQueue();
      await render(
        <div className={lightTheme}>
          <div style={{ blockSize: '150vh' }}>A long page</div>
          <div style={{ display: 'flex', justifyContent: 'flex-end' }}>
            <Button variant="secondary">Before</Button>
            <Button variant="secondary">Create Legal Case</Button>
          </div>
          <ToastRegion queue={queue} />
        </div>,
      );
      onTestFinished(() => window.scrollTo(0, 0));
      queue.info('The status of 1 image changed.', {
        action: { label: 'Undo', onAction: () => undefined },
      });
      const toast = page.getByRole('alertdialog', { name: /status of 1 image/ });
      await expect.element(toast).toBeVisible();
      const control = page.getByRole('button', { name: 'Create Legal Case' });
      // By keyboard: the focus scrolls the control just into view, above the toasts' room.
      (page.getByRole('button', { name: 'Before' }).element() as HTMLElement).focus();
      await userEvent.keyboard('{Tab}');
      await expect.element(control).toHaveFocus();
      await expect
        .poll(() => intersects(boxOf(toast.element()), boxOf(control.element())))
        .toBe(false);
      // Scrolled to the very end: still above them.
      window.scrollTo(0, document.documentElement.scrollHeight);
      await expect
        .poll(() => intersects(boxOf(toast.element()), boxOf(control.element())))
        .toBe(false);
      expect(boxOf(control.element()).bottom).toBeLessThanOrEqual(800);
      // Gone: no room kept.
      queue.clear();
      await expect
        .poll(() => document.documentElement.style.getPropertyValue(TOAST_ROOM_PROPERTY))
        .toBe('');
    });
  });
});
