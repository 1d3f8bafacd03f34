/**
 * The fingerprint's text format and the comparison behind pairScore: two pieces of evidence from
 * two stored fingerprints, no image decoding. Kept apart from fingerprint.ts (which decodes the
 * picture with sharp) so that the bench can fit the score on the evidence itself.
 *
 * - hash: blockhash (blockhash-core, 16×16 = 256 bits) agreement, the better of as-is and
 *   mirrored. Robust to re-encoding, resizing, grading and small overlays; blind to crops.
 * - detail: correlation of the pictures' fine structure (on a 64×48 luma thumbnail, whether each
 *   cell is lighter or darker than its 7×7 neighbourhood: one bit a cell, so the sky-above-ground
 *   gradient every landscape shares counts for nothing), the best over the whole frame as-is and
 *   mirrored, and over where one picture could sit inside the other as a crop (25 % of the area
 *   or more). One bit a cell keeps the fingerprint small; on the labelled set it also suggested
 *   more, and as rightly, than 8-bit grey levels of the same thumbnail (the light of a region
 *   weighs no more than its shape).
 */

/**
 * Bumped whenever the fingerprint text changes meaning: stored ones of another version are
 * recomputed. 1: blockhash only; 2: size, blockhash and the 64×48 structure bits.
 */
export const FINGERPRINT_VERSION = 2;

/** The thumbnail whose structure is stored. */
export const THUMB_W = 64;
export const THUMB_H = 48;
/** The local mean the fine structure is taken against: (2·3+1)² cells. */
const FINE_RADIUS = 3;
/** The coarse grid of the crop search: the thumbnail halved. */
const COARSE_W = THUMB_W / 2;
const COARSE_H = THUMB_H / 2;
/** blockhash grid (16×16 blocks, 256 bits). */
export const HASH_GRID = 16;
export const HASH_BITS = HASH_GRID * HASH_GRID;
/** A crop smaller than this share of the other picture's area is not looked for. */
const MIN_CROP_AREA = 0.25;
/** Crop widths tried first, as shares of the other picture's width (the height follows the aspects). */
const CROP_SCALE_STEP = 0.05;
const CROP_SCALES = Array.from({ length: 13 }, (_, i) => 1 - i * CROP_SCALE_STEP);

export interface ParsedFingerprint {
  /** Width over height of the picture as stored (upright). */
  aspect: number;
  bits: Uint8Array;
  mirroredBits: Uint8Array;
  /** Fine structure: the stored bits as +1 (lighter than the neighbourhood) and −1, 64×48. */
  fine: Float32Array;
  /** The same at 32×24: 2×2 means of `fine`. */
  coarse: Float32Array;
  /** Summed-area tables (value and square) of `coarse` and of `fine`, for window sums in O(1). */
  coarseSums: SummedArea;
  fineSums: SummedArea;
  /** `coarse` blurred (3×3 means): where to look, before `coarse` says how well it matches. */
  band: Float32Array;
  bandSums: SummedArea;
}

export interface Evidence {
  /** 1 − 2·(differing bits / 256) of the better orientation: 1 identical, ~0 unrelated. */
  hash: number;
  /** Best correlation of the fine structure, −1..1 (~0 unrelated). */
  detail: number;
}

const PREFIX = `v${FINGERPRINT_VERSION}:`;
const HEADER_BYTES = 4;
const HASH_BYTES = HASH_BITS / 8;
const THUMB_BYTES = (THUMB_W * THUMB_H) / 8;
const PAYLOAD_BYTES = HEADER_BYTES + HASH_BYTES + THUMB_BYTES;

/**
 * `v2:` and base64 of 420 bytes (563 characters in all): width and height (uint16 each, upright:
 * the crop search needs the aspect), the 256-bit blockhash (hex from blockhash-core) and the
 * 64×48 structure bits (structureSigns), row by row, the first cell in the high bit.
 */
