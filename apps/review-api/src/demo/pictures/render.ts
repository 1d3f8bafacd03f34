/**
 * Demo pictures, drawn at request time: the agency's original and what a crawler might find of it
 * on a website (re-encoded, resized, cropped, watermarked) or a genuinely different picture.
 * Deterministic for the same (seed, variant, width); a small LRU keeps repeated requests cheap.
 */
import type SharpModule from 'sharp';
import type { Sharp } from 'sharp';
import {
  contrastingSeeds,
  mulberry32,
  sceneLayout,
  sceneSvg,
  sceneSvgWith,
  similarSeeds,
  type SceneLayout,
} from './scene';

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

/**
 * Hard cases for the similarity suggestions (issue 32), beside the demo variants and never part
 * of the demo data: what a website does to the agency's picture that the demo variants do not
 * (positives: still the same picture) and pictures that only look like it (negatives). Not
 * cached: the labelled set renders each once.
 */
export type HardPositive =
  'heavy-crop' | 'mirrored' | 'graded' | 'captioned' | 'thumbnail' | 'low-quality';
export type HardNegative = 'similar-scene' | 'other-viewpoint' | 'retaken';

export const HARD_POSITIVES: readonly HardPositive[] = [
  'heavy-crop',
  'mirrored',
  'graded',
  'captioned',
  'thumbnail',
  'low-quality',
];
export const HARD_NEGATIVES: readonly HardNegative[] = [
  'similar-scene',
  'other-viewpoint',
  'retaken',
];

const HEADLINES = [
  'Summer escapes: 10 places to see',
  'BREAKING · Storm warning',
  'Travel deals this week',
  'Our guide to the coast',
  'Weekend forecast',
  'Read more »',
];

/**
 * The agency's picture as a website altered it (640×480 original; JPEG like the crawler keeps):
 * - heavy-crop: 30–55 % of the area, anywhere, in another aspect ratio, at the crop's own size;
 * - mirrored: flipped left to right (a layout that wanted the subject on the other side);
 * - graded: a colour grade (warm, cool, black and white, sepia, punchy contrast, faded);
 * - captioned: a headline bar or large text over a quarter of the picture;
 * - thumbnail: 96–160 px wide;
 * - low-quality: JPEG quality 4–12, some also downsized.
 */
export async function renderHardPositive(
  seed: number,
  kind: HardPositive,
): Promise<RenderedPicture> {
  if (!HARD_POSITIVES.includes(kind)) throw new RangeError(`unknown hard positive ${String(kind)}`);
  const s = Math.trunc(seed) >>> 0;
  const sharp = await loadSharp();
  const image = sharp(Buffer.from(sceneSvg(s, PICTURE_WIDTH, PICTURE_HEIGHT)));
  // A stream of its own per kind: parameters of one kind never move another's.
  const rng = mulberry32((s ^ 0x4a2dca5e ^ (HARD_POSITIVES.indexOf(kind) * 0x9e3779b1)) >>> 0);
  switch (kind) {
    case 'heavy-crop': {
      const area = 0.3 + 0.25 * rng();
      // Aspect from a tall-ish 3:4 to a 16:9 banner, relative to the original's 4:3.
      const aspect = 0.56 + 0.77 * rng();
      const ws = Math.min(1, Math.sqrt(area * aspect));
      const hs = Math.min(1, area / ws);
      const cw = Math.round(PICTURE_WIDTH * ws);
      const ch = Math.round(PICTURE_HEIGHT * hs);
      const left = Math.round((PICTURE_WIDTH - cw) * rng());
      const top = Math.round((PICTURE_HEIGHT - ch) * rng());
      return jpeg(image.extract({ left, top, width: cw, height: ch }), 82);
    }
    case 'mirrored':
      return jpeg(image.flop(), 85);
    case 'graded': {
      const grade = Math.floor(rng() * 6);
      const graded =
        grade === 0
          ? image.modulate({ saturation: 1.3, hue: -12 }).tint({ r: 255, g: 220, b: 180 })
          : grade === 1
            ? image.modulate({ saturation: 0.8, hue: 15 }).linear([0.9, 0.95, 1.1], [0, 5, 20])
            : grade === 2
              ? image.greyscale().linear(1.15, -15)
              : grade === 3
                ? image.recomb([
                    [0.393, 0.769, 0.189],
                    [0.349, 0.686, 0.168],
                    [0.272, 0.534, 0.131],
                  ])
                : grade === 4
                  ? image.linear(1.45, -55).modulate({ saturation: 1.4 })
                  : image.linear(0.65, 70).modulate({ saturation: 0.6 });
      return jpeg(graded, 82);
    }
    case 'captioned': {
      const overlay = captionSvg(
        HEADLINES[Math.floor(rng() * HEADLINES.length)]!,
        PICTURE_WIDTH,
        PICTURE_HEIGHT,
        rng,
      );
      return jpeg(image.composite([{ input: Buffer.from(overlay), left: 0, top: 0 }]), 82);
    }
    case 'thumbnail': {
      const size = fit(Math.round(96 + 64 * rng()), PICTURE_WIDTH);
      return jpeg(image.resize(size.width, size.height), 75);
    }
    case 'low-quality': {
      const quality = Math.round(4 + 8 * rng());
      const size = fit(rng() < 0.5 ? PICTURE_WIDTH : 320, PICTURE_WIDTH);
      const body = await image
        .resize(size.width, size.height)
        .jpeg({ quality, chromaSubsampling: '4:2:0' })
        .toBuffer();
      return { contentType: 'image/jpeg', body };
    }
  }
}

