import { sql } from 'drizzle-orm';
import { setImmediate as yieldToRequests } from 'node:timers/promises';
import { holdSessionLock, queryRows, type Db } from '../../db/database';
import { imageFingerprints } from '../../db/schema';
import { ApiError } from '../../errors';
import { pictureSource } from '../images';
import { FINGERPRINT_VERSION } from './fingerprint';
import { createFingerprintProcess } from './fingerprintProcess';
import type { PairFingerprints, PairSources } from './sourceFingerprint';

/*
 * The fingerprints of the pictures, ahead of the Images queue (issue 32, docs/assisted-review.md).
 *
 * A picture's fingerprint is computed once, when the server first has a use for it: the first
 * `lookahead` pending sightings of the Images queue (in the order a reservation takes them, free
 * ones only) that have none of the current version get one, a sighting at a time, each picture
 * read as the Images page shows it (stored bytes, or the demo picture drawn from its seed). The
 * work starts at the server's start and again after each reservation that asked for similarity
 * (the queue moved on; the sightings it leased that have none come first, so an operator who got
 * ahead of the window finds them scored at the page's next reservation), and stops when the window ahead of the queue is fingerprinted: an idle
 * server does nothing, a fresh demo server fingerprints `lookahead` sightings once (about 45 ms
 * a sighting on this project's machine), and a picture that arrives by any path (an import, a
 * tool writing `image_files`) is fingerprinted before an operator reaches it. One picture at a
 * time, read and fingerprinted in a process of its own at a lower priority (fingerprintProcess.ts:
 * the server's memory stays as without fingerprints), with a turn for the requests between
 * pictures. On several servers one fingerprints at a
 * time (`FINGERPRINT_LOCK`, docs/scaling.md).
 */

/** How many free pending sightings ahead of the queue have their fingerprints (one reservation of the Images page). */
export const FINGERPRINT_LOOKAHEAD = 200;

/** The advisory lock (session level) of the one server fingerprinting at a time. */
export const FINGERPRINT_LOCK = 7_160_034;

export interface Fingerprinter {
  /**
   * The queue moved (or the server started): fingerprint the window ahead of it, in the
   * background; `reserved`, the sightings a reservation just leased, first (an operator who got
   * ahead of the window gets them on the page's next reservation).
   */
  wake(reserved?: readonly number[]): void;
  /** Resolves when no work is under way or asked for (tests, the demo). */
  idle(): Promise<void>;
  close(): Promise<void>;
}

export interface FingerprinterOptions {
  lookahead?: number;
  /**
   * A sighting's fingerprints and score. By default a process of its own computes them
   * (fingerprintProcess.ts); tests give `fingerprintPair`, in this process.
   */
  fingerprintPair?: (pair: PairSources) => Promise<PairFingerprints>;
  warn?: (message: string) => void;
}

