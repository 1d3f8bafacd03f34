import { ApiError } from '@sightings/api-client';
import type { SavePayload } from '@sightings/domain-model';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api, storage } from '../api';
import { range } from '../testing/fixtures';
import {
  backToGroup,
  currentGroup,
  decide,
  decideEach,
  dropLost,
  groupPairs,
  groupSaved,
  groupSuggestionPairs,
  images,
  loadBatch,
  saveGroup,
  setLoadState,
  showSecondStep,
  start,
} from './imagesStore';
import { reserveAhead } from './reserveAhead';

describe('the Images page store', () => {
  let reserve: ReturnType<typeof vi.spyOn>;
  beforeEach(() => {
    localStorage.clear();
    reserve = vi.spyOn(api.images, 'reservePending');
  });
  afterEach(() => {
    vi.restoreAllMocks();
    localStorage.clear();
  });

  it('starts with the first group of 50 and restores the stored marks of leased images only', async () => {
    storage.setUpdateImagesDataStatus([
      { id: 3, status: 'IDENTICAL' },
      { id: 999, status: 'NOT_IDENTICAL' },
    ]);
    reserve.mockResolvedValueOnce(range(1, 120));
    await start();
    // With the pairs' similarity: the api-client sends it only to a server offering it.
    expect(reserve).toHaveBeenCalledWith({ limit: 200, similarity: true });
    expect(images.status).toBe('ready');
    expect(currentGroup(images).map((i) => i.id)).toEqual(range(1, 50).map((i) => i.id));
    expect(images.decisions[3]).toBe('IDENTICAL');
    expect(images.decisions[999]).toBeUndefined();
  });

  it('takes the first batch asked for ahead of the page (one call), and asks again when it failed', async () => {
    storage.setToken('token-a');
    reserve.mockResolvedValueOnce(range(1, 60));
    reserveAhead();
    expect(reserve).toHaveBeenCalledTimes(1);
    await start();
    expect(reserve).toHaveBeenCalledTimes(1);
    expect(images.queue.map((i) => i.id)).toEqual(range(1, 60).map((i) => i.id));

    reserve.mockRejectedValueOnce(new Error('offline')).mockResolvedValueOnce(range(5, 10));
    reserveAhead();
    await start();
    expect(reserve).toHaveBeenCalledTimes(3);
    expect(images.status).toBe('ready');
    expect(images.queue.map((i) => i.id)).toEqual(range(5, 10).map((i) => i.id));
  });

  it('a batch asked for ahead with another sign-in is not taken; without a token none is asked', async () => {
    reserveAhead();
    expect(reserve).not.toHaveBeenCalled();
    storage.setToken('token-a');
    reserve.mockResolvedValueOnce(range(1, 3)).mockResolvedValueOnce(range(7, 9));
    reserveAhead();
    storage.setToken('token-b');
    await start();
    expect(reserve).toHaveBeenCalledTimes(2);
    expect(images.queue.map((i) => i.id)).toEqual(range(7, 9).map((i) => i.id));
  });

  it('keeps every mark in browser storage as it is made, and clears it', async () => {
    reserve.mockResolvedValueOnce(range(1, 60));
    await start();
    decide([1, 2], 'NOT_IDENTICAL');
    expect(storage.getUpdateImagesDataStatus()).toEqual([
      { id: 1, status: 'NOT_IDENTICAL' },
      { id: 2, status: 'NOT_IDENTICAL' },
    ]);
    decide([1], null);
    expect(storage.getUpdateImagesDataStatus()).toEqual([{ id: 2, status: 'NOT_IDENTICAL' }]);
    expect(groupPairs(images)[0]).toEqual({ id: 1, decision: undefined, load: 'loading' });
    setLoadState(1, 'failed');
    expect(groupPairs(images)[0]!.load).toBe('failed');
  });

  it('keeps each image’s similarity from the latest answer; it leaves with its pair; start forgets it', async () => {
    const similar = { score: 0.97, suggestion: 'IDENTICAL' as const };
    reserve.mockResolvedValueOnce([
      { ...range(1, 1)[0]!, similarity: null },
      { ...range(2, 2)[0]!, similarity: similar },
      ...range(3, 60),
    ]);
    await start();
    expect(images.similarity).toEqual({ 1: null, 2: similar });
    expect(groupSuggestionPairs(images).slice(0, 3)).toEqual([
      { id: 1, similarity: null },
      { id: 2, similarity: similar },
      { id: 3, similarity: undefined },
    ]);
    // A later batch answers the user's own leases again: pair 1 is fingerprinted now.
    const later = { score: 0.05, suggestion: 'NOT_IDENTICAL' as const };
    reserve.mockResolvedValueOnce([{ ...range(1, 1)[0]!, similarity: later }, ...range(61, 70)]);
    await loadBatch();
    expect(images.similarity[1]).toEqual(later);
    expect(images.queue).toHaveLength(70);
    dropLost([2]);
    expect(images.similarity[2]).toBeUndefined();
    reserve.mockResolvedValueOnce(range(1, 3));
    await start();
    expect(images.similarity).toEqual({});
  });

  it('keeps how each pair’s pictures ended, and accepted marks one by one', async () => {
    reserve.mockResolvedValueOnce(range(1, 60));
    await start();
    setLoadState(1, 'loaded', { original: 'failed', found: 'loaded' });
    setLoadState(2, 'failed');
    expect(images.pictureLoads).toEqual({ 1: { original: 'failed', found: 'loaded' } });
    expect(
      groupPairs(images)
        .slice(0, 2)
        .map((pair) => pair.load),
    ).toEqual(['loaded', 'failed']);
    decideEach([
      { id: 4, mark: 'IDENTICAL' },
      { id: 5, mark: 'NOT_IDENTICAL' },
    ]);
    expect(storage.getUpdateImagesDataStatus()).toEqual([
      { id: 4, status: 'IDENTICAL' },
      { id: 5, status: 'NOT_IDENTICAL' },
    ]);
    dropLost([1, 4]);
    expect(images.pictureLoads[1]).toBeUndefined();
    expect(images.decisions[4]).toBeUndefined();
  });

  it('the second step lists the pairs it was given; Previous step goes back', async () => {
    reserve.mockResolvedValueOnce(range(1, 60));
    await start();
    showSecondStep([4, 9]);
    expect(images.step).toBe('unmarked');
    expect(images.secondStep).toEqual([4, 9]);
    backToGroup();
    expect(images.step).toBe('select');
    expect(images.secondStep).toEqual([]);
  });

  it('a saved group leaves with its marks; the next shows; the next batch is asked for ahead', async () => {
    reserve.mockResolvedValueOnce(range(1, 100));
    await start();
    decide([1, 2], 'IDENTICAL');
    reserve.mockResolvedValueOnce(range(51, 250));
    await groupSaved(range(1, 50).map((i) => i.id));
    // With the last reserved group on screen the next batch is fetched in the background.
    await vi.waitFor(() => expect(reserve).toHaveBeenCalledTimes(2));
    await vi.waitFor(() => expect(images.queue).toHaveLength(200));
    expect(currentGroup(images)[0]!.id).toBe(51);
    expect(images.decisions[1]).toBeUndefined();
    expect(storage.getUpdateImagesDataStatus()).toEqual([]);
  });

  it('pairs whose lease was lost leave for good; the other marks stay', async () => {
    reserve.mockResolvedValueOnce(range(1, 60));
    await start();
    decide([1, 2, 3], 'NOT_IDENTICAL');
    showSecondStep([5]);
    dropLost([1, 2]);
    expect(currentGroup(images).map((i) => i.id)).not.toContain(1);
    expect(currentGroup(images)).toHaveLength(50);
    expect(images.decisions[3]).toBe('NOT_IDENTICAL');
    expect(storage.getUpdateImagesDataStatus()).toEqual([{ id: 3, status: 'NOT_IDENTICAL' }]);
    expect(images.step).toBe('select');
  });

  it('shows the failure when the reservation fails, and an empty queue as empty', async () => {
    reserve.mockRejectedValueOnce(new Error('Something went wrong!'));
    await start();
    expect(images).toMatchObject({ status: 'error', error: 'Something went wrong!' });
    reserve.mockResolvedValueOnce([]);
    await start();
    expect(images.status).toBe('empty');
  });

  describe('saveGroup', () => {
    /** Pairs 1 to 3 NOT_IDENTICAL, 4 OFFLINE. */
    const payload: SavePayload = {
      statuses: [1, 2, 3].map((id) => ({ id, status: 'NOT_IDENTICAL' as const })),
      offlineIds: [4],
    };
    /** The page's loading overlay, counted. */
    let busyCalls = 0;
    const busy = <T>(work: Promise<T>) => {
      busyCalls += 1;
      return work;
    };
    let setStatuses: ReturnType<typeof vi.spyOn>;
    let setOffline: ReturnType<typeof vi.spyOn>;
    beforeEach(() => {
      busyCalls = 0;
      reserve.mockResolvedValue([]);
      setStatuses = vi
        .spyOn(api.images, 'setStatuses')
        .mockImplementation(async (list) => ({ updated: list.map((s) => s.id), unchanged: [] }));
      setOffline = vi
        .spyOn(api.images, 'setOffline')
        .mockImplementation(async (ids) => ({ updated: ids, unchanged: [] }));
    });

    it('sends the marks and the OFFLINE pairs under the overlay; the group leaves with its marks', async () => {
      reserve.mockResolvedValueOnce(range(1, 120));
      await start();
      decide([1, 2, 3], 'NOT_IDENTICAL');
      expect(await saveGroup(payload, { busy })).toEqual({ kind: 'saved', ids: [1, 2, 3, 4] });
      expect(setStatuses).toHaveBeenCalledExactlyOnceWith(payload.statuses);
      expect(setOffline).toHaveBeenCalledExactlyOnceWith([4]);
      expect(busyCalls).toBe(1);
      expect(currentGroup(images)[0]!.id).toBe(5);
      expect(images.decisions[1]).toBeUndefined();
      expect(storage.getUpdateImagesDataStatus()).toEqual([]);
      await vi.waitFor(() => expect(images.saving).toBe(false));
    });

    it('sends nothing while a save is under way', async () => {
      reserve.mockResolvedValueOnce(range(1, 120));
      await start();
      let answer = () => {};
      setStatuses.mockImplementationOnce(
        () =>
          new Promise((resolve) => {
            answer = () => resolve({ updated: [1, 2, 3], unchanged: [] });
          }),
      );
      const first = saveGroup(payload);
      expect(images.saving).toBe(true);
      expect(await saveGroup(payload)).toEqual({ kind: 'busy' });
      answer();
      expect(await first).toMatchObject({ kind: 'saved' });
      expect(setStatuses).toHaveBeenCalledTimes(1);
      await vi.waitFor(() => expect(images.saving).toBe(false));
    });

    it('refused, the marks stay; a 409 takes the pairs it names out for good', async () => {
      reserve.mockResolvedValueOnce(range(1, 60));
      await start();
      decide([1, 2, 3], 'NOT_IDENTICAL');
      setStatuses.mockRejectedValueOnce(
        new ApiError('The database is not reachable.', { status: 503 }),
      );
      expect(await saveGroup(payload)).toEqual({
        kind: 'failed',
        message: 'The database is not reachable.',
        lost: [],
      });
      expect(currentGroup(images).map((i) => i.id)).toEqual(range(1, 50).map((i) => i.id));
      expect(storage.getUpdateImagesDataStatus()).toHaveLength(3);
      await vi.waitFor(() => expect(images.saving).toBe(false));

      const message = 'Images 1, 2 are not reserved for you. Nothing was saved.';
      setStatuses.mockRejectedValueOnce(new ApiError(message, { status: 409, ids: [1, 2] }));
      expect(await saveGroup(payload)).toEqual({ kind: 'failed', message, lost: [1, 2] });
      expect(currentGroup(images).map((i) => i.id)).not.toContain(1);
      expect(currentGroup(images)).toHaveLength(50);
      expect(images.decisions[3]).toBe('NOT_IDENTICAL');
      expect(storage.getUpdateImagesDataStatus()).toEqual([{ id: 3, status: 'NOT_IDENTICAL' }]);
      expect(setOffline).not.toHaveBeenCalled();
    });

    it('with every pair lost, the queue starts again under the overlay', async () => {
      reserve.mockResolvedValueOnce(range(1, 2));
      await start();
      setStatuses.mockRejectedValueOnce(
        new ApiError('Images 1, 2 are not reserved for you.', { status: 409, ids: [1, 2] }),
      );
      reserve.mockResolvedValueOnce(range(7, 8));
      expect(await saveGroup(payload, { busy })).toMatchObject({ kind: 'failed', lost: [1, 2] });
      // The calls, then the new start.
      expect(busyCalls).toBe(2);
      await vi.waitFor(() => expect(images.status).toBe('ready'));
      expect(currentGroup(images).map((i) => i.id)).toEqual([7, 8]);
    });
  });
});
