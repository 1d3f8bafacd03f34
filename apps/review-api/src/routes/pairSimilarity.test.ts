import type { ReservedImage, SuggestionPrecision } from '@sightings/domain-model';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { queryRows } from '../db/database';
import { imageFingerprints } from '../db/schema';
import { SUGGESTION_THRESHOLDS } from '../services/similarity/fingerprint';
import { fingerprintPair } from '../services/similarity/sourceFingerprint';
import { createTestApp } from '../testing/testApp';

/*
 * Suggested marks from the pictures (issue 32, extension `pair-similarity`): the fingerprints
 * are computed ahead of the Images queue, once per picture, and a reservation that asks for
 * similarity answers each pair's score and suggestion; one that does not ask, or a server
 * without extensions, answers as the spec says.
 */

const POISON = Buffer.from('a picture that kills the reader');
/** How many pictures the fingerprinter has read. */
let fingerprinted = 0;
const testApp = await createTestApp({
  demoData: { domainCount: 10, imageCount: 300 },
  fingerprinter: {
    lookahead: 12,
    fingerprintPair: (pair) => {
      fingerprinted += Number(pair.original !== null) + Number(pair.downloaded !== null);
      // A picture that kills the reader (its process ends each time it reads it).
      if (pair.downloaded && 'bytes' in pair.downloaded && pair.downloaded.bytes.equals(POISON))
        return Promise.reject(new Error('the fingerprint process ended (SIGKILL)'));
      return fingerprintPair(pair);
    },
  },
});
const specOnly = await createTestApp({ extensions: false });
afterAll(async () => {
  await testApp.close();
  await specOnly.close();
});
const db = testApp.database.db;

