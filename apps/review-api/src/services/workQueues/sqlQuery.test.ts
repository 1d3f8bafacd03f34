import type { WorkQueueType } from '@sightings/domain-model';
import { describe, expect, it } from 'vitest';
import { checkSqlQuery } from './sqlQuery';

/**
 * The parser's relation allowlist with CTEs (docs/work-queues.md "SQL text"): a CTE name covers
 * only the SELECT its WITH belongs to and the later CTEs of the same list, never its own body,
 * so a CTE named like a table cannot pass the table off as itself. No database: the sandbox's
 * own refusals are tested in routes/workQueues.test.ts.
 */

describe('CTE names are resolved by scope', () => {
  const accepted: [string, WorkQueueType, string][] = [
    [
      'a CTE over work_queue_images',
      'IMAGES',
      `WITH recent AS (SELECT id, domain FROM work_queue_images WHERE created_at > now() - interval '7 days')
       SELECT id FROM recent ORDER BY id`,
    ],
    [
      'a CTE referenced from a subquery',
      'DOMAINS',
      `WITH picked AS (SELECT id FROM work_queue_domains WHERE domain LIKE '%.de')
       SELECT id FROM work_queue_domains d
       WHERE d.id IN (SELECT id FROM picked) OR EXISTS (SELECT 1 FROM (SELECT id FROM picked) p WHERE p.id = d.id)`,
    ],
    [
      'a later CTE reading an earlier one',
      'IMAGES',
      'WITH a AS (SELECT id FROM work_queue_images), b AS (SELECT id FROM a) SELECT id FROM b',
    ],
    [
      'a nested WITH inside a CTE',
      'IMAGES',
      'WITH a AS (WITH b AS (SELECT id FROM work_queue_images) SELECT id FROM b) SELECT id FROM a',
    ],
    [
      'a nested WITH in a subquery seeing the outer CTE',
      'IMAGES',
      `WITH a AS (SELECT id FROM work_queue_images)
       SELECT id FROM a WHERE id IN (WITH b AS (SELECT id FROM a) SELECT id FROM b)`,
    ],
    [
      'a CTE shadowing the view it reads',
      'IMAGES',
      `WITH work_queue_images AS (SELECT * FROM work_queue_images WHERE agency = 'x')
       SELECT id FROM work_queue_images`,
    ],
    [
      'a CTE named like a table that reads only the view',
      'DOMAINS',
      'WITH users AS (SELECT id FROM work_queue_domains) SELECT id FROM users',
    ],
    [
      'a CTE read by both arms of a UNION',
      'IMAGES',
      'WITH a AS (SELECT id FROM work_queue_images) SELECT id FROM a UNION SELECT id FROM a',
    ],
  ];

  it.each(accepted)('accepts %s', (_name, type, query) => {
    const check = checkSqlQuery(query, type);
    expect(check, check.ok ? '' : check.message).toMatchObject({ ok: true });
  });

  const refused: [string, WorkQueueType, string, string][] = [
    [
      'a CTE named like a table, reading the table (the attack)',
      'DOMAINS',
      'WITH users AS (SELECT * FROM users) SELECT id FROM users',
      'users',
    ],
    [
      'the attack on an IMAGES queue',
      'IMAGES',
      'WITH users AS (SELECT id FROM users) SELECT id FROM users',
      'users',
    ],
    [
      'the attack with a quoted name',
      'DOMAINS',
      'WITH "users" AS (SELECT * FROM "users") SELECT id FROM "users"',
      'users',
    ],
    [
      'a CTE named like the view, reading a table',
      'IMAGES',
      'WITH work_queue_images AS (SELECT id FROM users) SELECT id FROM work_queue_images',
      'users',
    ],
    [
      'a CTE shadowing a view the type may not read, reading that view',
      'IMAGES',
      'WITH work_queue_domains AS (SELECT id FROM work_queue_domains) SELECT id FROM work_queue_domains',
      'work_queue_domains',
    ],
    [
      'a later CTE named like a table, read by an earlier one',
      'DOMAINS',
      'WITH a AS (SELECT id FROM users), users AS (SELECT id FROM work_queue_domains) SELECT id FROM a',
      'users',
    ],
    [
      'a nested WITH: the attack inside a CTE',
      'DOMAINS',
      'WITH a AS (WITH users AS (SELECT * FROM users) SELECT id FROM users) SELECT id FROM a',
      'users',
    ],
    [
      'a nested WITH: its name used outside it',
      'DOMAINS',
      `WITH a AS (WITH users AS (SELECT id FROM work_queue_domains) SELECT id FROM users)
       SELECT id FROM users`,
      'users',
    ],
    [
      'a CTE of a subquery used outside the subquery',
      'IMAGES',
      `SELECT id FROM work_queue_images
       WHERE id IN (WITH users AS (SELECT id FROM work_queue_images) SELECT id FROM users)
         AND EXISTS (SELECT 1 FROM users)`,
      'users',
    ],
    [
      'a CTE of one UNION arm used in the other',
      'IMAGES',
      '(WITH users AS (SELECT id FROM work_queue_images) SELECT id FROM users) UNION SELECT id FROM users',
      'users',
    ],
    [
      'a CTE name with a schema (the table, not the CTE)',
      'DOMAINS',
      'WITH users AS (SELECT id FROM work_queue_domains) SELECT id FROM public.users',
      'users',
    ],
  ];

  it.each(refused)('refuses %s, naming the relation', (_name, type, query, relation) => {
    const check = checkSqlQuery(query, type);
    expect(check.ok).toBe(false);
    if (check.ok) return;
    expect(check.message).toMatch(/^A work-queue query may read only /);
    expect(check.message.endsWith(`; it reads ${relation}.`), check.message).toBe(true);
  });

  it('checks the arms of a UNION like the top SELECT (WITH RECURSIVE in an arm)', () => {
    const check = checkSqlQuery(
      '(WITH RECURSIVE r(id) AS (SELECT 1 UNION ALL SELECT id + 1 FROM r) SELECT id FROM r) UNION SELECT id FROM work_queue_images',
      'IMAGES',
    );
    expect(check).toEqual({
      ok: false,
      message: 'WITH RECURSIVE is not allowed in a work-queue query.',
    });
  });
});
