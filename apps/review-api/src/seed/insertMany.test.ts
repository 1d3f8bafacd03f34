import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { queryRows } from '../db/database';
import { domains, images } from '../db/schema';
import { createTestApp } from '../testing/testApp';
import { insertMany } from './insertMany';

const testApp = await createTestApp();
const { db } = testApp.database;
afterAll(() => testApp.close());

describe('insertMany', () => {
  it('inserts the rows in order and answers the returning fields of each, in that order', async () => {
    const names = Array.from(
      { length: 12_000 },
      (_, i) => `bulk-${String(i).padStart(5, '0')}.example`,
    );
    // Not sorted: the answer follows the rows, whatever their order (12,000 rows: 12 statements).
    const shuffled = [...names].reverse();
    const answered = await insertMany(
      db,
      domains,
      shuffled.map((domain) => ({ domain })),
      ['id', 'domain'],
    );
    expect(answered.map((row) => row.domain)).toEqual(shuffled);
    expect(new Set(answered.map((row) => row.id)).size).toBe(shuffled.length);
    const [stored] = await queryRows<{ n: number }>(
      db,
      sql`SELECT count(*)::int AS n FROM domains WHERE domain LIKE 'bulk-%'`,
    );
    expect(stored!.n).toBe(12_000);
  });

  it('sends dates, numbers, JSON and odd text as they are, and gives left-out fields their default', async () => {
    const [domain] = await insertMany(db, domains, [{ domain: 'odd-text.example' }], ['id']);
    const foundAt = new Date(Date.UTC(2026, 0, 2, 3, 4, 5, 678));
    const [image] = await insertMany(
      db,
      images,
      [
        {
          imageId: `O'Brien "quoted" \\ ${'ü'.repeat(3)} 📷`,
          agency: 'Alpine Stock',
          domainId: domain!.id,
          foundAt,
          difference: 2.5,
          photographerName: null,
          demoPicture: { seed: 7, variant: 'cropped', hasOriginal: true, online: false },
        },
      ],
      ['id', 'imageId', 'status', 'foundAt', 'demoPicture'],
    );
    expect(image!.imageId).toBe(`O'Brien "quoted" \\ üüü 📷`);
    const [row] = await queryRows<{
      found_at: Date | string;
      difference: number;
      status: string;
      delivered: boolean;
      photographer_name: string | null;
      demo_picture: unknown;
      created_at: Date | string | null;
    }>(db, sql`SELECT * FROM images WHERE id = ${image!.id}`);
    expect(new Date(row!.found_at).toISOString()).toBe(foundAt.toISOString());
    expect(row!.difference).toBe(2.5);
    expect(row!.demo_picture).toEqual({
      seed: 7,
      variant: 'cropped',
      hasOriginal: true,
      online: false,
    });
    expect(row!.photographer_name).toBeNull();
    // Left out: the columns' defaults.
    expect(row!.status).toBe('PENDING');
    expect(row!.delivered).toBe(false);
    expect(row!.created_at).not.toBeNull();
  });

  it('does nothing for no rows, and refuses a field the table does not have', async () => {
    await expect(insertMany(db, domains, [], ['id'])).resolves.toEqual([]);
    await expect(
      insertMany(db, domains, [{ domain: 'x.example', nope: 1 } as never]),
    ).rejects.toThrow('insertMany: domains has no field "nope".');
  });
});
