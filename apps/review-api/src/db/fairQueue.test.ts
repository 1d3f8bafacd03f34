import { PGlite } from '@electric-sql/pglite';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFairQueue, queueFairly } from './fairQueue';

describe('createFairQueue', () => {
  it('runs tasks one at a time, in the order they came, whatever becomes of each', async () => {
    const queue = createFairQueue();
    const log: string[] = [];
    let running = 0;
    const task = (name: string, fail = false) =>
      queue.run(async () => {
        running += 1;
        expect(running).toBe(1);
        log.push(`start ${name}`);
        await new Promise((resolve) => setTimeout(resolve, 5));
        log.push(`end ${name}`);
        running -= 1;
        if (fail) throw new Error(name);
        return name;
      });
    const results = await Promise.allSettled([task('a'), task('b', true), task('c')]);
    expect(results.map((r) => r.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
    expect(log).toEqual(['start a', 'end a', 'start b', 'end b', 'start c', 'end c']);
  });
});

describe('queueFairly (PGlite)', () => {
  let client: PGlite;
  beforeAll(async () => {
    client = new PGlite();
    await client.waitReady;
    queueFairly(client);
  });
  afterAll(() => client.close());

  it('keeps the order of queries and transactions, and a transaction is one turn', async () => {
    await client.exec('CREATE TABLE log (n int)');
    const order: number[] = [];
    await Promise.all([
      client.query('INSERT INTO log VALUES (1)').then(() => order.push(1)),
      client
        .transaction(async (tx) => {
          await tx.query('INSERT INTO log VALUES (2)');
          await new Promise((resolve) => setTimeout(resolve, 10));
          await tx.query('INSERT INTO log VALUES (3)');
        })
        .then(() => order.push(2)),
      client.query('INSERT INTO log VALUES (4)').then(() => order.push(3)),
    ]);
    expect(order).toEqual([1, 2, 3]);
    const { rows } = await client.query<{ n: number }>('SELECT n FROM log ORDER BY ctid');
    expect(rows.map((row) => row.n)).toEqual([1, 2, 3, 4]);
  });

  it('lets a request that arrives while queries are queued in before the queue runs dry', async () => {
    let done = 0;
    const server = createServer((_request, response) => response.end(String(done)));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const { port } = server.address() as AddressInfo;
      const queries = Array.from({ length: 300 }, () =>
        client.query('SELECT count(*) FROM generate_series(1, 200)').then(() => (done += 1)),
      );
      // Without the fair line, PGlite answers all 300 in one chain of microtasks and the
      // server cannot even read this request until they are done.
      const answeredAfter = Number(await (await fetch(`http://127.0.0.1:${port}/`)).text());
      await Promise.all(queries);
      expect(answeredAfter).toBeLessThan(100);
    } finally {
      server.close();
    }
  });
});
