import { afterEach, describe, expect, it, vi } from 'vitest';
import { subscribe } from 'valtio';
import { api } from '../api';
import { image } from '../testing/fixtures';
import { fetchPictures, pictures, release } from './pictures';

/*
 * The pictures of a screen arrive one by one. Every change of `pictures` renders the screens that
 * show them (a review table of 50 rows with its selects took seconds when each of its 150
 * pictures rendered it again), so the arrivals of a moment are shown together.
 */

const blob = () => new Blob(['x'], { type: 'image/png' });

/** Answers each picture call in a task of its own, one after another (as the network does). */
function answerOneByOne() {
  let queue = Promise.resolve();
  const later = () => {
    queue = queue.then(() => new Promise((resolve) => setTimeout(resolve, 0)));
    return queue.then(blob);
  };
  vi.spyOn(api.images, 'fetchOriginalImage').mockImplementation(later);
  vi.spyOn(api.images, 'fetchDownloadedImage').mockImplementation(later);
  vi.spyOn(api.images, 'fetchOnlineImage').mockImplementation(later);
}

const ids = Array.from({ length: 20 }, (_, index) => 9000 + index);

afterEach(() => {
  release(ids);
  vi.restoreAllMocks();
});

describe('pictures', () => {
  it('shows the pictures that arrive within a moment in one change, not one change each', async () => {
    answerOneByOne();
    let changes = 0;
    const unsubscribe = subscribe(pictures, () => (changes += 1));
    fetchPictures(
      ids.map((id) =>
        image(id, { hasOriginal: true, downloaded: true, imageUrl: 'https://example.com/a.jpg' }),
      ),
      { online: true },
    );
    await vi.waitFor(() =>
      expect(
        ids.every((id) => pictures[id]?.original && pictures[id]?.found && pictures[id]?.online),
      ).toBe(true),
    );
    unsubscribe();
    // 60 pictures: the first change puts the 20 entries on screen (loading), then a few batches.
    expect(changes).toBeLessThan(10);
    expect(pictures[ids[0]!]!.original).toMatch(/^blob:/);
  });

  it('a picture that arrives after its sighting left the page is freed, not shown', async () => {
    answerOneByOne();
    const revoke = vi.spyOn(URL, 'revokeObjectURL');
    fetchPictures([image(ids[0]!, { hasOriginal: true, downloaded: false })]);
    release([ids[0]!]);
    await vi.waitFor(() => expect(revoke).toHaveBeenCalled());
    expect(pictures[ids[0]!]).toBeUndefined();
  });

  it('fetches sixteen pictures at a time, in the order asked, and none of a sighting released before its turn', async () => {
    const answers: (() => void)[] = [];
    const asked: number[] = [];
    const held = (id: number) => {
      asked.push(id);
      return new Promise<Blob>((resolve) => answers.push(() => resolve(blob())));
    };
    vi.spyOn(api.images, 'fetchOriginalImage').mockImplementation(held);
    vi.spyOn(api.images, 'fetchDownloadedImage').mockImplementation(held);
    fetchPictures(ids.map((id) => image(id, { hasOriginal: true, downloaded: false })));
    expect(asked).toEqual(ids.slice(0, 16));
    // The 18th leaves the page before its turn: it is never fetched.
    release([ids[17]!]);
    answers.shift()!();
    await vi.waitFor(() => expect(asked).toEqual(ids.slice(0, 17)));
    answers.splice(0).forEach((answer) => answer());
    await vi.waitFor(() => expect(asked).toEqual([...ids.slice(0, 17), ...ids.slice(18)]));
    answers.splice(0).forEach((answer) => answer());
    await vi.waitFor(() => expect(ids.filter((id) => pictures[id]?.original)).toHaveLength(19));
    expect(pictures[ids[17]!]).toBeUndefined();
  });
});
