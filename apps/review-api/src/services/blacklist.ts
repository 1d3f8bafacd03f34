import { type BlacklistedDomain, type Page } from '@sightings/domain-model';
import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../db/database';
import { ApiError } from '../errors';
import { recordAudit } from './audit';
import { likePattern, orderBy, pageOf, type ListPaging } from './listPaging';

/**
 * The blacklist (spec 001 §2.6, §2.7, §7; spec 002 "Blacklisted table"): the `blacklisted_domains`
 * list the queues skip, paged and searched by a part of the name, added to in batches and
 * removed from by id. Every change is audited (entity `BLACKLISTED_DOMAIN`, field `domain`).
 * A domain's own `blacklisted` flag (the review screens' toggle) is a separate thing.
 */

const SORT = {
  id: sql`b.id`,
  domain: sql`b.domain`,
  createdAt: sql`b.created_at`,
  createdBy: sql`u.name`,
} as const;

/** `GET /blacklisted_domain?page&size&sort&domain=`: the entries whose name holds `domain`. */
export async function listBlacklist(
  db: Db,
  { domain, ...paging }: ListPaging & { domain?: string },
): Promise<Page<BlacklistedDomain>> {
  const part = domain?.trim().toLowerCase() ?? '';
  const where = part ? sql`b.domain ILIKE ${likePattern(part)}` : sql`true`;
  const [count] = await queryRows<{ n: number }>(
    db,
    sql`SELECT count(*)::int AS n FROM blacklisted_domains b WHERE ${where}`,
  );
  const rows = await queryRows<{
    id: number;
    domain: string;
    created_at: Date | string;
    created_by: string | null;
  }>(
    db,
    sql`SELECT b.id, b.domain, b.created_at, u.name AS created_by
      FROM blacklisted_domains b LEFT JOIN users u ON u.id = b.created_by
      WHERE ${where}
      ORDER BY ${orderBy(paging.sort, SORT, sql`b.id`)}
      LIMIT ${paging.size}::int OFFSET ${paging.page * paging.size}::bigint`,
  );
  return pageOf(
    rows.map((row) => ({
      id: Number(row.id),
      domain: row.domain,
      createdAt: new Date(row.created_at).toISOString(),
      createdBy: row.created_by,
    })),
    Number(count?.n ?? 0),
    paging,
  );
}

// `POST /blacklisted_domain/batch` is an import of the BLACKLISTED_DOMAINS kind (spec 002 §7:
// the valid ones stored, the others counted in notValid): services/imports.

/** `DELETE /blacklisted_domain/{id}`: removes the entry (404 without it), audited. */
export async function removeFromBlacklist(
  db: Db,
  userId: number,
  id: number,
): Promise<BlacklistedDomain> {
  return db.transaction(async (tx) => {
    const [row] = await queryRows<{
      id: number;
      domain: string;
      created_at: Date | string;
      created_by: string | null;
    }>(
      tx,
      sql`WITH gone AS (DELETE FROM blacklisted_domains WHERE id = ${id} RETURNING *)
        SELECT gone.id, gone.domain, gone.created_at, u.name AS created_by
        FROM gone LEFT JOIN users u ON u.id = gone.created_by`,
    );
    if (!row) throw new ApiError(404, 'NOT_FOUND', `No blacklisted domain with id ${id}.`);
    await recordAudit(tx, [
      {
        entityType: 'BLACKLISTED_DOMAIN',
        entityId: id,
        field: 'domain',
        before: row.domain,
        after: null,
        userId,
      },
    ]);
    return {
      id: Number(row.id),
      domain: row.domain,
      createdAt: new Date(row.created_at).toISOString(),
      createdBy: row.created_by,
    };
  });
}
