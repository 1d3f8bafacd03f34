import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../db/database';
import { countries, languages, nonCommercialReasons } from '../db/schema';
import { ApiError } from '../errors';
import type { AuditEntry } from './audit';

/**
 * A domain's editable fields on the server, for both pages that edit them: the Domains page's
 * SAVE DETAILS (services/domains.ts) and the review screens' domain bodies
 * (services/review/domainEdit.ts). Which fields each edits is domain-model's
 * (`DOMAINS_PAGE_FIELDS`, `REVIEW_EDITABLE_FIELDS`); here: the check of the reference codes
 * (countries, languages, non-commercial reasons) and the audit rows of what changed. The rules
 * of each page (the form rules, the review body's) stay with the page.
 */

// ---- Reference codes -------------------------------------------------------------------------

/** The fields that hold a reference code: countries and languages, the non-commercial reason. */
export interface DomainCodes {
  priorityCountry: string | null;
  otherCountries: string | null;
  priorityLanguage: string | null;
  otherLanguage: string | null;
  noCommercialCause: string | null;
}

type CodeField = Exclude<keyof DomainCodes, 'noCommercialCause'>;

/** Each country and language field: the table its code is in, and the priority flag it needs. */
const CODE_FIELDS = [
  { field: 'priorityCountry', kind: 'country', priority: true },
  { field: 'otherCountries', kind: 'country', priority: false },
  { field: 'priorityLanguage', kind: 'language', priority: true },
  { field: 'otherLanguage', kind: 'language', priority: false },
] as const satisfies readonly {
  field: CodeField;
  kind: 'country' | 'language';
  priority: boolean;
}[];
type CodeRule = (typeof CODE_FIELDS)[number];

/**
 * How each page words a code its field does not take (after `field: code `). The Domains page
 * tells an unknown code from one of the wrong priority (docs/domains-page.md); the review body
 * names what the field takes (docs/review-api.md "The review body").
 */
const CODE_WORDING: Record<'domainsPage' | 'review', (rule: CodeRule, known: boolean) => string> = {
  domainsPage: ({ kind, priority }, known) =>
    !known
      ? kind === 'country'
        ? 'is not a country code (ISO 3166 alpha-3).'
        : 'is not a language code.'
      : `is ${priority ? 'not ' : ''}one of the priority ${kind === 'country' ? 'countries' : 'languages'}.`,
  review: ({ kind, priority }) =>
    kind === 'country'
      ? priority
        ? 'is not a priority country code.'
        : 'is not a country code (ISO 3166 alpha-3) other than the priority ones.'
      : priority
        ? 'is not a priority language code.'
        : 'is not a language code other than the priority ones.',
};

/**
 * The codes must be known (null ones are not checked; `codes` may be a whole update: only these
 * five fields are read): a country in `countries` and a language in `languages`, each with the
 * priority flag its field needs (priority or other), the reason in `non_commercial_reasons`. One
 * query for all of them; 400 naming the first wrong one, in the field order (countries,
 * languages, the reason), worded as `page` words it.
 */
export async function checkDomainCodes(
  db: Db,
  codes: DomainCodes,
  page: keyof typeof CODE_WORDING,
): Promise<void> {
  const asked = [...CODE_FIELDS.map(({ field }) => codes[field]), codes.noCommercialCause];
  if (asked.every((code) => code === null)) return;
  // Each code's priority flag (null when unknown), and whether the reason is one.
  const [found] = await queryRows<Record<CodeField, boolean | null> & { reason: boolean }>(
    db,
    sql`SELECT
      (SELECT priority FROM ${countries} WHERE alpha3_code = ${codes.priorityCountry}) AS "priorityCountry",
      (SELECT priority FROM ${countries} WHERE alpha3_code = ${codes.otherCountries}) AS "otherCountries",
      (SELECT priority FROM ${languages} WHERE code = ${codes.priorityLanguage}) AS "priorityLanguage",
      (SELECT priority FROM ${languages} WHERE code = ${codes.otherLanguage}) AS "otherLanguage",
      EXISTS (SELECT 1 FROM ${nonCommercialReasons} WHERE name = ${codes.noCommercialCause}) AS reason`,
  );
  for (const rule of CODE_FIELDS) {
    const code = codes[rule.field];
    const flag = found?.[rule.field];
    if (code === null || flag === rule.priority) continue;
    const known = flag !== null && flag !== undefined;
    throw bad(`${rule.field}: ${code} ${CODE_WORDING[page](rule, known)}`);
  }
  if (codes.noCommercialCause !== null && found?.reason !== true) {
    throw bad(`noCommercialCause: ${codes.noCommercialCause} is not a non-commercial reason.`);
  }
}

const bad = (message: string) => new ApiError(400, 'VALIDATION_ERROR', message);

// ---- The audit diff --------------------------------------------------------------------------

/** A field a write changes, with its value before and after. */
export interface FieldChange {
  field: string;
  before: unknown;
  after: unknown;
}

/** The fields of `next` whose value is not `current`'s (`!==`), in `next`'s order. */
export function changedFields(
  current: Readonly<Record<string, unknown>>,
  next: Readonly<Record<string, unknown>>,
): FieldChange[] {
  return Object.entries(next)
    .filter(([field, after]) => after !== current[field])
    .map(([field, after]) => ({ field, before: current[field], after }));
}

const auditText = (value: unknown) =>
  value === null || value === undefined ? null : String(value);

/** One audit row per changed field of the domain: before and after as text, and who. */
export function domainAuditEntries(
  id: number,
  userId: number,
  changes: readonly FieldChange[],
): AuditEntry[] {
  return changes.map(({ field, before, after }) => ({
    entityType: 'DOMAIN',
    entityId: id,
    field,
    before: auditText(before),
    after: auditText(after),
    userId,
  }));
}