/**
 * A picture that only looks like `seed`'s (never the same picture; 640×480 JPEG):
 * - similar-scene: another seed's scene of the same mood and foreground, composed alike;
 * - other-viewpoint: the same place in the same light from a few steps away: the palette kept,
 *   horizon, sun and foreground shifted, every detail redrawn;
 * - retaken: the same place, light and framing, every detail redrawn (another photographer on
 *   the same spot: the hardest case, meant to land between the thresholds).
 */
export async function renderHardNegative(
  seed: number,
  kind: HardNegative,
): Promise<RenderedPicture> {
  if (!HARD_NEGATIVES.includes(kind)) throw new RangeError(`unknown hard negative ${String(kind)}`);
  const s = Math.trunc(seed) >>> 0;
  const rng = mulberry32((s ^ 0x6e6e6e6e ^ (HARD_NEGATIVES.indexOf(kind) * 0x9e3779b1)) >>> 0);
  const detailSeed = (s ^ 0xd37a11ed ^ HARD_NEGATIVES.indexOf(kind)) >>> 0;
  let svg: string;
  if (kind === 'similar-scene') {
    svg = sceneSvg(similarSeeds(s, 1)[0]!, PICTURE_WIDTH, PICTURE_HEIGHT);
  } else if (kind === 'retaken') {
    svg = sceneSvgWith(sceneLayout(s), s, detailSeed, PICTURE_WIDTH, PICTURE_HEIGHT);
  } else {
    const own = sceneLayout(s);
    const sign = () => (rng() < 0.5 ? -1 : 1);
    const pan = sign() * (0.08 + 0.12 * rng());
    const rise = sign() * (0.03 + 0.05 * rng());
    const shifted: SceneLayout = {
      ...own,
      horizon: Math.min(0.8, Math.max(0.25, own.horizon + rise)),
      relief: own.relief * (0.8 + 0.4 * rng()),
      tilt: own.tilt * 0.7 + sign() * 0.05 * rng(),
      orbX: Math.min(0.95, Math.max(0.05, own.orbX - pan)),
      orbY: Math.max(0.05, own.orbY + rise * 0.5),
      spanStart: own.spanStart - pan,
      spanEnd: own.spanEnd - pan,
    };
    svg = sceneSvgWith(shifted, s, detailSeed, PICTURE_WIDTH, PICTURE_HEIGHT);
  }
  const sharp = await loadSharp();
  return jpeg(sharp(Buffer.from(svg)), 82);
}

function captionSvg(text: string, width: number, height: number, rng: () => number): string {
  const escaped = text.replace(/&/g, '&amp;').replace(/</g, '&lt;');
  // DejaVu Sans Bold averages ~0.65 em a character: the text fits in 90 % of the width.
  const fits = (size: number) => Math.min(size, (width * 0.9) / (text.length * 0.65));
  const font = Math.round(fits(height * (0.07 + 0.03 * rng())));
  const family = `font-family="DejaVu Sans, Liberation Sans, Arial, sans-serif" font-weight="bold"`;
  let body: string;
  if (rng() < 0.6) {
    // A headline bar across the top or bottom quarter, as news and travel sites lay them.
    const bar = Math.round(height * (0.2 + 0.08 * rng()));
    const y = rng() < 0.5 ? 0 : height - bar;
    const shade = rng() < 0.5 ? '#000000' : '#1a3a6b';
    body =
      `<rect x="0" y="${y}" width="${width}" height="${bar}" fill="${shade}" fill-opacity="0.72"/>` +
      `<text x="${Math.round(width * 0.04)}" y="${y + bar / 2}" dominant-baseline="middle" ` +
      `${family} font-size="${font}" fill="#ffffff">${escaped}</text>`;
  } else {
    // Large text straight on the picture, with a shadow, across the middle.
    const big = Math.round(fits(font * 1.6));
    body =
      `<text x="${width / 2 + 3}" y="${height / 2 + 3}" text-anchor="middle" dominant-baseline="middle" ` +
      `${family} font-size="${big}" fill="#000000" fill-opacity="0.5">${escaped}</text>` +
      `<text x="${width / 2}" y="${height / 2}" text-anchor="middle" dominant-baseline="middle" ` +
      `${family} font-size="${big}" fill="#ffffff">${escaped}</text>`;
  }
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" ` +
    `viewBox="0 0 ${width} ${height}">${body}</svg>`
  );
}
