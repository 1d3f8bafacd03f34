import type { UserPermissionKey, UserPermissions } from '../auth/permissions';
import type { DomainFlowStatus } from '../domains/domainFlowStatus';

/**
 * The domain flow of the review screens (spec 001 §4.5, spec 000 "Domain flow statuses") as one
 * transition table: which action is allowed from which flow status, on which screen (and so
 * with which permission), and what it leaves behind. The server enforces it on every call; the
 * console offers only what it allows. docs/domain-flow.md explains each decision.
 *
 * The specs name few statuses; the ones the demo data uses are ours, and so is the flow:
 * - the Domains page sends a commercial domain from NEW to PENDING_QUALITY_CONTROL;
 * - quality control (and social media QC) works on PENDING_QUALITY_CONTROL and
 *   RETURNED_FOR_QUALITY_CONTROL; approving sends the domain to PENDING_FINAL_REVIEW;
 * - final review works on PENDING_FINAL_REVIEW, RETURNED_FOR_REVIEW and PARKED once the park
 *   date has passed; ON_HOLD domains are out of every queue but final review opens them by name;
 * - a legal case (delivery) ends the flow in DELIVERED; NOT_PURSUABLE is a dead end too until a
 *   reviewer returns the domain for review.
 */

/** The three review screens. */
export type ReviewScreen = 'qualityControl' | 'finalReview' | 'socialMediaQualityControl';

export const REVIEW_SCREENS: readonly ReviewScreen[] = [
  'qualityControl',
  'finalReview',
  'socialMediaQualityControl',
];

/** The permission each review screen needs (001 §6). */
export const REVIEW_SCREEN_PERMISSION: Record<ReviewScreen, UserPermissionKey> = {
  qualityControl: 'qualityControlPermission',
  finalReview: 'reviewPermission',
  socialMediaQualityControl: 'socialMediaPermitted',
};

/** What an operator can do to a domain on a review screen (001 §4.5). */
export const DOMAIN_ACTIONS = [
  'save',
  'approve',
  'submitAsComment',
  'submitForReview',
  'hold',
  'park',
  'blacklistAdd',
  'blacklistRemove',
  'legalCase',
  'returnForReview',
  'returnForQc',
] as const;
export type DomainAction = (typeof DOMAIN_ACTIONS)[number];

/** What an allowed action leaves behind, besides the flow status. */
export interface FlowEffects {
  /** The flow status after it; `undefined` keeps the current one. */
  to?: DomainFlowStatus;
  /** `returnedForComment` after it; `undefined` keeps it. */
  returnedForComment?: boolean;
  /** `parkedUntil`: set to the date given with the action, or cleared. Kept when absent. */
  parkedUntil?: 'set' | 'clear';
  /** `blacklisted` after it; `undefined` keeps it. */
  blacklisted?: boolean;
  /** The domain's shown IDENTICAL images become delivered (and locked). */
  deliversImages?: boolean;
  /** The images of the domain are put on hold with it. */
  holdsImages?: boolean;
  /** The operator is done with the domain: the lease ends and the screen moves on. */
  leavesDomain: boolean;
}

export interface FlowRule extends FlowEffects {
  /** The screens that offer the action. */
  screens: readonly ReviewScreen[];
  /** The flow statuses it is allowed from. */
  from: readonly DomainFlowStatus[];
}

const QC_SCREENS: readonly ReviewScreen[] = ['qualityControl', 'socialMediaQualityControl'];
const ALL_SCREENS = REVIEW_SCREENS;

/** The statuses quality control (and social media QC) work on: its queue. */
export const QUALITY_CONTROL_STATUSES: readonly DomainFlowStatus[] = [
  'PENDING_QUALITY_CONTROL',
  'RETURNED_FOR_QUALITY_CONTROL',
];

/**
 * The statuses final review works on: its queue (PARKED only once the date has passed, see
 * `isInFinalReviewQueue`) and ON_HOLD, which it opens by name.
 */
export const FINAL_REVIEW_STATUSES: readonly DomainFlowStatus[] = [
  'PENDING_FINAL_REVIEW',
  'RETURNED_FOR_REVIEW',
  'PARKED',
  'ON_HOLD',
];

