import { afterAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../testing/testApp';

/*
 * The store's state as the ClickHouse tab reads it (issue 16, docs/clickhouse.md "Freshness"):
 * a store without its whole copy is 'copying', however empty the outbox, and 'ready' after it.
 */

const testApp = await createTestApp({
  demoData: { domainCount: 5, imageCount: 40 },
  clickhouse: 'embedded',
});
afterAll(() => testApp.close());

describe('the ClickHouse store status', () => {
  it("is 'copying' until the whole copy is there, then 'ready' and synced now", async () => {
    const before = await testApp.clickhouse.status();
    expect(before).toMatchObject({ state: 'copying', syncedAt: null });
    expect(before.message).toMatch(
      /^The first copy from PostgreSQL is under way: \d+ of \d+ sightings so far\.$/,
    );

    await testApp.clickhouse.drain();
    const after = await testApp.clickhouse.status();
    expect(after).toMatchObject({ state: 'ready', message: null, pendingChanges: 0 });
    expect(after.syncedAt).toBe(after.checkedAt);
  });
});
