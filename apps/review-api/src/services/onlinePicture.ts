import { isSafeHttpUrl } from '@sightings/domain-model';
import { eq } from 'drizzle-orm';
import { lookup } from 'node:dns/promises';
import { BlockList, isIP } from 'node:net';
import type { Db } from '../db/database';
import { images } from '../db/schema';
import { PICTURE_VARIANTS, renderDemoPicture } from '../demo/pictures/render';
import type { PictureVariant } from '../demo/pictures/render';
import { ApiError } from '../errors';

/**
 * The "Online" picture of a sighting (001 §2.2): the image at its `imageUrl` as the site serves
 * it now, fetched by the server and handed to the console like the other two pictures. The
 * console never loads a crawled URL itself: its CSP allows pictures from its own origin only, and
 * an operator's browser should not visit an infringing site (it would learn who is looking).
 *
 * Fetching a URL that crawled data names is an SSRF risk, so the fetch is guarded: http(s)
 * only, every address the host resolves to must be public (no loopback, private, link-local,
 * carrier-grade NAT, multicast or reserved ranges, IPv4 or IPv6), redirects are followed by
 * hand (at most 3, each checked the same way), 10 s at most, 10 MB at most, and the answer must
 * be a raster image (no SVG). The demo sightings' URLs point at this server's own demo web
 * (`demoWebOrigin`): those are drawn from their seed without a request.
 */

/** The most bytes an online picture may have. */
export const ONLINE_PICTURE_MAX_BYTES = 10 * 1024 * 1024;
const TIMEOUT_MS = 10_000;
const MAX_REDIRECTS = 3;

const NOT_ONLINE = (id: number) =>
  new ApiError(404, 'NOT_FOUND', `The image of sighting ${id} cannot be loaded from its source.`);

/** Addresses a fetch of crawled data must never reach. */
const blocked = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.88.99.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const) {
  blocked.addSubnet(network, prefix, 'ipv4');
}
for (const [network, prefix] of [
  ['::', 128],
  ['::1', 128],
  ['64:ff9b::', 96],
  ['100::', 64],
  ['2001:db8::', 32],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
] as const) {
  blocked.addSubnet(network, prefix, 'ipv6');
}

/** Whether `address` (an IP literal) is a public one a fetch may reach. */
export function isPublicAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 0) return false;
  if (family === 6) {
    // An IPv4 address mapped into IPv6 is checked as IPv4.
    const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
    if (mapped) return isPublicAddress(mapped[1]!);
    return !blocked.check(address, 'ipv6');
  }
  return !blocked.check(address, 'ipv4');
}

export type Resolve = (hostname: string) => Promise<string[]>;

const resolveAll: Resolve = async (hostname) =>
  (await lookup(hostname, { all: true, verbatim: true })).map((entry) => entry.address);

/** Whether every address of the URL's host is public (an IP literal is its own address). */
async function reachable(url: URL, resolve: Resolve): Promise<boolean> {
  const host = url.hostname.replace(/^\[|\]$/g, '');
  try {
    const addresses = isIP(host) ? [host] : await resolve(host);
    return addresses.length > 0 && addresses.every(isPublicAddress);
  } catch {
    return false;
  }
}

const DEMO_IMAGE = /^\/demo-web\/[^/]+\/images\/(\d{1,10})-([a-z]+)\.jpg$/;

export interface OnlinePictureOptions {
  /** The origin of the demo web the demo sightings point at (none: no demo pictures). */
  demoWebOrigin?: string;
  width?: number;
  /** For tests: the DNS lookup and the fetch. */
  resolve?: Resolve;
  fetchImpl?: typeof fetch;
}

/** The online picture of sighting `id`: 404 when it has no usable URL or its source fails. */
export async function onlinePicture(
  db: Db,
  id: number,
  { demoWebOrigin, width, resolve = resolveAll, fetchImpl = fetch }: OnlinePictureOptions,
): Promise<{ contentType: string; body: Buffer }> {
  const [row] = await db
    .select({ imageUrl: images.imageUrl })
    .from(images)
    .where(eq(images.id, id));
  if (!row) throw new ApiError(404, 'NOT_FOUND', `No image with id ${id}.`);
  if (!row.imageUrl || !isSafeHttpUrl(row.imageUrl)) throw NOT_ONLINE(id);
  let url = new URL(row.imageUrl);

  if (demoWebOrigin && url.origin === new URL(demoWebOrigin).origin) {
    const demo = DEMO_IMAGE.exec(url.pathname);
    const variant = demo?.[2] as PictureVariant | undefined;
    if (!demo || !variant || !PICTURE_VARIANTS.includes(variant)) throw NOT_ONLINE(id);
    return renderDemoPicture(Number(demo[1]), variant, width ? { width } : {});
  }

  for (let hop = 0; hop <= MAX_REDIRECTS; hop += 1) {
    if (!(url.protocol === 'http:' || url.protocol === 'https:')) throw NOT_ONLINE(id);
    if (!(await reachable(url, resolve))) throw NOT_ONLINE(id);
    let response: Response;
    try {
      response = await fetchImpl(url, {
        redirect: 'manual',
        signal: AbortSignal.timeout(TIMEOUT_MS),
        headers: { accept: 'image/avif,image/webp,image/png,image/jpeg,image/gif;q=0.9' },
      });
    } catch {
      throw NOT_ONLINE(id);
    }
    if (response.status >= 300 && response.status < 400) {
      const location = response.headers.get('location');
      await response.body?.cancel();
      if (!location) throw NOT_ONLINE(id);
      url = new URL(location, url);
      continue;
    }
    const contentType = (response.headers.get('content-type') ?? '').split(';')[0]!.trim();
    if (!response.ok || !/^image\/(avif|webp|png|jpeg|gif|bmp)$/i.test(contentType)) {
      await response.body?.cancel();
      throw NOT_ONLINE(id);
    }
    const declared = Number(response.headers.get('content-length') ?? 0);
    if (declared > ONLINE_PICTURE_MAX_BYTES) {
      await response.body?.cancel();
      throw NOT_ONLINE(id);
    }
    const chunks: Uint8Array[] = [];
    let size = 0;
    const reader = response.body?.getReader();
    if (!reader) throw NOT_ONLINE(id);
    for (;;) {
      const part = await reader.read().catch(() => {
        throw NOT_ONLINE(id);
      });
      if (part.done) break;
      size += part.value.byteLength;
      if (size > ONLINE_PICTURE_MAX_BYTES) {
        await reader.cancel();
        throw NOT_ONLINE(id);
      }
      chunks.push(part.value);
    }
    return { contentType: contentType.toLowerCase(), body: Buffer.concat(chunks) };
  }
  throw NOT_ONLINE(id);
}
