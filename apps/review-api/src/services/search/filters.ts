import {
  isDefaultUsageDomain,
  isImageSearchFilterEmpty,
  isUsageSearchFilterEmpty,
  TEXTS,
  type ImageSearchFilter,
  type UsageSearchFilter,
} from '@sightings/domain-model';
import { sql, type SQL } from 'drizzle-orm';
import { ApiError } from '../../errors';
import { likePattern } from '../listPaging';
import {
  countConditions,
  countryIn,
  domainCountry,
  domainPatterns,
  onBlacklist,
  textIn,
} from '../reviewTables';

/*
 * The WHERE of the Search page's image and usage searches over `images i JOIN domains d`
 * (spec 002 §3, §5). Every value reaches the statement as a parameter; only fixed SQL is
 * written into it. A filter that cannot be searched is refused with 400 before any SQL runs.
 */

const bad = (message: string) => new ApiError(400, 'VALIDATION_ERROR', message);

/** A trimmed text value, or null when blank or absent. */
const textOf = (value: string | null | undefined) => {
  const trimmed = value?.trim() ?? '';
  return trimmed === '' ? null : trimmed;
};

/** The non-blank values of a list (trimmed), or null when none. */
const listOf = <T extends string>(values: readonly T[] | null | undefined): T[] | null => {
  const kept = (values ?? []).map((value) => value.trim() as T).filter(Boolean);
  return kept.length ? [...new Set(kept)] : null;
};

/** `column` true, false, or (null) either. */
function flag(conditions: SQL[], value: boolean | null | undefined, column: SQL) {
  if (value === true) conditions.push(column);
  if (value === false) conditions.push(sql`NOT ${column}`);
}

const FOUND_AT =
  /^(\d{4})-(\d{2})-(\d{2})[ T](\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,6}))?)?(Z|[+-]\d{2}:?\d{2})?$/;

/**
 * A found-at bound as an ISO-8601 timestamp PostgreSQL reads (taken as UTC without an
 * offset), or a 400 naming the field. 002 §9 sends 'yyyy-MM-DD kk:mm:ss': `kk` is the hour
 * 1 to 24, so hour 24 is midnight at the start of that day (as Java's `kk` writes it).
 */