/** The statuses each screen can open a domain in (and so act on it). */
export const SCREEN_STATUSES: Record<ReviewScreen, readonly DomainFlowStatus[]> = {
  qualityControl: QUALITY_CONTROL_STATUSES,
  socialMediaQualityControl: QUALITY_CONTROL_STATUSES,
  finalReview: FINAL_REVIEW_STATUSES,
};

const WORKING: readonly DomainFlowStatus[] = [
  ...QUALITY_CONTROL_STATUSES,
  ...FINAL_REVIEW_STATUSES,
];

/** The transition table. Each row is written down with its reason in docs/domain-flow.md. */
export const DOMAIN_FLOW: Record<DomainAction, FlowRule> = {
  save: { screens: ALL_SCREENS, from: WORKING, leavesDomain: false },
  approve: {
    screens: QC_SCREENS,
    from: QUALITY_CONTROL_STATUSES,
    to: 'PENDING_FINAL_REVIEW',
    returnedForComment: false,
    leavesDomain: true,
  },
  submitAsComment: {
    screens: ALL_SCREENS,
    from: WORKING,
    returnedForComment: true,
    leavesDomain: false,
  },
  submitForReview: {
    screens: ALL_SCREENS,
    from: ['PENDING_QUALITY_CONTROL', 'RETURNED_FOR_QUALITY_CONTROL', 'PENDING_FINAL_REVIEW'],
    to: 'RETURNED_FOR_REVIEW',
    leavesDomain: true,
  },
  hold: {
    screens: ALL_SCREENS,
    from: [...QUALITY_CONTROL_STATUSES, 'PENDING_FINAL_REVIEW', 'RETURNED_FOR_REVIEW', 'PARKED'],
    to: 'ON_HOLD',
    holdsImages: true,
    leavesDomain: true,
  },
  park: {
    screens: ['finalReview'],
    from: ['PENDING_FINAL_REVIEW', 'RETURNED_FOR_REVIEW', 'PARKED', 'ON_HOLD'],
    to: 'PARKED',
    parkedUntil: 'set',
    leavesDomain: true,
  },
  blacklistAdd: { screens: ALL_SCREENS, from: WORKING, blacklisted: true, leavesDomain: false },
  blacklistRemove: { screens: ALL_SCREENS, from: WORKING, blacklisted: false, leavesDomain: false },
  legalCase: {
    screens: ALL_SCREENS,
    from: WORKING,
    to: 'DELIVERED',
    returnedForComment: false,
    parkedUntil: 'clear',
    deliversImages: true,
    leavesDomain: true,
  },
  returnForReview: {
    screens: ['finalReview'],
    from: ['ON_HOLD', 'PARKED', 'NOT_PURSUABLE'],
    to: 'RETURNED_FOR_REVIEW',
    parkedUntil: 'clear',
    leavesDomain: true,
  },
  returnForQc: {
    screens: ['finalReview'],
    from: FINAL_REVIEW_STATUSES,
    to: 'RETURNED_FOR_QUALITY_CONTROL',
    parkedUntil: 'clear',
    leavesDomain: true,
  },
};

/**
 * The Domains page's step in the flow (spec 000; docs/domain-flow.md "Statuses", docs/domains-page.md):
 * SAVE DETAILS of a domain classified commercial moves it from NEW to PENDING_QUALITY_CONTROL,
 * into quality control's queues. Not a review screen's action: the Domains page offers it to
 * `domainPermission`, and the domain's lease decides who may save.
 */
export const DOMAINS_PAGE_SAVE = {
  from: ['NEW'],
  to: 'PENDING_QUALITY_CONTROL',
} as const satisfies { from: readonly DomainFlowStatus[]; to: DomainFlowStatus };

/**
 * Where SAVE DETAILS leaves a domain in `status`, saved as commercial (`true`), non-commercial
 * (`false`) or undecided (`null`): `DOMAINS_PAGE_SAVE` for a commercial one in its `from`, any
 * other keeps its status (a non-commercial domain stays NEW, filled by the operator, and so
 * leaves the Domains page).
 */
