import { IMAGE_LOAD_TIMEOUT_MS, type Image } from '@sightings/domain-model';
import type { PictureSrc } from '@sightings/ui';
import { proxy } from 'valtio';
import { api } from '../api';

/**
 * A sighting's two pictures as object URLs: `undefined` while being fetched, `null` when the
 * server has none, or the fetch failed or gave up.
 */
export interface Pictures {
  original: PictureSrc;
  found: PictureSrc;
  /** The review screens' Online picture (fetched through the server), when asked for. */
  online?: PictureSrc;
}

const THUMBNAIL_WIDTH = 480;

/** What each sighting shows now; each side fills in as it arrives. */
export const pictures = proxy<Record<number, Pictures>>({});

/** The object URLs made, to free them. */
const urls = new Map<number, string[]>();

async function objectUrl(load: (signal: AbortSignal) => Promise<Blob>): Promise<string | null> {
  try {
    // A picture that never answers must not hold one of the browser's few connections to the
    // server for ever: after the cap it is given up (the grid shows it as failed by then).
    return URL.createObjectURL(await load(AbortSignal.timeout(IMAGE_LOAD_TIMEOUT_MS)));
  } catch {
    return null;
  }
}

/**
 * At most this many picture fetches under way at once; the others wait their turn in the order
 * asked (the group on screen first). Starting all of a page's 200 fetches at once cost about a
 * third of a second of script (1 to 1.5 ms a call on two cores) in the task that first shows
 * the grid, before the first pair could take the keys; in turns, each fetch starts as one ends,
 * between frames. Sixteen keeps the six connections Chromium opens to one server (HTTP/1.1)
 * busy and leaves room for pictures from the browser's cache to pass those from the server (a
 * bound of 4 or 8 held them back: the group settled later). Starting them a dozen a task after
 * each frame instead did not pay (docs/performance.md).
 */
const FETCHES_AT_ONCE = 16;
let fetching = 0;
/** The fetches waiting for their turn: whose picture, how to fetch it, where the answer goes. */
const waiting: {
  id: number;
  load: (signal: AbortSignal) => Promise<Blob>;
  resolve: (url: string | null) => void;
}[] = [];

/** Starts waiting fetches while fewer than `FETCHES_AT_ONCE` are under way. */
function startWaiting(): void {
  while (fetching < FETCHES_AT_ONCE && waiting.length) {
    const { id, load, resolve } = waiting.shift()!;
    // Released before its turn (the page moved on): nothing to fetch.
    if (!urls.has(id)) {
      resolve(null);
      continue;
    }
    fetching += 1;
    void objectUrl(load).then((url) => {
      fetching -= 1;
      resolve(url);
      startWaiting();
    });
  }
}

/**
 * A picture of sighting `id` as an object URL, fetched when its turn comes; null when the
 * fetch fails or gives up, or when the sighting was released before its turn.
 */
function pictureInTurn(
  id: number,
  load: (signal: AbortSignal) => Promise<Blob>,
): Promise<string | null> {
  return new Promise((resolve) => {
    waiting.push({ id, load, resolve });
    startWaiting();
  });
}

/**
 * The pictures need the Bearer token, so they are fetched as blobs and shown through object
 * URLs. Each sighting is fetched once, in the order given (the group on screen first, then the
 * next one ahead), a few at a time (`FETCHES_AT_ONCE`); each picture shows within a tenth of a
 * second of its arrival (showArrived). `release` frees them, and drops those still waiting.
 */
export function fetchPictures(
  images: readonly Image[],
  { online = false }: { online?: boolean } = {},
): void {
  for (const image of images) {
    const known = pictures[image.id];
    if (known) {
      // Fetched before without the online picture (the Images page): add it.
      if (online && !('online' in known)) fetchOnline(image, known);
      continue;
    }
    const { id } = image;
    const entry: Pictures = {
      original: image.hasOriginal ? undefined : null,
      found: image.downloaded ? undefined : null,
      ...(online ? { online: image.imageUrl ? undefined : null } : {}),
    };
    pictures[id] = entry;
    urls.set(id, []);
    const fill = (side: keyof Pictures, url: string | null) => fillPicture(id, side, url);
    if (image.hasOriginal) {
      void pictureInTurn(id, (signal) =>
        api.images.fetchOriginalImage(id, THUMBNAIL_WIDTH, { signal }),
      ).then((url) => fill('original', url));
    }
    if (image.downloaded) {
      void pictureInTurn(id, (signal) =>
        api.images.fetchDownloadedImage(id, THUMBNAIL_WIDTH, { signal }),
      ).then((url) => fill('found', url));
    }
    if (online) fetchOnline(image, entry);
  }
}

/** The online picture of a sighting, into its entry (null without an image URL or on failure). */
function fetchOnline(image: Image, entry: Pictures): void {
  const { id } = image;
  if (!image.imageUrl) {
    entry.online = null;
    return;
  }
  entry.online = undefined;
  void pictureInTurn(id, (signal) =>
    api.images.fetchOnlineImage(id, THUMBNAIL_WIDTH, { signal }),
  ).then((url) => fillPicture(id, 'online', url));
}

/** One picture of a sighting has arrived (or failed: null); freed at once if released meanwhile. */
function fillPicture(id: number, side: keyof Pictures, url: string | null): void {
  const made = urls.get(id);
  if (!made) {
    // Released while on its way.
    if (url) URL.revokeObjectURL(url);
    return;
  }
  if (url) made.push(url);
  arrived.push({ id, side, url });
  flushTimer ??= setTimeout(showArrived, ARRIVAL_BATCH_MS);
}

/**
 * Pictures arrive one by one over a second or so; each change of `pictures` renders the screens
 * that show them (a review table of 50 rows). The arrivals of a short while are shown at once.
 */
const ARRIVAL_BATCH_MS = 100;
const arrived: { id: number; side: keyof Pictures; url: string | null }[] = [];
let flushTimer: ReturnType<typeof setTimeout> | undefined;

function showArrived(): void {
  flushTimer = undefined;
  for (const { id, side, url } of arrived.splice(0)) {
    const current = pictures[id];
    if (current && urls.has(id)) current[side] = url;
  }
}

/** Frees the pictures of sightings that left the page. */
export function release(ids: Iterable<number>): void {
  for (const id of ids) {
    for (const url of urls.get(id) ?? []) URL.revokeObjectURL(url);
    urls.delete(id);
    delete pictures[id];
  }
}
