import { ApiError } from '@sightings/api-client';
import {
  USAGE_COUNT_FALLBACK,
  USAGE_COUNT_POLL_MS,
  type UsageCount,
  type UsagePage,
  type UsageSearchFilter,
} from '@sightings/domain-model';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { COUNT_ID, storeStatus, usagePage, wireRow } from './usageFixtures';
import { createUsageQuery, usagePagerTotal, usageSorts, type UsageCalls } from './usageQuery';

const filter = { part: 'example', domain: '%' } as UsageSearchFilter;
const paging = { page: 0, size: 1000, sort: [] };

function fakeCalls(overrides: Partial<UsageCalls> = {}): UsageCalls & {
  [K in keyof UsageCalls]: ReturnType<typeof vi.fn>;
} {
  return {
    usages: vi.fn(async () => usagePage([wireRow(1), wireRow(2), wireRow(3)])),
    usageCount: vi.fn(async (): Promise<UsageCount> => ({
      countId: COUNT_ID,
      count: 3,
      error: null,
    })),
    setStatus: vi.fn(async () => ({ images: [] })),
    exportUsagesCsv: vi.fn(async () => ({ blob: new Blob(['a,b']), fileName: 'usages.csv' })),
    ...overrides,
  } as never;
}

/** Lets the promises settle (fake timers do not run them). */
const settle = async () => {
  for (let i = 0; i < 5; i += 1) await Promise.resolve();
};

describe('usageSorts and usagePagerTotal', () => {
  it('sends foundAt descending when the table is unsorted', () => {
    expect(usageSorts([])).toEqual([{ field: 'foundAt', direction: 'desc' }]);
    expect(usageSorts([{ field: 'status', direction: 'asc' }])).toEqual([
      { field: 'status', direction: 'asc' },
    ]);
  });

  it('uses the count when known, else the fallback raised to the rows seen and one more', () => {
    const rows = Array.from({ length: 100 }, () => ({}));
    const base = { page: 0, size: 100, rows, hasNext: false };
    expect(usagePagerTotal({ ...base, count: { kind: 'known', count: 7 } })).toBe(7);
    expect(usagePagerTotal({ ...base, count: { kind: 'counting' } })).toBe(USAGE_COUNT_FALLBACK);
    expect(usagePagerTotal({ ...base, page: 3, hasNext: true, count: { kind: 'counting' } })).toBe(
      401,
    );
    expect(
      usagePagerTotal({ ...base, page: 2, count: { kind: 'failed', message: 'Counting error' } }),
    ).toBe(300);
  });
});

describe('createUsageQuery: the count', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('polls every USAGE_COUNT_POLL_MS until the count arrives, then stops', async () => {
    vi.useFakeTimers();
    const answers: (number | null)[] = [null, null, 1234];
    const calls = fakeCalls({
      usageCount: vi.fn(async () => ({
        countId: COUNT_ID,
        count: answers.length > 0 ? (answers.shift() as number | null) : 0,
        error: null,
      })),
    });
    const query = createUsageQuery({ engine: 'postgres', calls });
    await query.search(filter, paging);
    await settle();
    expect(calls.usageCount).toHaveBeenCalledTimes(1);
    expect(calls.usageCount).toHaveBeenCalledWith(COUNT_ID);
    expect(query.state.count).toEqual({ kind: 'counting' });
    await vi.advanceTimersByTimeAsync(USAGE_COUNT_POLL_MS - 1);
    expect(calls.usageCount).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(calls.usageCount).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(USAGE_COUNT_POLL_MS);
    expect(calls.usageCount).toHaveBeenCalledTimes(3);
    expect(query.state.count).toEqual({ kind: 'known', count: 1234 });
    await vi.advanceTimersByTimeAsync(USAGE_COUNT_POLL_MS * 3);
    expect(calls.usageCount).toHaveBeenCalledTimes(3);
  });

  it("stops on dispose and on a new search; a failed count is 'Counting error'", async () => {
    vi.useFakeTimers();
    const calls = fakeCalls({
      usageCount: vi.fn(async () => ({ countId: COUNT_ID, count: null, error: null })),
    });
    const query = createUsageQuery({ engine: 'postgres', calls });
    await query.search(filter, paging);
    await settle();
    query.dispose();
    await vi.advanceTimersByTimeAsync(USAGE_COUNT_POLL_MS * 3);
    expect(calls.usageCount).toHaveBeenCalledTimes(1);

    const second = createUsageQuery({ engine: 'postgres', calls });
    await second.search(filter, paging);
    await settle();
    calls.usageCount.mockClear();
    const failing = vi.fn(async () => ({ countId: COUNT_ID, count: null, error: 'boom' }));
    calls.usageCount.mockImplementation(failing);
    // A new search stops the old polling and starts its own.
    await second.search({ ...filter, part: 'other' }, paging);
    await settle();
    expect(calls.usageCount).toHaveBeenCalledTimes(1);
    expect(second.state.count).toEqual({ kind: 'failed', message: 'Counting error' });
    await vi.advanceTimersByTimeAsync(USAGE_COUNT_POLL_MS * 3);
    expect(calls.usageCount).toHaveBeenCalledTimes(1);
  });

  it('keeps a known count when only the page or sort changes', async () => {
    const calls = fakeCalls();
    const query = createUsageQuery({ engine: 'postgres', calls });
    await query.search(filter, paging);
    await vi.waitFor(() => expect(query.state.count).toEqual({ kind: 'known', count: 3 }));
    await query.search(filter, { ...paging, sort: [{ field: 'status', direction: 'asc' }] });
    expect(calls.usageCount).toHaveBeenCalledTimes(1);
    expect(query.state.count).toEqual({ kind: 'known', count: 3 });
    expect(calls.usages).toHaveBeenLastCalledWith(
      filter,
      { page: 0, size: 1000, sorts: [{ field: 'status', direction: 'asc' }] },
      'postgres',
    );
  });
});

