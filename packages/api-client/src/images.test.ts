import type { ImageStatusItem, ReservedImage } from '@sightings/domain-model';
import { createTestApp } from '@sightings/review-api/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recording } from './testing/recording';

/*
 * The Images page's reservation and the `pair-similarity` extension (docs/api-contract.md): what
 * the client sends against the reference server with its extensions and against one that knows
 * only the specs, recorded request by request; no mocks.
 */
const extended = await createTestApp({ demoData: { domainCount: 12, imageCount: 120 } });
const specOnly = await createTestApp({
  demoData: { domainCount: 12, imageCount: 120 },
  extensions: false,
});
/** A server that fingerprints the pictures ahead of the queue (the suggestions' precision). */
const assisted = await createTestApp({
  demoData: { domainCount: 6, imageCount: 40 },
  fingerprinter: { lookahead: 10 },
});
const urls = { extended: '', specOnly: '', assisted: '' };
beforeAll(async () => {
  urls.extended = `${await extended.app.listen({ port: 0, host: '127.0.0.1' })}/api`;
  urls.specOnly = `${await specOnly.app.listen({ port: 0, host: '127.0.0.1' })}/api`;
  urls.assisted = `${await assisted.app.listen({ port: 0, host: '127.0.0.1' })}/api`;
});
afterAll(() => Promise.all([extended.close(), specOnly.close(), assisted.close()]));

const ids = (images: readonly ReservedImage[]) => images.map((image) => image.id);

/** A `similarity` as the contract has it: null, or a score from 0 to 1 with its suggestion. */
const isSimilarity = (value: unknown) =>
  value === null ||
  (typeof value === 'object' &&
    typeof (value as { score?: unknown }).score === 'number' &&
    (value as { score: number }).score >= 0 &&
    (value as { score: number }).score <= 1 &&
    [null, 'IDENTICAL', 'NOT_IDENTICAL'].includes(
      (value as { suggestion?: unknown }).suggestion as string | null,
    ));

describe('images.reservePending and pair-similarity', () => {
  it('not asked for: the spec’s call at once, without asking the server’s extensions', async () => {
    const { client, sent } = await recording(urls.extended, 'operator@example.com');
    const batch = await client.images.reservePending(5);
    await client.images.reservePending({ limit: 5 });
    await client.images.reservePending({ limit: 5, similarity: false });
    expect(batch).toHaveLength(5);
    expect(sent).toEqual([
      'GET /assessment_image/reserve_pending?limit=5',
      'GET /assessment_image/reserve_pending?limit=5',
      'GET /assessment_image/reserve_pending?limit=5',
    ]);
  });

  it('asked for, against a server offering it: similarity=true, the same leases, each with its similarity', async () => {
    const { client, sent } = await recording(urls.extended, 'admin@example.com');
    const batch = await client.images.reservePending({ limit: 5, similarity: true });
    const again = await client.images.reservePending({ similarity: true });
    expect(sent).toEqual([
      'GET /capabilities',
      'GET /assessment_image/reserve_pending?limit=5&similarity=true',
      'GET /assessment_image/reserve_pending?similarity=true',
    ]);
    expect(batch).toHaveLength(5);
    expect(batch.every((image) => image.status === 'PENDING' && image.reservedUntil)).toBe(true);
    // The caller's own leases come back first, as with the spec's call.
    expect(ids(again).slice(0, 5)).toEqual(ids(batch));
    expect(ids(await client.images.reservePending(5))).toEqual(ids(batch));
    for (const image of again) expect(isSimilarity(image.similarity), String(image.id)).toBe(true);
  });

  it('asked for, against a server that knows only the specs: the spec’s call, never the parameter', async () => {
    const { client, sent } = await recording(urls.specOnly, 'operator@example.com');
    const batch = await client.images.reservePending({ limit: 5, similarity: true });
    await client.images.reservePending({ similarity: true });
    expect(sent).toEqual([
      'GET /capabilities',
      'GET /assessment_image/reserve_pending?limit=5',
      'GET /assessment_image/reserve_pending',
    ]);
    expect(batch).toHaveLength(5);
    expect(batch.some((image) => 'similarity' in image)).toBe(false);
  });

  it("`extensions: 'off'` never asks and never sends it, even to a server offering it", async () => {
    const { client, sent } = await recording(urls.extended, 'admin@example.com', 'off');
    const batch = await client.images.reservePending({ limit: 3, similarity: true });
    expect(batch).toHaveLength(3);
    expect(sent).toEqual(['GET /assessment_image/reserve_pending?limit=3']);
  });
});

