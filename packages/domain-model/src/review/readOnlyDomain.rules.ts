import type { DomainFlowStatus } from '../domains/domainFlowStatus';
import type { LegalCase } from '../wire/review';

/**
 * A domain opened by name on a review screen (`?domainName=`, e.g. a row of the review tables)
 * that the screen cannot reserve. Spec 001 opens a domain by name (§2.3, §2.5,
 * `/final_review?domainName={domain}`) and says nothing of one that has left every review queue.
 *
 * Our decisions (docs/review-screens.md "A domain that left the queues"):
 * - The server refuses such a domain with 409 naming its id (`ids`); the screen then reads it by
 *   id. A delivered domain has left the flow for good (DELIVERED ends it: no action of the
 *   transition table starts from it), so an error with Try again cannot help: the screen shows
 *   it read-only, on the same address: its details, its history and its legal case report.
 * - Any other refusal (another status, another user's lease, no such domain) stays an error with
 *   the server's message: trying again may help (the lease ends, the domain comes back).
 * - The report offered is the newest recorded legal case of the domain (`legal_cases`, newest
 *   first; a REPORT record is a report sent, not the case): none recorded, none offered.
 */

/** The statuses shown read-only when a review screen is asked for them by name. */
export const READ_ONLY_FLOW_STATUSES: readonly DomainFlowStatus[] = ['DELIVERED'];

/** The refusal of a reservation by name, as the API client rejects it. */
export interface NamedDomainRefusal {
  status?: number;
  ids?: readonly number[] | undefined;
}

/** What the screen does after the reservation by name was refused. */
export type NamedDomainRefusalStep =
  { kind: 'readDomain'; domainId: number } | { kind: 'showError' };

/** A 409 naming one domain: read it (it may be shown read-only); anything else: the error. */
export function decideNamedDomainRefusal(refusal: NamedDomainRefusal): NamedDomainRefusalStep {
  const ids = refusal.ids ?? [];
  if (refusal.status === 409 && ids.length === 1) return { kind: 'readDomain', domainId: ids[0]! };
  return { kind: 'showError' };
}

/** Whether a domain in `status`, refused by name, is shown read-only. */
export function showsReadOnly(status: DomainFlowStatus): boolean {
  return READ_ONLY_FLOW_STATUSES.includes(status);
}

/** The legal case whose report the read-only view offers again: the newest one, or null. */
export function reportToDownloadAgain(cases: readonly LegalCase[]): LegalCase | null {
  let newest: LegalCase | null = null;
  for (const one of cases) {
    if (one.kind !== 'LEGAL_CASE') continue;
    if (newest === null || Date.parse(one.createdAt) > Date.parse(newest.createdAt)) newest = one;
  }
  return newest;
}
