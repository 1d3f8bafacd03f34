import {
  TEXTS,
  type UsageCount,
  type UsageRow,
  type UsageSearchFilter,
} from '@sightings/domain-model';
import { sql } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import { queryRows, type Db } from '../../db/database';
import { ApiError } from '../../errors';
import type { ListPaging } from '../listPaging';
import { readUsageCriteria } from './filters';
import { checkOffset } from './paging';
import { USAGE_DEFAULT_SORT } from './usageColumns';
import type { UsageStore } from './usageStore';

/** The sorts of a usage search: the given ones, or foundAt descending (002 §9). */
export const usageSorts = (sort: readonly string[]) => (sort.length ? sort : USAGE_DEFAULT_SORT);

/** A count job still without a count this long after it was made was lost (the server died). */
export const COUNT_LOST_AFTER_MINUTES = 10;

/** Count jobs older than this are deleted when new ones are made. */
const COUNT_KEPT_HOURS = 24;

/** A usage page and what its count job needs. */
export interface UsageSearchResult {
  content: UsageRow[];
  hasNext: boolean;
  countId: string;
  /** The count, when the page itself tells it (the last page); else the job must count. */
  knownCount: number | null;
  /** Counts the matches in the store that found the page (for the count job). */
  count: () => Promise<number>;
}

/**
 * `POST /assessment_image/by_usage_url_part_without_counting` and its `_clickhouse` twin: one
 * page of the sightings matching the filter in the store `store()` gives (asked once the filter
 * is checked: a missing store's 503 comes after the filter's 400s), without counting them: `size + 1`
 * rows are read, and the extra one only says whether a next page exists. A count job is stored
 * in PostgreSQL (`usage_counts`) whichever store searched, and its id answered; the caller
 * runs `runUsageCount` with `count` after the answer is sent. On the last page the count is
 * known already (the rows before it and on it) and is stored at once.
 */
export async function searchUsages(
  store: () => UsageStore,
  db: Db,
  userId: number,
  filter: UsageSearchFilter,
  paging: ListPaging,
): Promise<UsageSearchResult> {
  checkOffset(paging);
  const criteria = readUsageCriteria(filter);
  const found = store();
  const { content, hasNext } = await found.page(criteria, {
    ...paging,
    sort: usageSorts(paging.sort),
  });
  const offset = paging.page * paging.size;
  const knownCount =
    !hasNext && (content.length > 0 || paging.page === 0) ? offset + content.length : null;
  const countId = await createCountJob(db, userId, knownCount);
  return { content, hasNext, countId, knownCount, count: () => found.count(criteria) };
}

/** Stores a new count job (with its count when known) and deletes the ones older than a day. */
async function createCountJob(db: Db, userId: number, count: number | null): Promise<string> {
  const id = randomUUID();
  await db.execute(
    sql`WITH old AS (
        DELETE FROM usage_counts
        WHERE created_at < now() - ${COUNT_KEPT_HOURS}::int * interval '1 hour')
      INSERT INTO usage_counts (id, user_id, count) VALUES (${id}::uuid, ${userId}::int, ${count}::bigint)`,
  );
  return id;
}

/**
 * Runs a usage search's count (`count`, from `searchUsages`) and stores it in its job, or the
 * stored error 'Counting error' (002 §8) when counting fails. Never rejects.
 */
export async function runUsageCount(
  db: Db,
  countId: string,
  count: () => Promise<number>,
): Promise<void> {
  try {
    const n = await count();
    await db.execute(sql`UPDATE usage_counts SET count = ${n}::bigint WHERE id = ${countId}::uuid`);
  } catch {
    await failCounts(db, [countId]).catch(() => undefined);
  }
}

/** Stores the error 'Counting error' (002 §8) in the count jobs named that have no count. */
export async function failCounts(db: Db, countIds: readonly string[]): Promise<void> {
  await db.execute(
    sql`UPDATE usage_counts SET error = ${TEXTS.errors.storedCountingError}
      WHERE id = ANY(${`{${countIds.join(',')}}`}::uuid[]) AND count IS NULL`,
  );
}

/**
 * `GET /assessment_image/get_counting/{countId}`: the caller's count job (404 for an unknown
 * one or another user's). A job still without a count after `COUNT_LOST_AFTER_MINUTES` was lost
 * with its server: it answers the error 'Counting error'.
 */
export async function usageCount(db: Db, userId: number, countId: string): Promise<UsageCount> {
  const [row] = await queryRows<{
    count: number | string | null;
    error: string | null;
    lost: boolean;
  }>(
    db,
    sql`SELECT count, error,
        created_at < now() - ${COUNT_LOST_AFTER_MINUTES}::int * interval '1 minute' AS lost
      FROM usage_counts WHERE id = ${countId}::uuid AND user_id = ${userId}::int`,
  );
  if (!row) throw new ApiError(404, 'NOT_FOUND', `No usage count ${countId}.`);
  const count = row.count === null ? null : Number(row.count);
  const error =
    row.error ?? (count === null && row.lost === true ? TEXTS.errors.storedCountingError : null);
  return { countId, count, error };
}
