import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../db/database';
import { sql } from 'drizzle-orm';
import { addUsers, caller, WORKER_PASSWORD } from '../testing/reviewFixtures';
import { createTestApp } from '../testing/testApp';

/**
 * A work-queue query that runs for minutes must not stop the server (docs/work-queues.md "On
 * the embedded database"): a regular expression with back-references over concatenated usage
 * URLs passes the parser and costs the planner almost nothing, and on the embedded database it
 * once held PGlite's only connection — and the whole server with it — until it ended. Here it is
 * stopped at its time budget while every other call is answered, on PGlite (the sandbox's copy
 * in a worker thread, ended at the budget) and on PostgreSQL (the statement timeout).
 */

const BASE = '/api/assessment_user_work_queue';
const ADMIN = 'admin@example.com';
/** Minutes on a few hundred sightings: the regex engine backtracks through every split. */
const FREEZING_QUERY = String.raw`SELECT id FROM work_queue_images
  WHERE (usage_url || usage_url || usage_url || usage_url) ~ '(.*)(.*)(.*)\3\2\1x'`;

const logLines: string[] = [];
const testApp = await createTestApp({
  demoData: { domainCount: 20, imageCount: 300 },
  workQueueSandbox: { statementTimeoutMs: 2_000, reserveTimeoutMs: 500 },
  logger: { write: (line) => void logLines.push(line) },
});
const api = caller(testApp);
afterAll(() => testApp.close());
await api.signIn(ADMIN);

const body = (query: string, type = 'IMAGES') => ({ orderIndex: 0, query, type });

describe('a work-queue query that never ends', () => {
  it('is stopped at its budget while every other call is answered, the database included', async () => {
    let pending = true;
    const counting = api
      .call(ADMIN, 'POST', `${BASE}/count_query_results`, body(FREEZING_QUERY))
      .finally(() => {
        pending = false;
      });
    let answeredMeanwhile = 0;
    while (pending) {
      const [health, me] = await Promise.all([
        api.call(null, 'GET', '/api/health'),
        api.call(ADMIN, 'GET', '/api/auth/me'),
      ]);
      expect(health.json()).toEqual({ status: 'ok' });
      expect(me.json()).toMatchObject({ email: ADMIN });
      if (pending) answeredMeanwhile += 1;
    }
    const answer = await counting;
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toMatchObject({
      error_definition: 'VALIDATION_ERROR',
      message: 'The query took longer than 2 s and was stopped.',
    });
    // Calls were answered all along, not only once the query had been stopped.
    expect(answeredMeanwhile).toBeGreaterThan(5);
    // The sandbox works again at once.
    const next = await api.call(
      ADMIN,
      'POST',
      `${BASE}/count_query_results`,
      body("SELECT id FROM work_queue_images WHERE status = 'PENDING'"),
    );
    expect(next.statusCode).toBe(200);
    expect(next.json().count).toBeGreaterThan(0);
  });

  describe('saved in an operator’s active queue', () => {
    let operator = '';
    beforeAll(async () => {
      const [email] = await addUsers(testApp.database.db, 'frozen-queue', 1, {
        imagePermission: true,
      });
      operator = email!;
      await api.signIn(operator, WORKER_PASSWORD);
      // Written directly: the PUT would refuse it (it counts every query first).
      await testApp.database.db.execute(
        sql`INSERT INTO user_work_queues (user_id, order_index, type, query, active, created_by)
            VALUES (${api.userId(operator)}, 0, 'IMAGES', ${FREEZING_QUERY}, true, ${api.userId(ADMIN)})`,
      );
    });

    it('is skipped at the reservation after its budget, and left out of the next ones', async () => {
      const skipped = () =>
        logLines
          .map((line) => JSON.parse(line) as { msg: string; reason?: string; code?: string })
          .filter((line) => line.msg === 'work queue skipped while reserving');
      const first = await api.call(operator, 'GET', '/api/assessment_image/reserve_pending');
      expect(first.statusCode).toBe(200);
      expect(first.json().length).toBeGreaterThan(0);
      expect(skipped().at(-1)).toMatchObject({ reason: 'query', code: '57014' });
      const second = await api.call(operator, 'GET', '/api/assessment_image/reserve_pending');
      expect(second.statusCode).toBe(200);
      expect(skipped().at(-1)).toMatchObject({ reason: 'stopped recently', code: '57014' });
      // The log names the queue, never its query.
      expect(logLines.join('\n')).not.toContain('usage_url');
      const rows = await queryRows<{ n: number }>(
        testApp.database.db,
        sql`SELECT count(*)::int AS n FROM reservations WHERE user_id = ${api.userId(operator)}`,
      );
      expect(rows[0]!.n).toBeGreaterThan(0);
    });
  });
});
