/*
 * The fingerprint process (fingerprintProcess.ts starts it): reads a sighting's pictures and
 * answers their fingerprints and the pair's score, one message each, until the server lets go
 * of it. A process of its own so that the server's memory never holds what drawing, reading and
 * comparing 400 pictures leaves behind (what libvips and the allocator keep, and the comparison's
 * cache of parsed fingerprints: 55 MB more on an idle demo server, docs/assisted-review.md).
 */
import type { PictureSource } from '../images';
import { fingerprintPair, type PairFingerprints, type PairSources } from './sourceFingerprint';

export interface FingerprintRequest {
  id: number;
  pair: PairSources;
}
export type FingerprintAnswer =
  { id: number; result: PairFingerprints } | { id: number; error: string };

const send = (answer: FingerprintAnswer) => process.send?.(answer);

/** A Buffer sent over the channel arrives as a plain Uint8Array. */
const asSource = (source: PictureSource | null): PictureSource | null =>
  source && 'bytes' in source ? { ...source, bytes: Buffer.from(source.bytes) } : source;

// One sighting at a time, in the order asked: the server asks for one at a time anyway.
let line = Promise.resolve();
process.on('message', (request: FingerprintRequest) => {
  line = line.then(async () => {
    try {
      const { original, downloaded } = request.pair;
      const pair = { original: asSource(original), downloaded: asSource(downloaded) };
      send({ id: request.id, result: await fingerprintPair(pair) });
    } catch (error) {
      send({ id: request.id, error: error instanceof Error ? error.message : String(error) });
    }
  });
});
// The server ended or let go: so does this process.
process.on('disconnect', () => process.exit(0));
