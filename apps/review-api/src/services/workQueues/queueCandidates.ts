import type { WorkQueueType } from '@sightings/domain-model';
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { userWorkQueues } from '../../db/schema';
import { queueCandidates, sandboxSettings, sqlState, WorkQueueQueryError } from './sandbox';

/**
 * The ids a user's active work queues of one type offer first, one list per queue in orderIndex
 * order (services/reservations.ts `reserveFollowingQueues` leases from them, then from the normal
 * queue). Each queue's query runs in the sandbox with the reservation's short timeout; a queue
 * whose query fails now (a timeout, a column since removed…) is skipped and logged by its id,
 * user, type and the database's error code — never its text — and the operator is not told.
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
  for (const queue of queues) {
    try {
      lists.push(await queueCandidates(db, queue.query, type));
    } catch (error) {
      sandboxSettings(db).log?.(
        {
          workQueueId: queue.id,
          orderIndex: queue.orderIndex,
          userId,
          type,
          reason: error instanceof WorkQueueQueryError ? 'query' : 'error',
          code: error instanceof WorkQueueQueryError ? error.code : sqlState(error),
        },
        'work queue skipped while reserving',
      );
    }
  }
  return lists;
}
