import type { UsagePage, UsageRow, UsageStoreStatus } from '@sightings/domain-model';

/** Wire rows and pages of the usage search for the tests. */

export const COUNT_ID = '00000000-0000-4000-8000-000000000001';

export function wireRow(id: number, extra: Partial<UsageRow> = {}): UsageRow {
  return {
    id,
    status: 'PENDING',
    delivered: false,
    originalImageFileName: `file-${id}.jpg`,
    imageUrl: `https://img.example/${id}.jpg`,
    usageUrl: `https://site.example/page/${id}`,
    country: 'AUT',
    scrapedCountry: null,
    domainPursuable: true,
    blacklisted: false,
    difference: 1,
    agency: 'Alpha',
    imageId: `A-${id}`,
    foundAt: '2026-01-02T03:04:05Z',
    domainId: 7,
    domain: 'site.example',
    ...extra,
  };
}

export function usagePage(rows: UsageRow[], extra: Partial<UsagePage> = {}): UsagePage {
  return { content: rows, number: 0, size: 1000, hasNext: false, countId: COUNT_ID, ...extra };
}

/** A ClickHouse store status (ready, nothing waiting, unless told). */
export function storeStatus(extra: Partial<UsageStoreStatus> = {}): UsageStoreStatus {
  return {
    state: 'ready',
    message: null,
    pendingChanges: 0,
    oldestPendingAt: null,
    syncedAt: '2026-11-23T22:31:05.000Z',
    checkedAt: '2026-11-23T22:31:05.000Z',
    ...extra,
  };
}
