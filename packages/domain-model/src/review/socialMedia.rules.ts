import type { UserPermissionKey, UserPermissions } from '../auth/permissions';
import type { DomainFlowStatus } from '../domains/domainFlowStatus';
import { QUALITY_CONTROL_STATUSES } from './domainFlow';

/**
 * Social media quality control (spec 001 §2.5, §4.5) beside quality control (§2.3). The spec
 * reserves both from one queue of the QC statuses ("Reserves the next domain with the value
 * PENDING_QUALITY_CONTROL"), which the server answers without `social`. Our decisions
 * (docs/domain-flow.md "Queues"), the extension `review-queues` (`social=true|false`):
 * - The two screens share the QC statuses but not the domains: social media QC's half holds
 *   the QC domains that are social profiles (`socialDomain`), quality control's half the
 *   others. A domain is in exactly one of them, so the two teams never wait for each other.
 * - Each half needs its screen's permission (`qualityControlPermission`,
 *   `socialMediaPermitted`); an admin may use both.
 * - `verified` (the social media legal-case gate) is set on the social media screen only: by a
 *   caller with `socialMediaPermitted` (or an admin), on a social profile.
 */

/** The two queues of the QC statuses. */
export type QualityControlQueue = 'qualityControl' | 'socialMedia';

/** The permission each QC queue needs (an admin passes both). */
export const QC_QUEUE_PERMISSION: Record<QualityControlQueue, UserPermissionKey> = {
  qualityControl: 'qualityControlPermission',
  socialMedia: 'socialMediaPermitted',
};

/** Which QC queue a domain belongs to: social profiles go to social media QC. */
export const qualityControlQueueOf = (domain: { socialDomain: boolean }): QualityControlQueue =>
  domain.socialDomain ? 'socialMedia' : 'qualityControl';

/**
 * Whether a QC queue gives out a domain: one of the two QC statuses, not blacklisted, and a
 * social profile exactly when the queue is social media QC's.
 */
export function isInQualityControlQueueOf(
  queue: QualityControlQueue,
  domain: { status: DomainFlowStatus | null; blacklisted: boolean; socialDomain: boolean },
): boolean {
  return (
    !domain.blacklisted &&
    domain.status !== null &&
    QUALITY_CONTROL_STATUSES.includes(domain.status) &&
    qualityControlQueueOf(domain) === queue
  );
}

/** Whether the caller may use this QC queue. */
export const mayUseQualityControlQueue = (
  queue: QualityControlQueue,
  caller: { permissions: UserPermissions; isAdmin: boolean },
): boolean => caller.isAdmin || caller.permissions[QC_QUEUE_PERMISSION[queue]];

/** Why `verified` may not change: the caller lacks the permission, or the domain is a website. */
export type VerifiedChangeStep =
  { kind: 'allowed' } | { kind: 'refused'; reason: 'permission' | 'notSocial'; message: string };

export const VERIFIED_MESSAGES = {
  permission: 'verified: only social media quality control (socialMediaPermitted) may change it.',
  notSocial: 'verified: only a social profile (socialDomain) can be verified.',
} as const;

/**
 * A change of `verified` (the social media screen's legal-case gate, 001 §2.5): allowed for an
 * admin or a caller with `socialMediaPermitted`, and only on a social profile. The permission is
 * checked first (a 403 says less about the domain than a 409).
 */
export function decideVerifiedChange(question: {
  socialDomain: boolean;
  permissions: UserPermissions;
  isAdmin: boolean;
}): VerifiedChangeStep {
  if (!question.isAdmin && !question.permissions.socialMediaPermitted) {
    return { kind: 'refused', reason: 'permission', message: VERIFIED_MESSAGES.permission };
  }
  if (!question.socialDomain) {
    return { kind: 'refused', reason: 'notSocial', message: VERIFIED_MESSAGES.notSocial };
  }
  return { kind: 'allowed' };
}
