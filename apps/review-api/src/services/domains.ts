import {
  CONTACT_FIELDS,
  formValuesFromDomain,
  toDomainUpdate,
  validateDomainForm,
  type Domain,
  type DomainFlowStatus,
  type DomainUpdate,
} from '@sightings/domain-model';
import { eq, sql } from 'drizzle-orm';
import { queryRows, type Db } from '../db/database';
import { countries, domains, languages, nonCommercialReasons } from '../db/schema';
import { ApiError } from '../errors';
import { auditInsert, type AuditEntry } from './audit';
import { loadDomainRows, toDomain } from './domainShape';
import {
  domainLeases,
  endDomainLeases,
  keepDomainsReserved,
  reservePendingDomains,
} from './reservations';

/** The domains `reserve_pending` leases when the call names no `limit`. */
export const DEFAULT_DOMAIN_RESERVE_LIMIT = 50;

const MAX_ROW_ID = 2147483647;

/** The fields of `DomainUpdate`, in the order of the entity. */
const UPDATE_FIELDS = [
  'commercialWebSite',
  'noCommercialCause',
  'gallery',
  'priorityCountry',
  'otherCountries',
  'priorityLanguage',
  'otherLanguage',
  ...CONTACT_FIELDS,
] as const satisfies readonly (keyof DomainUpdate)[];

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
 * `GET /assessment_domain/reserve_pending`: leases up to `limit` domains awaiting
 * classification to the user (services/reservations.ts) and answers them in the order the
 * reservation gives.
 */
export async function reserveDomains(
  db: Db,
  { userId, limit, ttlSeconds }: { userId: number; limit?: number; ttlSeconds: number },
): Promise<Domain[]> {
  const ids = await reservePendingDomains(db, {
    userId,
    limit: limit ?? DEFAULT_DOMAIN_RESERVE_LIMIT,
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

/**
 * The codes and the reason must be known: a country in `countries` (a priority one in
 * `priorityCountry`, another in `otherCountries`), a language in `languages` (likewise by its
 * priority flag), a reason in `non_commercial_reasons`. 400 naming the first wrong one.
 */
async function checkReferences(db: Db, update: DomainUpdate): Promise<void> {
  const fail = (message: string): never => {
    throw new ApiError(400, 'VALIDATION_ERROR', message);
  };
  const codes = [
    update.priorityCountry,
    update.otherCountries,
    update.priorityLanguage,
    update.otherLanguage,
  ];
  if (codes.every((code) => code === null) && update.noCommercialCause === null) return;
  // One query for all of them: each code's priority flag (null when unknown), the reason's row.
  const [found] = await queryRows<{
    priority_country: boolean | null;
    other_countries: boolean | null;
    priority_language: boolean | null;
    other_language: boolean | null;
    reason: boolean;
  }>(
    db,
    sql`SELECT
      (SELECT priority FROM ${countries} WHERE alpha3_code = ${update.priorityCountry}) AS priority_country,
      (SELECT priority FROM ${countries} WHERE alpha3_code = ${update.otherCountries}) AS other_countries,
      (SELECT priority FROM ${languages} WHERE code = ${update.priorityLanguage}) AS priority_language,
      (SELECT priority FROM ${languages} WHERE code = ${update.otherLanguage}) AS other_language,
      EXISTS (SELECT 1 FROM ${nonCommercialReasons} WHERE name = ${update.noCommercialCause}) AS reason`,
  );
  for (const [field, column, priority] of [
    ['priorityCountry', 'priority_country', true],
    ['otherCountries', 'other_countries', false],
  ] as const) {
    const code = update[field];
    if (code === null) continue;
    const flag = found?.[column];
    if (flag === null || flag === undefined)
      fail(`${field}: ${code} is not a country code (ISO 3166 alpha-3).`);
    else if (flag !== priority) {
      fail(`${field}: ${code} is ${priority ? 'not ' : ''}one of the priority countries.`);
    }
  }
  for (const [field, column, priority] of [
    ['priorityLanguage', 'priority_language', true],
    ['otherLanguage', 'other_language', false],
  ] as const) {
    const code = update[field];
    if (code === null) continue;
    const flag = found?.[column];
    if (flag === null || flag === undefined) fail(`${field}: ${code} is not a language code.`);
    else if (flag !== priority) {
      fail(`${field}: ${code} is ${priority ? 'not ' : ''}one of the priority languages.`);
    }
  }
  if (update.noCommercialCause !== null && found?.reason !== true) {
    fail(`noCommercialCause: ${update.noCommercialCause} is not a non-commercial reason.`);
  }
}

/**
 * Where SAVE DETAILS moves a domain in the flow (docs/domains-page.md): a commercial website
 * that was NEW goes to quality control; anything else keeps its status (a non-commercial domain
 * stays NEW, filled by the operator, and so leaves the Domains page).
 */
function nextFlowStatus(current: DomainFlowStatus, update: DomainUpdate): DomainFlowStatus {
  return update.commercialWebSite === true && current === 'NEW'
    ? 'PENDING_QUALITY_CONTROL'
    : current;
}

const auditText = (value: string | boolean | null) => (value === null ? null : String(value));

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
        UPDATE_FIELDS.every((field) => again[field] === before[field]);
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
    await checkReferences(tx, update);
    const flowBefore = row.domain_flow_status as DomainFlowStatus;
    const flowAfter = nextFlowStatus(flowBefore, update);
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

    const entries: AuditEntry[] = [];
    const changed = (field: string, from: string | boolean | null, to: string | boolean | null) => {
      if (from !== to) {
        entries.push({
          entityType: 'DOMAIN',
          entityId: id,
          field,
          before: auditText(from),
          after: auditText(to),
          userId,
        });
      }
    };
    for (const field of UPDATE_FIELDS) changed(field, before[field], update[field]);
    changed('filledByOperator', row.filled_by_operator, true);
    changed('domainFlowStatus', flowBefore, flowAfter);
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