const reserve = async (
  app: typeof testApp,
  token: string,
  query: string,
): Promise<ReservedImage[]> => {
  const response = await app.app.inject({
    method: 'GET',
    url: `/api/assessment_image/reserve_pending?${query}`,
    headers: { authorization: `Bearer ${token}` },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<ReservedImage[]>();
};

/** The demo variant of each sighting (the pictures' truth: 'different' is another picture). */
const variants = async () =>
  new Map(
    (
      await queryRows<{ id: number; variant: string }>(
        db,
        sql`SELECT id, demo_picture ->> 'variant' AS variant FROM images`,
      )
    ).map((row) => [Number(row.id), row.variant]),
  );

describe('pair similarity', () => {
  it('fingerprints the window ahead of the queue once, and answers scores and suggestions', async () => {
    const operator = await testApp.login('operator@example.com');
    // The server's start: the window ahead of the queue, once.
    testApp.fingerprinter!.wake();
    await testApp.fingerprinter!.idle();
    const [stored] = await queryRows<{ n: number }>(
      db,
      sql`SELECT count(*)::int AS n FROM ${imageFingerprints}`,
    );
    expect(stored!.n).toBe(12);
    const read = fingerprinted;
    expect(read).toBeGreaterThanOrEqual(12); // Both pictures of each, where there are two.

    // A reservation that asks: the 12 fingerprinted pairs have a score; the queue moved on.
    const first = await reserve(testApp, operator, 'limit=12&similarity=true');
    expect(first).toHaveLength(12);
    const truth = await variants();
    for (const image of first) {
      if (image.similarity === null || image.similarity === undefined) {
        // Only a sighting without one of its pictures has none.
        expect(image.hasOriginal && image.downloaded).toBe(false);
        continue;
      }
      expect(image.similarity.score).toBeGreaterThanOrEqual(0);
      expect(image.similarity.score).toBeLessThanOrEqual(1);
      // A suggestion, when there is one, is right about the demo's pictures.
      if (image.similarity.suggestion)
        expect(image.similarity.suggestion).toBe(
          truth.get(image.id) === 'different' ? 'NOT_IDENTICAL' : 'IDENTICAL',
        );
    }
    expect(first.filter((image) => image.similarity?.suggestion).length).toBeGreaterThan(6);

    // That reservation woke the fingerprinter: the next window, and nothing read twice.
    await testApp.fingerprinter!.idle();
    const [after] = await queryRows<{ n: number }>(
      db,
      sql`SELECT count(*)::int AS n FROM ${imageFingerprints}`,
    );
    expect(after!.n).toBe(24);
    const readForTwoWindows = fingerprinted;
    const reservedAgain = await reserve(testApp, operator, 'limit=12&similarity=true');
    // The caller's own leases first (renewed), then new ones: the same 12, scored alike.
    expect(reservedAgain.map((image) => image.similarity)).toEqual(
      first.map((image) => image.similarity),
    );
    // The window ahead has its fingerprints: woken again, the fingerprinter reads nothing.
    await testApp.fingerprinter!.idle();
    expect(fingerprinted).toBe(readForTwoWindows);
  });

  it('shows administrators, per agency, how often the suggestions agreed with the decisions', async () => {
    const operator = await testApp.login('operator@example.com');
    const mine = (await reserve(testApp, operator, 'limit=12&similarity=true')).filter(
      (image) => image.similarity?.suggestion,
    );
    expect(mine.length).toBeGreaterThan(2);
    // The operator follows every suggestion but one, which they judge the other way.
    const [overruled, ...followed] = mine;
    const flip = (mark: string | null | undefined) =>
      mark === 'IDENTICAL' ? 'NOT_IDENTICAL' : 'IDENTICAL';
    const decisions = [
      { id: overruled!.id, status: flip(overruled!.similarity!.suggestion) },
      ...followed.map((image) => ({ id: image.id, status: image.similarity!.suggestion! })),
    ];
    const decided = await testApp.app.inject({
      method: 'PUT',
      url: '/api/assessment_image/set_multiple_images_status',
      headers: { authorization: `Bearer ${operator}` },
      payload: decisions,
    });
    expect(decided.statusCode, decided.body).toBe(200);

    const admin = await testApp.login('admin@example.com');
    const answer = await testApp.app.inject({
      method: 'GET',
      url: '/api/assessment_image/suggestion_precision',
      headers: { authorization: `Bearer ${admin}` },
    });
    expect(answer.statusCode, answer.body).toBe(200);
    const body = answer.json<SuggestionPrecision>();
    expect(body.thresholds).toEqual(SUGGESTION_THRESHOLDS);
    const byAgency = new Map(body.agencies.map((row) => [row.agency, row]));
    // What this test decided, per agency (nothing else decided has a fingerprint).
    for (const image of mine) {
      const row = byAgency.get(image.agency)!;
      expect(row.suggested).toBe(row.identical.suggested + row.notIdentical.suggested);
      expect(row.precision).toBe(row.agreed / row.suggested);
    }
    const total = body.agencies.reduce((sum, row) => sum + row.suggested, 0);
    const agreed = body.agencies.reduce((sum, row) => sum + row.agreed, 0);
    expect(total).toBe(mine.length);
    expect(agreed).toBe(mine.length - 1);
    const overruledRow = byAgency.get(overruled!.agency)!;
    expect(overruledRow.precision).toBeLessThan(1);

    // Administrators only; and no such call without extensions.
    const asOperator = await testApp.app.inject({
      method: 'GET',
      url: '/api/assessment_image/suggestion_precision',
      headers: { authorization: `Bearer ${operator}` },
    });
    expect(asOperator.statusCode).toBe(403);
    const specServer = await specOnly.app.inject({
      method: 'GET',
      url: '/api/assessment_image/suggestion_precision',
      headers: { authorization: `Bearer ${await specOnly.login('admin@example.com')}` },
    });
    expect(specServer.statusCode).toBe(404);
  });

  it('answers as the spec says when not asked, and ignores the parameter without extensions', async () => {
    const asked = await reserve(testApp, await testApp.login('admin@example.com'), 'limit=3');
    expect(asked.length).toBeGreaterThan(0);
    for (const image of asked) expect(image).not.toHaveProperty('similarity');

    const plain = await reserve(
      specOnly,
      await specOnly.login('operator@example.com'),
      'limit=3&similarity=true',
    );
    for (const image of plain) expect(image).not.toHaveProperty('similarity');
  });

  it('stores no fingerprint for a picture that cannot be read, and answers no similarity', async () => {
    const [pending] = await queryRows<{ id: number }>(
      db,
      sql`SELECT id FROM images WHERE status = 'PENDING' AND NOT EXISTS (
        SELECT 1 FROM reservations r WHERE r.entity_type = 'IMAGE' AND r.entity_id = images.id
          AND r.expires_at > now()) ORDER BY domain_id, id LIMIT 1`,
    );
    await db.execute(sql`DELETE FROM ${imageFingerprints} WHERE image_id = ${pending!.id}`);
    await db.execute(
      sql`INSERT INTO image_files (image_id, kind, content_type, data)
        VALUES (${pending!.id}, 'downloaded', 'image/jpeg', ${Buffer.from('not a picture')})`,
    );
    testApp.fingerprinter!.wake();
    await testApp.fingerprinter!.idle();
    const [row] = await queryRows<{ original: string | null; downloaded: string | null }>(
      db,
      sql`SELECT original, downloaded FROM ${imageFingerprints} WHERE image_id = ${pending!.id}`,
    );
    expect(row!.downloaded).toBeNull();
    const admin = await testApp.login('admin@example.com');
    const reserved = await reserve(testApp, admin, 'limit=40&similarity=true');
    const broken = reserved.find((image) => image.id === Number(pending!.id));
    expect(broken).toBeDefined();
    expect(broken!.similarity).toBeNull();
  });

  it('gives a sighting whose pictures kill the reader twice no fingerprint, and goes on', async () => {
    const window = await queryRows<{ id: number }>(
      db,
      sql`SELECT id FROM images WHERE status = 'PENDING' AND downloaded AND NOT EXISTS (
        SELECT 1 FROM reservations r WHERE r.entity_type = 'IMAGE' AND r.entity_id = images.id
          AND r.expires_at > now()) ORDER BY domain_id, id LIMIT 2`,
    );
    const [poisoned, next] = window.map((row) => Number(row.id));
    await db.execute(
      sql`DELETE FROM ${imageFingerprints} WHERE image_id IN (${poisoned!}, ${next!})`,
    );
    await db.execute(
      sql`INSERT INTO image_files (image_id, kind, content_type, data)
        VALUES (${poisoned!}, 'downloaded', 'image/jpeg', ${POISON})
        ON CONFLICT (image_id, kind) DO UPDATE SET data = EXCLUDED.data`,
    );
    const stored = async (id: number) =>
      (
        await queryRows<{ downloaded: string | null; score: number | null }>(
          db,
          sql`SELECT downloaded, score FROM ${imageFingerprints} WHERE image_id = ${id}`,
        )
      )[0];
    // The first failure: nothing stored, the run stops (the next wake tries again).
    testApp.fingerprinter!.wake();
    await testApp.fingerprinter!.idle();
    expect(await stored(poisoned!)).toBeUndefined();
    expect(await stored(next!)).toBeUndefined();
    // The second: that sighting gets no fingerprint, and the ones behind it get theirs.
    testApp.fingerprinter!.wake();
    await testApp.fingerprinter!.idle();
    expect(await stored(poisoned!)).toEqual({ downloaded: null, score: null });
    expect((await stored(next!))?.downloaded).toEqual(expect.stringMatching(/^v2:/));
    // Its demo pictures back: fingerprinted again when a reservation reaches it.
    await db.execute(sql`DELETE FROM image_files WHERE image_id = ${poisoned!}`);
    await db.execute(sql`DELETE FROM ${imageFingerprints} WHERE image_id = ${poisoned!}`);
  });

  it('fingerprints first what a reservation leased before the window reached it', async () => {
    // An operator far ahead: a whole reservation of sightings nobody fingerprinted yet.
    const worker = await testApp.login('operator@example.com');
    const ahead = await reserve(testApp, worker, 'limit=60&similarity=true');
    const unscored = ahead.filter((image) => image.similarity === null);
    expect(unscored.length).toBeGreaterThan(0);
    await testApp.fingerprinter!.idle();
    // The page's next reservation (own leases first) finds them scored.
    const again = await reserve(testApp, worker, 'limit=60&similarity=true');
    const withPictures = again.filter((image) => image.hasOriginal && image.downloaded);
    expect(withPictures.length).toBeGreaterThan(0);
    for (const image of withPictures) expect(image.similarity).not.toBeNull();
  });
});