describe('createUsageQuery: searches', () => {
  it('a newer search wins over an older one still under way', async () => {
    let release: (page: UsagePage) => void = () => undefined;
    const calls = fakeCalls({
      usages: vi
        .fn()
        .mockImplementationOnce(() => new Promise<UsagePage>((resolve) => (release = resolve)))
        .mockImplementationOnce(async () => usagePage([wireRow(9)])),
    });
    const query = createUsageQuery({ engine: 'postgres', calls });
    const first = query.search(filter, paging);
    await query.search({ ...filter, part: 'newer' }, paging);
    release(usagePage([wireRow(1)]));
    await first;
    expect(query.state.rows.map((row) => row.id)).toEqual(['9']);
    expect(query.state.filter?.part).toBe('newer');
  });

  it('a failure keeps the rows and tells onError; the ClickHouse 503 is `unavailable`', async () => {
    const onError = vi.fn();
    const calls = fakeCalls();
    const query = createUsageQuery({ engine: 'postgres', calls, onError });
    await query.search(filter, paging);
    calls.usages.mockRejectedValueOnce(new ApiError('Database is down', { status: 500 }));
    await query.search(filter, { ...paging, page: 1 });
    expect(onError).toHaveBeenCalledWith('Database is down');
    expect(query.state.error).toBe('Database is down');
    expect(query.state.rows).toHaveLength(3);

    const clickhouseError = vi.fn();
    const clickhouse = createUsageQuery({
      engine: 'clickhouse',
      calls: fakeCalls({
        usages: vi.fn(async () => {
          throw new ApiError('ClickHouse is not configured', { status: 503 });
        }),
      }),
      onError: clickhouseError,
    });
    await clickhouse.search(filter, paging);
    expect(clickhouse.state.unavailable).toBe('ClickHouse is not configured');
    expect(clickhouse.state.loading).toBe(false);
    expect(clickhouseError).not.toHaveBeenCalled();
  });
});