export function encodeFingerprint(
  width: number,
  height: number,
  hashHex: string,
  signs: Uint8Array,
): string {
  if (hashHex.length !== HASH_BYTES * 2 || signs.length !== THUMB_W * THUMB_H) {
    throw new RangeError('fingerprint parts of the wrong size');
  }
  const bytes = Buffer.alloc(PAYLOAD_BYTES);
  bytes.writeUInt16BE(Math.min(Math.max(1, Math.round(width)), 0xffff), 0);
  bytes.writeUInt16BE(Math.min(Math.max(1, Math.round(height)), 0xffff), 2);
  bytes.write(hashHex, HEADER_BYTES, 'hex');
  for (let i = 0; i < signs.length; i++) {
    if (signs[i]! > 0) bytes[HEADER_BYTES + HASH_BYTES + (i >> 3)]! |= 0x80 >> (i & 7);
  }
  return PREFIX + bytes.toString('base64');
}

/**
 * Parsed fingerprints, by text: a page scores each original against many copies and the same
 * originals come back (the same original for many sightings). A small LRU; a parsed fingerprint
 * is ~40 KB.
 */
const PARSED_CACHE_SIZE = 256;
const parsedCache = new Map<string, ParsedFingerprint>();

export function parseFingerprint(fingerprint: string): ParsedFingerprint {
  const hit = parsedCache.get(fingerprint);
  if (hit) {
    parsedCache.delete(fingerprint);
    parsedCache.set(fingerprint, hit);
    return hit;
  }
  if (!fingerprint.startsWith(PREFIX)) {
    throw new RangeError(`not a version ${FINGERPRINT_VERSION} fingerprint`);
  }
  const bytes = Buffer.from(fingerprint.slice(PREFIX.length), 'base64');
  if (bytes.length !== PAYLOAD_BYTES) throw new RangeError('fingerprint of the wrong length');
  const bits = new Uint8Array(HASH_BITS);
  for (let i = 0; i < HASH_BITS; i++) {
    bits[i] = (bytes[HEADER_BYTES + (i >> 3)]! >> (7 - (i & 7))) & 1;
  }
  const aspect = bytes.readUInt16BE(0) / bytes.readUInt16BE(2);
  const signs = new Float32Array(THUMB_W * THUMB_H);
  for (let i = 0; i < signs.length; i++) {
    signs[i] = (bytes[HEADER_BYTES + HASH_BYTES + (i >> 3)]! << (i & 7)) & 0x80 ? 1 : -1;
  }
  const parsed = prepare(aspect, bits, signs);
  parsedCache.set(fingerprint, parsed);
  while (parsedCache.size > PARSED_CACHE_SIZE) {
    const oldest = parsedCache.keys().next().value;
    if (oldest === undefined) break;
    parsedCache.delete(oldest);
  }
  return parsed;
}

/** The mirrored picture's blockhash from the hash itself: each row's blocks in reverse order
 * (blockhash compares each block with the median of its horizontal band, which mirroring keeps). */
function mirrorBits(bits: Uint8Array): Uint8Array {
  const out = new Uint8Array(HASH_BITS);
  for (let y = 0; y < HASH_GRID; y++) {
    for (let x = 0; x < HASH_GRID; x++) {
      out[y * HASH_GRID + x] = bits[y * HASH_GRID + (HASH_GRID - 1 - x)]!;
    }
  }
  return out;
}

function prepare(aspect: number, bits: Uint8Array, signs: Float32Array): ParsedFingerprint {
  const fine = signs;
  // The coarse grid: 2×2 means of the signs (−1..1), a smoothed view of the same structure.
  const coarse = new Float32Array(COARSE_W * COARSE_H);
  for (let y = 0; y < THUMB_H; y++) {
    for (let x = 0; x < THUMB_W; x++) {
      coarse[(y >> 1) * COARSE_W + (x >> 1)]! += fine[y * THUMB_W + x]! / 4;
    }
  }
  const band = blur(coarse, COARSE_W, COARSE_H);
  return {
    aspect,
    bits,
    mirroredBits: mirrorBits(bits),
    fine,
    coarse,
    coarseSums: summedArea(coarse, COARSE_W, COARSE_H),
    fineSums: summedArea(fine, THUMB_W, THUMB_H),
    band,
    bandSums: summedArea(band, COARSE_W, COARSE_H),
  };
}

