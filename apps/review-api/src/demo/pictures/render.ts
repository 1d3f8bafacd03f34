/**
 * Demo pictures, drawn at request time: the agency's original and what a crawler might find of it
 * on a website (re-encoded, resized, cropped, watermarked) or a genuinely different picture.
 * Deterministic for the same (seed, variant, width); a small LRU keeps repeated requests cheap.
 */
import type SharpModule from 'sharp';
import type { Sharp } from 'sharp';
import { contrastingSeeds, mulberry32, sceneSvg } from './scene';

/**
 * sharp (libvips), loaded with the first picture drawn: a server whose demo pictures nobody
 * looks at does without it (~20 MB).
 */
let sharpModule: Promise<typeof SharpModule> | undefined;
const loadSharp = () => (sharpModule ??= import('sharp').then((module) => module.default));

export type PictureVariant =
  'original' | 'reencoded' | 'resized' | 'cropped' | 'watermarked' | 'different';

export interface RenderedPicture {
  contentType: 'image/jpeg' | 'image/png' | 'image/webp';
  body: Buffer;
}

export const PICTURE_VARIANTS: readonly PictureVariant[] = [
  'original',
  'reencoded',
  'resized',
  'cropped',
  'watermarked',
  'different',
];

/** Full-size pictures are 640×480 (4:3). */
export const PICTURE_WIDTH = 640;
export const PICTURE_HEIGHT = 480;
const MIN_WIDTH = 16;
/** 'resized' is this share of the original's size. */
const RESIZE_FACTOR = 0.6;
const WATERMARKS = ['© stockpics', '© photoarchive', '© imagebank', 'SAMPLE · stockpics'];

const CACHE_SIZE = 200;
const cache = new Map<string, Promise<RenderedPicture>>();

/**
 * Render one demo picture. `options.width` caps the output width (thumbnails); the aspect ratio
 * is kept. Same arguments, same bytes.
 */
export async function renderDemoPicture(
  seed: number,
  variant: PictureVariant,
  options: { width?: number } = {},
): Promise<RenderedPicture> {
  if (!Number.isFinite(seed)) throw new RangeError(`seed must be a finite number, got ${seed}`);
  if (!PICTURE_VARIANTS.includes(variant))
    throw new RangeError(`unknown variant ${String(variant)}`);
  const cap = options.width;
  if (cap !== undefined && !(Number.isFinite(cap) && cap > 0)) {
    throw new RangeError(`width must be a positive number, got ${cap}`);
  }
  const s = Math.trunc(seed) >>> 0;
  const maxWidth = cap === undefined ? PICTURE_WIDTH : Math.max(MIN_WIDTH, Math.round(cap));
  const key = `${s}:${variant}:${maxWidth}`;

  const hit = cache.get(key);
  if (hit) {
    // Refresh recency: a Map iterates in insertion order, so the first key is the oldest.
    cache.delete(key);
    cache.set(key, hit);
    return hit;
  }
  const pending = draw(s, variant, maxWidth);
  cache.set(key, pending);
  pending.catch(() => {
    if (cache.get(key) === pending) cache.delete(key);
  });
  while (cache.size > CACHE_SIZE) {
    const oldest = cache.keys().next().value;
    if (oldest === undefined) break;
    cache.delete(oldest);
  }
  return pending;
}

/** Empties the render cache (tests, memory pressure). */
export function clearDemoPictureCache(): void {
  cache.clear();
}

function fit(width: number, maxWidth: number): { width: number; height: number } {
  const w = Math.max(1, Math.min(width, maxWidth));
  return { width: w, height: Math.max(1, Math.round((w * PICTURE_HEIGHT) / PICTURE_WIDTH)) };
}

