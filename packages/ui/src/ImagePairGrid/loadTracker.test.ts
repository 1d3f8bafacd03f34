import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createLoadTracker } from './loadTracker';

describe('createLoadTracker', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  function setup(timeoutMs = 30_000) {
    const report = vi.fn();
    const tracker = createLoadTracker({ timeoutMs: () => timeoutMs, report });
    /** The reports without their source. */
    const calls = () => report.mock.calls.map((call) => call.slice(0, 3));
    return { report, tracker, calls };
  }

  it('reports a loaded image once, and the cap does not fire after it', () => {
    const { report, tracker } = setup();
    tracker.sync([{ id: 1, src: 'a.png' }]);
    expect(tracker.isPending(1, 'a.png')).toBe(true);
    tracker.settle(1, 'a.png', 'loaded');
    tracker.settle(1, 'a.png', 'loaded');
    tracker.settle(1, 'a.png', 'failed');
    vi.advanceTimersByTime(60_000);
    expect(report.mock.calls).toEqual([[1, 'loaded', 'loaded', 'a.png']]);
    expect(tracker.isPending(1, 'a.png')).toBe(false);
  });

  it('reports a failed image once', () => {
    const { tracker, calls } = setup();
    tracker.sync([{ id: 2, src: 'b.png' }]);
    tracker.settle(2, 'b.png', 'failed');
    tracker.settle(2, 'b.png', 'loaded');
    expect(calls()).toEqual([[2, 'failed', 'error']]);
  });

  it('reports a pair without a found image as failed at once', () => {
    const { tracker, calls } = setup();
    tracker.sync([{ id: 3, src: null }]);
    tracker.sync([{ id: 3, src: null }]);
    expect(calls()).toEqual([[3, 'failed', 'missing']]);
  });

  it('reports images still loading at the cap as failed, each pair from its first sync', () => {
    const { report, tracker, calls } = setup(30_000);
    tracker.sync([{ id: 1, src: 'a.png' }]);
    vi.advanceTimersByTime(10_000);
    tracker.sync([
      { id: 1, src: 'a.png' },
      { id: 2, src: 'b.png' },
    ]);
    vi.advanceTimersByTime(19_999);
    expect(report).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(calls()).toEqual([[1, 'failed', 'timeout']]);
    // A late load of a timed-out image is not reported again.
    tracker.settle(1, 'a.png', 'loaded');
    vi.advanceTimersByTime(10_000);
    expect(calls()).toEqual([
      [1, 'failed', 'timeout'],
      [2, 'failed', 'timeout'],
    ]);
  });

  it('starts over when a pair gets a new source, and ignores the old one', () => {
    const { report, tracker } = setup(100);
    tracker.sync([{ id: 1, src: 'old.png' }]);
    tracker.settle(1, 'old.png', 'failed');
    tracker.sync([{ id: 1, src: 'new.png' }]);
    tracker.settle(1, 'old.png', 'loaded');
    tracker.settle(1, 'new.png', 'loaded');
    expect(report.mock.calls).toEqual([
      [1, 'failed', 'error', 'old.png'],
      [1, 'loaded', 'loaded', 'new.png'],
    ]);
  });

  it('stops the timers of pairs no longer shown, and all of them on dispose', () => {
    const { report, tracker } = setup(100);
    tracker.sync([
      { id: 1, src: 'a.png' },
      { id: 2, src: 'b.png' },
    ]);
    tracker.sync([{ id: 2, src: 'b.png' }]);
    tracker.dispose();
    vi.advanceTimersByTime(1_000);
    tracker.settle(2, 'b.png', 'loaded');
    expect(report).not.toHaveBeenCalled();
  });
});