/**
 * The evidence for a pair. `conclusive`, when given, is asked once the whole frame is compared:
 * if it answers true the crop search is skipped (it could only raise `detail`).
 */
export function evidence(
  a: ParsedFingerprint,
  b: ParsedFingerprint,
  conclusive?: (whole: Evidence) => boolean,
): Evidence {
  const differing = Math.min(hamming(a.bits, b.bits), hamming(a.bits, b.mirroredBits));
  const hash = 1 - (2 * differing) / HASH_BITS;
  const n = THUMB_W * THUMB_H;
  const whole = {
    hash,
    detail: Math.max(ncc(a.fine, b.fine, n), ncc(a.fine, flop(b.fine, THUMB_W, THUMB_H), n)),
  };
  if (conclusive?.(whole)) return whole;
  return { hash, detail: Math.max(whole.detail, cropDetail(a, b), cropDetail(b, a)) };
}

function hamming(a: Uint8Array, b: Uint8Array): number {
  let d = 0;
  for (let i = 0; i < a.length; i++) d += a[i]! ^ b[i]!;
  return d;
}

/** NCC of two equally sized arrays. */
function ncc(a: Float32Array, b: Float32Array, n: number): number {
  let sa = 0;
  let sb = 0;
  let saa = 0;
  let sbb = 0;
  let sab = 0;
  for (let i = 0; i < n; i++) {
    const x = a[i]!;
    const y = b[i]!;
    sa += x;
    sb += y;
    saa += x * x;
    sbb += y * y;
    sab += x * y;
  }
  return correlation(sab, sa, saa, sb, sbb, n);
}

/** Pearson correlation from sums; a flat side (no structure) is no evidence either way: 0. */
function correlation(sab: number, sa: number, saa: number, sb: number, sbb: number, n: number) {
  const va = saa - (sa * sa) / n;
  const vb = sbb - (sb * sb) / n;
  if (va <= 1e-3 * n || vb <= 1e-3 * n) return 0;
  return (sab - (sa * sb) / n) / Math.sqrt(va * vb);
}

function flop(img: Float32Array, w: number, h: number): Float32Array {
  const out = new Float32Array(w * h);
  for (let y = 0; y < h; y++) for (let x = 0; x < w; x++) out[y * w + x] = img[y * w + w - 1 - x]!;
  return out;
}

interface Window {
  ncc: number;
  scale: number;
  left: number;
  top: number;
}

/**
 * Where `inner` (whole) best matches a window of `outer`, coarse to fine to stay cheap (~0.25 ms a
 * direction on a busy 2-core machine): (1) every crop width in CROP_SCALES (the window's height follows from the two
 * aspects) at every other offset on the coarse grid, compared by their blurred structure (its
 * correlation peak is broad enough for a step of 2); (2) the four best of those, ±0.025 in scale
 * and ±1 cell, by the coarse structure; (3) the best on the fine grid, ±1 cell. The exhaustive
 * search (every offset, every scale, on the coarse structure) costs four times as much and
 * suggested no better on the labelled set.
 */
