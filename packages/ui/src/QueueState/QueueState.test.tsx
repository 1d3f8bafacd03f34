import { describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { QueueState } from './QueueState';

describe('QueueState', () => {
  it('says there is no pending data when the queue is empty', async () => {
    const screen = await render(<QueueState status="empty" />);
    await expect
      .element(screen.getByText('No data. Please contact your system administrator.'))
      .toBeVisible();
    expect(screen.getByRole('button').elements()).toHaveLength(0);
  });

  it('takes another empty text', async () => {
    const screen = await render(<QueueState status="empty" emptyText="Nothing to review." />);
    await expect.element(screen.getByText('Nothing to review.')).toBeVisible();
  });

  it('alerts the failure; Try again, by keyboard, calls onRetry', async () => {
    const onRetry = vi.fn();
    const screen = await render(
      <QueueState status="error" error="The server did not answer." onRetry={onRetry} />,
    );
    const alert = screen.getByRole('alert');
    await expect.element(alert).toHaveTextContent('The server did not answer.');
    const retry = alert.getByRole('button', { name: 'Try again' });
    await userEvent.keyboard('{Tab}');
    await expect.element(retry).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(onRetry).toHaveBeenCalledOnce();
    await retry.click();
    expect(onRetry).toHaveBeenCalledTimes(2);
  });

  it('shows nothing while loading or ready', async () => {
    const screen = await render(
      <div data-testid="box">
        <QueueState status="loading" error="stale" />
        <QueueState status="ready" />
      </div>,
    );
    expect(screen.getByTestId('box').element()).toBeEmptyDOMElement();
  });
});
