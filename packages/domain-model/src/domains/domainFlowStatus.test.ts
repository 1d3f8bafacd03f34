import { describe, expect, it } from 'vitest';
import {
  DOMAIN_FLOW_STATUSES,
  domainFlowStatusEntry,
  isDomainFlowStatus,
} from './domainFlowStatus';

describe('domain flow statuses', () => {
  it.each([
    'NEW',
    'PENDING_QUALITY_CONTROL',
    'RETURNED_FOR_REVIEW',
    'PENDING_FINAL_REVIEW',
    'ON_HOLD',
    'PARKED',
    'DELIVERED',
    'NOT_PURSUABLE',
  ])('holds %s with a full and a short name', (name) => {
    expect(isDomainFlowStatus(name)).toBe(true);
    const entry = domainFlowStatusEntry(name as never);
    expect(entry.fullName.length).toBeGreaterThan(0);
    expect(entry.shortName.length).toBeGreaterThan(0);
  });

  it('has unique names and short names', () => {
    const names = DOMAIN_FLOW_STATUSES.map((s) => s.name);
    const shortNames = DOMAIN_FLOW_STATUSES.map((s) => s.shortName);
    expect(new Set(names).size).toBe(names.length);
    expect(new Set(shortNames).size).toBe(shortNames.length);
  });

  it.each([['pending_quality_control'], [''], [null], ['DONE']])('refuses %j', (value) => {
    expect(isDomainFlowStatus(value)).toBe(false);
  });
});
