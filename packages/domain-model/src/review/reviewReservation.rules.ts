import { QUALITY_CONTROL_RESERVE_LIMIT } from '../constants';
import type { DomainFlowStatus } from '../domains/domainFlowStatus';
import {
  FINAL_REVIEW_STATUSES,
  QUALITY_CONTROL_STATUSES,
  REVIEW_SCREENS,
  type ReviewScreen,
} from './domainFlow';

/**
 * How the review screens reserve their domains (spec 001 §2.3–§2.5, §4.4, §7, §9;
 * docs/review-api.md "Queues and leases", docs/review-screens.md "Reserving"):
 * - §7: `reserve_pending_quality_control?limit=1` (quality control and, §2.5, social media QC:
 *   "Reserves the next domain with the value PENDING_QUALITY_CONTROL"), `reserve_pending_review`
 *   (final review, no parameters) and `reserve_pending_review_domain?domain={domain}`, the only
 *   reservation by name.
 * - §4.4: "Next pushes the current domain id onto a history list; previous pops it."
 *
 * Our decisions where the spec is silent:
 * - The server answers the queue's free domains first, then the caller's own live leases, the
 *   least recently taken first: so the spec's `limit=1` after Next never answers the domain just
 *   left while another is free. The extension `review-queues` adds `resume=true` (the caller's
 *   own live leases first, so a reload resumes the domain on screen) with a larger `limit`.
 * - A screen never shows again a domain it is skipping (the one on screen, those left by Next):
 *   an answer holding only those is 'No domains for review'.
 * - `reserve_pending_review_domain` serves the three screens: it leases the named domain when it
 *   is in a status one of the caller's screens opens by name (`NAMED_DOMAIN_STATUSES`); a screen
 *   refuses a domain answered in a status it does not open, as the server's 409 would.
 */

/**
 * The statuses each screen opens a domain in by name: quality control's two (both QC screens),
 * and final review's (ON_HOLD and PARKED whatever the date) with NOT_PURSUABLE, so a reviewer
 * can return it for review.
 */
export const NAMED_DOMAIN_STATUSES: Record<ReviewScreen, readonly DomainFlowStatus[]> = {
  qualityControl: QUALITY_CONTROL_STATUSES,
  socialMediaQualityControl: QUALITY_CONTROL_STATUSES,
  finalReview: [...FINAL_REVIEW_STATUSES, 'NOT_PURSUABLE'],
};

/** Whether `screen` works on a domain in `status` opened by name. */
export function opensByName(screen: ReviewScreen, status: DomainFlowStatus | null): boolean {
  return status !== null && NAMED_DOMAIN_STATUSES[screen].includes(status);
}

/** The statuses any of these screens opens by name (the server's check for a caller), in order. */
export function namedStatusesOf(screens: readonly ReviewScreen[]): DomainFlowStatus[] {
  const statuses = new Set<DomainFlowStatus>();
  for (const screen of REVIEW_SCREENS) {
    if (screens.includes(screen))
      for (const status of NAMED_DOMAIN_STATUSES[screen]) statuses.add(status);
  }
  return [...statuses];
}

/** What a screen asks its queue for (`reserve_pending_quality_control`, `reserve_pending_review`). */
export interface ReservationRequest {
  limit: number;
  /** `resume=true` (extension `review-queues`): the caller's own live leases first. */
  resume: boolean;
}

/**
 * The reservation behind Next (or the screen's opening) that skips `skipping` domains (the one
 * on screen and those left by Next). With `review-queues` offered: `resume=true` and enough to
 * get one more than the skipped ones (the server answers the own leases first), at most
 * `maxLimit`. Without it: the spec's `limit=1`; the server answers a free domain first.
 */
export function reservationRequest({
  skipping,
  queuesExtension,
  maxLimit,
}: {
  skipping: number;
  queuesExtension: boolean;
  maxLimit: number;
}): ReservationRequest {
  if (!queuesExtension) return { limit: QUALITY_CONTROL_RESERVE_LIMIT, resume: false };
  return { limit: Math.max(1, Math.min(maxLimit, skipping + 1)), resume: true };
}

/** The domain to show from a reservation's answer: the first one not skipped, or none. */
export function nextUnskipped<T extends { id: number }>(
  answer: readonly T[],
  skipped: ReadonlySet<number>,
): T | null {
  return answer.find((domain) => !skipped.has(domain.id)) ?? null;
}

/** Why a domain answered by name is not shown: the screen does not work on its status. */
export type NamedAnswerStep =
  { kind: 'show' } | { kind: 'refuse'; domainId: number; message: string };

/**
 * A domain reserved by name (`reserve_pending_review_domain`, which serves all three screens):
 * shown when `screen` opens its status by name, else refused as the server's 409 would be.
 */
export function decideNamedAnswer(
  screen: ReviewScreen,
  domain: { id: number; domain: string; domainFlowStatus: DomainFlowStatus | null },
): NamedAnswerStep {
  if (opensByName(screen, domain.domainFlowStatus)) return { kind: 'show' };
  return {
    kind: 'refuse',
    domainId: domain.id,
    message: `Domain ${domain.domain} is in flow status ${domain.domainFlowStatus ?? 'NEW'}, which this screen does not work on.`,
  };
}
