import type {
  Country,
  Language,
  LegalCase,
  NonCommercialReason,
  ReviewDomain,
  ReviewScreen,
} from '@sightings/domain-model';
import { proxy } from 'valtio';
import type { LeasedQueueState } from '../../queue/leasedQueue';
import { REVIEW_SCREENS, type ReviewScreenSpec } from '../screens';

/**
 * The review screens' queue concern (spec 001 §2.1, §4.4): the one domain the user holds (the
 * leased queue in its single-item mode), the domains left by Next, a delivered domain shown
 * read-only, and the reference lists the form offers. The other concerns live beside it:
 * `imagesStore` (the image table), `draftStore` (the form), `conversationStore`,
 * `domainActions`. docs/review-screens.md.
 */
export interface ReviewQueueState extends LeasedQueueState<ReviewDomain> {
  screen: ReviewScreen;
  /** Ids of the domains left by Next, the most recent last. */
  history: number[];
  /** A delivered domain opened by name: shown read-only (no reservation, no actions). */
  readOnly: ReadOnlyDomain | null;
  reference: { countries: Country[]; languages: Language[]; reasons: NonCommercialReason[] } | null;
}

/** A domain shown read-only: as read by id, and the legal case whose report can be had again. */
export interface ReadOnlyDomain {
  domain: ReviewDomain;
  legalCase: LegalCase | null;
  /** The legal cases could not be read: the message (the report is then not offered). */
  legalCaseError: string | null;
}

export const reviewQueue = proxy<ReviewQueueState>({
  screen: 'qualityControl',
  status: 'loading',
  error: null,
  queue: [],
  history: [],
  readOnly: null,
  reference: null,
});

/** The domain on screen (the one the user holds), or null. */
export const currentDomain = (): ReviewDomain | null => reviewQueue.queue[0] ?? null;

/** The domain as the server last answered it (after a save or an action that keeps it). */
export function replaceCurrentDomain(domain: ReviewDomain): void {
  if (reviewQueue.queue[0]?.id === domain.id) reviewQueue.queue[0] = domain;
}

/** The declaration of the screen on show. */
export const currentScreen = (): ReviewScreenSpec => REVIEW_SCREENS[reviewQueue.screen];

/** Whether the screen pages its images on the server (final review, 001 §2.4). */
export const pagedOnServer = (): boolean => currentScreen().paging === 'server';

export const messageOf = (error: unknown): string =>
  error instanceof Error ? error.message : String(error);
