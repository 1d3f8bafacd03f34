import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  createLoadTracker,
  pairLoadOf,
  pictureLoadOf,
  type PictureSrc,
  type PictureState,
  type TrackedPair,
} from './loadTracker';

/** A pair; pass the original as a third argument (even `undefined`), or it is `null`. */
function pair(id: number, found: PictureSrc, ...original: [PictureSrc?]): TrackedPair {
  return { id, found, original: original.length ? original[0] : null };
}

describe('createLoadTracker', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  function setup(timeoutMs = 30_000) {
    const report = vi.fn();
    const onChange = vi.fn();
    const tracker = createLoadTracker({ timeoutMs: () => timeoutMs, report, onChange });
    return { report, onChange, tracker };
  }

  it('reports a loaded pair once, and the cap does not fire after it', () => {
    const { report, tracker } = setup();
    tracker.sync([pair(1, 'a.png')]);
    expect(tracker.stateOf(1)).toEqual({ original: 'missing', found: 'loading', load: 'loading' });
    tracker.settle(1, 'found', 'a.png', 'loaded');
    tracker.settle(1, 'found', 'a.png', 'loaded');
    tracker.settle(1, 'found', 'a.png', 'error');
    vi.advanceTimersByTime(60_000);
    expect(report.mock.calls).toEqual([[1, 'loaded', 'loaded']]);
    expect(tracker.stateOf(1)?.load).toBe('loaded');
  });

  it('reports a failed found picture once, at once, whatever the original does', () => {
    const { report, tracker } = setup();
    tracker.sync([pair(2, 'b.png', 'o.png')]);
    tracker.settle(2, 'found', 'b.png', 'error');
    tracker.settle(2, 'original', 'o.png', 'loaded');
    tracker.settle(2, 'found', 'b.png', 'loaded');
    expect(report.mock.calls).toEqual([[2, 'failed', 'error']]);
    expect(tracker.stateOf(2)).toEqual({ original: 'loaded', found: 'error', load: 'failed' });
  });

  it('reports a pair without a found picture as failed at once', () => {
    const { report, tracker } = setup();
    tracker.sync([pair(3, null)]);
    tracker.sync([pair(3, null)]);
    expect(report.mock.calls).toEqual([[3, 'failed', 'missing']]);
  });

  it('waits for the original too: a pair is loaded when both pictures are on screen', () => {
    const { report, tracker } = setup();
    tracker.sync([pair(4, 'f.png', 'o.png')]);
    tracker.settle(4, 'found', 'f.png', 'loaded');
    expect(report).not.toHaveBeenCalled();
    tracker.settle(4, 'original', 'o.png', 'error');
    expect(report.mock.calls).toEqual([[4, 'loaded', 'loaded']]);
  });

  it('counts the fetch against the cap: the cap runs from the first sync, not the source', () => {
    const { report, tracker } = setup(30_000);
    tracker.sync([pair(1, undefined, undefined)]);
    expect(tracker.stateOf(1)).toEqual({
      original: 'fetching',
      found: 'fetching',
      load: 'loading',
    });
    vi.advanceTimersByTime(20_000);
    // The page's fetches arrive: the pictures now load, within the same cap.
    tracker.sync([pair(1, 'f.png', 'o.png')]);
    expect(tracker.stateOf(1)).toEqual({ original: 'loading', found: 'loading', load: 'loading' });
    vi.advanceTimersByTime(9_999);
    expect(report).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(report.mock.calls).toEqual([[1, 'failed', 'timeout']]);
    expect(tracker.stateOf(1)).toEqual({ original: 'timeout', found: 'timeout', load: 'failed' });
  });

  it('a picture that never comes fails the pair at the cap; a late one changes nothing', () => {
    const { report, onChange, tracker } = setup(30_000);
    tracker.sync([pair(1, undefined, 'o.png'), pair(2, 'b.png')]);
    tracker.settle(1, 'original', 'o.png', 'loaded');
    tracker.settle(2, 'found', 'b.png', 'loaded');
    onChange.mockClear();
    vi.advanceTimersByTime(30_000);
    expect(report.mock.calls).toEqual([
      [2, 'loaded', 'loaded'],
      [1, 'failed', 'timeout'],
    ]);
    expect(onChange).toHaveBeenCalled();
    tracker.sync([pair(1, 'late.png', 'o.png'), pair(2, 'b.png')]);
    tracker.settle(1, 'found', 'late.png', 'loaded');
    expect(tracker.stateOf(1)).toEqual({ original: 'loaded', found: 'timeout', load: 'failed' });
    expect(report).toHaveBeenCalledTimes(2);
  });

  it('a fetch that fails (the source arrives as null) fails the pair at once', () => {
    const { report, tracker } = setup();
    tracker.sync([pair(1, undefined, undefined)]);
    tracker.sync([pair(1, null, undefined)]);
    expect(report.mock.calls).toEqual([[1, 'failed', 'missing']]);
    expect(tracker.stateOf(1)).toEqual({ original: 'fetching', found: 'missing', load: 'failed' });
  });

  it('starts over when a pair gets a new source, and ignores the old one', () => {
    const { report, tracker } = setup(100);
    tracker.sync([pair(1, 'old.png')]);
    tracker.settle(1, 'found', 'old.png', 'error');
    tracker.sync([pair(1, 'new.png')]);
    tracker.settle(1, 'found', 'old.png', 'loaded');
    expect(tracker.stateOf(1)?.load).toBe('loading');
    tracker.settle(1, 'found', 'new.png', 'loaded');
    expect(report.mock.calls).toEqual([
      [1, 'failed', 'error'],
      [1, 'loaded', 'loaded'],
    ]);
  });

  it('keeps the state of a pair that leaves and comes back; each cap runs from its first show', () => {
    const { report, tracker } = setup(30_000);
    tracker.sync([pair(1, 'a.png')]);
    tracker.settle(1, 'found', 'a.png', 'loaded');
    vi.advanceTimersByTime(10_000);
    tracker.sync([pair(2, 'b.png')]);
    tracker.sync([pair(1, 'a.png'), pair(2, 'b.png')]);
    expect(tracker.stateOf(1)?.load).toBe('loaded');
    vi.advanceTimersByTime(29_999);
    expect(report.mock.calls).toEqual([[1, 'loaded', 'loaded']]);
    vi.advanceTimersByTime(1);
    expect(report.mock.calls).toEqual([
      [1, 'loaded', 'loaded'],
      [2, 'failed', 'timeout'],
    ]);
  });

  it('stops every timer on dispose and reports nothing after it', () => {
    const { report, tracker } = setup(100);
    tracker.sync([pair(1, 'a.png'), pair(2, 'b.png')]);
    tracker.dispose();
    vi.advanceTimersByTime(1_000);
    tracker.settle(2, 'found', 'b.png', 'loaded');
    expect(report).not.toHaveBeenCalled();
    expect(tracker.stateOf(2)).toBeUndefined();
  });
});

describe('pairLoadOf', () => {
  it.each<[PictureState, PictureState, string]>([
    ['loaded', 'loaded', 'loaded'],
    ['missing', 'loaded', 'loaded'],
    ['error', 'loaded', 'loaded'],
    ['fetching', 'loaded', 'loading'],
    ['loading', 'loaded', 'loading'],
    ['timeout', 'loaded', 'failed'],
    ['loaded', 'fetching', 'loading'],
    ['loaded', 'loading', 'loading'],
    ['loading', 'missing', 'failed'],
    ['loaded', 'error', 'failed'],
    ['loaded', 'timeout', 'failed'],
  ])('original %s, found %s: %s', (original, found, expected) => {
    expect(pairLoadOf(original, found)).toBe(expected);
  });
});

describe('pictureLoadOf', () => {
  it.each<[PictureState, string]>([
    ['fetching', 'loading'],
    ['loading', 'loading'],
    ['loaded', 'loaded'],
    ['missing', 'failed'],
    ['error', 'failed'],
    ['timeout', 'failed'],
  ])('%s: %s', (state, expected) => {
    expect(pictureLoadOf(state)).toBe(expected);
  });
});
