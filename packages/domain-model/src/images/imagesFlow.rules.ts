import type { PairMark } from './imageStatus';
import { IMAGES_GROUP_SIZE, IMAGES_GROUPS_BEFORE_REFILL } from '../constants';
import { TEXTS } from '../texts';

/**
 * The Images page flow of spec 000 ("Images page flow" 1 to 5, section 9) as pure functions.
 *
 * Our reading of the spec, written down in docs/images-page.md:
 * - a group is "checked" once every pair's pictures have finished loading (loaded, or failed,
 *   or given up after the 30-second cap that starts when the group is shown): before that the
 *   operator has not seen the group, and saving is refused with 'Please check all groups of
 *   images ';
 * - pairs left unmarked are saved as OFFLINE, after the optional second step that lists them;
 * - images that failed to load and are unmarked are sent as offline ids; a pair the operator
 *   marked explicitly (one pair at a time) keeps its mark even if its image failed (the operator
 *   may have looked on the site);
 * - a bulk mark (Mark LEFT, Shift+I / Shift+N, a range of pairs) marks only pairs whose pictures
 *   are on screen: never one still loading or one whose picture failed.
 */

/** A pair's pictures: still on their way, on screen, or failed (an error, none, or the cap). */
export type PairLoadState = 'loading' | 'loaded' | 'failed';

export interface GroupPair {
  id: number;
  decision: PairMark | undefined;
  load: PairLoadState;
}

/** Splits a reserved batch into groups of 50. */
export function splitIntoGroups<T>(items: readonly T[], size: number = IMAGES_GROUP_SIZE): T[][] {
  if (!Number.isInteger(size) || size < 1)
    throw new RangeError(`group size must be a positive whole number, not ${size}`);
  const groups: T[][] = [];
  for (let i = 0; i < items.length; i += size) groups.push(items.slice(i, i + size));
  return groups;
}

/** The next batch is fetched once 4 groups of the current one have been used. */
export function shouldFetchNextBatch(
  groupsUsed: number,
  groupsBeforeRefill: number = IMAGES_GROUPS_BEFORE_REFILL,
): boolean {
  return groupsUsed >= groupsBeforeRefill;
}

/** A group is checked when no pair's pictures are still loading. */
export function isGroupChecked(pairs: readonly GroupPair[]): boolean {
  return pairs.every((pair) => pair.load !== 'loading');
}

export interface SavePayload {
  /** `PUT /assessment_image/set_multiple_images_status`. */
  statuses: { id: number; status: PairMark }[];
  /** `PUT /assessment_image/set_multiple_images_offline_status`. */
  offlineIds: number[];
}

export type SaveStep =
  /** Saving is refused: a group is not checked yet. */
  | { kind: 'refuse'; message: string }
  /**
   * Every pair the operator could judge is IDENTICAL: ask to confirm saving all as identical.
   * `failedIds`: the unmarked pairs whose picture failed, which go as OFFLINE (say how many).
   */
  | { kind: 'confirmAllIdentical'; failedIds: number[]; payload: SavePayload }
  /**
   * Some pairs whose pictures loaded are unmarked: ask, with their count (`unmarkedIds`), and
   * list exactly those in the second step. `failedIds` (unmarked, picture failed) go as OFFLINE
   * too, without being listed.
   */
  | { kind: 'confirmUnmarked'; unmarkedIds: number[]; failedIds: number[]; payload: SavePayload }
  /** Nothing to ask: save. */
  | { kind: 'save'; payload: SavePayload };

/** What saving a group sends: marked pairs with their status, the rest as offline ids. */
export function savePayload(pairs: readonly GroupPair[]): SavePayload {
  const statuses: SavePayload['statuses'] = [];
  const offlineIds: number[] = [];
  for (const pair of pairs) {
    if (pair.decision) statuses.push({ id: pair.id, status: pair.decision });
    else offlineIds.push(pair.id);
  }
  return { statuses, offlineIds };
}

const idsOf = (pairs: readonly GroupPair[]) => pairs.map((pair) => pair.id);

/** What pressing SAVE does (spec 000 "Images page flow" 1 to 4). */
export function decideSave(pairs: readonly GroupPair[]): SaveStep {
  if (!isGroupChecked(pairs)) return { kind: 'refuse', message: TEXTS.images.checkAllGroups };
  const payload = savePayload(pairs);
  const unmarked = pairs.filter((p) => !p.decision);
  // Unmarked pairs whose picture failed go as offline ids (step 4): nothing to judge, not listed.
  const failedIds = idsOf(unmarked.filter((p) => p.load === 'failed'));
  const unmarkedIds = idsOf(unmarked.filter((p) => p.load === 'loaded'));
  if (unmarkedIds.length > 0) return { kind: 'confirmUnmarked', unmarkedIds, failedIds, payload };
  if (payload.statuses.length > 0 && payload.statuses.every((s) => s.status === 'IDENTICAL')) {
    return { kind: 'confirmAllIdentical', failedIds, payload };
  }
  return { kind: 'save', payload };
}

/** The pairs a bulk mark may mark: unmarked, with their pictures on screen. */
export function markableIds(pairs: readonly GroupPair[]): number[] {
  return idsOf(pairs.filter((p) => !p.decision && p.load === 'loaded'));
}

export type BulkMarkStep =
  /** No unmarked pair has its pictures on screen: nothing to mark (`skipped` says why). */
  | { kind: 'nothing'; skipped: BulkMarkSkipped }
  /** Mark `ids`; the unmarked pairs in `skipped` stay unmarked. */
  | { kind: 'mark'; ids: number[]; decision: PairMark; skipped: BulkMarkSkipped };

/** Unmarked pairs a bulk mark leaves alone: picture failed (they go OFFLINE) or still loading. */
export interface BulkMarkSkipped {
  failedIds: number[];
  loadingIds: number[];
}

/**
 * 'Mark LEFT as IDENTICAL' / 'Mark LEFT as NOT IDENTICAL' and Shift+I / Shift+N: every unmarked
 * pair whose pictures are on screen. Pairs still loading and pairs whose picture failed stay
 * unmarked (the failed ones are saved as OFFLINE, step 4); marked pairs keep their mark.
 */
export function decideBulkMark(pairs: readonly GroupPair[], decision: PairMark): BulkMarkStep {
  const unmarked = pairs.filter((p) => !p.decision);
  const skipped: BulkMarkSkipped = {
    failedIds: idsOf(unmarked.filter((p) => p.load === 'failed')),
    loadingIds: idsOf(unmarked.filter((p) => p.load === 'loading')),
  };
  const ids = markableIds(pairs);
  return ids.length ? { kind: 'mark', ids, decision, skipped } : { kind: 'nothing', skipped };
}

/**
 * A mark on a selected range of the grid (I, N, Backspace with Shift+Arrows). One pair is an
 * explicit mark and applies whatever its pictures (the operator may have looked on the site);
 * a range of several is a bulk mark: only pairs whose pictures are on screen. Clearing (`null`)
 * applies to the whole range.
 */
export function rangeMarkIds(range: readonly GroupPair[], decision: PairMark | null): number[] {
  if (range.length === 1 || decision === null) return idsOf(range);
  return idsOf(range.filter((p) => p.load === 'loaded'));
}
