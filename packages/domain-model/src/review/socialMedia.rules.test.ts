import { describe, expect, it } from 'vitest';
import type { UserPermissions } from '../auth/permissions';
import type { DomainFlowStatus } from '../domains/domainFlowStatus';
import {
  decideVerifiedChange,
  isInQualityControlQueueOf,
  mayUseQualityControlQueue,
  qualityControlQueueOf,
  VERIFIED_MESSAGES,
  type QualityControlQueue,
} from './socialMedia.rules';

const none: UserPermissions = {
  imagePermission: false,
  domainPermission: false,
  qualityControlPermission: false,
  socialMediaPermitted: false,
  reviewPermission: false,
  tablePermission: false,
  importPermission: false,
};
const qc = { ...none, qualityControlPermission: true };
const sm = { ...none, socialMediaPermitted: true };

describe('the two QC queues', () => {
  it('puts social profiles into social media QC and websites into quality control', () => {
    expect(qualityControlQueueOf({ socialDomain: true })).toBe('socialMedia');
    expect(qualityControlQueueOf({ socialDomain: false })).toBe('qualityControl');
  });

  it.each<[QualityControlQueue, DomainFlowStatus, boolean, boolean, boolean]>([
    ['qualityControl', 'PENDING_QUALITY_CONTROL', false, false, true],
    ['qualityControl', 'RETURNED_FOR_QUALITY_CONTROL', false, false, true],
    ['qualityControl', 'PENDING_QUALITY_CONTROL', true, false, false],
    ['qualityControl', 'PENDING_QUALITY_CONTROL', false, true, false],
    ['qualityControl', 'PENDING_FINAL_REVIEW', false, false, false],
    ['socialMedia', 'PENDING_QUALITY_CONTROL', true, false, true],
    ['socialMedia', 'RETURNED_FOR_QUALITY_CONTROL', true, false, true],
    ['socialMedia', 'PENDING_QUALITY_CONTROL', false, false, false],
    ['socialMedia', 'PENDING_QUALITY_CONTROL', true, true, false],
    ['socialMedia', 'NEW', true, false, false],
  ])(
    '%s: %s, social %s, blacklisted %s → %s',
    (queue, status, socialDomain, blacklisted, inQueue) => {
      expect(isInQualityControlQueueOf(queue, { status, socialDomain, blacklisted })).toBe(inQueue);
    },
  );

  it.each<[QualityControlQueue, UserPermissions, boolean, boolean]>([
    ['qualityControl', qc, false, true],
    ['qualityControl', sm, false, false],
    ['socialMedia', sm, false, true],
    ['socialMedia', qc, false, false],
    ['socialMedia', none, true, true],
    ['qualityControl', none, false, false],
  ])('%s with %j, admin %s: %s', (queue, permissions, isAdmin, allowed) => {
    expect(mayUseQualityControlQueue(queue, { permissions, isAdmin })).toBe(allowed);
  });
});

describe('changing verified (001 §2.5)', () => {
  it.each<[UserPermissions, boolean, boolean, string | null]>([
    [sm, false, true, null],
    [none, true, true, null],
    [sm, false, false, VERIFIED_MESSAGES.notSocial],
    [none, true, false, VERIFIED_MESSAGES.notSocial],
    [qc, false, true, VERIFIED_MESSAGES.permission],
    [{ ...none, reviewPermission: true }, false, false, VERIFIED_MESSAGES.permission],
  ])('%j, admin %s, social %s: %s', (permissions, isAdmin, socialDomain, message) => {
    const step = decideVerifiedChange({ permissions, isAdmin, socialDomain });
    if (message === null) expect(step).toEqual({ kind: 'allowed' });
    else expect(step).toMatchObject({ kind: 'refused', message });
  });
});
