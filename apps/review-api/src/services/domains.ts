import {
  CONTACT_FIELDS,
  domainsPageFlowStatus,
  DOMAINS_BATCH_SIZE,
  DOMAINS_PAGE_FIELDS,
  formValuesFromDomain,
  MAX_ROW_ID,
  toDomainUpdate,
  validateDomainForm,
  type Domain,
  type DomainFlowStatus,
  type DomainUpdate,
} from '@sightings/domain-model';
import { eq, sql } from 'drizzle-orm';
import { queryRows, type Db } from '../db/database';
import { domains } from '../db/schema';
import { ApiError } from '../errors';
import { auditInsert } from './audit';
import { changedFields, checkDomainCodes, domainAuditEntries } from './domainFields';
import { loadDomainRows, toDomain } from './domainShape';
import {
  domainLeases,
  endDomainLeases,
  keepDomainsReserved,
  reservePendingDomains,
} from './reservations';

/** The domains with these ids as the API shows them (`wire.Domain`), in no set order. */
async function loadDomains(db: Db, ids: readonly number[]): Promise<Domain[]> {
  return (await loadDomainRows(db, ids)).map(toDomain);
}

/** `GET /assessment_domain/{id}`: one domain, or 404. */
export async function getDomain(db: Db, id: number): Promise<Domain> {
  const [domain] = await loadDomains(db, [id]);
  if (!domain) throw new ApiError(404, 'NOT_FOUND', `No domain with id ${id}.`);
  return domain;
}

/** `1,2,3` → [1, 2, 3], each id once, in the order given (the schema checked the form). */
function parseIdList(text: string): number[] {
  if (!text) return [];
  const ids = [...new Set(text.split(',').map(Number))];
  const tooLarge = ids.filter((id) => id > MAX_ROW_ID);
  if (tooLarge.length) {
    throw new ApiError(
      400,
      'VALIDATION_ERROR',
      `querystring: ids must be at most ${MAX_ROW_ID} (${tooLarge.join(', ')}).`,
    );
  }
  return ids;
}

/**
 * `GET /assessment_domain/reserve_pending`: leases up to `limit` (`DOMAINS_BATCH_SIZE` when the
 * call names none) domains awaiting classification to the user (services/reservations.ts) and
 * answers them in the order the reservation gives.
 */
export async function reserveDomains(
  db: Db,
  { userId, limit, ttlSeconds }: { userId: number; limit?: number; ttlSeconds: number },
): Promise<Domain[]> {
  const ids = await reservePendingDomains(db, {
    userId,
    limit: limit ?? DOMAINS_BATCH_SIZE,
    ttlSeconds,
  });
  const byId = new Map((await loadDomains(db, ids)).map((domain) => [domain.id, domain]));
  return ids.map((id) => byId.get(id)).filter((domain) => domain !== undefined);
}

/**
 * `GET /assessment_domain/keep_reserved?ids=1,2,3`: renews the user's leases among these
 * domains and answers `{ ids }`, those still leased to the user (services/reservations.ts).
 */
export async function keepReserved(
  db: Db,
  { userId, ids, ttlSeconds }: { userId: number; ids: string; ttlSeconds: number },
): Promise<{ ids: number[] }> {
  return {
    ids: await keepDomainsReserved(db, { userId, ids: parseIdList(ids), ttlSeconds }),
  };
}

/** `GET /assessment_domain/{id}/images_count`: all sightings of the domain, or 404. */
export async function countDomainImages(db: Db, id: number): Promise<{ count: number }> {
  const [row] = await queryRows<{ exists: boolean; count: number }>(
    db,
    sql`SELECT EXISTS (SELECT 1 FROM domains WHERE id = ${id}) AS exists,
      (SELECT count(*)::int FROM images WHERE domain_id = ${id}) AS count`,
  );
  if (!row?.exists) throw new ApiError(404, 'NOT_FOUND', `No domain with id ${id}.`);
  return { count: Number(row.count) };
}

/**
 * The body as the form rules read it: 400 with the first message of `validateDomainForm` (the
 * spec's exact texts for the website, reason and country rules; a contact field's message names
 * the field), otherwise the update as `toDomainUpdate` stores it.
 */
function validatedUpdate(body: DomainUpdate, filledByOperator: boolean): DomainUpdate {
  const values = formValuesFromDomain(body);
  const errors = validateDomainForm(values, { filledByOperator });
  const [first] = Object.entries(errors);
  if (first) {
    const [field, message] = first;
    const named = (CONTACT_FIELDS as readonly string[]).includes(field);
    throw new ApiError(400, 'VALIDATION_ERROR', named ? `${field}: ${message}` : message);
  }
  return toDomainUpdate(values);
}

