import { afterEach, describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { CopyButton } from './CopyButton';

const original = Object.getOwnPropertyDescriptor(navigator, 'clipboard');

function stubClipboard(writeText: (text: string) => Promise<void>) {
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
}

afterEach(() => {
  if (original) Object.defineProperty(navigator, 'clipboard', original);
  else delete (navigator as { clipboard?: Clipboard }).clipboard;
});

describe('CopyButton', () => {
  it('copies the value on Enter, shows and announces "Copied", then resets', async () => {
    const writeText = vi.fn(() => Promise.resolve());
    stubClipboard(writeText);
    const onCopy = vi.fn();
    const screen = await render(
      <CopyButton value="https://example.com/a.jpg" onCopy={onCopy} feedbackDuration={1000} />,
    );
    const status = screen.getByRole('status');
    await expect.element(status).toBeEmptyDOMElement();
    await userEvent.keyboard('{Tab}');
    await expect.element(screen.getByRole('button', { name: 'Copy' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect.element(status).toHaveTextContent('Copied');
    expect(writeText).toHaveBeenCalledExactlyOnceWith('https://example.com/a.jpg');
    expect(onCopy).toHaveBeenCalledExactlyOnceWith('https://example.com/a.jpg');
    const button = screen.getByRole('button', { name: 'Copied' });
    await expect.element(button).toHaveAttribute('data-copy-state', 'copied');
    await expect.element(screen.getByRole('button', { name: 'Copy' })).toBeInTheDocument();
    await expect.element(status).toBeEmptyDOMElement();
  });

  it('announces "Copy failed" and calls onError when the clipboard refuses', async () => {
    const error = new Error('Denied');
    stubClipboard(() => Promise.reject(error));
    const onCopy = vi.fn();
    const onError = vi.fn();
    const screen = await render(
      <CopyButton value="x" label="Copy ID" onCopy={onCopy} onError={onError} />,
    );
    await userEvent.keyboard('{Tab}');
    await userEvent.keyboard(' ');
    await expect.element(screen.getByRole('status')).toHaveTextContent('Copy failed');
    await expect
      .element(screen.getByRole('button', { name: 'Copy failed' }))
      .toHaveAttribute('data-copy-state', 'failed');
    expect(onError).toHaveBeenCalledExactlyOnceWith(error);
    expect(onCopy).not.toHaveBeenCalled();
  });

  it('fails cleanly when there is no clipboard', async () => {
    Object.defineProperty(navigator, 'clipboard', { value: undefined, configurable: true });
    const onError = vi.fn();
    const screen = await render(<CopyButton value="x" onError={onError} />);
    await userEvent.keyboard('{Tab}');
    await userEvent.keyboard('{Enter}');
    await expect.element(screen.getByRole('status')).toHaveTextContent('Copy failed');
    expect(onError).toHaveBeenCalledOnce();
  });

  it('takes its own labels and does nothing while disabled', async () => {
    const writeText = vi.fn(() => Promise.resolve());
    stubClipboard(writeText);
    const screen = await render(
      <>
        <CopyButton value="a" label="Kopieren" copiedLabel="Kopiert" />
        <CopyButton value="b" label="Copy B" isDisabled />
      </>,
    );
    await userEvent.keyboard('{Tab}');
    await userEvent.keyboard('{Enter}');
    await expect.element(screen.getByRole('button', { name: 'Kopiert' })).toHaveFocus();
    await userEvent.keyboard('{Tab}');
    await userEvent.keyboard('{Enter}');
    expect(writeText).toHaveBeenCalledExactlyOnceWith('a');
    await expect.element(screen.getByRole('button', { name: 'Copy B' })).toBeDisabled();
  });
});
