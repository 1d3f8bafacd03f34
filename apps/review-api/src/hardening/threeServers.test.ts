import type { ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { roundRobinProxy } from '../../../../bench/proxy.mjs';
import { openDatabase, queryRows } from '../db/database';
import { spawnSourceServer } from '../testing/sourceServer';
import { createEmptyTestDatabase } from '../testing/testApp';

/*
 * Several servers, one database, as `npm start` runs them (issue 31, docs/scaling.md): real
 * processes behind a round-robin proxy made for this test. On PostgreSQL, three servers start at
 * once on an empty database (migrations and the demo data one at a time), and through the proxy
 * a token of one works on all, a usage count started on one is polled on another, a burst of
 * wrong passwords meets one limit, operators never share a lease, a server killed mid-work loses
 * no acknowledged decision while the others carry on, and a decision made on one server is
 * undone on another within its window. On PGlite a second server on the same data folder is refused: one process holds it.
 */

const serverUrl = process.env.TEST_DATABASE_URL;
const cleanups: (() => Promise<unknown>)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup().catch(() => undefined);
});

interface Started {
  child: ChildProcess;
  exited: Promise<unknown>;
  /** The origin it listens on, once it does; rejects when it ends first (with its stderr). */
  origin: Promise<string>;
}

/** Starts a server from the sources on a free port (`spawnSourceServer`). */
function startServer(env: Record<string, string>): Started {
  const child = spawnSourceServer(env);
  const exited = once(child, 'exit');
  let stderr = '';
  child.stderr!.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const origin = new Promise<string>((resolve, reject) => {
    createInterface({ input: child.stdout! }).on('line', (line) => {
      const found = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(line);
      if (found) resolve(found[1]!);
    });
    void exited.then(() => reject(new Error(`The server ended: ${stderr.trim()}`)));
  });
  origin.catch(() => undefined);
  cleanups.push(async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      await exited;
    }
  });
  return { child, exited, origin };
}

