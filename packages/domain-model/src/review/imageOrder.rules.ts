import type { ImageStatus } from '../images/imageStatus';

/**
 * The order of the review screens' image table (spec 001 §4.1): "The status list is ordered
 * identical, pending, offline, duplicate, legitimate, notPursuable, nonIdentical; within that,
 * undelivered images come first and delivered last."
 *
 * Where the spec is silent (our decisions, docs/domain-flow.md "Review screen rules"):
 * - The sort select (sort by agency, 001 §2.1) orders images of the same status and delivery
 *   by agency; it never moves an image out of its status group. Without it, and between
 *   images of the same agency, the row id (`Image.id`, ascending) decides, so the order is the
 *   same on every load and the jump target (`jumpTarget`) is stable.
 * - A status outside the seven (a newer server) goes after NOT_IDENTICAL.
 */

/** The seven image statuses in the table's order (001 §4.1). */
export const REVIEW_STATUS_ORDER = [
  'IDENTICAL',
  'PENDING',
  'OFFLINE',
  'DUPLICATE',
  'LEGITIMATE',
  'NOT_PURSUABLE',
  'NOT_IDENTICAL',
] as const satisfies readonly ImageStatus[];

/** What the order reads of an image row. */
export interface ReviewOrderImage {
  /** The sighting's row id, the last tiebreak. */
  id: number;
  status: ImageStatus;
  delivered: boolean;
  /** Read only when the agency sort is chosen. */
  agency?: string | null;
}

/** Options of the order: the sort select's agency direction, or none. */
export interface ReviewOrderOptions {
  agency?: 'asc' | 'desc' | null;
}

/** The position of a status in the table's order (0 for IDENTICAL); unknown statuses last. */
export function statusRank(status: ImageStatus): number {
  const rank = (REVIEW_STATUS_ORDER as readonly string[]).indexOf(status);
  return rank === -1 ? REVIEW_STATUS_ORDER.length : rank;
}

const byAgency = (a: string | null | undefined, b: string | null | undefined): number =>
  (a ?? '').localeCompare(b ?? '', 'en', { sensitivity: 'base', numeric: true });

/**
 * The table's comparator (001 §4.1): status in the order above, then undelivered before
 * delivered, then (when chosen) agency, then the row id.
 */
export function compareReviewImages(
  a: ReviewOrderImage,
  b: ReviewOrderImage,
  options: ReviewOrderOptions = {},
): number {
  const byStatus = statusRank(a.status) - statusRank(b.status);
  if (byStatus !== 0) return byStatus;
  if (a.delivered !== b.delivered) return a.delivered ? 1 : -1;
  if (options.agency) {
    const agency = byAgency(a.agency, b.agency);
    if (agency !== 0) return options.agency === 'asc' ? agency : -agency;
  }
  return a.id - b.id;
}

/** The images in the table's order (001 §4.1), as a new array; the input is left as it is. */
export function sortReviewImages<T extends ReviewOrderImage>(
  images: readonly T[],
  options: ReviewOrderOptions = {},
): T[] {
  return [...images].sort((a, b) => compareReviewImages(a, b, options));
}
