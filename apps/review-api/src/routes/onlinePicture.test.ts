import { sql } from 'drizzle-orm';
import { once } from 'node:events';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { createServer as createTlsServer } from 'node:https';
import type { AddressInfo } from 'node:net';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { queryRows } from '../db/database';
import {
  isPublicAddress,
  onlinePicture,
  ONLINE_PICTURE_MAX_BYTES,
  pinnedLookup,
  type PinnedFetch,
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

  it('draws the picture of a social profile, whose domain holds a slash', async () => {
    const id = await sightingWithUrl(
      'http://localhost/demo-web/facebook.com/name.word12/images/12-original.jpg',
    );
    const qc = await testApp.login('qc@example.com');
    const answer = await app.inject({
      url: `/api/assessment_image/${id}/online_image?width=120`,
      headers: { authorization: `Bearer ${qc}` },
    });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toMatch(/^image\/jpeg/);
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
    const fetchImpl = vi.fn<PinnedFetch>();
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
    const redirecting = vi.fn<PinnedFetch>(
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
      vi.fn<PinnedFetch>(async () => new Response(body, { status: 200, headers }));
    const jpeg = answering(JPEG, { 'content-type': 'image/jpeg' });
    await expect(onlinePicture(db, id, { resolve, fetchImpl: jpeg })).resolves.toEqual({
      contentType: 'image/jpeg',
      body: Buffer.from(JPEG),
    });
    // The fetch is handed the addresses that were checked, to connect to those only.
    expect(jpeg).toHaveBeenCalledWith(
      new URL('https://shop.example/pic.jpg'),
      expect.objectContaining({ addresses: ['93.184.216.34'] }),
    );
    for (const headers of [
      { 'content-type': 'image/svg+xml' } as Record<string, string>,
      { 'content-type': 'text/html' },
      { 'content-type': 'image/png', 'content-length': String(ONLINE_PICTURE_MAX_BYTES + 1) },
      { 'content-type': 'image/png', 'content-encoding': 'gzip' },
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
        fetchImpl: vi.fn<PinnedFetch>(async () => {
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

describe('the online picture is fetched from the address that was checked (no DNS rebinding)', () => {
  // Two sites on one port: 127.0.0.1 plays the public address the check allows, 127.0.0.2 an
  // inside address that DNS answers a second time. `pictures.test` cannot resolve for real
  // (.test is reserved), so any connection is made through the service's own lookup.
  type Handler = (request: IncomingMessage, response: ServerResponse) => void;
  const seen: Record<'site' | 'inside', string[]> = { site: [], inside: [] };
  const serve = (name: 'site' | 'inside', handler: Handler) =>
    createServer((request, response) => {
      seen[name].push(`${request.headers.host} ${request.url}`);
      handler(request, response);
    });
  const picture: Handler = (_request, response) => {
    response.writeHead(200, { 'content-type': 'image/jpeg' }).end(JPEG);
  };
  let port = 0;
  const site = serve('site', (request, response) => {
    if (request.url === '/again') {
      response.writeHead(302, { location: `http://pictures.test:${port}/pic.jpg` }).end();
    } else picture(request, response);
  });
  const inside = serve('inside', picture);
  const allowed = (address: string) => address === '127.0.0.1';

  /** A DNS that answers the checked address once, then the inside one. */
  function rebindingDns() {
    const calls: string[] = [];
    const resolve = async (host: string) => {
      calls.push(host);
      return calls.length === 1 ? ['127.0.0.1'] : ['127.0.0.2'];
    };
    return { resolve, calls };
  }

  afterAll(() => {
    site.close();
    inside.close();
  });

  it('connects to the checked address even when DNS would answer an inside one at connect time', async () => {
    site.listen(0, '127.0.0.1');
    await once(site, 'listening');
    port = (site.address() as AddressInfo).port;
    inside.listen(port, '127.0.0.2');
    await once(inside, 'listening');
    seen.site.length = 0;
    seen.inside.length = 0;

    const id = await sightingWithUrl(`http://pictures.test:${port}/pic.jpg`);
    const dns = rebindingDns();
    await expect(onlinePicture(db, id, { resolve: dns.resolve, allowed })).resolves.toEqual({
      contentType: 'image/jpeg',
      body: Buffer.from(JPEG),
    });
    // One resolution, checked, and the request went there under the original host name.
    expect(dns.calls).toEqual(['pictures.test']);
    expect(seen.site).toEqual([`pictures.test:${port} /pic.jpg`]);
    expect(seen.inside).toEqual([]);
  });

  it('refuses a host that resolves to a public address at check time and an inside one at the next', async () => {
    // The site redirects to itself by name; the second resolution (the rebinding answer) is
    // checked before any connection, and refused.
    seen.site.length = 0;
    seen.inside.length = 0;
    const id = await sightingWithUrl(`http://pictures.test:${port}/again`);
    const dns = rebindingDns();
    await expect(onlinePicture(db, id, { resolve: dns.resolve, allowed })).rejects.toMatchObject({
      status: 404,
    });
    expect(dns.calls).toEqual(['pictures.test', 'pictures.test']);
    expect(seen.site).toEqual([`pictures.test:${port} /again`]);
    expect(seen.inside).toEqual([]);
  });

  it('the socket’s lookup answers only checked addresses and refuses an inside one', () => {
    const answer = (addresses: string[], options: { all?: boolean; family?: number }) =>
      new Promise<unknown>((resolve, reject) =>
        pinnedLookup(addresses)('pictures.test', options, (error, address, family) =>
          error ? reject(error) : resolve(options.all ? address : [address, family]),
        ),
      );
    return Promise.all([
      expect(answer(['93.184.216.34', '2606:4700:4700::1111'], { all: true })).resolves.toEqual([
        { address: '93.184.216.34', family: 4 },
        { address: '2606:4700:4700::1111', family: 6 },
      ]),
      expect(answer(['93.184.216.34', '2606:4700:4700::1111'], { family: 6 })).resolves.toEqual([
        '2606:4700:4700::1111',
        6,
      ]),
      expect(answer(['93.184.216.34', '10.0.0.1'], { all: true })).rejects.toThrow(
        /10\.0\.0\.1 may not be reached/,
      ),
      expect(answer(['127.0.0.1'], {})).rejects.toThrow(/may not be reached/),
    ]);
  });

  it('over HTTPS, names the original host (SNI) and checks its certificate', async () => {
    const servernames: string[] = [];
    let requests = 0;
    const tls = createTlsServer(
      {
        // No certificate the client could trust: the handshake must fail after the SNI is seen.
        SNICallback: (servername, done) => {
          servernames.push(servername);
          done(new Error('no certificate here'));
        },
      },
      () => {
        requests += 1;
      },
    );
    tls.listen(0, '127.0.0.1');
    await once(tls, 'listening');
    try {
      const tlsPort = (tls.address() as AddressInfo).port;
      const id = await sightingWithUrl(`https://pictures.test:${tlsPort}/pic.jpg`);
      await expect(
        onlinePicture(db, id, { resolve: async () => ['127.0.0.1'], allowed }),
      ).rejects.toMatchObject({ status: 404 });
      expect(servernames).toEqual(['pictures.test']);
      expect(requests).toBe(0);
    } finally {
      tls.close();
    }
  });
});
