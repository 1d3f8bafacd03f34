import { toDate } from '../format/dates';
import { NOT_PURSUABLE_STATUS_LIST_REFRESH_MS, STATUS_CHANGE_RELOAD_DELAY_MS } from '../constants';
import type { ImageStatus } from '../images/imageStatus';

/**
 * Changing an image's status in the review table (spec 001 §2.2, §4.1, §7, §9):
 * - "The reviewer picks any status. It is sent at once, then the local copy updates, the row
 *   updates and the page is marked as having unsaved changes."
 * - "Delivered rows cannot be changed or ticked."
 * - "If rows are ticked, the same status is applied to all ticked rows in one bulk call; the
 *   page reloads after 3 seconds."
 * - "Choosing NOT_PURSUABLE refreshes the status list after 5 seconds and the table after 3
 *   seconds."
 * - §2.2: "A tick icon when the image was created after its last update and its status is
 *   IDENTICAL."
 *
 * Our decisions (docs/domain-flow.md "Review screen rules"):
 * - With rows ticked, the row whose select was changed is part of the bulk call even if it is
 *   not ticked itself (the operator sees that row change); delivered rows are left out of it.
 *   Once nothing undelivered is left to change, nothing is sent.
 * - The tick compares the sighting's `createdAt` with the **domain's** `updatedAt` (the last
 *   save of the domain, not the sighting's own `updatedAt`, which is never before its
 *   creation): strictly after it, and IDENTICAL. A missing or unreadable timestamp shows no
 *   tick. See `showsNewIdenticalTick`.
 */

interface StatusRow {
  id: number;
  delivered: boolean;
}

/** Whether a row's checkbox may be ticked and its status changed (001 §2.2, §4.1). */
export function canChangeStatus(row: StatusRow): boolean {
  return !row.delivered;
}

/** The body of the single image status update (001 §7: delivered, id, status). */
export interface ImageStatusUpdateBody {
  id: number;
  status: ImageStatus;
  delivered: boolean;
}

/** The timers a status change starts (001 §4.1, §9); null: none. */
export interface StatusChangeTimers {
  reloadTableAfterMs: number | null;
  refreshStatusListAfterMs: number | null;
}

export type StatusChangeStep =
  /** The row (or every row concerned) is delivered: nothing is sent. */
  | { kind: 'refused'; reason: 'delivered' }
  | { kind: 'single'; body: ImageStatusUpdateBody; timers: StatusChangeTimers }
  /** `PUT /assessment_image/update_image_batch` with `ids` and `status`. */
  | { kind: 'bulk'; ids: number[]; status: ImageStatus; timers: StatusChangeTimers };

export interface StatusChangeQuestion {
  /** The row whose status select changed. */
  row: StatusRow;
  status: ImageStatus;
  /** The ticked rows of the table. */
  ticked: readonly StatusRow[];
}

function timersFor(status: ImageStatus, bulk: boolean): StatusChangeTimers {
  if (status === 'NOT_PURSUABLE') {
    return {
      reloadTableAfterMs: STATUS_CHANGE_RELOAD_DELAY_MS,
      refreshStatusListAfterMs: NOT_PURSUABLE_STATUS_LIST_REFRESH_MS,
    };
  }
  return {
    reloadTableAfterMs: bulk ? STATUS_CHANGE_RELOAD_DELAY_MS : null,
    refreshStatusListAfterMs: null,
  };
}

/** What picking `status` on a row sends, and the timers it starts (001 §4.1). */
export function decideStatusChange({
  row,
  status,
  ticked,
}: StatusChangeQuestion): StatusChangeStep {
  if (ticked.length === 0) {
    if (!canChangeStatus(row)) return { kind: 'refused', reason: 'delivered' };
    return {
      kind: 'single',
      body: { id: row.id, status, delivered: false },
      timers: timersFor(status, false),
    };
  }
  const ids = [...new Set([row, ...ticked].filter(canChangeStatus).map((r) => r.id))].sort(
    (a, b) => a - b,
  );
  if (ids.length === 0) return { kind: 'refused', reason: 'delivered' };
  return { kind: 'bulk', ids, status, timers: timersFor(status, true) };
}

/**
 * The tick of 001 §2.2, "when the image was created after its last update and its status is
 * IDENTICAL". Our reading: "its last update" is the domain's (an image created after its own
 * last update cannot be): the tick marks an IDENTICAL sighting that is new since the domain
 * was last saved, so a reviewer sees at a glance what came in since the last review.
 */
export function showsNewIdenticalTick(image: {
  status: ImageStatus;
  /** The sighting's `createdAt`. */
  createdAt: string | Date | null | undefined;
  /** The domain's `updatedAt` (001 §3 Domain), never the sighting's own. */
  domainUpdatedAt: string | Date | null | undefined;
}): boolean {
  if (image.status !== 'IDENTICAL') return false;
  const created = toDate(image.createdAt);
  const updated = toDate(image.domainUpdatedAt);
  return created !== null && updated !== null && created.getTime() > updated.getTime();
}
