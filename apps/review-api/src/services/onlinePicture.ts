import { isSafeHttpUrl } from '@sightings/domain-model';
import { eq } from 'drizzle-orm';
import { lookup } from 'node:dns/promises';
import { request as httpRequest, type IncomingMessage } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { BlockList, isIP, type LookupFunction } from 'node:net';
import { Readable } from 'node:stream';
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
 *
 * No DNS rebinding: the host is resolved once per hop, and the connection is made to those
 * checked addresses (the socket's `lookup` answers them and never asks DNS again), not to
 * whatever a second resolution would say. TLS still names and verifies the original host
 * (SNI and the certificate check use the URL's host name, not the address).
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

/** The URL's host without IPv6 brackets. */
const hostOf = (url: URL) => url.hostname.replace(/^\[|\]$/g, '');

/**
 * The addresses of the URL's host (an IP literal is its own address), or none when any of them
 * may not be reached: the connection is pinned to exactly these.
 */
async function checkedAddresses(
  url: URL,
  resolve: Resolve,
  allowed: (address: string) => boolean,
): Promise<string[] | undefined> {
  const host = hostOf(url);
  try {
    const addresses = isIP(host) ? [host] : await resolve(host);
    return addresses.length > 0 && addresses.every(allowed) ? addresses : undefined;
  } catch {
    return undefined;
  }
}

/**
 * A socket `lookup` that answers only these checked addresses (checked again here) and never
 * resolves the name itself: the connection goes to an address that was checked.
 */
export function pinnedLookup(
  addresses: readonly string[],
  allowed: (address: string) => boolean = isPublicAddress,
): LookupFunction {
  return (hostname, options, callback) => {
    const family: unknown = options.family;
    const wanted = family === 'IPv4' ? 4 : family === 'IPv6' ? 6 : family;
    const entries = addresses
      .map((address) => ({ address, family: isIP(address) }))
      .filter((entry) => !wanted || entry.family === wanted);
    const refused = entries.find((entry) => !allowed(entry.address));
    if (refused || entries.length === 0) {
      const error = Object.assign(
        new Error(
          refused
            ? `${hostname}: ${refused.address} may not be reached`
            : `${hostname}: no checked address`,
        ),
        { code: 'ENOTFOUND' },
      );
      callback(error, '', 0);
      return;
    }
    if (options.all) callback(null, entries);
    else callback(null, entries[0]!.address, entries[0]!.family);
  };
}

/** How the online picture is fetched: a GET of `url` whose connection goes to `addresses`. */
export type PinnedFetch = (
  url: URL,
  init: {
    /** The checked addresses of the URL's host: the only ones the connection may use. */
    addresses: readonly string[];
    allowed: (address: string) => boolean;
    signal: AbortSignal;
    headers: Record<string, string>;
  },
) => Promise<Response>;

/** Statuses whose answer has no body (the Response constructor refuses one). */
const NULL_BODY = new Set([101, 204, 205, 304]);

/**
 * A GET over node:http(s) pinned to the checked addresses (`pinnedLookup`); no connection pool,
 * no credentials, no content encoding (the picture is counted as it arrives). TLS keeps its
 * defaults: the SNI and the certificate check name the URL's host.
 */
export const pinnedFetch: PinnedFetch = (url, { addresses, allowed, signal, headers }) =>
  new Promise((resolvePromise, reject) => {
    const request = (url.protocol === 'https:' ? httpsRequest : httpRequest)(
      {
        protocol: url.protocol,
        hostname: hostOf(url),
        port: url.port || undefined,
        path: `${url.pathname}${url.search}`,
        method: 'GET',
        headers: { ...headers, 'accept-encoding': 'identity' },
        lookup: pinnedLookup(addresses, allowed),
        agent: false,
        signal,
      },
      (message: IncomingMessage) => {
        try {
          const responseHeaders = new Headers();
          for (let i = 0; i + 1 < message.rawHeaders.length; i += 2) {
            responseHeaders.append(message.rawHeaders[i]!, message.rawHeaders[i + 1]!);
          }
          const status = message.statusCode ?? 0;
          const body = NULL_BODY.has(status)
            ? null
            : (Readable.toWeb(message) as unknown as ReadableStream<Uint8Array>);
          if (!body) message.destroy();
          resolvePromise(new Response(body, { status, headers: responseHeaders }));
        } catch (error) {
          message.destroy();
          reject(error);
        }
      },
    );
    request.on('error', reject);
    request.end();
  });

/**
 * A picture of the demo web: `/demo-web/<domain>/images/<seed>-<variant>.jpg`. A social
 * profile's domain holds slashes (`facebook.com/name.word12`), as the demo web's own routes take.
 */
const DEMO_IMAGE = /^\/demo-web\/.+\/images\/(\d{1,10})-([a-z]+)\.jpg$/;

export interface OnlinePictureOptions {
  /** The origin of the demo web the demo sightings point at (none: no demo pictures). */
  demoWebOrigin?: string;
  width?: number;
  /** For tests: the DNS lookup, which addresses may be reached, and the pinned fetch. */
  resolve?: Resolve;
  allowed?: (address: string) => boolean;
  fetchImpl?: PinnedFetch;
}

/** The online picture of sighting `id`: 404 when it has no usable URL or its source fails. */
export async function onlinePicture(
  db: Db,
  id: number,
  {
    demoWebOrigin,
    width,
    resolve = resolveAll,
    allowed = isPublicAddress,
    fetchImpl = pinnedFetch,
  }: OnlinePictureOptions,
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
    if (url.username || url.password) throw NOT_ONLINE(id);
    const addresses = await checkedAddresses(url, resolve, allowed);
    if (!addresses) throw NOT_ONLINE(id);
    let response: Response;
    try {
      response = await fetchImpl(url, {
        addresses,
        allowed,
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
      try {
        url = new URL(location, url);
      } catch {
        throw NOT_ONLINE(id);
      }
      continue;
    }
    const contentType = (response.headers.get('content-type') ?? '').split(';')[0]!.trim();
    const encoding = (response.headers.get('content-encoding') ?? 'identity').trim().toLowerCase();
    if (
      !response.ok ||
      encoding !== 'identity' ||
      !/^image\/(avif|webp|png|jpeg|gif|bmp)$/i.test(contentType)
    ) {
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
