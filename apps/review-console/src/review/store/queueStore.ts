import { ApiError, isApiError } from '@sightings/api-client';
import {
  decideNamedAnswer,
  decideNamedDomainRefusal,
  nextUnskipped,
  pushHistory,
  reportToDownloadAgain,
  REVIEW_RESERVE_LIMIT_MAX,
  reservationRequest,
  showsReadOnly,
  type LegalCase,
  type ReviewDomain,
  type ReviewScreen,
} from '@sightings/domain-model';
import { api, storage } from '../../api';
import { createLeasedQueue } from '../../queue/leasedQueue';
import { hasExtension } from '../../session/capabilities';
import {
  currentDomain,
  currentScreen,
  messageOf,
  reviewQueue,
  type ReadOnlyDomain,
} from './domainState';
import type { ReviewScreenSpec } from '../screens';
import { clearDraft, forgetDraft, openDraft } from './draftStore';
import { clearImages, forgetAllChanges, loadDomainImages, reviewImages } from './imagesStore';

/**
 * The review screens' queue (spec 001 §4.4): the shared leased queue in its single-item mode.
 * Next skips the domain on screen and those left by Next (the server answers a free domain
 * first; with `review-queues` the user's own live leases first, so Next asks for one more);
 * Previous reserves the last of those again by name; a delivered domain named in the address
 * shows read-only.
 */

/** The domain shown: its images, sightings and form (kept edits first). */
async function showDomain(domain: ReviewDomain): Promise<void> {
  clearImages();
  openDraft(domain);
  await loadDomainImages(domain);
}

const leased = createLeasedQueue(reviewQueue, {
  // Single-item mode: each reservation goes through `open` (no batch `reserve`).
  onReserved: () => showDomain(reviewQueue.queue[0]!),
  keepReserved: (ids) => api.domains.keepReserved(ids),
  // A lost lease: the domain stays on screen with the notice; nothing of it can be sent.
  dropLost: false,
});

export type ReserveOutcome =
  | { kind: 'shown' }
  | { kind: 'empty' }
  | { kind: 'readOnly' }
  | { kind: 'failed'; message: string };

async function loadReference(): Promise<void> {
  if (reviewQueue.reference) return;
  const [countries, languages, reasons] = await Promise.all([
    api.reference.countries(),
    api.reference.languages(),
    api.reference.nonCommercialReasons(),
  ]);
  reviewQueue.reference = { countries, languages, reasons };
}

/**
 * The domain named in the address was refused: a delivered one is read by id and shown
 * read-only (domain-model's `decideNamedDomainRefusal`, `showsReadOnly`); null otherwise. Its
 * recorded legal case is read only from a server offering `legal-case-records`.
 */
async function readOnlyView(refusal: unknown): Promise<ReadOnlyDomain | null> {
  const step = decideNamedDomainRefusal(isApiError(refusal) ? refusal : {});
  if (step.kind !== 'readDomain') return null;
  let domain: ReviewDomain;
  try {
    domain = await api.review.domain(step.domainId);
  } catch {
    return null;
  }
  if (!showsReadOnly(domain.domainFlowStatus)) return null;
  let legalCase: LegalCase | null = null;
  let legalCaseError: string | null = null;
  if (await hasExtension('legal-case-records')) {
    try {
      legalCase = reportToDownloadAgain(await api.review.legalCases(domain.id));
    } catch (error) {
      legalCaseError = messageOf(error);
    }
  }
  return { domain, legalCase, legalCaseError };
}

/** What the queue says after a reservation, for the screen's toasts. */
function outcome(): ReserveOutcome {
  if (reviewQueue.readOnly) return { kind: 'readOnly' };
  if (reviewQueue.status === 'error') return { kind: 'failed', message: reviewQueue.error ?? '' };
  return reviewQueue.status === 'empty' ? { kind: 'empty' } : { kind: 'shown' };
}

/**
 * A domain answered by name in a status the screen does not work on (the spec's
 * `reserve_pending_review_domain` serves every screen): refused as the server's 409 would be.
 */
async function reserveNamedFor(screen: ReviewScreenSpec, domainName: string) {
  const [domain] = await screen.reserveNamed(domainName);
  if (!domain) return null;
  const step = decideNamedAnswer(screen.id, domain);
  if (step.kind === 'show') return domain;
  throw new ApiError(step.message, {
    status: 409,
    errorDefinition: 'CONFLICT',
    ids: [step.domainId],
  });
}

/**
 * Reserves the next domain of the screen's queue (or the one named) and shows it; the domain
 * on screen and those left by Next are skipped (domain-model's `reservationRequest`: the spec's
 * `limit=1`, whose answer is a free domain first, or with `review-queues` `resume=true` and one
 * more than the skipped ones).
 */
export async function reserveNext(domainName?: string): Promise<ReserveOutcome> {
  reviewQueue.readOnly = null;
  const screen = currentScreen();
  const skip = new Set([...reviewQueue.history, ...(currentDomain() ? [currentDomain()!.id] : [])]);
  await leased.open(async () => {
    await loadReference();
    if (!domainName) {
      const request = reservationRequest({
        skipping: skip.size,
        queuesExtension: await hasExtension('review-queues'),
        maxLimit: REVIEW_RESERVE_LIMIT_MAX,
      });
      return nextUnskipped(await screen.reserveNext(request), skip);
    }
    try {
      return await reserveNamedFor(screen, domainName);
    } catch (error) {
      // Set before the queue says 'empty': the page shows the view, not the empty text.
      reviewQueue.readOnly = await readOnlyView(error);
      if (reviewQueue.readOnly) return null;
      throw error;
    }
  });
  if (reviewQueue.status !== 'ready') {
    clearImages();
    clearDraft();
  }
  return outcome();
}

/**
 * The screen opens (or comes back after a sign-in): the user's own lease first, the current
 * domain of the store included (it is no domain left by Next), then the queue.
 */
export function openScreen(screen: ReviewScreen, domainName?: string): Promise<ReserveOutcome> {
  reviewQueue.screen = screen;
  reviewQueue.history = [];
  reviewQueue.queue = [];
  reviewImages.agencyOrder = 'asc';
  reviewImages.withoutImageUrl = false;
  clearImages();
  clearDraft();
  return reserveNext(domainName);
}

/** Saved or left: the domain's stored status changes and kept form go. */
export function forgetStoredWork(): void {
  forgetAllChanges();
  forgetDraft();
}

/** Next: the current domain goes onto the history, the next one shows (001 §4.4). */
export async function goNext(): Promise<ReserveOutcome> {
  reviewQueue.history = pushHistory(reviewQueue.history, currentDomain()?.id ?? null);
  forgetStoredWork();
  return reserveNext();
}

/** Previous: the last domain of the history, reserved again by name (001 §4.4). */
export async function goPrevious(domainId: number, history: number[]): Promise<ReserveOutcome> {
  reviewQueue.history = history;
  forgetStoredWork();
  try {
    const domain = await api.review.domain(domainId);
    return await reserveNext(domain.domain);
  } catch (error) {
    reviewQueue.status = 'error';
    reviewQueue.error = messageOf(error);
    return { kind: 'failed', message: messageOf(error) };
  }
}

/** keep_reserved on the domain held: it is returned when its lease was lost. */
export const keepAlive = (): Promise<ReviewDomain[]> => leased.keepAlive();

/** After an action that leaves the domain: forget its stored changes. */
export function leftDomain(): void {
  forgetStoredWork();
  storage.clearQcData();
}
