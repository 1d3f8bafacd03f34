import type { PairMark } from './imageStatus';
import { IMAGES_GROUP_SIZE, IMAGES_GROUPS_BEFORE_REFILL } from '../constants';
import { TEXTS } from '../texts';

/**
 * The Images page flow of spec 000 ("Images page flow" 1 to 5, section 9) as pure functions.
 *
 * Our reading of the spec, written down in docs/images-page.md:
 * - a group is "checked" once every pair's found image has finished loading (loaded, or failed,
 *   or given up after the 30-second cap): before that the operator has not seen the group, and
 *   saving is refused with 'Please check all groups of images ';
 * - pairs left unmarked are saved as OFFLINE, after the optional second step that lists them;
 * - images that failed to load and are unmarked are sent as offline ids; a pair the operator
 *   marked explicitly keeps its mark even if its image failed (the operator may have looked on
 *   the site).
 */

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

/** A group is checked when no found image is still loading. */
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
  /** Every pair is identical: ask to confirm saving all as identical. */
  | { kind: 'confirmAllIdentical'; payload: SavePayload }
  /** Some pairs are unmarked: ask, with their count, and list them in the second step. */
  | { kind: 'confirmUnmarked'; unmarkedIds: number[]; payload: SavePayload }
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

/** What pressing SAVE does (spec 000 "Images page flow" 1 to 4). */
export function decideSave(pairs: readonly GroupPair[]): SaveStep {
  if (!isGroupChecked(pairs)) return { kind: 'refuse', message: TEXTS.images.checkAllGroups };
  const payload = savePayload(pairs);
  // Unmarked pairs whose image failed to load go as offline without asking: nothing to judge.
  const unmarkedIds = pairs.filter((p) => !p.decision && p.load === 'loaded').map((p) => p.id);
  if (unmarkedIds.length > 0) return { kind: 'confirmUnmarked', unmarkedIds, payload };
  if (pairs.length > 0 && pairs.every((p) => p.decision === 'IDENTICAL')) {
    return { kind: 'confirmAllIdentical', payload };
  }
  return { kind: 'save', payload };
}

/** 'Mark LEFT as IDENTICAL' / 'Mark LEFT as NOT IDENTICAL': the ids of the pairs still unmarked. */
export function unmarkedIds(pairs: readonly GroupPair[]): number[] {
  return pairs.filter((p) => !p.decision).map((p) => p.id);
}
