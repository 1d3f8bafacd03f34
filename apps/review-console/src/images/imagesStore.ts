import {
  IMAGES_GROUP_SIZE,
  shouldFetchNextBatch,
  type AcceptedMark,
  type GroupPair,
  type Image,
  type PairLoadState,
  type PairMark,
  type PairSimilarity,
  type PictureLoads,
  type ReservedImage,
  type SavePayload,
  type SuggestionPair,
} from '@sightings/domain-model';
import { isApiError } from '@sightings/api-client';
import { proxy } from 'valtio';
import { api, storage } from '../api';
import { createLeasedQueue, type LeasedQueueState } from '../queue/leasedQueue';
import { release } from './pictures';
import { reserveBatch, takeAhead } from './reserveAhead';

/**
 * The Images page's state. The reserved images form a queue; the page shows the first 50 as the
 * current group. Decisions are mirrored into browser storage (`updateImagesDataStatus`) on
 * every change, so a reload or a lost connection loses no mark; they are restored for the
 * images still leased to the user.
 */
export interface ImagesState extends LeasedQueueState<Image> {
  decisions: Record<number, PairMark | undefined>;
  loads: Record<number, PairLoadState | undefined>;
  /** How each pair's two pictures ended, as the grid reported it with `loads`. */
  pictureLoads: Record<number, PictureLoads | undefined>;
  /**
   * Each image's `similarity` (extension `pair-similarity`) from the latest reservation that
   * answered it (null: not fingerprinted yet); absent when the server sent none. A later batch
   * answers the user's own leases again, so a pair's suggestion may arrive after it showed.
   */
  similarity: Record<number, PairSimilarity | null | undefined>;
  /** Groups saved since the last batch was fetched. */
  groupsUsed: number;
  /**
   * 'select': the group; 'unmarked': the optional second step, listing `secondStep` (the pairs
   * the confirmation counted, fixed when it was accepted: marking one there keeps it listed).
   */
  step: 'select' | 'unmarked';
  secondStep: number[];
  saving: boolean;
}

