/**
 * Perceptual fingerprints of pictures, and a similarity score between the agency's original and
 * the copy the crawler downloaded (issue 32: suggested marks). A fingerprint is computed once per
 * picture and stored with the sighting; scoring a pair is then arithmetic on two small arrays, no
 * image decoding (evidence.ts).
 */
import { bmvbhash } from 'blockhash-core';
import type SharpModule from 'sharp';
import {
  encodeFingerprint,
  evidence,
  HASH_GRID,
  parseFingerprint,
  THUMB_H,
  structureSigns,
  THUMB_W,
  type Evidence,
} from './evidence';

export { FINGERPRINT_VERSION } from './evidence';

/**
 * sharp (libvips), loaded with the first picture fingerprinted: a server that never computes a
 * fingerprint does without it.
 */
let sharpModule: Promise<typeof SharpModule> | undefined;
const loadSharp = () => (sharpModule ??= import('sharp').then((module) => module.default));

/** The picture is squeezed to this size once (4:3, a multiple of the thumbnail and of 16). */
const WORK_W = 128;
const WORK_H = 96;
/** Working pixels a thumbnail cell averages, on each side. */
const CELL = WORK_W / THUMB_W;

/**
 * Fingerprint of one picture (JPEG, PNG or WebP bytes): its upright size, a 256-bit blockhash and
 * the fine structure of a 64×48 luma thumbnail (one bit a cell), as text of 563 characters
 * (evidence.ts: encodeFingerprint). The picture is turned upright (EXIF), flattened on white and
 * squeezed to 128×96 once; the blockhash and the thumbnail both come from that.
 */
export async function fingerprintPicture(data: Buffer): Promise<string> {
  const sharp = await loadSharp();
  const image = sharp(data);
  const meta = await image.metadata();
  if (!meta.width || !meta.height) throw new RangeError('not a picture: no width or height');
  // EXIF orientations 5–8 are a quarter turn: the upright picture's sides are swapped.
  const turned = (meta.orientation ?? 1) >= 5;
  const rgba = await image
    .rotate()
    .flatten({ background: '#ffffff' })
    .resize(WORK_W, WORK_H, { fit: 'fill' })
    .ensureAlpha()
    .raw()
    .toBuffer();
  // 128×96 divides evenly into 16×16 blocks: the mirrored hash is then a reordering (evidence.ts).
  const hashHex = bmvbhash({ width: WORK_W, height: WORK_H, data: rgba }, HASH_GRID);
  // Thumbnail: Rec. 601 luma, CELL×CELL means of the working picture; only its structure is kept.
  const luma = new Float32Array(THUMB_W * THUMB_H);
  for (let y = 0; y < THUMB_H; y++) {
    for (let x = 0; x < THUMB_W; x++) {
      let sum = 0;
      for (let dy = 0; dy < CELL; dy++) {
        for (let dx = 0; dx < CELL; dx++) {
          const i = ((CELL * y + dy) * WORK_W + CELL * x + dx) * 4;
          sum += 0.299 * rgba[i]! + 0.587 * rgba[i + 1]! + 0.114 * rgba[i + 2]!;
        }
      }
      luma[y * THUMB_W + x] = sum / (CELL * CELL);
    }
  }
  const signs = structureSigns(luma);
  return encodeFingerprint(
    turned ? meta.height : meta.width,
    turned ? meta.width : meta.height,
    hashHex,
    signs,
  );
}

/**
 * How the two pieces of evidence make one score: a logistic regression of the label on (hash,
 * detail), fitted on the tune half of the labelled set (bench/assist.mjs prints the fit again on
 * every run: "score weights fitted on the tune half"). Detail weighs most: it is what tells the
 * same picture from the same kind of scene; the hash backs it up where overlays and heavy
 * compression blur the detail.
 */
const WEIGHTS = { bias: -14.63, hash: 2.88, detail: 32.92 };

const logistic = (hash: number, detail: number) =>
  1 / (1 + Math.exp(-(WEIGHTS.bias + WEIGHTS.hash * hash + WEIGHTS.detail * detail)));
/** Both pieces of evidence range over −1..1: stretched so that full agreement scores exactly 1. */
const LOWEST = logistic(-1, -1);
const HIGHEST = logistic(1, 1);

function scoreOf(e: Evidence): number {
  const score = (logistic(e.hash, e.detail) - LOWEST) / (HIGHEST - LOWEST);
  return Math.min(1, Math.max(0, score));
}

/**
 * Similarity of two pictures by their fingerprints, 0..1 (1 = the same picture); symmetric. The
 * crop search (the costly part, ~1 ms on a busy 2-core machine) only runs when the whole frame
 * has not already earned the 'identical' suggestion: it can only raise the score, so the
 * suggestion is the same, only the score of such a pair stays at what the whole frame gave.
 */
export function pairScore(original: string, downloaded: string): number {
  return scoreOf(
    evidence(
      parseFingerprint(original),
      parseFingerprint(downloaded),
      (whole) => scoreOf(whole) >= SUGGESTION_THRESHOLDS.identical,
    ),
  );
}

/**
 * Chosen on the labelled set of bench/assist.mjs (4,200 pairs of demo pictures, 300 seeds), on
 * its tune half (even seeds) only: of all threshold pairs, the one with the widest coverage whose
 * suggestions are right at least 99.8 % of the time there ("thresholds fitted on the tune half").
 * 99.8 % and not the 99.5 % asked for: with an earlier fingerprint, thresholds fitted at exactly
 * 99.5 % on one half fell to ~99.3 % on the other; the margin pays for that. Figures: tune half
 * 99.8 % precision, 90.6 % coverage; test half (odd seeds) 99.6 % and 90.7 %. Pairs between the
 * two get no suggestion: mostly heavy crops, big captions, and the same place photographed again.
 */
export const SUGGESTION_THRESHOLDS: { identical: number; notIdentical: number } = {
  identical: 0.9396,
  notIdentical: 0.0392,
};

export function suggestionFor(score: number): 'IDENTICAL' | 'NOT_IDENTICAL' | null {
  if (score >= SUGGESTION_THRESHOLDS.identical) return 'IDENTICAL';
  if (score <= SUGGESTION_THRESHOLDS.notIdentical) return 'NOT_IDENTICAL';
  return null;
}