export function foundAtValue(field: string, value: string): string {
  const match = FOUND_AT.exec(value.trim());
  const problem = `body: ${field} must be a date and time 'yyyy-MM-DD hh:mm:ss' that exists (got ${JSON.stringify(value.slice(0, 40))}).`;
  if (!match) throw bad(problem);
  const [, y, mo, d, h, mi, s = '00', fraction = '', zone = 'Z'] = match;
  const year = Number(y);
  const month = Number(mo);
  const day = Number(d);
  let hour = Number(h);
  if (hour === 24) hour = 0;
  const daysInMonth = new Date(Date.UTC(year, month, 0)).getUTCDate();
  if (
    year < 1 ||
    month < 1 ||
    month > 12 ||
    day < 1 ||
    day > daysInMonth ||
    hour > 23 ||
    Number(mi) > 59 ||
    Number(s) > 59
  ) {
    throw bad(problem);
  }
  let offset = '+00:00';
  if (zone !== 'Z') {
    const digits = zone.replace(':', '');
    const offsetHours = Number(digits.slice(1, 3));
    const offsetMinutes = Number(digits.slice(3, 5));
    if (offsetHours > 14 || offsetMinutes > 59) throw bad(problem);
    offset = `${digits[0]}${digits.slice(1, 3)}:${digits.slice(3, 5)}`;
  }
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${y}-${mo}-${d}T${pad(hour)}:${mi}:${s}${fraction ? `.${fraction}` : ''}${offset}`;
}

/** A domain name pattern over the whole name: `%` any text, `_` and `\` literal. */
const wholeNamePattern = (pattern: string) => pattern.replace(/[\\_]/g, (c) => `\\${c}`);

/**
 * The usage search's conditions (002 §3 "Usage search payload"), or 400: 'Search values can
 * not be empty!' when nothing is searched (`isUsageSearchFilterEmpty`), or a range that is
 * upside down or a found-at moment that does not exist.
 */
export function usageConditions(filter: UsageSearchFilter): SQL {
  if (isUsageSearchFilterEmpty(filter)) throw bad(TEXTS.search.searchValuesEmpty);
  const conditions: SQL[] = [];
  // COLLATE "C": ILIKE folds ASCII case only, but two to three times faster per row than
  // through the database's collation (URLs are ASCII); the trigram indexes are on the same
  // expressions (migration 0005).
  const contains = (column: SQL, value: string | null | undefined) => {
    const part = textOf(value);
    if (part !== null) conditions.push(sql`(${column} COLLATE "C") ILIKE ${likePattern(part)}`);
  };
  contains(sql`i.usage_url`, filter.part);
  contains(sql`i.usage_url`, filter.partForFilter);
  contains(sql`i.image_url`, filter.imageUrl);
  contains(sql`i.image_source`, filter.sourcePart);

  const domainPart = textOf(filter.domainPart)?.toLowerCase() ?? null;
  if (domainPart !== null) {
    conditions.push(
      filter.domainExactSearch === true
        ? sql`d.domain = ${domainPart}`
        : sql`d.domain ILIKE ${likePattern(domainPart)}`,
    );
  }
  if (!isDefaultUsageDomain(filter.domain)) {
    conditions.push(sql`d.domain ILIKE ${wholeNamePattern(filter.domain!.trim().toLowerCase())}`);
  }
  const hasFacebook = sql`coalesce(btrim(d.facebook_link), '') <> ''`;
  if (filter.facebook === true) conditions.push(hasFacebook);
  if (filter.facebookNotDefined === true) conditions.push(sql`NOT ${hasFacebook}`);
  flag(conditions, filter.socialNetwork, sql`d.social_domain`);
  flag(conditions, filter.pursuable, sql`(NOT d.not_pursuable)`);
  flag(conditions, filter.blacklisted, onBlacklist('d'));
  flag(conditions, filter.registeredImage, sql`i.registered_image`);

  const statuses = listOf(filter.status);
  if (statuses) conditions.push(textIn(sql`i.status`, statuses));
  const agencies = listOf(filter.agency);
  if (agencies) conditions.push(textIn(sql`i.agency`, agencies));
  const imageId = textOf(filter.imageId);
  if (imageId !== null) conditions.push(sql`i.image_id = ${imageId}`);
  const countries = listOf(filter.country);
  if (countries) conditions.push(countryIn(domainCountry, countries));
  const scraped = listOf(filter.scrapedCountry);
  if (scraped) conditions.push(countryIn(sql`d.scraped_country`, scraped));

  const { differenceStart: low, differenceEnd: high } = filter;
  if (typeof low === 'number' && typeof high === 'number' && low > high) {
    throw bad(`body: differenceStart (${low}) must not be greater than differenceEnd (${high}).`);
  }
  if (typeof low === 'number') conditions.push(sql`i.difference >= ${low}::float8`);
  if (typeof high === 'number') conditions.push(sql`i.difference <= ${high}::float8`);

  const from = textOf(filter.foundAtStart);
  const to = textOf(filter.foundAtEnd);
  const start = from === null ? null : foundAtValue('foundAtStart', from);
  const end = to === null ? null : foundAtValue('foundAtEnd', to);
  if (start !== null && end !== null && Date.parse(start) > Date.parse(end)) {
    throw bad(`body: foundAtStart (${from}) must not be after foundAtEnd (${to}).`);
  }
  if (start !== null) conditions.push(sql`i.found_at >= ${start}::timestamptz`);
  if (end !== null) conditions.push(sql`i.found_at <= ${end}::timestamptz`);

  return conditions.length ? sql.join(conditions, sql` AND `) : sql`true`;
}

/**
 * Whether the usage filter has a condition on the domain `d` (else a count needs no join:
 * every sighting has its domain).
 */
export function usageFilterNeedsDomain(filter: UsageSearchFilter): boolean {
  return (
    textOf(filter.domainPart) !== null ||
    !isDefaultUsageDomain(filter.domain) ||
    filter.facebook === true ||
    filter.facebookNotDefined === true ||
    typeof filter.socialNetwork === 'boolean' ||
    typeof filter.pursuable === 'boolean' ||
    typeof filter.blacklisted === 'boolean' ||
    listOf(filter.country) !== null ||
    listOf(filter.scrapedCountry) !== null
  );
}

/**
 * The image search's conditions (002 §3 "Image search filters"), or 400 'Search values can not
 * be empty!' without an agency or an image id. `counts` is set when a minimum count is asked
 * for: then the statement must join `sightingCounts` (alias `s`).
 */
export function imageConditions(filter: ImageSearchFilter): { where: SQL; counts: boolean } {
  if (isImageSearchFilterEmpty(filter)) throw bad(TEXTS.search.searchValuesEmpty);
  const conditions: SQL[] = [];
  const agencies = listOf(filter.agency);
  if (agencies) conditions.push(textIn(sql`i.agency`, agencies));
  const imageId = textOf(filter.imageId);
  if (imageId !== null) conditions.push(sql`i.image_id = ${imageId}`);
  const patterns = domainPatterns(filter.domains);
  if (patterns) conditions.push(patterns);
  const countries = listOf(filter.country);
  if (countries) conditions.push(countryIn(domainCountry, countries));
  const statuses = listOf(filter.status);
  if (statuses) conditions.push(textIn(sql`i.status`, statuses));
  // commercial: false is "non-commercial"; a domain not yet classified (null) matches neither.
  if (filter.commercial === true) conditions.push(sql`d.commercial_web_site IS TRUE`);
  if (filter.commercial === false) conditions.push(sql`d.commercial_web_site IS FALSE`);
  flag(conditions, filter.pursuable, sql`(NOT d.not_pursuable)`);
  flag(conditions, filter.notBlacklisted, sql`(NOT ${onBlacklist('d')})`);
  const counts = countConditions({
    sightings: filter.imagesCount,
    identical: filter.identicalCount,
    searched: filter.searchedImageCount,
    searchedIdentical: filter.searchedImageIdenticalCount,
  });
  if (counts) conditions.push(counts);
  return { where: sql.join(conditions, sql` AND `), counts: counts !== null };
}