export function createFingerprinter(db: Db, options: FingerprinterOptions = {}): Fingerprinter {
  const lookahead = options.lookahead ?? FINGERPRINT_LOOKAHEAD;
  const ownProcess = options.fingerprintPair ? null : createFingerprintProcess();
  const fingerprintPair =
    options.fingerprintPair ?? ((pair: PairSources) => ownProcess!.fingerprintPair(pair));
  let closed = false;
  let asked = false;
  /** Sightings just leased, to fingerprint before the window (those still without one). */
  const firstOf = new Set<number>();
  let running: Promise<void> | null = null;
  let warned = false;
  /** Sightings whose reading failed once (a second failure gives them no fingerprint). */
  const failedOnce = new Set<number>();

  /** Where one picture of a sighting comes from, or null: no such picture. */
  async function sourceOf(id: number, kind: 'original' | 'downloaded') {
    try {
      return await pictureSource(db, id, kind);
    } catch (error) {
      if (error instanceof ApiError && error.status === 404) return null;
      throw error;
    }
  }

  /** Of `ids`, those without a fingerprint of the current version, in the order given. */
  async function unfingerprinted(ids: number[]): Promise<{ id: number }[]> {
    const done = new Set(
      (
        await queryRows<{ image_id: number }>(
          db,
          sql`SELECT image_id FROM ${imageFingerprints}
            WHERE image_id = ANY(${`{${ids.join(',')}}`}::int[])
              AND version = ${FINGERPRINT_VERSION}::int`,
        )
      ).map((row) => Number(row.image_id)),
    );
    return ids.filter((id) => !done.has(id)).map((id) => ({ id }));
  }

  /** The next sightings to fingerprint: the ones just leased first, then the window ahead. */
  async function next(): Promise<{ id: number }[]> {
    while (firstOf.size) {
      const ids = [...firstOf].slice(0, 50);
      for (const id of ids) firstOf.delete(id);
      const todo = await unfingerprinted(ids);
      if (todo.length) return todo;
    }
    return missing();
  }

  /** The next sightings of the window ahead of the queue without a current fingerprint. */
  const missing = () =>
    queryRows<{ id: number }>(
      db,
      sql`SELECT q.id FROM (
          SELECT i.id, i.domain_id FROM images i
          WHERE i.status = 'PENDING' AND NOT EXISTS (
            SELECT 1 FROM reservations r
            WHERE r.entity_type = 'IMAGE' AND r.entity_id = i.id AND r.expires_at > now())
          ORDER BY i.domain_id, i.id LIMIT ${lookahead}::int) q
        WHERE NOT EXISTS (SELECT 1 FROM ${imageFingerprints} f
          WHERE f.image_id = q.id AND f.version = ${FINGERPRINT_VERSION}::int)
        ORDER BY q.domain_id, q.id LIMIT 10`,
    );

  async function run(): Promise<void> {
    const lock = await holdSessionLock(db, FINGERPRINT_LOCK, () => undefined);
    if (!lock) return; // Another server fingerprints the same queue.
    try {
      while (!closed) {
        asked = false;
        const batch = await next();
        if (!batch.length) break;
        for (const { id } of batch) {
          if (closed) break;
          const pair = {
            original: await sourceOf(Number(id), 'original'),
            downloaded: await sourceOf(Number(id), 'downloaded'),
          };
          let result: PairFingerprints;
          try {
            result = await fingerprintPair(pair);
            failedOnce.delete(Number(id));
          } catch (error) {
            // The fingerprinting itself failed (its process ended). The first time, this run
            // stops and the next wake tries again (the machine was short of memory, say); the
            // second time on the same sighting, its pictures are what kills the reader: it gets
            // no fingerprint, and the queue behind it goes on.
            if (closed || !failedOnce.has(Number(id))) {
              failedOnce.add(Number(id));
              throw error;
            }
            failedOnce.delete(Number(id));
            options.warn?.(
              `Sighting ${id}: reading its pictures failed twice (${error instanceof Error ? error.message.slice(0, 200) : 'unknown error'}); it gets no suggestion.`,
            );
            result = { original: null, downloaded: null, score: null };
          }
          const { original, downloaded, score } = result;
          const row = { version: FINGERPRINT_VERSION, original, downloaded, score };
          await db
            .insert(imageFingerprints)
            .values({ imageId: Number(id), ...row })
            .onConflictDoUpdate({
              target: imageFingerprints.imageId,
              set: { ...row, computedAt: sql`now()` },
            });
          await yieldToRequests();
        }
      }
    } finally {
      await lock.release();
    }
  }

  function start() {
    running = run()
      .catch((error: unknown) => {
        if (!warned)
          options.warn?.(
            `Fingerprinting the pictures failed (${error instanceof Error ? error.message.slice(0, 200) : 'unknown error'}); it tries again when the queue moves.`,
          );
        warned = true;
      })
      .finally(() => {
        running = null;
        if (asked && !closed) start();
      });
  }

  return {
    wake(reserved = []) {
      if (closed) return;
      for (const id of reserved) firstOf.add(id);
      asked = true;
      if (!running) start();
    },
    async idle() {
      while (running) await running;
    },
    async close() {
      closed = true;
      // The process first: a sighting it is reading fails at once, and the run ends.
      await ownProcess?.close();
      await running;
    },
  };
}
