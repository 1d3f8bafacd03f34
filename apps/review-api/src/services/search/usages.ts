import {
  TEXTS,
  type UsageCount,
  type UsageRow,
  type UsageSearchFilter,
} from '@sightings/domain-model';
import { sql, type SQL } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import { queryRows, type Db } from '../../db/database';
import { ApiError } from '../../errors';
import { orderBy, type ListPaging } from '../listPaging';
import { usageConditions, usageFilterNeedsDomain } from './filters';
import { checkOffset } from './paging';
import {
  USAGE_DEFAULT_SORT,
  USAGE_SORT_EXPRESSIONS,
  usageColumns,
  usageRowOf,
  type UsageSqlRow,
} from './usageColumns';

/** The usage search's FROM: every sighting with its domain. */
export const USAGE_FROM = sql`images i JOIN domains d ON d.id = i.domain_id`;

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
  /** The WHERE the count job counts. */
  where: SQL;
  /** Whether that WHERE needs the domains joined. */
  joinDomains: boolean;
}

/**
 * `POST /assessment_image/by_usage_url_part_without_counting`: one page of the sightings
 * matching the filter, without counting them: `size + 1` rows are read, and the extra one only
 * says whether a next page exists. A count job is stored (`usage_counts`) and its id answered;
 * the caller runs `runUsageCount` after the answer is sent. On the last page the count is known
 * already (the rows before it and on it) and is stored at once.
 */
export async function searchUsages(
  db: Db,
  userId: number,
  filter: UsageSearchFilter,
  paging: ListPaging,
): Promise<UsageSearchResult> {
  checkOffset(paging);
  const where = usageConditions(filter);
  const offset = paging.page * paging.size;
  const rows = await queryRows<UsageSqlRow>(
    db,
    sql`SELECT ${usageColumns}
      FROM ${USAGE_FROM}
      WHERE ${where}
      ORDER BY ${orderBy(usageSorts(paging.sort), USAGE_SORT_EXPRESSIONS, sql`i.id`)}
      LIMIT ${paging.size + 1}::int OFFSET ${offset}::bigint`,
  );
  const hasNext = rows.length > paging.size;
  const content = rows.slice(0, paging.size).map(usageRowOf);
  const knownCount =
    !hasNext && (content.length > 0 || paging.page === 0) ? offset + content.length : null;
  const countId = await createCountJob(db, userId, knownCount);
  return {
    content,
    hasNext,
    countId,
    knownCount,
    where,
    joinDomains: usageFilterNeedsDomain(filter),
  };
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
 * Counts the sightings of a usage search (`joinDomains`: its WHERE has conditions on `d`)
 * and stores the count in its job, or the stored error
 * 'Counting error' (002 §8) when counting fails. Never rejects.
 */
export async function runUsageCount(
  db: Db,
  countId: string,
  where: SQL,
  joinDomains = true,
): Promise<void> {
  try {
    // Without a condition on the domain, no join: every sighting has its domain.
    const from = joinDomains ? USAGE_FROM : sql`images i`;
    const [row] = await queryRows<{ n: number | string }>(
      db,
      sql`SELECT count(*) AS n FROM ${from} WHERE ${where}`,
    );
    await db.execute(
      sql`UPDATE usage_counts SET count = ${Number(row?.n ?? 0)}::bigint
        WHERE id = ${countId}::uuid`,
    );
  } catch {
    await db
      .execute(
        sql`UPDATE usage_counts SET error = ${TEXTS.errors.storedCountingError}
          WHERE id = ${countId}::uuid AND count IS NULL`,
      )
      .catch(() => undefined);
  }
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
