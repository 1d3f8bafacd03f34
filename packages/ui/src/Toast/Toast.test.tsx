import { describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { Button } from '../Button/Button';
import { createToastQueue, DEFAULT_TOAST_TIMEOUT, ToastRegion, type ToastQueue } from './Toast';

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
});
