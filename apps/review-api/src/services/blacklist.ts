import {
  IMPORT_LIST_MAX,
  importProblemText,
  parseBlacklistDomains,
  TEXTS,
  type wire,
  type BlacklistBatchResult,
  type BlacklistedDomain,
  type Page,
} from '@sightings/domain-model';
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

const quoteList = (values: readonly string[], max = 20) =>
  values
    .slice(0, max)
    .map((value) => JSON.stringify(value.length > 80 ? `${value.slice(0, 80)}…` : value))
    .join(', ') + (values.length > max ? ` and ${values.length - max} more` : '');

/**
 * `POST /blacklisted_domain/batch`: each entry trimmed and lower-cased (`parseBlacklistDomains`),
 * blank ones ignored, the same domain once. An invalid host name refuses the whole batch (400
 * naming every bad entry, nothing stored) unless `skipInvalid`, which stores the valid ones and
 * names the others. A domain already on the list is counted as existed (idempotent, also under
 * concurrent calls: `ON CONFLICT DO NOTHING`). New entries are audited.
 */
export async function addToBlacklist(
  db: Db,
  userId: number,
  entries: readonly { domain: string }[],
  { skipInvalid = false }: { skipInvalid?: boolean } = {},
): Promise<BlacklistBatchResult> {
  const { domains, invalid } = parseBlacklistDomains(entries.map((entry) => entry.domain));
  if (invalid.length && !skipInvalid) {
    throw new ApiError(
      400,
      'VALIDATION_ERROR',
      `body: ${invalid.length === 1 ? 'this is not a valid domain name' : 'these are not valid domain names'}: ${quoteList(invalid)}. Nothing was stored.`,
    );
  }
  if (!domains.length && !invalid.length) {
    throw new ApiError(400, 'VALIDATION_ERROR', `body: ${TEXTS.validation.fieldRequired}`);
  }
  if (!domains.length) {
    return {
      created: 0,
      createdDomains: [],
      existed: 0,
      existedDomains: [],
      notValid: invalid.length,
      notValidDomains: invalid,
    };
  }
  return db.transaction(async (tx) => {
    const values = sql.join(
      domains.map((domain) => sql`(${domain}::text, ${userId}::int)`),
      sql`, `,
    );
    const created = await queryRows<{ id: number; domain: string }>(
      tx,
      sql`INSERT INTO blacklisted_domains (domain, created_by) VALUES ${values}
        ON CONFLICT (domain) DO NOTHING RETURNING id, domain`,
    );
    await recordAudit(
      tx,
      created.map((row) => ({
        entityType: 'BLACKLISTED_DOMAIN' as const,
        entityId: Number(row.id),
        field: 'domain',
        before: null,
        after: row.domain,
        userId,
      })),
    );
    const createdSet = new Set(created.map((row) => row.domain));
    const createdDomains = domains.filter((domain) => createdSet.has(domain));
    const existedDomains = domains.filter((domain) => !createdSet.has(domain));
    return {
      created: createdDomains.length,
      createdDomains,
      existed: existedDomains.length,
      existedDomains,
      notValid: invalid.length,
      notValidDomains: invalid,
    };
  });
}

/**
 * The add form's answer with an import's result fields as well (the batch answers both, issue
 * 17): nothing refused (the add form refuses a batch with an invalid name), so no problems.
 */
export function blacklistAnswer(
  result: BlacklistBatchResult,
  entries: readonly { domain: string }[],
): BlacklistBatchResult & wire.ImportResult {
  const problems = result.notValidDomains.map((value) => ({
    line: entries.findIndex((entry) => entry.domain.trim().toLowerCase() === value) + 1,
    field: 'domain',
    value,
    message: `"${value}" is not a valid domain name`,
  }));
  return {
    ...result,
    kind: 'BLACKLISTED_DOMAINS',
    dryRun: false,
    read: entries.filter((entry) => entry.domain.trim() !== '').length,
    existedDomains: result.existedDomains.slice(0, IMPORT_LIST_MAX),
    notValidDomains: result.notValidDomains.slice(0, IMPORT_LIST_MAX),
    messages: problems.map(importProblemText),
    problems,
    preview: [],
  };
}

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
