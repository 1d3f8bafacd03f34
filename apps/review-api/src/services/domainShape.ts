import type { Domain, DomainFlowStatus, ReviewDomain } from '@sightings/domain-model';
import { inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { domains, images, reservations, users } from '../db/schema';

/**
 * The one mapping of a domain row to its wire shapes: the Domains page's `Domain` and the review
 * screens' `ReviewDomain` (the same fields plus 001's). Every service that answers a domain reads
 * it through `loadDomainRows` and maps it with `toDomain` or `toReviewDomain`.
 */

/** A domain row with what its wire shapes add: the sightings count, the lease, the last editor. */
export interface DomainWithExtras {
  domain: typeof domains.$inferSelect;
  imagesCount: number;
  reservedUntil: Date | null;
  updatedByName: string | null;
}

const iso = (value: Date | string) =>
  value instanceof Date ? value.toISOString() : new Date(value).toISOString();

/**
 * The domains with these ids and their extras, in no set order. The lease is looked up per row
 * (by primary key), not joined, so showing a few domains never reads every lease. (Drizzle
 * leaves the table name off columns when a query reads one table, so the subqueries name
 * `domains.` in SQL.)
 */
export async function loadDomainRows(db: Db, ids: readonly number[]): Promise<DomainWithExtras[]> {
  if (!ids.length) return [];
  const rows = await db
    .select({
      domain: domains,
      imagesCount: sql<number>`(SELECT count(*)::int FROM ${images} s WHERE s.domain_id = domains.id)`,
      updatedByName: sql<
        string | null
      >`(SELECT u.name FROM ${users} u WHERE u.id = domains.updated_by)`,
      reservedUntil: sql`(SELECT r.expires_at FROM ${reservations} r
        WHERE r.entity_type = 'DOMAIN' AND r.entity_id = domains.id AND r.expires_at > now())`.mapWith(
        reservations.expiresAt,
      ),
    })
    .from(domains)
    .where(inArray(domains.id, [...ids]));
  return rows.map((row) => ({
    domain: row.domain,
    imagesCount: Number(row.imagesCount),
    reservedUntil: (row.reservedUntil as Date | null) ?? null,
    updatedByName: row.updatedByName ?? null,
  }));
}

/** The Domains page's `Domain` (spec 000). */
export function toDomain({ domain: d, imagesCount, reservedUntil }: DomainWithExtras): Domain {
  return {
    id: d.id,
    domain: d.domain,
    commercialWebSite: d.commercialWebSite,
    unsureType: d.unsureType,
    noCommercialCause: d.noCommercialCause,
    gallery: d.gallery,
    priorityCountry: d.priorityCountry,
    otherCountries: d.otherCountries,
    priorityLanguage: d.priorityLanguage,
    otherLanguage: d.otherLanguage,
    street: d.street,
    city: d.city,
    postcode: d.postcode,
    phoneNumber: d.phoneNumber,
    email: d.email,
    companyName: d.companyName,
    facebookLink: d.facebookLink,
    contactFormLink: d.contactFormLink,
    noDetailsFound: d.noDetailsFound,
    blacklisted: d.blacklisted,
    comment: d.comment,
    returnedForComment: d.returnedForComment,
    domainFlowStatus: d.domainFlowStatus as DomainFlowStatus,
    filledByOperator: d.filledByOperator,
    imagesCountOnDomain: imagesCount,
    reservedUntil: reservedUntil ? reservedUntil.toISOString() : null,
  };
}

/** The review screens' `ReviewDomain` (spec 001 §3): `Domain` plus the social and flow fields. */
export function toReviewDomain(row: DomainWithExtras): ReviewDomain {
  const d = row.domain;
  return {
    ...toDomain(row),
    twitterLink: d.twitterLink,
    instagramLink: d.instagramLink,
    linkedinLink: d.linkedinLink,
    detailsLink: d.detailsLink,
    category: d.category,
    website: d.website,
    notPursuable: d.notPursuable,
    verified: d.verified,
    parkedUntil: d.parkedUntil,
    scrapedCountry: d.scrapedCountry,
    socialDomain: d.socialDomain,
    updatedByName: row.updatedByName,
    updatedAt: iso(d.updatedAt),
  };
}