interface LockedDomain {
  id: number;
  filled_by_operator: boolean;
  domain_flow_status: string;
  updated_by: number | null;
  commercial_web_site: boolean | null;
  no_commercial_cause: string | null;
  gallery: boolean;
  priority_country: string | null;
  other_countries: string | null;
  priority_language: string | null;
  other_language: string | null;
  street: string | null;
  city: string | null;
  postcode: string | null;
  phone_number: string | null;
  email: string | null;
  company_name: string | null;
  facebook_link: string | null;
  contact_form_link: string | null;
}

/** The update's fields in the entity's order (`DOMAINS_PAGE_FIELDS`): the order of the audit rows. */
const inFieldOrder = (update: DomainUpdate) =>
  Object.fromEntries(DOMAINS_PAGE_FIELDS.map((field) => [field, update[field]]));

const storedUpdate = (row: LockedDomain): DomainUpdate => ({
  commercialWebSite: row.commercial_web_site,
  noCommercialCause: row.no_commercial_cause,
  gallery: row.gallery,
  priorityCountry: row.priority_country,
  otherCountries: row.other_countries,
  priorityLanguage: row.priority_language,
  otherLanguage: row.other_language,
  street: row.street,
  city: row.city,
  postcode: row.postcode,
  phoneNumber: row.phone_number,
  email: row.email,
  companyName: row.company_name,
  facebookLink: row.facebook_link,
  contactFormLink: row.contact_form_link,
});

/**
 * `PUT /assessment_domain/{id}/update`, SAVE DETAILS, in one transaction with the domain's row locked: the domain must be leased to
 * the caller (a live lease, or an expired one nobody took over), else 409 naming it — unless the
 * caller already saved exactly this (a repeated call: answered as it is, nothing changes).
 * The body is validated with the form rules and the reference tables (400, nothing changes),
 * stored as `toDomainUpdate` makes it, marked filled by the caller, moved in the flow, audited
 * field by field, and the caller's lease ends.
 */
export async function updateDomain(
  db: Db,
  userId: number,
  id: number,
  body: DomainUpdate,
): Promise<Domain> {
  return db.transaction(async (tx) => {
    const [row] = await queryRows<LockedDomain>(
      tx,
      sql`SELECT id, filled_by_operator, domain_flow_status, updated_by, commercial_web_site,
          no_commercial_cause, gallery, priority_country, other_countries, priority_language,
          other_language, street, city, postcode, phone_number, email, company_name,
          facebook_link, contact_form_link
        FROM domains WHERE id = ${id} FOR UPDATE`,
    );
    if (!row) throw new ApiError(404, 'NOT_FOUND', `No domain with id ${id}.`);
    const before = storedUpdate(row);
    const lease = (await domainLeases(tx, [id])).get(id);
    if (!lease || lease.userId !== userId) {
      // The caller saved this domain already: the same save again (a retry after a lost answer)
      // is answered as it is, like the Images page's repeats.
      const again = toDomainUpdate(formValuesFromDomain(body));
      const repeat =
        row.filled_by_operator &&
        Number(row.updated_by) === userId &&
        DOMAINS_PAGE_FIELDS.every((field) => again[field] === before[field]);
      if (repeat) return getDomain(tx, id);
      throw new ApiError(
        409,
        'CONFLICT',
        `Domain ${id} is not reserved for you (the reservation ended or another user holds it). Nothing was saved.`,
        undefined,
        [id],
      );
    }

    const update = validatedUpdate(body, row.filled_by_operator);
    await checkDomainCodes(tx, update, 'domainsPage');
    const flowBefore = row.domain_flow_status as DomainFlowStatus;
    const flowAfter = domainsPageFlowStatus(flowBefore, update.commercialWebSite);
    const save = tx
      .update(domains)
      .set({
        ...update,
        filledByOperator: true,
        domainFlowStatus: flowAfter,
        updatedBy: userId,
        updatedAt: sql`now()`,
      })
      .where(eq(domains.id, id))
      .getSQL();

    const entries = domainAuditEntries(
      id,
      userId,
      changedFields(
        { ...before, filledByOperator: row.filled_by_operator, domainFlowStatus: flowBefore },
        {
          ...inFieldOrder(update),
          filledByOperator: true,
          domainFlowStatus: flowAfter,
        },
      ),
    );
    // All the writes in one statement: the domain, its audit rows, the lease's end.
    await endDomainLeases(
      tx,
      userId,
      [id],
      entries.length ? [save, auditInsert(tx, entries)] : [save],
    );
    return getDomain(tx, id);
  });
}
