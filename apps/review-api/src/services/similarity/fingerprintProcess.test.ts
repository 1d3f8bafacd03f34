import { afterAll, describe, expect, it } from 'vitest';
import { renderDemoPicture } from '../../demo/pictures';
import { createFingerprintProcess } from './fingerprintProcess';
import { fingerprintPair, type PairSources } from './sourceFingerprint';

/*
 * The fingerprint process (issue 32): the server's memory never holds what reading and comparing
 * pictures leaves behind, because a process of its own does it and ends when it has nothing to do.
 */
const fingerprints = createFingerprintProcess({ idleMs: 300 });
afterAll(() => fingerprints.close());

/** Whether a process of that id still runs. */
const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

const demoPair = (seed: number, variant: 'cropped' | 'watermarked' | 'different'): PairSources => ({
  original: { demo: { seed, variant: 'original' } },
  downloaded: { demo: { seed, variant } },
});

describe('the fingerprint process', () => {
  it('answers what this process computes, for demo pictures and stored bytes alike', async () => {
    const stored: PairSources = {
      original: {
        bytes: (await renderDemoPicture(41, 'original')).body,
        contentType: 'image/jpeg',
      },
      downloaded: {
        bytes: (await renderDemoPicture(41, 'resized')).body,
        contentType: 'image/jpeg',
      },
    };
    const [same, other, fromBytes] = await Promise.all([
      fingerprints.fingerprintPair(demoPair(41, 'watermarked')),
      fingerprints.fingerprintPair(demoPair(41, 'different')),
      fingerprints.fingerprintPair(stored),
    ]);
    expect(same).toEqual(await fingerprintPair(demoPair(41, 'watermarked')));
    expect(other).toEqual(await fingerprintPair(demoPair(41, 'different')));
    expect(fromBytes).toEqual(await fingerprintPair(stored));
    expect(same.score).toBeGreaterThan(other.score!);
    expect(fromBytes.original).toBe(same.original);

    // Bytes that are no picture, or no picture at all: no fingerprint, no score; it goes on.
    const junk = await fingerprints.fingerprintPair({
      original: { bytes: Buffer.from('not a picture'), contentType: 'image/jpeg' },
      downloaded: null,
    });
    expect(junk).toEqual({ original: null, downloaded: null, score: null });
    expect(await fingerprints.fingerprintPair(demoPair(41, 'watermarked'))).toEqual(same);
  });

  it('ends when it has had nothing to read for a while, and starts again when asked', async () => {
    const pair = demoPair(7, 'cropped');
    const expected = await fingerprintPair(pair);
    expect(await fingerprints.fingerprintPair(pair)).toEqual(expected);
    const first = fingerprints.pid!;
    expect(alive(first)).toBe(true);
    await expect.poll(() => alive(first), { timeout: 10_000 }).toBe(false);
    expect(fingerprints.pid).toBeUndefined();
    expect(await fingerprints.fingerprintPair(pair)).toEqual(expected);
    expect(fingerprints.pid).not.toBe(first);
  });

  it('fails the sightings asked for when the process dies, and the next one starts afresh', async () => {
    const pair = demoPair(9, 'cropped');
    const asked = fingerprints.fingerprintPair(pair);
    process.kill(fingerprints.pid!, 'SIGKILL');
    await expect(asked).rejects.toThrow('the fingerprint process ended (SIGKILL)');
    expect(await fingerprints.fingerprintPair(pair)).toEqual(await fingerprintPair(pair));
  });

  it('ends a process that does not answer, and the next sighting gets a fresh one', async () => {
    const impatient = createFingerprintProcess({ answerWithinMs: 1_000 });
    try {
      const pair = demoPair(11, 'watermarked');
      const expected = await fingerprintPair(pair);
      expect(await impatient.fingerprintPair(pair)).toEqual(expected);
      // Stuck: the process no longer runs (as if caught in a picture it cannot get out of).
      process.kill(impatient.pid!, 'SIGSTOP');
      await expect(impatient.fingerprintPair(pair)).rejects.toThrow(
        'the fingerprint process ended (SIGKILL)',
      );
      expect(await impatient.fingerprintPair(pair)).toEqual(expected);
    } finally {
      await impatient.close();
    }
  });
});
