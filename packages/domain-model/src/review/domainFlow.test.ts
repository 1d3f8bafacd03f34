import { describe, expect, it } from 'vitest';
import { USER_PERMISSION_KEYS, type UserPermissions } from '../auth/permissions';
import { DOMAIN_FLOW_STATUSES, type DomainFlowStatus } from '../domains/domainFlowStatus';
import {
  actionsOffered,
  decideDomainAction,
  DOMAIN_ACTIONS,
  domainsPageFlowStatus,
  isInFinalReviewQueue,
  isInQualityControlQueue,
  type DomainAction,
  type ReviewScreen,
} from './domainFlow';

/*
 * The transition table, written out as docs/domain-flow.md states it: for each action and each
 * flow status, '-' refused (409), '=' allowed and the status kept, else the status it leads to
 * (by its short name). Checked cell by cell against `decideDomainAction` for a caller holding
 * every permission, so a change of the table must change this text too.
 */
const MATRIX = `
action           NEW PQC RQC PFR RFR HOLD PARK DLV NP
save              -   =   =   =   =   =    =    -   -
approve           -   PFR PFR -   -   -    -    -   -
submitAsComment   -   =   =   =   =   =    =    -   -
submitForReview   -   RFR RFR RFR -   -    -    -   -
hold              -   HOLD HOLD HOLD HOLD -  HOLD -   -
park              -   -   -   PARK PARK PARK PARK -  -
blacklistAdd      -   =   =   =   =   =    =    -   -
blacklistRemove   -   =   =   =   =   =    =    -   -
legalCase         -   DLV DLV DLV DLV DLV  DLV  -   -
returnForReview   -   -   -   -   -   RFR  RFR  -   RFR
returnForQc       -   -   -   RQC RQC RQC  RQC  -   -
`;

/*
 * The Domains page's step (SAVE DETAILS, not a review screen's action), in the same columns: the
 * status a save leaves, by what the domain was saved as.
 */
const DOMAINS_PAGE_MATRIX = `
saved as         NEW PQC RQC PFR RFR HOLD PARK DLV NP
commercial        PQC =   =   =   =   =    =    =   =
nonCommercial     =   =   =   =   =   =    =    =   =
undecided         =   =   =   =   =   =    =    =   =
`;

const byShort = new Map<string, DomainFlowStatus>(
  DOMAIN_FLOW_STATUSES.map((s) => [s.shortName, s.name]),
);
const [header, ...lines] = MATRIX.trim().split('\n');
const columns = header!
  .split(/\s+/)
  .slice(1)
  .map((short) => byShort.get(short)!);
const expected = new Map(
  lines.map((line) => {
    const [action, ...cells] = line.trim().split(/\s+/);
    return [action as DomainAction, cells] as const;
  }),
);

const permissions = (...keys: string[]): UserPermissions =>
  Object.fromEntries(
    USER_PERMISSION_KEYS.map((key) => [key, keys.includes(key)]),
  ) as UserPermissions;
const EVERY = permissions(...USER_PERMISSION_KEYS);