function cropDetail(outer: ParsedFingerprint, inner: ParsedFingerprint): number {
  const size = (scale: number, w: number, h: number) => {
    const heightShare = (scale * outer.aspect) / inner.aspect;
    if (scale > 1 || heightShare > 1 || scale * heightShare < MIN_CROP_AREA) return undefined;
    return { ww: Math.round(w * scale), wh: Math.round(h * heightShare) };
  };
  const candidates: Window[] = [];
  for (const scale of CROP_SCALES) {
    const s = size(scale, COARSE_W, COARSE_H);
    if (!s) continue;
    const found = slide(
      outer.band,
      outer.bandSums,
      COARSE_W,
      inner.band,
      COARSE_H,
      s.ww,
      s.wh,
      {
        left: 0,
        top: 0,
        right: COARSE_W - s.ww,
        bottom: COARSE_H - s.wh,
      },
      2,
    );
    candidates.push({ ...found, scale });
  }
  candidates.sort((a, b) => b.ncc - a.ncc);
  let best: Window = { ncc: -1, scale: 1, left: 0, top: 0 };
  for (const candidate of candidates.slice(0, 4)) {
    for (const scale of [
      candidate.scale - CROP_SCALE_STEP / 2,
      candidate.scale,
      candidate.scale + CROP_SCALE_STEP / 2,
    ]) {
      const s = size(scale, COARSE_W, COARSE_H);
      if (!s) continue;
      const found = slide(
        outer.coarse,
        outer.coarseSums,
        COARSE_W,
        inner.coarse,
        COARSE_H,
        s.ww,
        s.wh,
        {
          left: Math.max(0, candidate.left - 1),
          top: Math.max(0, candidate.top - 1),
          right: Math.min(COARSE_W - s.ww, candidate.left + 1),
          bottom: Math.min(COARSE_H - s.wh, candidate.top + 1),
        },
        1,
      );
      if (found.ncc > best.ncc) best = { ...found, scale };
    }
  }
  const s = size(best.scale, THUMB_W, THUMB_H);
  if (!s) return best.ncc;
  const fine = slide(
    outer.fine,
    outer.fineSums,
    THUMB_W,
    inner.fine,
    THUMB_H,
    s.ww,
    s.wh,
    {
      left: Math.max(0, best.left * 2 - 1),
      top: Math.max(0, best.top * 2 - 1),
      right: Math.min(THUMB_W - s.ww, best.left * 2 + 1),
      bottom: Math.min(THUMB_H - s.wh, best.top * 2 + 1),
    },
    1,
  );
  return fine.ncc;
}

