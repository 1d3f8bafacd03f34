import {
  IMAGES_BATCH_SIZE,
  IMAGES_GROUP_SIZE,
  shouldFetchNextBatch,
  type GroupPair,
  type Image,
  type PairLoadState,
  type PairMark,
} from '@sightings/domain-model';
import { proxy } from 'valtio';
import { api, storage } from '../api';

/**
 * The Images page's state. The reserved images form a queue; the page shows the first 50 as the
 * current group. Decisions are mirrored into browser storage (`updateImagesDataStatus`) on
 * every change, so a reload or a lost connection loses no mark; they are restored for the
 * images still leased to the user.
 */
export interface ImagesState {
  status: 'loading' | 'ready' | 'empty' | 'error';
  error: string | null;
  /** Reserved images not yet saved, in order; the first group of 50 is on screen. */
  queue: Image[];
  decisions: Record<number, PairMark | undefined>;
  loads: Record<number, PairLoadState | undefined>;
  /** Groups saved since the last batch was fetched. */
  groupsUsed: number;
  step: 'select' | 'unmarked';
  saving: boolean;
}

export const images = proxy<ImagesState>({
  status: 'loading',
  error: null,
  queue: [],
  decisions: {},
  loads: {},
  groupsUsed: 0,
  step: 'select',
  saving: false,
});

export function currentGroup<T extends Image>(state: { queue: readonly T[] }): readonly T[] {
  return state.queue.slice(0, IMAGES_GROUP_SIZE);
}

export function groupPairs(state: Readonly<ImagesState>): GroupPair[] {
  return currentGroup(state).map((image) => ({
    id: image.id,
    decision: state.decisions[image.id],
    load: state.loads[image.id] ?? 'loading',
  }));
}

function persistDecisions() {
  const entries = Object.entries(images.decisions)
    .filter((entry): entry is [string, PairMark] => entry[1] !== undefined)
    .map(([id, status]) => ({ id: Number(id), status }));
  if (entries.length) storage.setUpdateImagesDataStatus(entries);
  else storage.clearUpdateImagesDataStatus();
}

export function decide(ids: readonly number[], decision: PairMark | null) {
  for (const id of ids) images.decisions[id] = decision ?? undefined;
  persistDecisions();
}

export function setLoadState(id: number, state: PairLoadState) {
  images.loads[id] = state;
}

let inFlight: Promise<void> | null = null;

/**
 * Reserves images (the user's own live leases come back first) and restores stored marks. A
 * call while another is under way (the batch fetched ahead has not arrived when the last group
 * is saved) waits for that one instead of asking again.
 */
export function loadBatch(): Promise<void> {
  inFlight ??= reserveBatch().finally(() => {
    inFlight = null;
  });
  return inFlight;
}

/**
 * Images saved (or dropped) on this page. A batch asked for ahead can arrive after the group on
 * screen was saved, still listing it among the user's leases: it must not come back.
 */
const finished = new Set<number>();

async function reserveBatch(): Promise<void> {
  const reserved = await api.images.reservePending(IMAGES_BATCH_SIZE);
  const known = new Set(images.queue.map((image) => image.id));
  images.queue.push(...reserved.filter((image) => !known.has(image.id) && !finished.has(image.id)));
  const stored = storage.getUpdateImagesDataStatus();
  const leased = new Set(images.queue.map((image) => image.id));
  for (const { id, status } of stored) {
    if (leased.has(id) && (status === 'IDENTICAL' || status === 'NOT_IDENTICAL')) {
      images.decisions[id] ??= status;
    }
  }
  images.groupsUsed = 0;
  images.status = images.queue.length ? 'ready' : 'empty';
}

export async function start(): Promise<void> {
  images.status = 'loading';
  images.error = null;
  images.queue = [];
  images.decisions = {};
  images.loads = {};
  images.step = 'select';
  try {
    await loadBatch();
  } catch (error) {
    images.status = 'error';
    images.error = error instanceof Error ? error.message : String(error);
  }
}

/**
 * The server refused images no longer reserved for the user (409 naming them): they leave the
 * queue and their marks leave storage, since they can never be saved by this user. The other
 * marks stay, so SAVE can be pressed again; the group fills up from the reserved queue.
 */
export function dropLost(ids: readonly number[]): void {
  for (const id of ids) finished.add(id);
  const lost = new Set(ids);
  images.queue = images.queue.filter((image) => !lost.has(image.id));
  for (const id of ids) {
    delete images.decisions[id];
    delete images.loads[id];
  }
  persistDecisions();
  images.step = 'select';
  if (images.queue.length === 0) images.status = 'empty';
}

/**
 * The current group was saved: it leaves the queue and its marks leave storage; the next
 * group shows. Once 4 groups of the batch are used the next batch is fetched.
 */
export async function groupSaved(ids: readonly number[]): Promise<void> {
  for (const id of ids) finished.add(id);
  const done = new Set(ids);
  images.queue = images.queue.filter((image) => !done.has(image.id));
  for (const id of ids) {
    delete images.decisions[id];
    delete images.loads[id];
  }
  persistDecisions();
  images.step = 'select';
  images.groupsUsed += 1;
  if (images.queue.length === 0) {
    images.status = 'loading';
    await loadBatch();
  } else if (
    // The group now on screen counts as used: with the 4th group of a batch on screen (or the
    // last reserved one), the next batch is fetched ahead, in the background, so the group
    // after it shows at once.
    shouldFetchNextBatch(images.groupsUsed + 1) ||
    images.queue.length <= IMAGES_GROUP_SIZE
  ) {
    loadBatch().catch(() => undefined);
  }
}
