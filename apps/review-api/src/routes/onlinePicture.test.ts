import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { queryRows } from '../db/database';
import {
  isPublicAddress,
  onlinePicture,
  ONLINE_PICTURE_MAX_BYTES,
} from '../services/onlinePicture';
import { createTestApp } from '../testing/testApp';

// The demo data points its sightings at http://localhost/demo-web/… (the test app's demo web).
const testApp = await createTestApp({ demoData: { domainCount: 20, imageCount: 120 } });
const { app, database } = testApp;
afterAll(() => testApp.close());

const { db } = database;
const JPEG = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3]);

/** A sighting whose image URL is set to `url`. */
async function sightingWithUrl(url: string | null) {
  const [row] = await queryRows<{ id: number }>(db, sql`SELECT id FROM images ORDER BY id LIMIT 1`);
  await db.execute(sql`UPDATE images SET image_url = ${url} WHERE id = ${row!.id}`);
  return row!.id;
}

describe('the online picture', () => {
  it('draws a demo sighting’s picture from its seed, as a JPEG to the review screens only', async () => {
    const [row] = await queryRows<{ id: number; image_url: string }>(
      db,
      sql`SELECT id, image_url FROM images
        WHERE image_url LIKE 'http://localhost/demo-web/%' AND image_url NOT LIKE '%-gone.jpg'
        ORDER BY id LIMIT 1`,
    );
    const qc = await testApp.login('qc@example.com');
    const answer = await app.inject({
      url: `/api/assessment_image/${row!.id}/online_image?width=120`,
      headers: { authorization: `Bearer ${qc}` },
    });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toMatch(/^image\/jpeg/);
    expect(answer.headers['x-content-type-options']).toBe('nosniff');
    expect(answer.rawPayload.subarray(0, 2)).toEqual(Buffer.from([0xff, 0xd8]));
    const nobody = await testApp.login('nobody@example.com');
    const denied = await app.inject({
      url: `/api/assessment_image/${row!.id}/online_image`,
      headers: { authorization: `Bearer ${nobody}` },
    });
    expect(denied.statusCode).toBe(403);
  });

  it('answers 404 for a dead demo link, no URL, a javascript: URL, and an unknown sighting', async () => {
    const qc = await testApp.login('qc@example.com');
    const get = (id: number) =>
      app.inject({
        url: `/api/assessment_image/${id}/online_image`,
        headers: { authorization: `Bearer ${qc}` },
      });
    for (const url of [
      'http://localhost/demo-web/x.example/images/12-gone.jpg',
      null,
      'javascript:alert(1)',
    ]) {
      const id = await sightingWithUrl(url);
      const answer = await get(id);
      expect(answer.statusCode, String(url)).toBe(404);
      expect(answer.json()).toMatchObject({ error_definition: 'NOT_FOUND' });
    }
    expect((await get(2_000_000_000)).statusCode).toBe(404);
  });

  it('never fetches a private, loopback or link-local address, also not through a redirect', async () => {
    const fetchImpl = vi.fn<typeof fetch>();
    for (const url of [
      'http://127.0.0.1/x.jpg',
      'http://10.1.2.3/x.jpg',
      'http://169.254.169.254/latest/meta-data',
      'http://[::1]/x.jpg',
      'http://[::ffff:192.168.0.1]/x.jpg',
      'http://localhost:9999/x.jpg',
    ]) {
      const id = await sightingWithUrl(url);
      await expect(
        onlinePicture(db, id, {
          resolve: async (host) => (host === 'localhost' ? ['127.0.0.1'] : []),
          fetchImpl,
        }),
      ).rejects.toMatchObject({ status: 404 });
    }
    // A public host that resolves to a private address.
    const id = await sightingWithUrl('https://rebind.example/x.jpg');
    await expect(
      onlinePicture(db, id, { resolve: async () => ['93.184.216.34', '10.0.0.1'], fetchImpl }),
    ).rejects.toMatchObject({ status: 404 });
    expect(fetchImpl).not.toHaveBeenCalled();

    // A public site redirecting to the metadata address: the redirect is not followed.
    const redirecting = vi.fn<typeof fetch>(
      async () =>
        new Response(null, { status: 302, headers: { location: 'http://169.254.169.254/' } }),
    );
    await expect(
      onlinePicture(db, id, { resolve: async () => ['93.184.216.34'], fetchImpl: redirecting }),
    ).rejects.toMatchObject({ status: 404 });
    expect(redirecting).toHaveBeenCalledTimes(1);
  });

  it('takes a raster image from a public site; refuses SVG, HTML and oversized answers', async () => {
    const id = await sightingWithUrl('https://shop.example/pic.jpg');
    const resolve = async () => ['93.184.216.34'];
    const answering = (body: BodyInit | null, headers: Record<string, string>) =>
      vi.fn<typeof fetch>(async () => new Response(body, { status: 200, headers }));
    await expect(
      onlinePicture(db, id, {
        resolve,
        fetchImpl: answering(JPEG, { 'content-type': 'image/jpeg' }),
      }),
    ).resolves.toEqual({ contentType: 'image/jpeg', body: Buffer.from(JPEG) });
    for (const headers of [
      { 'content-type': 'image/svg+xml' } as Record<string, string>,
      { 'content-type': 'text/html' },
      { 'content-type': 'image/png', 'content-length': String(ONLINE_PICTURE_MAX_BYTES + 1) },
    ]) {
      await expect(
        onlinePicture(db, id, { resolve, fetchImpl: answering(JPEG, headers) }),
      ).rejects.toMatchObject({ status: 404 });
    }
    // A body larger than the cap without a length header is cut off too.
    const big = new Uint8Array(ONLINE_PICTURE_MAX_BYTES + 10);
    await expect(
      onlinePicture(db, id, {
        resolve,
        fetchImpl: answering(big, { 'content-type': 'image/png' }),
      }),
    ).rejects.toMatchObject({ status: 404 });
    // A network failure is a 404 too, never a 500.
    await expect(
      onlinePicture(db, id, {
        resolve,
        fetchImpl: vi.fn<typeof fetch>(async () => {
          throw new TypeError('fetch failed');
        }),
      }),
    ).rejects.toMatchObject({ status: 404 });
  });

  it.each([
    ['93.184.216.34', true],
    ['8.8.8.8', true],
    ['2606:4700:4700::1111', true],
    ['127.0.0.1', false],
    ['10.0.0.1', false],
    ['172.20.1.1', false],
    ['192.168.1.1', false],
    ['100.64.0.1', false],
    ['169.254.169.254', false],
    ['0.0.0.0', false],
    ['224.0.0.1', false],
    ['::1', false],
    ['::', false],
    ['fe80::1', false],
    ['fd00::1', false],
    ['::ffff:127.0.0.1', false],
    ['::ffff:8.8.8.8', true],
    ['not-an-ip', false],
  ])('%s is public: %s', (address, expected) => {
    expect(isPublicAddress(address)).toBe(expected);
  });
});