describe('the domain flow', () => {
  it('covers every action and every flow status in the matrix', () => {
    expect([...expected.keys()].sort()).toEqual([...DOMAIN_ACTIONS].sort());
    expect([...columns].sort()).toEqual(DOMAIN_FLOW_STATUSES.map((s) => s.name).sort());
  });

  for (const action of DOMAIN_ACTIONS) {
    it(`allows ${action} exactly from the statuses of the matrix, with its result`, () => {
      columns.forEach((status, i) => {
        const cell = expected.get(action)![i]!;
        const decision = decideDomainAction({ action, status, permissions: EVERY });
        if (cell === '-') {
          expect(decision, `${action} from ${status}`).toEqual({
            kind: 'refused',
            reason: 'status',
          });
          return;
        }
        expect(decision.kind, `${action} from ${status}`).toBe('allowed');
        if (decision.kind !== 'allowed') return;
        const to: DomainFlowStatus = decision.effects.to ?? status;
        expect(to, `${action} from ${status}`).toBe(cell === '=' ? status : byShort.get(cell));
      });
    });
  }

  it("moves a domain as the Domains page's row says when SAVE DETAILS stores it", () => {
    const [pageHeader, ...pageLines] = DOMAINS_PAGE_MATRIX.trim().split('\n');
    expect(pageHeader!.split(/\s+/).slice(2)).toEqual(header!.split(/\s+/).slice(1));
    const savedAs = { commercial: true, nonCommercial: false, undecided: null } as const;
    expect(pageLines.map((line) => line.trim().split(/\s+/)[0])).toEqual(Object.keys(savedAs));
    for (const line of pageLines) {
      const [kind, ...cells] = line.trim().split(/\s+/) as [keyof typeof savedAs, ...string[]];
      columns.forEach((status, i) => {
        const cell = cells[i]!;
        expect(domainsPageFlowStatus(status, savedAs[kind]), `${kind} from ${status}`).toBe(
          cell === '=' ? status : byShort.get(cell),
        );
      });
    }
  });

  it('treats a domain without a flow status as NEW: nothing is allowed on it', () => {
    for (const action of DOMAIN_ACTIONS)
      expect(decideDomainAction({ action, status: null, permissions: EVERY })).toEqual({
        kind: 'refused',
        reason: 'status',
      });
  });

  it('says what each action leaves besides the status', () => {
    const effects = (
      action: DomainAction,
      status: DomainFlowStatus = 'PENDING_QUALITY_CONTROL',
    ) => {
      const decision = decideDomainAction({ action, status, permissions: EVERY });
      if (decision.kind !== 'allowed') throw new Error(`${action} refused`);
      return decision.effects;
    };
    expect(effects('approve')).toMatchObject({ returnedForComment: false, leavesDomain: true });
    expect(effects('submitAsComment')).toMatchObject({
      returnedForComment: true,
      leavesDomain: false,
    });
    expect(effects('hold')).toMatchObject({ holdsImages: true, leavesDomain: true });
    expect(effects('park', 'PENDING_FINAL_REVIEW')).toMatchObject({ parkedUntil: 'set' });
    expect(effects('blacklistAdd')).toMatchObject({ blacklisted: true, leavesDomain: false });
    expect(effects('blacklistRemove')).toMatchObject({ blacklisted: false });
    expect(effects('legalCase')).toMatchObject({
      deliversImages: true,
      parkedUntil: 'clear',
      returnedForComment: false,
      leavesDomain: true,
    });
    expect(effects('returnForQc', 'PARKED')).toMatchObject({ parkedUntil: 'clear' });
    expect(effects('save')).toEqual({ leavesDomain: false });
  });

  it('refuses for permission when no screen the caller may use offers the action', () => {
    const qc = permissions('qualityControlPermission');
    const review = permissions('reviewPermission');
    const social = permissions('socialMediaPermitted');
    const operator = permissions('imagePermission', 'domainPermission');
    const ask = (action: DomainAction, who: UserPermissions, status: DomainFlowStatus) =>
      decideDomainAction({ action, status, permissions: who });
    expect(ask('approve', qc, 'PENDING_QUALITY_CONTROL').kind).toBe('allowed');
    expect(ask('approve', social, 'PENDING_QUALITY_CONTROL').kind).toBe('allowed');
    expect(ask('approve', review, 'PENDING_QUALITY_CONTROL')).toEqual({
      kind: 'refused',
      reason: 'permission',
    });
    expect(ask('park', qc, 'PENDING_FINAL_REVIEW')).toEqual({
      kind: 'refused',
      reason: 'permission',
    });
    expect(ask('returnForQc', review, 'PENDING_FINAL_REVIEW').kind).toBe('allowed');
    // Permission is asked first: an operator learns nothing about the domain's status.
    expect(ask('save', operator, 'DELIVERED')).toEqual({ kind: 'refused', reason: 'permission' });
    // With the permission but from a status the action does not leave: a conflict.
    expect(ask('approve', qc, 'PENDING_FINAL_REVIEW')).toEqual({
      kind: 'refused',
      reason: 'status',
    });
    // An admin may use every screen.
    expect(
      decideDomainAction({
        action: 'park',
        status: 'PENDING_FINAL_REVIEW',
        permissions: operator,
        isAdmin: true,
      }).kind,
    ).toBe('allowed');
  });

  it('limits the decision to the screen asking, when it says which', () => {
    const both = permissions('qualityControlPermission', 'reviewPermission');
    const on = (screen: ReviewScreen) =>
      decideDomainAction({
        action: 'approve',
        status: 'PENDING_QUALITY_CONTROL',
        permissions: both,
        screen,
      });
    expect(on('qualityControl')).toMatchObject({ kind: 'allowed', screens: ['qualityControl'] });
    expect(on('finalReview')).toEqual({ kind: 'refused', reason: 'permission' });
  });

  it('offers each screen the actions of its statuses', () => {
    expect(actionsOffered('qualityControl', 'PENDING_QUALITY_CONTROL')).toEqual([
      'save',
      'approve',
      'submitAsComment',
      'submitForReview',
      'hold',
      'blacklistAdd',
      'blacklistRemove',
      'legalCase',
    ]);
    expect(actionsOffered('finalReview', 'PARKED')).toEqual([
      'save',
      'submitAsComment',
      'hold',
      'park',
      'blacklistAdd',
      'blacklistRemove',
      'legalCase',
      'returnForReview',
      'returnForQc',
    ]);
    expect(actionsOffered('qualityControl', 'DELIVERED')).toEqual([]);
  });

  it('gives out a parked domain to final review once its date has come, never a held one', () => {
    const today = '2026-11-23';
    const fr = (status: DomainFlowStatus, parkedUntil: string | null = null, blacklisted = false) =>
      isInFinalReviewQueue({ status, parkedUntil, blacklisted, today });
    expect(fr('PENDING_FINAL_REVIEW')).toBe(true);
    expect(fr('RETURNED_FOR_REVIEW')).toBe(true);
    expect(fr('PARKED', '2026-11-24')).toBe(false);
    expect(fr('PARKED', '2026-11-23')).toBe(true);
    expect(fr('PARKED', '2026-01-01')).toBe(true);
    expect(fr('PARKED', null)).toBe(false);
    expect(fr('ON_HOLD')).toBe(false);
    expect(fr('PENDING_FINAL_REVIEW', null, true)).toBe(false);
    expect(fr('PENDING_QUALITY_CONTROL')).toBe(false);
  });

  it('gives out to quality control its two statuses, not blacklisted', () => {
    const qc = (status: DomainFlowStatus | null, blacklisted = false) =>
      isInQualityControlQueue({ status, blacklisted });
    expect(qc('PENDING_QUALITY_CONTROL')).toBe(true);
    expect(qc('RETURNED_FOR_QUALITY_CONTROL')).toBe(true);
    expect(qc('PENDING_QUALITY_CONTROL', true)).toBe(false);
    expect(qc('NEW')).toBe(false);
    expect(qc(null)).toBe(false);
    expect(qc('PENDING_FINAL_REVIEW')).toBe(false);
  });
});
