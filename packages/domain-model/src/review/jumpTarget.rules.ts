import {
  REVIEW_TABLE_PAGE_SIZE,
  SIGHTINGS_JUMP_RETRY_MS,
  SIGHTINGS_JUMP_STOP_MS,
} from '../constants';
import type { ImageStatus } from '../images/imageStatus';
import {
  REVIEW_STATUS_ORDER,
  sortReviewImages,
  type ReviewOrderImage,
  type ReviewOrderOptions,
} from './imageOrder.rules';

/**
 * The sightings summary's jump (spec 001 §2.1, §9): "Clicking a status jumps to the page that
 * holds the first image of that status and scrolls to it. The jump retries every 3 seconds and
 * stops after 9 seconds."
 *
 * Our decisions (docs/domain-flow.md "Review screen rules"):
 * - "First" is in the table's order (`sortReviewImages`, 001 §4.1, with the sort select's
 *   agency direction when chosen) over the rows the table holds (after its filters), 50 rows a
 *   page; pages are zero-based as the API's.
 * - The scroll is tried at once, then again 3, 6 and 9 seconds after the click while the row is
 *   not on screen yet (the page is still loading); after the try at 9 seconds it stops.
 */

export type JumpTarget = { kind: 'found'; page: number; imageId: number } | { kind: 'none' };

export interface JumpOptions extends ReviewOrderOptions {
  pageSize?: number;
}

/** The page (zero-based) and the row id of the first image of `status`, or none. */
export function jumpTarget(
  images: readonly ReviewOrderImage[],
  status: ImageStatus,
  { pageSize = REVIEW_TABLE_PAGE_SIZE, ...order }: JumpOptions = {},
): JumpTarget {
  if (!Number.isInteger(pageSize) || pageSize < 1)
    throw new RangeError(`page size must be a positive whole number, not ${pageSize}`);
  const sorted = sortReviewImages(images, order);
  const index = sorted.findIndex((image) => image.status === status);
  if (index === -1) return { kind: 'none' };
  return { kind: 'found', page: Math.floor(index / pageSize), imageId: sorted[index]!.id };
}

export type ServerJumpPage = { kind: 'page'; page: number } | { kind: 'none' };

/**
 * Final review holds one server page of the domain's images (001 §2.4): the first image of
 * `status` sits after the images of the statuses before it in the table order, so its page
 * (zero-based) follows from the domain's counts per status (`status_counts`), with no filter set.
 */
export function serverJumpPage(
  counts: Readonly<Partial<Record<ImageStatus, number>>>,
  status: ImageStatus,
  pageSize: number = REVIEW_TABLE_PAGE_SIZE,
): ServerJumpPage {
  if (!Number.isInteger(pageSize) || pageSize < 1)
    throw new RangeError(`page size must be a positive whole number, not ${pageSize}`);
  if (!counts[status]) return { kind: 'none' };
  let before = 0;
  for (const other of REVIEW_STATUS_ORDER) {
    if (other === status) break;
    before += counts[other] ?? 0;
  }
  return { kind: 'page', page: Math.floor(before / pageSize) };
}

export type JumpRetry = { kind: 'retry'; delayMs: number } | { kind: 'stop' };

/**
 * After a try that did not find the row on screen, `elapsedMs` after the click: when to try
 * again (on the next multiple of 3 seconds), or stop once the try at 9 seconds has been made.
 */
export function jumpRetry(
  elapsedMs: number,
  retryMs: number = SIGHTINGS_JUMP_RETRY_MS,
  stopMs: number = SIGHTINGS_JUMP_STOP_MS,
): JumpRetry {
  const elapsed = Math.max(0, elapsedMs);
  if (elapsed >= stopMs) return { kind: 'stop' };
  const next = Math.min((Math.floor(elapsed / retryMs) + 1) * retryMs, stopMs);
  return { kind: 'retry', delayMs: next - elapsed };
}
