import type { ReservedImage } from '@sightings/domain-model';
import { createTestApp } from '@sightings/review-api/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClient } from './client';

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
const urls = { extended: '', specOnly: '' };
beforeAll(async () => {
  urls.extended = `${await extended.app.listen({ port: 0, host: '127.0.0.1' })}/api`;
  urls.specOnly = `${await specOnly.app.listen({ port: 0, host: '127.0.0.1' })}/api`;
});
afterAll(() => Promise.all([extended.close(), specOnly.close()]));

/** A client signed in at `url` that records every request, as `METHOD /path?query`. */
async function recording(url: string, email: string, extensions: 'auto' | 'off' = 'auto') {
  const token = (
    await createClient({ baseUrl: url }).auth.login({ email, password: 'review-demo' })
  ).accessToken;
  const sent: string[] = [];
  const client = createClient({
    baseUrl: url,
    getToken: () => token,
    extensions,
    fetch: (input, init) => {
      const request = new Request(input, init);
      const { pathname, search } = new URL(request.url);
      sent.push(`${request.method} ${pathname.replace(/^\/api/, '')}${decodeURIComponent(search)}`);
      return fetch(request);
    },
  });
  return { client, sent };
}

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
