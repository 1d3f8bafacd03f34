import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render } from 'vitest-browser-react';
import { useKeepAlive } from './useKeepAlive';

function Page({
  keepAlive,
  onLost,
}: {
  keepAlive: () => Promise<string[]>;
  onLost: (lost: string[]) => void;
}) {
  useKeepAlive(keepAlive, onLost, 30_000);
  return <p>Working</p>;
}

describe('useKeepAlive', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('renews the leases every 30 s while the page shows; the lost ones are heard, a failure waits for the next tick', async () => {
    const keepAlive = vi
      .fn<() => Promise<string[]>>()
      .mockResolvedValueOnce([])
      .mockRejectedValueOnce(new Error('Failed to fetch'))
      .mockResolvedValueOnce(['site1.example']);
    const onLost = vi.fn();
    const screen = await render(<Page keepAlive={keepAlive} onLost={onLost} />);
    await vi.advanceTimersByTimeAsync(29_999);
    expect(keepAlive).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(keepAlive).toHaveBeenCalledTimes(1);
    expect(onLost).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(30_000);
    expect(keepAlive).toHaveBeenCalledTimes(2);
    expect(onLost).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(30_000);
    expect(onLost).toHaveBeenCalledWith(['site1.example']);

    // A render with new callbacks keeps one timer and calls the latest ones.
    const latest = vi.fn(async () => []);
    await screen.rerender(<Page keepAlive={latest} onLost={onLost} />);
    await vi.advanceTimersByTimeAsync(30_000);
    expect(latest).toHaveBeenCalledTimes(1);
    expect(keepAlive).toHaveBeenCalledTimes(3);

    await screen.unmount();
    await vi.advanceTimersByTimeAsync(90_000);
    expect(latest).toHaveBeenCalledTimes(1);
  });
});