describe('images.suggestionPrecision (pair-similarity)', () => {
  it('offered: GET /assessment_image/suggestion_precision, per agency, against the decisions', async () => {
    assisted.fingerprinter!.wake();
    await assisted.fingerprinter!.idle();
    const admin = await recording(urls.assisted, 'admin@example.com');
    // Nothing decided since the pictures were fingerprinted: no agency yet.
    const before = await admin.client.images.suggestionPrecision();
    expect(before.agencies).toEqual([]);
    expect(before.thresholds.identical).toBeGreaterThan(before.thresholds.notIdentical);
    expect(admin.sent).toEqual(['GET /capabilities', 'GET /assessment_image/suggestion_precision']);

    // The operator follows every suggestion but one, which they judge the other way.
    const operator = await recording(urls.assisted, 'operator@example.com');
    const suggested = (
      await operator.client.images.reservePending({ limit: 10, similarity: true })
    ).filter((image) => image.similarity?.suggestion);
    expect(suggested.length).toBeGreaterThan(2);
    const decisions: ImageStatusItem[] = suggested.map((image, index) => {
      const mark = image.similarity!.suggestion!;
      const flipped = mark === 'IDENTICAL' ? 'NOT_IDENTICAL' : 'IDENTICAL';
      return { id: image.id, status: index === 0 ? flipped : mark };
    });
    await operator.client.images.setStatuses(decisions);

    const after = await admin.client.images.suggestionPrecision();
    expect(after.thresholds).toEqual(before.thresholds);
    const sum = (pick: (row: (typeof after.agencies)[number]) => number) =>
      after.agencies.reduce((total, row) => total + pick(row), 0);
    expect(sum((row) => row.suggested)).toBe(suggested.length);
    expect(sum((row) => row.agreed)).toBe(suggested.length - 1);
    for (const row of after.agencies) {
      expect(row.suggested).toBe(row.identical.suggested + row.notIdentical.suggested);
      expect(row.agreed).toBe(row.identical.agreed + row.notIdentical.agreed);
      expect(row.precision).toBe(row.suggested ? row.agreed / row.suggested : null);
    }
    expect(
      after.agencies.find((row) => row.agency === suggested[0]!.agency)!.precision,
    ).toBeLessThan(1);

    // Administrators only: the server refuses an operator.
    await expect(operator.client.images.suggestionPrecision()).rejects.toMatchObject({
      status: 403,
      errorDefinition: 'ACCESS_DENIED',
    });
  });

  it('not offered (a server that knows only the specs): rejects with 404 NOT_FOUND and sends nothing', async () => {
    const { client, sent } = await recording(urls.specOnly, 'admin@example.com');
    await expect(client.images.suggestionPrecision()).rejects.toMatchObject({
      status: 404,
      errorDefinition: 'NOT_FOUND',
      message: 'This server does not offer pair-similarity (GET /capabilities).',
    });
    expect(sent).toEqual(['GET /capabilities']);
  });

  it("`extensions: 'off'`: rejects the same way without asking, even a server offering it", async () => {
    const { client, sent } = await recording(urls.assisted, 'admin@example.com', 'off');
    await expect(client.images.suggestionPrecision()).rejects.toMatchObject({
      status: 404,
      errorDefinition: 'NOT_FOUND',
    });
    expect(sent).toEqual([]);
  });
});
