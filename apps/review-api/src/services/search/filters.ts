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
} from '../review/tables';

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
 * A usage search read and checked once (002 §3 "Usage search payload"), for either store to
 * write in its own SQL: trimmed texts (null when blank), lists without blanks or repeats (null
 * when empty), found-at bounds as ISO-8601 UTC moments.
 */
export interface UsageCriteria {
  /** Parts each of which must be in the usage URL (`part`, `partForFilter`). */
  usageUrlParts: string[];
  imageUrlPart: string | null;
  sourcePart: string | null;
  /** Lower case; `domainExact`: the whole name, else a part of it. */
  domainPart: string | null;
  domainExact: boolean;
  /** A whole-name pattern (`%` any text, `_` and `\` escaped), lower case; null for the default '%'. */
  domainPattern: string | null;
  /**
   * What is asked of the domain's Facebook link: [true] one, [false] none, [] either; both
   * (`facebook` and `facebookNotDefined` set) asks for both, which nothing matches.
   */
  facebook: boolean[];
  socialNetwork: boolean | null;
  pursuable: boolean | null;
  blacklisted: boolean | null;
  registeredImage: boolean | null;
  statuses: string[] | null;
  agencies: string[] | null;
  imageId: string | null;
  /** Country codes; 'UNDEFINED' stands for "no country". */
  countries: string[] | null;
  scrapedCountries: string[] | null;
  differenceLow: number | null;
  differenceHigh: number | null;
  foundAtStart: string | null;
  foundAtEnd: string | null;
}

const triState = (value: boolean | null | undefined) => (typeof value === 'boolean' ? value : null);

/**
 * Reads a usage filter into `UsageCriteria`, or 400: 'Search values can not be empty!' when
 * nothing is searched (`isUsageSearchFilterEmpty`), a range that is upside down, or a found-at
 * moment that does not exist.
 */
export function readUsageCriteria(filter: UsageSearchFilter): UsageCriteria {
  if (isUsageSearchFilterEmpty(filter)) throw bad(TEXTS.search.searchValuesEmpty);
  const { differenceStart: low, differenceEnd: high } = filter;
  if (typeof low === 'number' && typeof high === 'number' && low > high) {
    throw bad(`body: differenceStart (${low}) must not be greater than differenceEnd (${high}).`);
  }
  const from = textOf(filter.foundAtStart);
  const to = textOf(filter.foundAtEnd);
  const start = from === null ? null : foundAtValue('foundAtStart', from);
  const end = to === null ? null : foundAtValue('foundAtEnd', to);
  if (start !== null && end !== null && Date.parse(start) > Date.parse(end)) {
    throw bad(`body: foundAtStart (${from}) must not be after foundAtEnd (${to}).`);
  }
  return {
    usageUrlParts: [textOf(filter.part), textOf(filter.partForFilter)].filter(
      (part): part is string => part !== null,
    ),
    imageUrlPart: textOf(filter.imageUrl),
    sourcePart: textOf(filter.sourcePart),
    domainPart: textOf(filter.domainPart)?.toLowerCase() ?? null,
    domainExact: filter.domainExactSearch === true,
    domainPattern: isDefaultUsageDomain(filter.domain)
      ? null
      : wholeNamePattern(filter.domain!.trim().toLowerCase()),
    facebook: [
      ...(filter.facebook === true ? [true] : []),
      ...(filter.facebookNotDefined === true ? [false] : []),
    ],
    socialNetwork: triState(filter.socialNetwork),
    pursuable: triState(filter.pursuable),
    blacklisted: triState(filter.blacklisted),
    registeredImage: triState(filter.registeredImage),
    statuses: listOf(filter.status),
    agencies: listOf(filter.agency),
    imageId: textOf(filter.imageId),
    countries: listOf(filter.country),
    scrapedCountries: listOf(filter.scrapedCountry),
    differenceLow: typeof low === 'number' ? low : null,
    differenceHigh: typeof high === 'number' ? high : null,
    foundAtStart: start,
    foundAtEnd: end,
  };
}

/**
 * The usage search's conditions on PostgreSQL over `images i JOIN domains d`, or the 400s of
 * `readUsageCriteria`.
 */
export function usageConditions(filter: UsageSearchFilter): SQL {
  return usageConditionsOf(readUsageCriteria(filter));
}

/** `UsageCriteria` as PostgreSQL conditions over `images i JOIN domains d`. */
export function usageConditionsOf(criteria: UsageCriteria): SQL {
  const conditions: SQL[] = [];
  // COLLATE "C": ILIKE folds ASCII case only, but two to three times faster per row than
  // through the database's collation (URLs are ASCII); the trigram indexes are on the same
  // expressions (migration 0005).
  const contains = (column: SQL, part: string | null) => {
    if (part !== null) conditions.push(sql`(${column} COLLATE "C") ILIKE ${likePattern(part)}`);
  };
  for (const part of criteria.usageUrlParts) contains(sql`i.usage_url`, part);
  contains(sql`i.image_url`, criteria.imageUrlPart);
  contains(sql`i.image_source`, criteria.sourcePart);

  if (criteria.domainPart !== null) {
    conditions.push(
      criteria.domainExact
        ? sql`d.domain = ${criteria.domainPart}`
        : sql`d.domain ILIKE ${likePattern(criteria.domainPart)}`,
    );
  }
  if (criteria.domainPattern !== null) {
    conditions.push(sql`d.domain ILIKE ${criteria.domainPattern}`);
  }
  const hasFacebook = sql`coalesce(btrim(d.facebook_link), '') <> ''`;
  for (const present of criteria.facebook) flag(conditions, present, hasFacebook);
  flag(conditions, criteria.socialNetwork, sql`d.social_domain`);
  flag(conditions, criteria.pursuable, sql`(NOT d.not_pursuable)`);
  flag(conditions, criteria.blacklisted, onBlacklist('d'));
  flag(conditions, criteria.registeredImage, sql`i.registered_image`);

  if (criteria.statuses) conditions.push(textIn(sql`i.status`, criteria.statuses));
  if (criteria.agencies) conditions.push(textIn(sql`i.agency`, criteria.agencies));
  if (criteria.imageId !== null) conditions.push(sql`i.image_id = ${criteria.imageId}`);
  if (criteria.countries) conditions.push(countryIn(domainCountry, criteria.countries));
  if (criteria.scrapedCountries) {
    conditions.push(countryIn(sql`d.scraped_country`, criteria.scrapedCountries));
  }
  if (criteria.differenceLow !== null) {
    conditions.push(sql`i.difference >= ${criteria.differenceLow}::float8`);
  }
  if (criteria.differenceHigh !== null) {
    conditions.push(sql`i.difference <= ${criteria.differenceHigh}::float8`);
  }
  if (criteria.foundAtStart !== null) {
    conditions.push(sql`i.found_at >= ${criteria.foundAtStart}::timestamptz`);
  }
  if (criteria.foundAtEnd !== null) {
    conditions.push(sql`i.found_at <= ${criteria.foundAtEnd}::timestamptz`);
  }
  return conditions.length ? sql.join(conditions, sql` AND `) : sql`true`;
}

/**
 * Whether the usage filter has a condition on the domain `d` (else a count needs no join:
 * every sighting has its domain).
 */
export function usageCriteriaNeedDomain(criteria: UsageCriteria): boolean {
  return (
    criteria.domainPart !== null ||
    criteria.domainPattern !== null ||
    criteria.facebook.length > 0 ||
    criteria.socialNetwork !== null ||
    criteria.pursuable !== null ||
    criteria.blacklisted !== null ||
    criteria.countries !== null ||
    criteria.scrapedCountries !== null
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
