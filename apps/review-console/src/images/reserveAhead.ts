import { IMAGES_BATCH_SIZE, type ReservedImage } from '@sightings/domain-model';
import { api, storage } from '../api';

/**
 * The Images page's first batch asked for before the page mounts, for the store's `start` to
 * take. Small and apart from the store, so the router can ask while the page's code is still
 * loading (routing/router.tsx, the images route): in the initial JavaScript, it needs nothing
 * the page's chunk brings.
 */
let ahead: { token: string; askedAt: number; batch: Promise<ReservedImage[]> } | null = null;
/** How long a batch asked for ahead stays the page's to take (its leases last minutes). */
const AHEAD_FRESH_MS = 10_000;

/**
 * One batch of the Images page: 200 images, each with its similarity when the server offers
 * `pair-similarity` (the api-client asks the server's extensions first, once per session, and
 * sends the spec's call to a server without it).
 */
export function reserveBatch(): Promise<ReservedImage[]> {
  return api.images.reservePending({ limit: IMAGES_BATCH_SIZE, similarity: true });
}

/**
 * Asks for the first batch now, before the page mounts. The router calls it on the first visit
 * of /images, once the session is known and the user may open the page: at once when signed in
 * already (beside the download of the page's code), else right when the start-up check
 * (`GET /auth/me`) confirms the stored session, instead of after the page mounted. The next
 * `start` takes this batch when it was asked with the same token within `AHEAD_FRESH_MS`; if it
 * failed, `start` asks again. A 401 ends the session as any call's does. Nothing without a
 * stored token.
 */
export function reserveAhead(): void {
  const token = storage.getToken();
  if (!token) return;
  const batch = reserveBatch();
  // Not taken, or failed: `start` asks again; nothing to report here.
  batch.catch(() => undefined);
  ahead = { token, askedAt: Date.now(), batch };
}

/** The batch asked for ahead, once, if it is still fresh and for the same sign-in. */
export function takeAhead(): Promise<ReservedImage[]> | null {
  const taken = ahead;
  ahead = null;
  if (!taken || taken.token !== storage.getToken()) return null;
  if (Date.now() - taken.askedAt > AHEAD_FRESH_MS) return null;
  return taken.batch.catch(() => reserveBatch());
}
