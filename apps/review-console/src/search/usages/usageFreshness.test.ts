import type { UsageStoreStatus } from '@sightings/domain-model';
import { describe, expect, it } from 'vitest';
import {
  ageText,
  clockTime,
  freshnessText,
  newerStoreStatus,
  storeIsDown,
  storeNoticeText,
} from './usageFreshness';
import { storeStatus } from './usageFixtures';

/** A moment at a local clock time today (the line shows local time). */
const local = (h: number, m: number, s: number, ms = 0) =>
  new Date(2026, 10, 23, h, m, s, ms).toISOString();

describe('clockTime and ageText', () => {
  it.each([
    [local(22, 31, 5), '22:31:05'],
    [local(0, 0, 0), '00:00:00'],
    [local(9, 5, 59, 900), '09:05:59'],
    ['not a time', ''],
  ])('%s shows as %j', (iso, shown) => {
    expect(clockTime(iso)).toBe(shown);
  });

  it.each([
    [0, '1 s'],
    [400, '1 s'],
    [2_300, '3 s'],
    [119_000, '119 s'],
    [120_000, '2 min'],
    [7_199_000, '119 min'],
    [7_200_000, '2 h'],
    [90_000_000, '25 h'],
  ])('%d ms is %j', (ms, text) => {
    expect(ageText(ms)).toBe(text);
  });
});

describe('freshnessText', () => {
  const checkedAt = local(22, 31, 5);
  it.each<[string, Partial<UsageStoreStatus>, string | null]>([
    ['ready, nothing waiting', {}, 'Up to date with the review data (checked 22:31:05)'],
    [
      'one change waiting',
      { pendingChanges: 1, oldestPendingAt: local(22, 31, 3) },
      '1 change from the last 2 s is still being copied to ClickHouse (checked 22:31:05)',
    ],
    [
      'changes waiting for minutes',
      { pendingChanges: 42, oldestPendingAt: local(22, 26, 5) },
      '42 changes from the last 5 min are still being copied to ClickHouse (checked 22:31:05)',
    ],
    [
      'changes waiting, no oldest moment',
      { pendingChanges: 3, oldestPendingAt: null },
      '3 changes are still being copied to ClickHouse (checked 22:31:05)',
    ],
    [
      'as many as the server counts',
      { pendingChanges: 100_000, oldestPendingAt: local(22, 31, 0) },
      '100000 or more changes from the last 5 s are still being copied to ClickHouse (checked 22:31:05)',
    ],
    [
      'the first copy under way',
      { state: 'copying', message: 'The first copy from PostgreSQL is under way: 10 of 20' },
      'ClickHouse is still being filled from the review data: results may be incomplete',
    ],
    ['off (the notice says it)', { state: 'off', message: 'CLICKHOUSE=off' }, null],
    ['unavailable (the notice says it)', { state: 'unavailable', message: 'down' }, null],
  ])('%s', (_, status, text) => {
    expect(freshnessText(storeStatus({ checkedAt, ...status }))).toBe(text);
  });

  it('says nothing before the status is known', () => {
    expect(freshnessText(null)).toBeNull();
  });
});

describe('storeNoticeText and storeIsDown', () => {
  it.each<[Partial<UsageStoreStatus>, string | null, boolean]>([
    [
      { state: 'off', message: 'Set CLICKHOUSE=embedded to turn it on.' },
      'The ClickHouse usage search is turned off on this server. Set CLICKHOUSE=embedded to turn it on.',
      true,
    ],
    [
      { state: 'off', message: null },
      'The ClickHouse usage search is turned off on this server. Use the Usages URL search.',
      true,
    ],
    [
      { state: 'unavailable', message: 'ClickHouse does not answer' },
      'The ClickHouse usage search is not available: ClickHouse does not answer',
      true,
    ],
    [{ state: 'copying' }, null, false],
    [{ state: 'ready', pendingChanges: 5 }, null, false],
  ])('%j', (status, text, down) => {
    expect(storeNoticeText(storeStatus(status))).toBe(text);
    expect(storeIsDown(storeStatus(status))).toBe(down);
  });

  it('an unknown status is no notice and no reason to refuse a search', () => {
    expect(storeNoticeText(null)).toBeNull();
    expect(storeIsDown(null)).toBe(false);
  });
});

describe('newerStoreStatus', () => {
  it('keeps the status checked last, whichever came first', () => {
    const older = storeStatus({ state: 'off', checkedAt: local(10, 0, 0) });
    const newer = storeStatus({ state: 'ready', checkedAt: local(10, 0, 1) });
    expect(newerStoreStatus(older, newer)).toBe(newer);
    expect(newerStoreStatus(newer, older)).toBe(newer);
    expect(newerStoreStatus(null, older)).toBe(older);
    expect(newerStoreStatus(older, undefined)).toBe(older);
    expect(newerStoreStatus(null, null)).toBeNull();
  });
});