async function draw(seed: number, variant: PictureVariant, maxWidth: number) {
  const sceneSeed = variant === 'different' ? await differentSeed(seed) : seed;
  const svg = Buffer.from(sceneSvg(sceneSeed, PICTURE_WIDTH, PICTURE_HEIGHT));
  const image = (await loadSharp())(svg);
  // Variant parameters come from their own stream so they never disturb the scene.
  const rng = mulberry32(seed ^ 0x7a11ed);

  switch (variant) {
    case 'original':
    case 'different': {
      const size = fit(PICTURE_WIDTH, maxWidth);
      return jpeg(image.resize(size.width, size.height), 90);
    }
    case 'reencoded': {
      const size = fit(PICTURE_WIDTH, maxWidth);
      const out = image.resize(size.width, size.height);
      // Half of them went through a CDN that serves WebP.
      return rng() < 0.5 ? webp(out, 45) : jpeg(out, 45);
    }
    case 'resized': {
      const size = fit(Math.round(PICTURE_WIDTH * RESIZE_FACTOR), maxWidth);
      return jpeg(image.resize(size.width, size.height), 80);
    }
    case 'cropped': {
      const area = 0.7 + 0.15 * rng();
      const side = Math.sqrt(area);
      const cw = Math.round(PICTURE_WIDTH * side);
      const ch = Math.round(PICTURE_HEIGHT * side);
      // The offset stays near the middle, as a re-framing crop on a website would.
      const left = Math.round((PICTURE_WIDTH - cw) * (0.3 + 0.4 * rng()));
      const top = Math.round((PICTURE_HEIGHT - ch) * (0.3 + 0.4 * rng()));
      const size = fit(PICTURE_WIDTH, maxWidth);
      const out = image
        .extract({ left, top, width: cw, height: ch })
        .resize(size.width, size.height);
      return jpeg(out, 82);
    }
    case 'watermarked': {
      const size = fit(PICTURE_WIDTH, maxWidth);
      const text = WATERMARKS[Math.floor(rng() * WATERMARKS.length)]!;
      const overlay = watermarkSvg(text, size.width, size.height, rng);
      const out = image
        .resize(size.width, size.height)
        .composite([{ input: Buffer.from(overlay), left: 0, top: 0 }]);
      return jpeg(out, 82);
    }
  }
}

/**
 * 'different' must be a picture nobody would call the same: of a few candidate scenes (layout
 * already contrasting), take the first whose coarse light pattern (an 8×8 average hash of a tiny
 * rendering) is far from the original's, else the farthest. A few milliseconds, and cached.
 */
const DIFFERENT_MIN_BITS = 32;
const differentSeeds = new Map<number, Promise<number>>();

function differentSeed(seed: number): Promise<number> {
  let found = differentSeeds.get(seed);
  if (!found) {
    found = pickDifferentSeed(seed);
    differentSeeds.set(seed, found);
    found.catch(() => differentSeeds.delete(seed));
    while (differentSeeds.size > CACHE_SIZE) {
      const oldest = differentSeeds.keys().next().value;
      if (oldest === undefined) break;
      differentSeeds.delete(oldest);
    }
  }
  return found;
}

async function pickDifferentSeed(seed: number): Promise<number> {
  const own = await coarseHash(seed);
  let best = { seed: 0, bits: -1 };
  for (const candidate of contrastingSeeds(seed, 24)) {
    const bits = hamming(own, await coarseHash(candidate));
    if (bits >= DIFFERENT_MIN_BITS) return candidate;
    if (bits > best.bits) best = { seed: candidate, bits };
  }
  return best.seed;
}

async function coarseHash(seed: number): Promise<Uint8Array> {
  const sharp = await loadSharp();
  const px = await sharp(Buffer.from(sceneSvg(seed, 128, 96)))
    .greyscale()
    .resize(8, 8, { fit: 'fill' })
    .raw()
    .toBuffer();
  const mean = px.reduce((sum, v) => sum + v, 0) / px.length;
  return Uint8Array.from(px, (v) => (v > mean ? 1 : 0));
}

function hamming(a: Uint8Array, b: Uint8Array): number {
  let bits = 0;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) bits++;
  return bits;
}

function watermarkSvg(text: string, width: number, height: number, rng: () => number): string {
  const escaped = text.replace(/&/g, '&amp;').replace(/</g, '&lt;');
  const font = Math.max(6, Math.round(width * 0.06));
  const style =
    `font-family="DejaVu Sans, Liberation Sans, Arial, sans-serif" font-weight="bold" ` +
    `font-size="${font}" fill="#ffffff" fill-opacity="0.55" stroke="#000000" ` +
    `stroke-opacity="0.3" stroke-width="${Math.max(0.5, font / 20).toFixed(1)}"`;
  const diagonal = rng() < 0.5;
  const body = diagonal
    ? `<text x="${width / 2}" y="${height / 2}" text-anchor="middle" dominant-baseline="middle" ` +
      `transform="rotate(-25 ${width / 2} ${height / 2})" ${style}>${escaped}</text>`
    : `<text x="${width - font * 0.5}" y="${height - font * 0.6}" text-anchor="end" ${style}>` +
      `${escaped}</text>`;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" ` +
    `viewBox="0 0 ${width} ${height}">${body}</svg>`
  );
}

async function jpeg(image: Sharp, quality: number): Promise<RenderedPicture> {
  const body = await image
    .jpeg({ quality, chromaSubsampling: quality >= 90 ? '4:4:4' : '4:2:0' })
    .toBuffer();
  return { contentType: 'image/jpeg', body };
}

async function webp(image: Sharp, quality: number): Promise<RenderedPicture> {
  const body = await image.webp({ quality, effort: 2 }).toBuffer();
  return { contentType: 'image/webp', body };
}