interface Range {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

/** Best NCC of `inner` resampled to ww×wh against the windows of `outer` at offsets in `range`. */
function slide(
  outer: Float32Array,
  sums: SummedArea,
  w: number,
  inner: Float32Array,
  h: number,
  ww: number,
  wh: number,
  range: Range,
  step: number,
): { ncc: number; left: number; top: number } {
  const small = resample(inner, w, h, ww, wh);
  const n = ww * wh;
  let sb = 0;
  let sbb = 0;
  for (let i = 0; i < n; i++) {
    sb += small[i]!;
    sbb += small[i]! * small[i]!;
  }
  let best = { ncc: -1, left: range.left, top: range.top };
  // With a step of 2 the last row and column of offsets are still tried.
  const tops = offsets(range.top, range.bottom, step);
  const lefts = offsets(range.left, range.right, step);
  for (const top of tops) {
    for (const left of lefts) {
      let sab = 0;
      for (let y = 0; y < wh; y++) {
        const row = (top + y) * w + left;
        const srow = y * ww;
        for (let x = 0; x < ww; x++) sab += outer[row + x]! * small[srow + x]!;
      }
      const sa = box(sums.sum, w + 1, left, top, ww, wh);
      const saa = box(sums.square, w + 1, left, top, ww, wh);
      const c = correlation(sab, sa, saa, sb, sbb, n);
      if (c > best.ncc) best = { ncc: c, left, top };
    }
  }
  return best;
}

function offsets(from: number, to: number, step: number): number[] {
  const out: number[] = [];
  for (let v = from; v <= to; v += step) out.push(v);
  if (out.length > 0 && out.at(-1) !== to) out.push(to);
  return out;
}

/** Bilinear resampling of a whole w×h image to nw×nh (pixel centres aligned). */
function resample(img: Float32Array, w: number, h: number, nw: number, nh: number): Float32Array {
  if (nw === w && nh === h) return img;
  const out = new Float32Array(nw * nh);
  for (let y = 0; y < nh; y++) {
    const sy = Math.min(h - 1, Math.max(0, ((y + 0.5) * h) / nh - 0.5));
    const y0 = Math.floor(sy);
    const y1 = Math.min(h - 1, y0 + 1);
    const fy = sy - y0;
    for (let x = 0; x < nw; x++) {
      const sx = Math.min(w - 1, Math.max(0, ((x + 0.5) * w) / nw - 0.5));
      const x0 = Math.floor(sx);
      const x1 = Math.min(w - 1, x0 + 1);
      const fx = sx - x0;
      const top = img[y0 * w + x0]! * (1 - fx) + img[y0 * w + x1]! * fx;
      const bottom = img[y1 * w + x0]! * (1 - fx) + img[y1 * w + x1]! * fx;
      out[y * nw + x] = top * (1 - fy) + bottom * fy;
    }
  }
  return out;
}

interface SummedArea {
  w: number;
  /** (w+1)×(h+1) tables; row and column 0 are zeros. */
  sum: Float64Array;
  square: Float64Array;
}

function summedArea(img: Float32Array, w: number, h: number): SummedArea {
  const sum = new Float64Array((w + 1) * (h + 1));
  const square = new Float64Array((w + 1) * (h + 1));
  for (let y = 0; y < h; y++) {
    let rowSum = 0;
    let rowSquare = 0;
    for (let x = 0; x < w; x++) {
      const v = img[y * w + x]!;
      rowSum += v;
      rowSquare += v * v;
      sum[(y + 1) * (w + 1) + x + 1] = sum[y * (w + 1) + x + 1]! + rowSum;
      square[(y + 1) * (w + 1) + x + 1] = square[y * (w + 1) + x + 1]! + rowSquare;
    }
  }
  return { w, sum, square };
}

/** Sum of a table's w×h window at (left, top). */
function box(
  table: Float64Array,
  stride: number,
  left: number,
  top: number,
  ww: number,
  wh: number,
) {
  const a = top * stride + left;
  const b = (top + wh) * stride + left;
  return table[b + ww]! - table[b]! - table[a + ww]! + table[a]!;
}

/** 3×3 means (clipped at the edges). */
function blur(img: Float32Array, w: number, h: number): Float32Array {
  const s = summedArea(img, w, h);
  const out = new Float32Array(w * h);
  for (let y = 0; y < h; y++) {
    const top = Math.max(0, y - 1);
    const bottom = Math.min(h, y + 2);
    for (let x = 0; x < w; x++) {
      const left = Math.max(0, x - 1);
      const right = Math.min(w, x + 2);
      out[y * w + x] =
        box(s.sum, w + 1, left, top, right - left, bottom - top) /
        ((right - left) * (bottom - top));
    }
  }
  return out;
}

/** The image minus its (2r+1)² local mean (clipped at the edges): structure without the light. */
export function highPass(img: Float32Array, w: number, h: number, r: number): Float32Array {
  const s = summedArea(img, w, h);
  const out = new Float32Array(w * h);
  for (let y = 0; y < h; y++) {
    const top = Math.max(0, y - r);
    const bottom = Math.min(h, y + r + 1);
    for (let x = 0; x < w; x++) {
      const left = Math.max(0, x - r);
      const right = Math.min(w, x + r + 1);
      const sum = box(s.sum, w + 1, left, top, right - left, bottom - top);
      out[y * w + x] = img[y * w + x]! - sum / ((right - left) * (bottom - top));
    }
  }
  return out;
}

/**
 * The stored structure of a 64×48 luma thumbnail: 1 where a cell is lighter than its 7×7
 * neighbourhood, else 0 (one bit a cell, 384 bytes). The comparison correlates these signs.
 */
export function structureSigns(luma: Float32Array): Uint8Array {
  const fine = highPass(luma, THUMB_W, THUMB_H, FINE_RADIUS);
  return Uint8Array.from(fine, (v) => (v > 0 ? 1 : 0));
}