describe('createUsageQuery: the ClickHouse store status (issue 16)', () => {
  const at = (second: number) => `2026-11-23T22:31:${String(second).padStart(2, '0')}.000Z`;

  it('checkStore asks the status on ClickHouse only; a page brings a newer freshness', async () => {
    const clickhouseStatus = vi.fn(async () => storeStatus({ checkedAt: at(1) }));
    const postgres = createUsageQuery({
      engine: 'postgres',
      calls: fakeCalls({ clickhouseStatus }),
    });
    await postgres.checkStore();
    await postgres.search(filter, paging);
    expect(clickhouseStatus).not.toHaveBeenCalled();
    expect(postgres.state.storeStatus).toBeNull();

    const fresh = storeStatus({ pendingChanges: 2, oldestPendingAt: at(2), checkedAt: at(3) });
    const calls = fakeCalls({
      clickhouseStatus,
      usages: vi.fn(async () => usagePage([wireRow(1)], { freshness: fresh })),
    });
    const query = createUsageQuery({ engine: 'clickhouse', calls });
    await query.checkStore();
    expect(query.state.storeStatus).toEqual(storeStatus({ checkedAt: at(1) }));
    expect(query.state.checkingStore).toBe(false);
    await query.search(filter, paging);
    expect(query.state.storeStatus).toEqual(fresh);
    // A status checked before the page does not replace the page's freshness.
    clickhouseStatus.mockResolvedValueOnce(storeStatus({ state: 'off', checkedAt: at(0) }));
    await query.checkStore();
    expect(query.state.storeStatus).toEqual(fresh);
  });

  it('a failed status check leaves the status unknown', async () => {
    const query = createUsageQuery({
      engine: 'clickhouse',
      calls: fakeCalls({
        clickhouseStatus: vi.fn(async () => {
          throw new ApiError('Network error', { status: 0 });
        }),
      }),
    });
    await query.checkStore();
    expect(query.state.storeStatus).toBeNull();
    expect(query.state.checkingStore).toBe(false);
  });
});

describe('createUsageQuery: status change and export', () => {
  it('applies the answer in place and clears the ticks', async () => {
    const calls = fakeCalls({
      setStatus: vi.fn(async () => ({
        images: [
          { id: 1, status: 'OFFLINE' as const, delivered: false },
          { id: 3, status: 'OFFLINE' as const, delivered: true },
        ],
      })),
    });
    const query = createUsageQuery({ engine: 'postgres', calls });
    await query.search(filter, paging);
    query.setSelected(['1', '3']);
    const result = await query.changeStatus(['1', '3'], 'OFFLINE');
    expect(result).toEqual({ ok: true, changed: 2 });
    expect(calls.setStatus).toHaveBeenCalledWith({ ids: [1, 3], status: 'OFFLINE' });
    expect(query.state.selected).toEqual([]);
    expect(query.state.rows.map((row) => [row.id, row.status, row.delivered])).toEqual([
      ['1', 'OFFLINE', false],
      ['2', 'PENDING', false],
      ['3', 'OFFLINE', true],
    ]);
  });

  it('a 409 keeps the rows and the ticks and gives the server message', async () => {
    const calls = fakeCalls({
      setStatus: vi.fn(async () => {
        throw new ApiError('Image 3 is delivered', { status: 409, ids: [3] });
      }),
    });
    const query = createUsageQuery({ engine: 'postgres', calls });
    await query.search(filter, paging);
    query.setSelected(['1', '3']);
    const result = await query.changeStatus(['1', '3'], 'OFFLINE');
    expect(result).toEqual({ ok: false, message: 'Image 3 is delivered' });
    expect(query.state.statusError).toBe('Image 3 is delivered');
    expect(query.state.selected).toEqual(['1', '3']);
    expect(query.state.rows.every((row) => row.status === 'PENDING')).toBe(true);
    expect(query.state.saving).toBe(false);
  });

  it('exports the search on screen with its sorts; nothing before a search; failures returned', async () => {
    const saveFile = vi.fn();
    const calls = fakeCalls();
    const query = createUsageQuery({ engine: 'postgres', calls, saveFile });
    expect(await query.exportCsv()).toBeNull();
    expect(calls.exportUsagesCsv).not.toHaveBeenCalled();
    await query.search(filter, { ...paging, sort: [{ field: 'difference', direction: 'desc' }] });
    expect(await query.exportCsv()).toBeNull();
    expect(calls.exportUsagesCsv).toHaveBeenCalledWith(filter, [
      { field: 'difference', direction: 'desc' },
    ]);
    expect(saveFile).toHaveBeenCalledWith(expect.any(Blob), 'usages.csv');
    calls.exportUsagesCsv.mockRejectedValueOnce(new ApiError('Too many rows', { status: 400 }));
    expect(await query.exportCsv()).toBe('Too many rows');
    expect(query.state.exporting).toBe(false);
  });
});