export const images = proxy<ImagesState>({
  status: 'loading',
  error: null,
  queue: [],
  decisions: {},
  loads: {},
  pictureLoads: {},
  similarity: {},
  groupsUsed: 0,
  step: 'select',
  secondStep: [],
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

export function setLoadState(id: number, state: PairLoadState, pictures?: PictureLoads) {
  images.loads[id] = state;
  if (pictures) images.pictureLoads[id] = pictures;
}

/** The current group's pairs with their similarity, for the suggestion rules. */
export function groupSuggestionPairs(state: Readonly<ImagesState>): SuggestionPair[] {
  return currentGroup(state).map((image) => ({
    id: image.id,
    similarity: state.similarity[image.id],
  }));
}

/** Marks set one by one (accepted suggestions: each pair its own mark), stored once. */
export function decideEach(marks: readonly AcceptedMark[]) {
  for (const { id, mark } of marks) images.decisions[id] = mark;
  persistDecisions();
}

/** Keeps the similarity each image of a reservation's answer carries. */
function rememberSimilarity(batch: readonly ReservedImage[]) {
  for (const image of batch) {
    if (image.similarity !== undefined) images.similarity[image.id] = image.similarity;
  }
}

/** Restores the stored marks of the images still leased to the user. */
function restoreStoredMarks() {
  const leased = new Set(images.queue.map((image) => image.id));
  for (const { id, status } of storage.getUpdateImagesDataStatus()) {
    if (leased.has(id) && (status === 'IDENTICAL' || status === 'NOT_IDENTICAL')) {
      images.decisions[id] ??= status;
    }
  }
}

/**
 * The leased queue (`createLeasedQueue`): 200 at a time; the user's own live leases come back
 * first, with their stored marks. The first batch may have been asked for ahead. Each batch is
 * asked with the pairs' similarity, which the api-client sends only to a server offering
 * `pair-similarity`; what the answer carries is kept in `similarity`.
 */
const leased = createLeasedQueue(images, {
  reserve: async () => {
    const batch = await (takeAhead() ?? reserveBatch());
    rememberSimilarity(batch);
    return batch;
  },
  onReserved: () => {
    restoreStoredMarks();
    images.groupsUsed = 0;
  },
});

/** Reserves images; a call while another is under way waits for that one. */
export const loadBatch = (): Promise<void> => leased.refill();

export async function start(): Promise<void> {
  images.decisions = {};
  images.loads = {};
  images.pictureLoads = {};
  images.similarity = {};
  images.step = 'select';
  images.secondStep = [];
  await leased.start();
}

/** Images leave the queue for good; their marks and load states go with them. */
function leave(ids: readonly number[]) {
  leased.finish(ids);
  for (const id of ids) {
    delete images.decisions[id];
    delete images.loads[id];
    delete images.pictureLoads[id];
    delete images.similarity[id];
  }
  persistDecisions();
  images.step = 'select';
  images.secondStep = [];
}

/**
 * The server refused images no longer reserved for the user (409 naming them): they leave the
 * queue and their marks leave storage, since they can never be saved by this user. The other
 * marks stay, so SAVE can be pressed again; the group fills up from the reserved queue.
 */
export function dropLost(ids: readonly number[]): void {
  leave(ids);
  if (images.queue.length === 0) images.status = 'empty';
}

/**
 * The current group was saved: it leaves the queue and its marks leave storage; the next
 * group shows. Once 4 groups of the batch are used the next batch is fetched.
 */
export async function groupSaved(ids: readonly number[]): Promise<void> {
  leave(ids);
  images.groupsUsed += 1;
  if (images.queue.length === 0) {
    await leased.whenEmptied();
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

/** What a save came to, for the page to say so. */
export type SaveOutcome =
  /** A save is under way: nothing was sent. */
  | { kind: 'busy' }
  /** Saved: the pairs left the queue with their marks; the next group shows. */
  | { kind: 'saved'; ids: number[] }
  /**
   * Refused: the marks stay on screen and in storage, so SAVE again retries. `lost` are the
   * pairs whose reservation ended (a 409 naming them): they left the group for good.
   */
  | { kind: 'failed'; message: string; lost: readonly number[] };

export interface SaveOptions {
  /**
   * Wraps what the page shows as busy (the page loading overlay): the save calls, and the new
   * start when every pair of the queue was lost. Default: nothing shown.
   */
  busy?: <T>(work: Promise<T>) => Promise<T>;
}

/** The two save calls of a payload: the marks, then the pairs that go OFFLINE. */
async function send(payload: SavePayload): Promise<void> {
  if (payload.statuses.length) await api.images.setStatuses(payload.statuses);
  if (payload.offlineIds.length) await api.images.setOffline(payload.offlineIds);
}

/**
 * SAVE (CONFIRM in the second step): sends the payload and moves on by the answer. Saved: the
 * pairs' pictures are released and the group leaves (`groupSaved`). Refused with a 409 naming
 * pairs: those leave (`dropLost`), and with none left the queue starts again. Resolves with the
 * outcome once the server answered and the group on screen changed; `saving` stays true until a
 * reservation that follows a saved group (the queue ran out) has ended.
 */
export async function saveGroup(
  payload: SavePayload,
  { busy = (work) => work }: SaveOptions = {},
): Promise<SaveOutcome> {
  if (images.saving) return { kind: 'busy' };
  const ids = [...payload.statuses.map((s) => s.id), ...payload.offlineIds];
  images.saving = true;
  let after: Promise<void> = Promise.resolve();
  try {
    await busy(send(payload));
    release(ids);
    after = groupSaved(ids);
    return { kind: 'saved', ids };
  } catch (error) {
    const lost = isApiError(error) && error.status === 409 ? (error.ids ?? []) : [];
    if (lost.length) {
      release(lost);
      dropLost(lost);
      if (images.queue.length === 0) void busy(start());
    }
    return {
      kind: 'failed',
      message: error instanceof Error ? error.message : String(error),
      lost,
    };
  } finally {
    const done = () => {
      images.saving = false;
    };
    void after.then(done, done);
  }
}

/** The confirmation was accepted: the second step lists `ids` (the pairs it counted). */
export function showSecondStep(ids: readonly number[]): void {
  images.secondStep = [...ids];
  images.step = 'unmarked';
}

/** 'Previous step': back to the whole group. */
export function backToGroup(): void {
  images.step = 'select';
  images.secondStep = [];
}
