import { api } from '../api';

/** Object URLs of a sighting's two pictures; null when the server has none. */
export interface Pictures {
  original: string | null;
  found: string | null;
}

const THUMBNAIL_WIDTH = 480;
const cache = new Map<number, Promise<Pictures>>();

async function objectUrl(load: () => Promise<Blob>): Promise<string | null> {
  try {
    return URL.createObjectURL(await load());
  } catch {
    return null;
  }
}

/**
 * The pictures need the Bearer token, so they are fetched as blobs and shown through object
 * URLs. Each sighting is fetched once (the next group is prefetched); `release` frees them.
 */
export function picturesOf(
  id: number,
  hasOriginal: boolean,
  downloaded: boolean,
): Promise<Pictures> {
  let entry = cache.get(id);
  if (!entry) {
    entry = Promise.all([
      hasOriginal ? objectUrl(() => api.images.fetchOriginalImage(id, THUMBNAIL_WIDTH)) : null,
      downloaded ? objectUrl(() => api.images.fetchDownloadedImage(id, THUMBNAIL_WIDTH)) : null,
    ]).then(([original, found]) => ({ original, found }));
    cache.set(id, entry);
  }
  return entry;
}

export function release(ids: Iterable<number>) {
  for (const id of ids) {
    const entry = cache.get(id);
    cache.delete(id);
    void entry?.then(({ original, found }) => {
      if (original) URL.revokeObjectURL(original);
      if (found) URL.revokeObjectURL(found);
    });
  }
}
