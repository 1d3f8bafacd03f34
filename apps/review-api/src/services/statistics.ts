import {
  FINAL_REVIEW_STATUSES,
  QUALITY_CONTROL_STATUSES,
  statisticDays,
  statisticRangeError,
  type DomainFlowStatus,
  type UserStatistic,
  type UserStatisticCounts,
  type UserStatisticDay,
} from '@sightings/domain-model';
import { sql, type SQL } from 'drizzle-orm';
import { queryRows, type Db } from '../db/database';
import { ApiError } from '../errors';

/*
 * User statistics (spec 000 §7 GET /report/user_statistic/…), drawn from the audit log in one
 * query grouped by UTC day. What each count means: docs/user-statistics.md.
 */

/** The flow statuses a domain action counts as quality control's, and as final review's. */
const QC_FLOW: readonly DomainFlowStatus[] = QUALITY_CONTROL_STATUSES;
const FR_FLOW: readonly DomainFlowStatus[] = [...FINAL_REVIEW_STATUSES, 'NOT_PURSUABLE'];

const list = (values: readonly string[]): SQL =>
  sql.join(
    values.map((value) => sql`${value}`),
    sql`, `,
  );

interface CountRow {
  day: string;
  kind: 'decision' | 'classified' | 'legalCase' | 'qc' | 'fr';
  status: string | null;
  n: number | string;
}

const zero = (): UserStatisticCounts => ({
  decisions: {},
  domainsClassified: 0,
  qualityControlActions: 0,
  finalReviewActions: 0,
  legalCases: 0,
});

function add(counts: UserStatisticCounts, row: CountRow): void {
  const n = Number(row.n);
  switch (row.kind) {
    case 'decision':
      counts.decisions[row.status!] = (counts.decisions[row.status!] ?? 0) + n;
      break;
    case 'classified':
      counts.domainsClassified += n;
      break;
    case 'legalCase':
      counts.legalCases += n;
      break;
    case 'qc':
      counts.qualityControlActions += n;
      break;
    case 'fr':
      counts.finalReviewActions += n;
      break;
  }
}

/**
 * The counts per UTC day of `userId`'s audit rows from `start` to `end` (both included). One
 * statement: the user's rows of the range (by user and time), the undos of them (an undo comes
 * within seconds, so a day past the range's end is ample), the domain
 * actions (a domain's rows of one transaction share `at`) with the flow status the domain had
 * before each: the `before` of the domain's next flow change at or after the action's first row
 * (found in one pass per domain over its flow changes, newest first, so the nearest change is
 * the running minimum), else the domain's status now.
 */
function countQuery(userId: number, from: string, to: string): SQL {
  return sql`WITH mine AS (
      SELECT id, entity_type, entity_id, field, after, reverts, at,
        to_char(at AT TIME ZONE 'UTC', 'YYYY-MM-DD') AS day
      FROM audit_log
      WHERE user_id = ${userId}::int AND at >= ${from}::timestamptz AND at < ${to}::timestamptz
    ),
    undone AS (
      SELECT reverts AS id FROM audit_log
      WHERE user_id = ${userId}::int AND reverts IS NOT NULL
        AND at >= ${from}::timestamptz AND at < ${to}::timestamptz + interval '1 day'
    ),
    actions AS (
      SELECT entity_id, min(day) AS day, min(id) AS first_id
      FROM mine WHERE entity_type = 'DOMAIN'
      GROUP BY entity_id, at
    ),
    stream AS (
      SELECT entity_id, first_id AS id, 0 AS flow, day FROM actions
      UNION ALL
      SELECT f.entity_id, f.id, 1, NULL FROM audit_log f
      WHERE f.entity_type = 'DOMAIN' AND f.field = 'domainFlowStatus'
        AND f.entity_id IN (SELECT entity_id FROM actions)
        AND f.id >= (SELECT min(first_id) FROM actions)
    ),
    placed AS (
      SELECT entity_id, flow, day,
        min(CASE WHEN flow = 1 THEN id END) OVER (PARTITION BY entity_id ORDER BY id DESC, flow DESC
          ROWS BETWEEN UNBOUNDED PRECEDING AND CURRENT ROW) AS next_change
      FROM stream
    ),
    acted AS (
      SELECT p.day, COALESCE(n.before, d.domain_flow_status) AS flow
      FROM placed p
      LEFT JOIN audit_log n ON n.id = p.next_change
      LEFT JOIN domains d ON d.id = p.entity_id
      WHERE p.flow = 0
    )
    SELECT day, kind, status, count(*) AS n FROM (
      SELECT day, 'decision' AS kind, after AS status FROM mine
        WHERE entity_type = 'IMAGE' AND field = 'status' AND after IS NOT NULL
          AND reverts IS NULL AND id NOT IN (SELECT id FROM undone)
      UNION ALL
      SELECT day, 'classified', NULL FROM mine
        WHERE entity_type = 'DOMAIN' AND field = 'filledByOperator' AND after = 'true'
      UNION ALL
      SELECT day, 'legalCase', NULL FROM mine
        WHERE entity_type = 'DOMAIN' AND field = 'legalCase'
      UNION ALL
      SELECT day, CASE WHEN flow IN (${list(QC_FLOW)}) THEN 'qc' ELSE 'fr' END, NULL FROM acted
        WHERE flow IN (${list([...QC_FLOW, ...FR_FLOW])})
    ) counted
    GROUP BY day, kind, status`;
}

/**
 * What `userId` did per UTC day from `start` to `end` (`YYYY-MM-DD`, both included; every day
 * present, zeros too) and in total. 400 for a bad range (`statisticRangeError`'s message), 404
 * for an unknown user.
 */
export async function userStatistic(
  db: Db,
  userId: number,
  start: string,
  end: string,
): Promise<UserStatistic> {
  const problem = statisticRangeError(start, end);
  if (problem) throw new ApiError(400, 'VALIDATION_ERROR', problem);
  const [user] = await queryRows<{ id: number; name: string }>(
    db,
    sql`SELECT id, name FROM users WHERE id = ${userId}::int`,
  );
  if (!user) throw new ApiError(404, 'NOT_FOUND', `No user with id ${userId}.`);

  const days = statisticDays(start, end);
  const after = new Date(Date.parse(`${end}T00:00:00Z`) + 86_400_000).toISOString();
  const rows = await queryRows<CountRow>(db, countQuery(userId, `${start}T00:00:00Z`, after));

  const byDay = new Map<string, UserStatisticDay>(days.map((day) => [day, { day, ...zero() }]));
  const totals = zero();
  for (const row of rows) {
    const day = byDay.get(row.day);
    if (!day) continue;
    add(day, row);
    add(totals, row);
  }
  return {
    userId: Number(user.id),
    userName: user.name,
    start,
    end,
    days: [...byDay.values()],
    totals,
  };
}
