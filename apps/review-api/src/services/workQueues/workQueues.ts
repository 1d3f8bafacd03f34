import {
  typesOverActiveLimit,
  workQueueActiveLimitMessage,
  type wire,
  type WorkQueueType,
} from '@sightings/domain-model';
import { and, asc, eq, inArray, notInArray, sql } from 'drizzle-orm';
import { queryRows, type Db } from '../../db/database';
import { users, userWorkQueues } from '../../db/schema';
import { ApiError } from '../../errors';
import { countQuery, sqlState, validateQuery, WorkQueueQueryError } from './sandbox';

/**
 * A user's work queues in user administration (spec 002 §3, §4, §5, §7 "Work queues"): the list
 * by user, the PUT that replaces it, and validate / count of one query (sandbox.ts runs them).
 * docs/work-queues.md "On the server".
 */

type Row = typeof userWorkQueues.$inferSelect;

const toEntry = (row: Row): wire.WorkQueueEntry => ({
  id: row.id,
  userId: row.userId,
  orderIndex: row.orderIndex,
  type: row.type,
  query: row.query,
  description: row.description,
  active: row.active,
  createdBy: row.createdBy,
  createdAt: new Date(row.createdAt).toISOString(),
  workFilterDto: { workFilterResultCount: row.resultCount },
});

const invalid = (message: string) => new ApiError(400, 'VALIDATION_ERROR', message);

async function assertUser(db: Db, userId: number) {
  const [user] = await db.select({ id: users.id }).from(users).where(eq(users.id, userId));
  if (!user) throw new ApiError(404, 'NOT_FOUND', `No user with id ${userId}.`);
}

const listRows = (db: Db, userId: number) =>
  db
    .select()
    .from(userWorkQueues)
    .where(eq(userWorkQueues.userId, userId))
    .orderBy(asc(userWorkQueues.orderIndex), asc(userWorkQueues.id));

/** `GET /assessment_user_work_queue?userId=`: the user's entries by orderIndex; 404 without the user. */
export async function listWorkQueues(db: Db, userId: number): Promise<wire.WorkQueueEntry[]> {
  await assertUser(db, userId);
  return (await listRows(db, userId)).map(toEntry);
}

/** The query's problem as the 400 the calls answer. */
function queryRefusal(error: unknown, orderIndex?: number): never {
  if (error instanceof WorkQueueQueryError) {
    throw invalid(
      orderIndex === undefined
        ? error.message
        : `The query of entry ${orderIndex} is not correct: ${error.message} Incorrect queries are not saved; nothing was changed.`,
    );
  }
  throw error;
}

/** `POST …/validate_query`: 400 with the problem, or `{ orderIndex, valid: true, kind }`. */
export async function validateWorkQueueQuery(
  db: Db,
  body: wire.WorkQueueQueryBody,
): Promise<wire.WorkQueueValidation> {
  try {
    const compiled = await validateQuery(db, body.query, body.type);
    return { orderIndex: body.orderIndex, valid: true, kind: compiled.kind };
  } catch (error) {
    return queryRefusal(error);
  }
}

/** `POST …/count_query_results`: validates, then counts in the sandbox. */
export async function countWorkQueueQuery(
  db: Db,
  body: wire.WorkQueueQueryBody,
): Promise<wire.WorkQueueCount> {
  try {
    return { orderIndex: body.orderIndex, count: await countQuery(db, body.query, body.type) };
  } catch (error) {
    return queryRefusal(error);
  }
}

/** The ids of the list that are not entries of this user (another user's, or none at all). */
async function foreignIds(db: Db, userId: number, ids: readonly number[]): Promise<number[]> {
  if (!ids.length) return [];
  const own = await db
    .select({ id: userWorkQueues.id })
    .from(userWorkQueues)
    .where(and(eq(userWorkQueues.userId, userId), inArray(userWorkQueues.id, [...ids])));
  const mine = new Set(own.map((row) => row.id));
  return ids.filter((id) => !mine.has(id));
}

const foreignRefusal = (ids: readonly number[], userId: number) =>
  invalid(
    `body: ${ids.length === 1 ? 'entry' : 'entries'} ${ids.join(', ')} ${
      ids.length === 1 ? 'is' : 'are'
    } not among the work queues of user ${userId}; nothing was changed.`,
  );

const isActiveLimitViolation = (error: unknown) => {
  const cause = (error as { cause?: { constraint?: string } }).cause ?? error;
  return (
    sqlState(error) === '23514' &&
    (cause as { constraint?: string }).constraint === 'user_work_queues_active_limit'
  );
};