async function call(base: string, method: string, path: string, token?: string, body?: unknown) {
  const response = await fetch(`${base}${path}`, {
    method,
    headers: {
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  return { status: response.status, body: text ? (JSON.parse(text) as unknown) : undefined };
}

const signIn = async (base: string, email: string, password: string) => {
  const answer = await call(base, 'POST', '/api/auth/login', undefined, { email, password });
  expect(answer.status).toBe(200);
  return (answer.body as { accessToken: string }).accessToken;
};

describe('three servers on one database', () => {
  it(
    'behind a round-robin proxy act as one; PGlite keeps to one process',
    { timeout: 240_000 },
    async () => {
      if (!serverUrl) {
        const dataDir = await mkdtemp(join(tmpdir(), 'sightings-servers-'));
        cleanups.push(() => rm(dataDir, { recursive: true, force: true }));
        const first = startServer({ DATA_DIR: dataDir, SEED: 'none' });
        await first.origin;
        const second = startServer({ DATA_DIR: dataDir, SEED: 'none' });
        await expect(second.origin).rejects.toThrow(
          /The data folder .* is in use by another server \(process \d+\): the embedded database serves one process\./,
        );
        expect(second.child.exitCode).toBe(1);
        // The first serves on.
        expect((await call(await first.origin, 'GET', '/api/health')).status).toBe(200);
        return;
      }

      const { url, drop } = await createEmptyTestDatabase(serverUrl);
      cleanups.push(drop);
      // Three at once on an empty database, each told to seed the demo data.
      const servers = [1, 2, 3].map(() => startServer({ DATABASE_URL: url, SEED: 'demo' }));
      const origins = await Promise.all(servers.map((server) => server.origin));
      const balancer = await roundRobinProxy(origins);
      cleanups.push(() => balancer.close());
      const proxy = balancer.url;

      // One signing secret: a token from one server works on each.
      const admin = await signIn(proxy, 'admin@example.com', 'review-demo');
      for (const origin of origins) {
        expect((await call(origin, 'GET', '/api/auth/me', admin)).status).toBe(200);
      }

      // A usage count started on one server is answered by another (a job row in PostgreSQL).
      const page = await call(
        origins[1]!,
        'POST',
        '/api/assessment_image/by_usage_url_part_without_counting?size=1',
        admin,
        { part: 'demo-web' },
      );
      expect(page.status).toBe(200);
      const { countId, hasNext } = page.body as { countId: string; hasNext: boolean };
      expect(hasNext).toBe(true);
      await expect
        .poll(
          async () =>
            (await call(origins[2]!, 'GET', `/api/assessment_image/get_counting/${countId}`, admin))
              .body as { count: number | null },
          { timeout: 30_000 },
        )
        .toMatchObject({ count: expect.any(Number) as number, error: null });

      // Ten operators, each reserving through the proxy at once: no image leased twice.
      const operators = await Promise.all(
        Array.from({ length: 10 }, async (_, i) => {
          const email = `three-servers-${i}@example.com`;
          const created = await call(proxy, 'POST', '/api/assessment_user', admin, {
            name: `Operator ${i}`,
            email,
            role: 'ROLE_USER',
            password: 'three-servers-password',
            imagePermission: true,
            domainPermission: true,
            // The first also works on quality control, whose screens may undo a change.
            qualityControlPermission: i === 0,
          });
          expect(created.status).toBe(201);
          return signIn(proxy, email, 'three-servers-password');
        }),
      );
      const leased = await Promise.all(
        operators.map(async (token) => {
          const answer = await call(
            proxy,
            'GET',
            '/api/assessment_image/reserve_pending?limit=20',
            token,
          );
          expect(answer.status).toBe(200);
          return (answer.body as { id: number }[]).map((image) => image.id);
        }),
      );
      const all = leased.flat();
      expect(all).toHaveLength(200);
      expect(new Set(all).size).toBe(200);

      // One server is killed; the operators decide through the proxy, which passes it over.
      servers[0]!.child.kill('SIGKILL');
      await servers[0]!.exited;
      // The first operator's decision goes to the second server, the others' through the proxy.
      const decided = await Promise.all(
        operators.map((token, i) =>
          call(
            i === 0 ? origins[1]! : proxy,
            'PUT',
            '/api/assessment_image/set_multiple_images_status',
            token,
            leased[i]!.map((id) => ({ id, status: 'NOT_IDENTICAL' })),
          ),
        ),
      );
      expect(decided.map((answer) => answer.status)).toEqual(operators.map(() => 200));
      // Every acknowledged decision is in the database.
      const database = await openDatabase({ databaseUrl: url });
      cleanups.push(() => database.close());
      const statusCount = async (ids: number[], status: string) =>
        (
          await queryRows<{ n: number }>(
            database.db,
            sql`SELECT count(*)::int AS n FROM images
              WHERE status = ${status} AND id = ANY(${`{${ids.join(',')}}`}::int[])`,
          )
        )[0]!.n;
      expect(await statusCount(all, 'NOT_IDENTICAL')).toBe(200);

      // Within its window, the first operator undoes that decision on the third server: the
      // window is the audit log's, read with the database's clock.
      const undone = await call(
        origins[2]!,
        'POST',
        '/api/assessment_image/undo_status_change',
        operators[0],
        { imageIds: leased[0] },
      );
      expect(undone.status).toBe(200);
      const restored = (undone.body as { restored: { id: number; status: string }[] }).restored;
      expect(restored.toSorted((a, b) => a.id - b.id)).toEqual(
        leased[0]!.toSorted((a, b) => a - b).map((id) => ({ id, status: 'PENDING' })),
      );
      expect(await statusCount(leased[0]!, 'PENDING')).toBe(20);
      expect(await statusCount(all, 'NOT_IDENTICAL')).toBe(180);

      // 60 wrong passwords for one account at once, spread over the servers left: the pair
      // limit (10) holds across them; the rest are refused before their password is checked.
      const guesses = await Promise.all(
        Array.from({ length: 60 }, () =>
          call(proxy, 'POST', '/api/auth/login', undefined, {
            email: 'operator@example.com',
            password: 'not-the-password',
          }),
        ),
      );
      const statuses = guesses.map((answer) => answer.status);
      expect(statuses.filter((status) => status !== 401 && status !== 429)).toEqual([]);
      expect(statuses.filter((status) => status === 401)).toHaveLength(10);
      expect(statuses.filter((status) => status === 429)).toHaveLength(50);
    },
  );
});
