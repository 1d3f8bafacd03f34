import { renderDemoPicture } from '../../demo/pictures';
import type { PictureSource } from '../images';
import { fingerprintPicture, pairScore } from './fingerprint';

/** A sighting's two pictures, where it has them (null: no such picture). */
export interface PairSources {
  original: PictureSource | null;
  downloaded: PictureSource | null;
}

/** Their fingerprints (null: no picture, or one that cannot be read) and the pair's score. */
export interface PairFingerprints {
  original: string | null;
  downloaded: string | null;
  /** Null unless both pictures have a fingerprint. */
  score: number | null;
}

/**
 * The fingerprint of one picture of a sighting, in this process: the stored bytes, or the demo
 * picture drawn from its seed at full size (as the Images page shows it). Null for bytes sharp
 * cannot read: such a picture gets no fingerprint, and its pair no suggestion.
 */
export async function fingerprintSource(source: PictureSource): Promise<string | null> {
  const bytes =
    'bytes' in source
      ? source.bytes
      : (await renderDemoPicture(source.demo.seed, source.demo.variant)).body;
  try {
    return await fingerprintPicture(bytes);
  } catch {
    return null;
  }
}

/** A sighting's fingerprints and score, in this process (the fingerprint process, tests). */
export async function fingerprintPair(pair: PairSources): Promise<PairFingerprints> {
  const original = pair.original && (await fingerprintSource(pair.original));
  const downloaded = pair.downloaded && (await fingerprintSource(pair.downloaded));
  return {
    original,
    downloaded,
    score: original && downloaded ? pairScore(original, downloaded) : null,
  };
}
