import type { ReviewDomain } from '@sightings/domain-model';
import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../../db/database';
import { ApiError } from '../../errors';
import { loadDomainRows, toReviewDomain } from '../domainShape';

/*
 * Domains as the review screens read them (`ReviewDomain`, mapped by services/domainShape.ts),
 * and the 404 of the calls on one domain.
 */

/** 404 for a domain id that names no domain. */
export const domainNotFound = (id: number) =>
  new ApiError(404, 'NOT_FOUND', `No domain with id ${id}.`);

/** The domains with these ids as the review screens show them (`ReviewDomain`), by id. */
export async function loadReviewDomains(
  db: Db,
  ids: readonly number[],
): Promise<Map<number, ReviewDomain>> {
  const rows = await loadDomainRows(db, ids);
  return new Map(rows.map((row) => [row.domain.id, toReviewDomain(row)]));
}

/** `GET /assessment_domain/{id}`: one domain as the review screens read it, or 404. */
export async function getReviewDomain(db: Db, id: number): Promise<ReviewDomain> {
  const domain = (await loadReviewDomains(db, [id])).get(id);
  if (!domain) throw domainNotFound(id);
  return domain;
}

/** These domains in the order of `ids` (those that exist). */
export async function reviewDomainsInOrder(
  db: Db,
  ids: readonly number[],
): Promise<ReviewDomain[]> {
  const byId = await loadReviewDomains(db, ids);
  return ids.map((id) => byId.get(id)).filter((domain) => domain !== undefined);
}

/** 404 unless the domain exists. */
export async function assertDomain(db: Db, id: number): Promise<void> {
  const [row] = await queryRows<{ id: number }>(db, sql`SELECT id FROM domains WHERE id = ${id}`);
  if (!row) throw domainNotFound(id);
}