export function domainsPageFlowStatus(
  status: DomainFlowStatus,
  commercialWebSite: boolean | null,
): DomainFlowStatus {
  const from: readonly DomainFlowStatus[] = DOMAINS_PAGE_SAVE.from;
  return commercialWebSite === true && from.includes(status) ? DOMAINS_PAGE_SAVE.to : status;
}

/** Why an action is refused: the caller may not use any screen offering it, or the status. */
export type FlowRefusal = 'permission' | 'status';

export type FlowDecision =
  | { kind: 'allowed'; effects: FlowEffects; screens: ReviewScreen[] }
  | { kind: 'refused'; reason: FlowRefusal };

export interface FlowQuestion {
  action: DomainAction;
  /** The domain's flow status now (null: none yet, treated as NEW). */
  status: DomainFlowStatus | null;
  /** The caller's page permissions. */
  permissions: UserPermissions;
  /** An admin may use every screen (000 §6). */
  isAdmin?: boolean;
  /** The screen asking, when known: only its row counts. */
  screen?: ReviewScreen;
}

/** The screens the caller may use (their permission, or all for an admin). */
export function screensOf(permissions: UserPermissions, isAdmin = false): ReviewScreen[] {
  return REVIEW_SCREENS.filter(
    (screen) => isAdmin || permissions[REVIEW_SCREEN_PERMISSION[screen]] === true,
  );
}

/**
 * Whether `action` is allowed on a domain in `status` for this caller: refused for
 * 'permission' when no screen the caller may use offers the action (the server answers 403),
 * for 'status' when one does but not from this status (409, nothing changed). Allowed: what
 * it leaves behind, and the caller's screens it is allowed on.
 */
export function decideDomainAction({
  action,
  status,
  permissions,
  isAdmin = false,
  screen,
}: FlowQuestion): FlowDecision {
  const rule = DOMAIN_FLOW[action];
  const mine = screensOf(permissions, isAdmin).filter(
    (candidate) =>
      rule.screens.includes(candidate) && (screen === undefined || candidate === screen),
  );
  if (mine.length === 0) return { kind: 'refused', reason: 'permission' };
  if (!rule.from.includes(status ?? 'NEW')) return { kind: 'refused', reason: 'status' };
  const { screens: _screens, from: _from, ...effects } = rule;
  return { kind: 'allowed', effects, screens: mine };
}

/** The actions a screen offers on a domain in `status` (for its buttons and shortcuts). */
export function actionsOffered(
  screen: ReviewScreen,
  status: DomainFlowStatus | null,
): DomainAction[] {
  return DOMAIN_ACTIONS.filter((action) => {
    const rule = DOMAIN_FLOW[action];
    return rule.screens.includes(screen) && rule.from.includes(status ?? 'NEW');
  });
}

/** A `YYYY-MM-DD` date, compared as text (the park date and today in the same zone). */
type IsoDate = string;

/**
 * Whether final review's queue gives out a domain: PENDING_FINAL_REVIEW and RETURNED_FOR_REVIEW
 * always, PARKED once its date has come (`parkedUntil` today or earlier); never ON_HOLD or a
 * blacklisted domain.
 */
export function isInFinalReviewQueue(domain: {
  status: DomainFlowStatus | null;
  parkedUntil: IsoDate | null;
  blacklisted: boolean;
  today: IsoDate;
}): boolean {
  if (domain.blacklisted) return false;
  if (domain.status === 'PENDING_FINAL_REVIEW' || domain.status === 'RETURNED_FOR_REVIEW')
    return true;
  return (
    domain.status === 'PARKED' && domain.parkedUntil !== null && domain.parkedUntil <= domain.today
  );
}

/** Whether quality control's queue gives out a domain: its two statuses, not blacklisted. */
export function isInQualityControlQueue(domain: {
  status: DomainFlowStatus | null;
  blacklisted: boolean;
}): boolean {
  return (
    !domain.blacklisted &&
    domain.status !== null &&
    QUALITY_CONTROL_STATUSES.includes(domain.status)
  );
}
