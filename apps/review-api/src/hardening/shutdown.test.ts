import { once } from 'node:events';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { describe, expect, it } from 'vitest';
import { openDatabase } from '../db/database';
import { ensureReferenceData } from '../reference/ensureReferenceData';
import { seedDemoData } from '../seed/demo';
import { spawnSourceServer } from '../testing/sourceServer';

/**
 * SIGTERM ends the server within seconds whatever it is doing (docs/work-queues.md "On the
 * embedded database"): here while a work-queue query that would run for hours is under way on
 * the embedded database, as `npm start` runs it. Before the sandbox ran on a copy in a thread of
 * its own, that query held the server's only thread and the signal was never handled.
 */

const FREEZING_QUERY = String.raw`SELECT id FROM work_queue_images
  WHERE (usage_url || usage_url || usage_url || usage_url) ~ '(.*)(.*)(.*)\3\2\1x'`;

/** An embedded database on disk with a small demo data set (the full one takes long to load). */
async function smallDemoDatabase(): Promise<string> {
  const dataDir = await mkdtemp(join(tmpdir(), 'sightings-shutdown-'));
  const database = await openDatabase({ dataDir });
  try {
    await ensureReferenceData(database.db);
    await seedDemoData(database.db, {
      webOrigin: 'http://localhost',
      domainCount: 20,
      imageCount: 300,
    });
  } finally {
    await database.close();
  }
  return dataDir;
}

describe('shutdown', () => {
  it(
    'ends on SIGTERM while a never-ending work-queue query runs',
    { timeout: 120_000 },
    async () => {
      const dataDir = await smallDemoDatabase();
      const server = spawnSourceServer({
        DATA_DIR: dataDir,
        SEED: 'none',
        JWT_SECRET: 'a-test-secret-of-enough-length-for-hs256-signing',
        WORK_QUEUE_TIMEOUT_MS: '600000',
      });
      const exited = once(server, 'exit') as Promise<[number | null, NodeJS.Signals | null]>;
      try {
        const lines = createInterface({ input: server.stdout! });
        const waitForLog = (pattern: RegExp) =>
          new Promise<string>((resolve, reject) => {
            const onLine = (line: string) => {
              if (!pattern.test(line)) return;
              lines.off('line', onLine);
              resolve(line);
            };
            lines.on('line', onLine);
            void exited.then(() =>
              reject(new Error(`The server ended before logging ${pattern}.`)),
            );
          });
        const listening = await waitForLog(/Server listening at http:\/\/127\.0\.0\.1:\d+/);
        const origin = /http:\/\/127\.0\.0\.1:\d+/.exec(listening)![0];

        const login = await fetch(`${origin}/api/auth/login`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({ email: 'admin@example.com', password: 'review-demo' }),
        });
        const { accessToken } = (await login.json()) as { accessToken: string };
        const copied = waitForLog(/a copy of the database is ready/);
        const counting = fetch(`${origin}/api/assessment_user_work_queue/count_query_results`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${accessToken}` },
          body: JSON.stringify({ orderIndex: 0, type: 'IMAGES', query: FREEZING_QUERY }),
        }).then(
          (response) => response.status,
          () => 'no answer',
        );
        // The query now runs on the copy: the server still answers, and a signal ends it.
        await copied;
        const health = await fetch(`${origin}/api/health`);
        expect(await health.json()).toEqual({ status: 'ok' });
        server.kill('SIGTERM');
        const [code, signal] = await exited;
        // Ended by its own handler (exit code 0), not by the grace period's exit(1).
        expect(signal).toBeNull();
        expect(code).toBe(0);
        // The count was cut short: an error answer or a closed connection, never a count.
        expect(await counting).not.toBe(200);
      } finally {
        if (server.exitCode === null && server.signalCode === null) server.kill('SIGKILL');
        await rm(dataDir, { recursive: true, force: true });
      }
    },
  );
});