/**
 * Whose list a PUT saves (002 §7 "PUT /assessment_user_work_queue with the list of entries"):
 * the user the entries name (`userId`, as GET answers it), every entry the same one; `?userId=`
 * names it too (the only way for an empty list) and must agree. Entries without `userId` take
 * the one named. A list that names no user, or two, is a 400.
 */
export function listOwner(
  entries: readonly Pick<wire.WorkQueueEntryInput, 'userId'>[],
  queryUserId: number | undefined,
): number {
  const named = new Set(
    entries.map((entry) => entry.userId).filter((id): id is number => typeof id === 'number'),
  );
  if (queryUserId !== undefined) named.add(queryUserId);
  if (named.size > 1) {
    throw invalid(
      `body: the entries name more than one user (${[...named].join(', ')}); a list is one user's. Nothing was changed.`,
    );
  }
  const [userId] = named;
  if (userId === undefined) {
    throw invalid(
      entries.length === 0
        ? 'An empty list names no user: send ?userId= with it to remove all of a user’s work queues.'
        : 'body: no entry names its user (userId), nor does ?userId=. Nothing was changed.',
    );
  }
  return userId;
}

/**
 * `PUT /assessment_user_work_queue`: the user's whole list (`listOwner` says whose). Checked before anything is
 * written: ids unique and all this user's, at most 3 active per type, and every query valid
 * (run and counted in the sandbox; the count is cached). Then one transaction, holding the
 * user's row lock (so concurrent PUTs for one user take turns), deletes the entries left out,
 * updates those with an id and adds the others (`createdBy` the admin). Answers the saved list.
 */
export async function saveWorkQueues(
  db: Db,
  {
    adminId,
    queryUserId,
    entries,
  }: { adminId: number; queryUserId?: number; entries: wire.WorkQueueList },
): Promise<wire.WorkQueueEntry[]> {
  const userId = listOwner(entries, queryUserId);
  await assertUser(db, userId);
  const ids = entries.map((entry) => entry.id).filter((id): id is number => typeof id === 'number');
  const repeated = [...new Set(ids.filter((id, i) => ids.indexOf(id) !== i))];
  if (repeated.length) {
    throw invalid(
      `body: entry ${repeated.join(', ')} appears more than once; nothing was changed.`,
    );
  }
  const foreign = await foreignIds(db, userId, ids);
  if (foreign.length) throw foreignRefusal(foreign, userId);
  const [overLimit] = typesOverActiveLimit(entries);
  if (overLimit) throw invalid(workQueueActiveLimitMessage(overLimit));

  // Every query, run and counted in the sandbox before anything is written (002 §5).
  const counts: number[] = [];
  for (const entry of entries) {
    try {
      counts.push(await countQuery(db, entry.query, entry.type, { asItIs: true }));
    } catch (error) {
      queryRefusal(error, entry.orderIndex);
    }
  }

  try {
    await db.transaction(async (tx) => {
      await queryRows(tx, sql`SELECT id FROM users WHERE id = ${userId} FOR NO KEY UPDATE`);
      const stillForeign = await foreignIds(tx, userId, ids);
      if (stillForeign.length) throw foreignRefusal(stillForeign, userId);
      await tx
        .delete(userWorkQueues)
        .where(
          and(
            eq(userWorkQueues.userId, userId),
            ids.length ? notInArray(userWorkQueues.id, ids) : sql`true`,
          ),
        );
      for (const [i, entry] of entries.entries()) {
        const values = {
          orderIndex: entry.orderIndex,
          type: entry.type as WorkQueueType,
          query: entry.query,
          description: entry.description ?? null,
          active: entry.active,
          resultCount: counts[i] ?? null,
        };
        if (typeof entry.id === 'number') {
          await tx
            .update(userWorkQueues)
            .set(values)
            .where(and(eq(userWorkQueues.id, entry.id), eq(userWorkQueues.userId, userId)));
        } else {
          await tx.insert(userWorkQueues).values({ ...values, userId, createdBy: adminId });
        }
      }
    });
  } catch (error) {
    if (isActiveLimitViolation(error)) {
      const type = /type (\w+)/.exec(
        ((error as { cause?: Error }).cause ?? (error as Error)).message,
      )?.[1];
      throw invalid(
        type
          ? workQueueActiveLimitMessage(type as WorkQueueType)
          : 'Too many active queries of one type.',
      );
    }
    throw error;
  }
  return (await listRows(db, userId)).map(toEntry);
}
