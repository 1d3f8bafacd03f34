import type { WorkQueueType } from '@sightings/domain-model';
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { userWorkQueues } from '../../db/schema';
import { createHash } from 'node:crypto';
import { queueCandidates, sandboxSettings, sqlState, WorkQueueQueryError } from './sandbox';

/** How long a queue whose query overran its time at a reservation is left out (ms). */
export const STOPPED_QUEUE_PAUSE_MS = 10 * 60_000;
/** PostgreSQL's SQLSTATE of a statement stopped at its timeout. */
const QUERY_CANCELED = '57014';

/**
 * Queues whose query was stopped at its time budget while reserving, by `<db>`, queue id and
 * a hash of the query, with when: each reservation would run it to the end of its budget again
 * (2 s more for the operator every time). Such a queue is left out of reservations for
 * `STOPPED_QUEUE_PAUSE_MS`, or until its query is changed.
 */
const stoppedQueues = new WeakMap<object, Map<string, number>>();
const stoppedKey = (queueId: number, query: string) =>
  `${queueId}:${createHash('sha256').update(query).digest('hex')}`;

/**
 * The ids a user's active work queues of one type offer first, one list per queue in orderIndex
 * order (services/reservations.ts `reserveFollowingQueues` leases from them, then from the normal
 * queue). Each queue's query runs in the sandbox with the reservation's short timeout; a queue
 * whose query fails now (a timeout, a column since removed…) is skipped and logged by its id,
 * user, type and the database's error code — never its text — and the operator is not told.
 * A query stopped at its time budget is left out for a while (`STOPPED_QUEUE_PAUSE_MS`).
 */
export async function workQueueCandidateLists(
  db: Db,
  userId: number,
  type: WorkQueueType,
): Promise<number[][]> {
  const queues = await db
    .select({
      id: userWorkQueues.id,
      orderIndex: userWorkQueues.orderIndex,
      query: userWorkQueues.query,
    })
    .from(userWorkQueues)
    .where(
      and(
        eq(userWorkQueues.userId, userId),
        eq(userWorkQueues.type, type),
        eq(userWorkQueues.active, true),
      ),
    )
    .orderBy(asc(userWorkQueues.orderIndex), asc(userWorkQueues.id));
  const lists: number[][] = [];
  let stopped = stoppedQueues.get(db);
  if (!stopped) stoppedQueues.set(db, (stopped = new Map()));
  for (const queue of queues) {
    const key = stoppedKey(queue.id, queue.query);
    const stoppedAt = stopped.get(key);
    const fields = { workQueueId: queue.id, orderIndex: queue.orderIndex, userId, type };
    if (stoppedAt !== undefined && Date.now() - stoppedAt < STOPPED_QUEUE_PAUSE_MS) {
      sandboxSettings(db).log?.(
        { ...fields, reason: 'stopped recently', code: QUERY_CANCELED },
        'work queue skipped while reserving',
      );
      continue;
    }
    stopped.delete(key);
    try {
      lists.push(await queueCandidates(db, queue.query, type));
    } catch (error) {
      const code = error instanceof WorkQueueQueryError ? error.code : sqlState(error);
      if (code === QUERY_CANCELED) stopped.set(key, Date.now());
      sandboxSettings(db).log?.(
        { ...fields, reason: error instanceof WorkQueueQueryError ? 'query' : 'error', code },
        'work queue skipped while reserving',
      );
    }
  }
  return lists;
}
