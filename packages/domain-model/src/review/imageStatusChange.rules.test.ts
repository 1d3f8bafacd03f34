import { describe, expect, it } from 'vitest';
import type { ImageStatus } from '../images/imageStatus';
import {
  canChangeStatus,
  decideStatusChange,
  showsNewIdenticalTick,
} from './imageStatusChange.rules';

const row = (id: number, delivered = false) => ({ id, delivered });

describe('changing an image status (001 §4.1)', () => {
  it.each([
    [row(1), true],
    [row(1, true), false],
  ])('%o may change and be ticked: %s', (r, expected) => {
    expect(canChangeStatus(r)).toBe(expected);
  });

  it.each<[ImageStatus, number | null, number | null]>([
    ['IDENTICAL', null, null],
    ['OFFLINE', null, null],
    ['NOT_PURSUABLE', 3_000, 5_000],
  ])('a single change to %s: reload %s, status list %s', (status, reload, refresh) => {
    expect(decideStatusChange({ row: row(7), status, ticked: [] })).toEqual({
      kind: 'single',
      body: { id: 7, status, delivered: false },
      timers: { reloadTableAfterMs: reload, refreshStatusListAfterMs: refresh },
    });
  });

  it.each<[ImageStatus, number | null]>([
    ['PENDING', null],
    ['NOT_PURSUABLE', 5_000],
  ])('a bulk change to %s reloads after 3 s (status list: %s)', (status, refresh) => {
    expect(decideStatusChange({ row: row(7), status, ticked: [row(9), row(3)] })).toEqual({
      kind: 'bulk',
      ids: [3, 7, 9],
      status,
      timers: { reloadTableAfterMs: 3_000, refreshStatusListAfterMs: refresh },
    });
  });

  it.each([
    [row(7), [row(7), row(3)], [3, 7]],
    [row(7), [row(3, true), row(4)], [4, 7]],
    [row(7, true), [row(3), row(4)], [3, 4]],
  ])('clicked %o with ticked %j changes %j', (clicked, ticked, ids) => {
    expect(decideStatusChange({ row: clicked, status: 'DUPLICATE', ticked })).toMatchObject({
      kind: 'bulk',
      ids,
    });
  });

  it('refuses a delivered row, alone or with only delivered ticked rows', () => {
    expect(decideStatusChange({ row: row(7, true), status: 'PENDING', ticked: [] })).toEqual({
      kind: 'refused',
      reason: 'delivered',
    });
    expect(
      decideStatusChange({ row: row(7, true), status: 'PENDING', ticked: [row(2, true)] }),
    ).toEqual({ kind: 'refused', reason: 'delivered' });
  });
});

describe('the new IDENTICAL tick (001 §2.2)', () => {
  it.each<[ImageStatus, string | null, string | null, boolean]>([
    ['IDENTICAL', '2026-11-02T10:00:00Z', '2026-11-01T10:00:00Z', true],
    ['IDENTICAL', '2026-11-01T10:00:00Z', '2026-11-01T10:00:00Z', false],
    ['IDENTICAL', '2026-11-01T10:00:00Z', '2026-11-02T10:00:00Z', false],
    ['NOT_IDENTICAL', '2026-11-02T10:00:00Z', '2026-11-01T10:00:00Z', false],
    ['IDENTICAL', null, '2026-11-01T10:00:00Z', false],
    ['IDENTICAL', '2026-11-02T10:00:00Z', 'garbage', false],
  ])(
    '%s created %s, domain updated %s: tick %s',
    (status, createdAt, domainUpdatedAt, expected) => {
      expect(showsNewIdenticalTick({ status, createdAt, domainUpdatedAt })).toBe(expected);
    },
  );

  it("compares with the domain's last update, not the sighting's own", () => {
    // A sighting is updated after it is created (a status set): its own updatedAt would never
    // give a tick. The domain saved before the sighting came in does.
    const sighting = {
      status: 'IDENTICAL' as const,
      createdAt: '2026-11-02T10:00:00Z',
      updatedAt: '2026-11-03T10:00:00Z',
    };
    expect(showsNewIdenticalTick({ ...sighting, domainUpdatedAt: '2026-11-01T10:00:00Z' })).toBe(
      true,
    );
    expect(showsNewIdenticalTick({ ...sighting, domainUpdatedAt: '2026-11-04T10:00:00Z' })).toBe(
      false,
    );
  });
});
