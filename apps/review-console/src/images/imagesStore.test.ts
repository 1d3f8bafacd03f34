import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api, storage } from '../api';
import { range } from '../testing/fixtures';
import {
  backToGroup,
  currentGroup,
  decide,
  dropLost,
  groupPairs,
  groupSaved,
  images,
  setLoadState,
  showSecondStep,
  start,
} from './imagesStore';

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
    expect(reserve).toHaveBeenCalledWith(200);
    expect(images.status).toBe('ready');
    expect(currentGroup(images).map((i) => i.id)).toEqual(range(1, 50).map((i) => i.id));
    expect(images.decisions[3]).toBe('IDENTICAL');
    expect(images.decisions[999]).toBeUndefined();
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
});
