import { BLACKLIST_DOMAIN_MAX_LENGTH } from '../blacklist/blacklistDomain.rules';
import { DOMAIN_SEARCH_SEPARATOR } from '../constants';
import { isDomainFlowStatus, type DomainFlowStatus } from '../domains/domainFlowStatus';
import { TEXTS } from '../texts';
import type { DomainListFilter } from '../wire/lists';
import { SEARCH_LIST_MAX } from '../constants';
import { FieldChecks, type SearchDecision, type TriState } from './searchForm';
import { SEARCH_FIELD_LABELS, SEARCH_FIELD_TEXTS } from './searchTexts';

/**
 * The Domains table tab's search (spec 002 §3 "Domain search filters", §5): one or two domain
 * boxes give name patterns (two boxes: the pair pattern 'a%b, b%a'), sent as the domain list's
 * `domains` with the other filters.
 */

export interface DomainSearchForm {
  /** The first domain box: one domain, or several separated by comma and space. */
  domain: string;
  /** The second domain box: with the first, the pair pattern. */
  secondDomain: string;
  /** Alpha-3 codes or 'UNDEFINED'. */
  country: string[];
  scrapedCountry: string[];
  /** Minimums as typed. */
  imagesCount: string;
  identicalCount: string;
  status: DomainFlowStatus[];
  commercial: TriState;
  pursuable: TriState;
  notBlacklisted: TriState;
  socialDomain: TriState;
}

export const EMPTY_DOMAIN_SEARCH_FORM: DomainSearchForm = {
  domain: '',
  secondDomain: '',
  country: [],
  scrapedCountry: [],
  imagesCount: '',
  identicalCount: '',
  status: [],
  commercial: null,
  pursuable: null,
  notBlacklisted: null,
  socialDomain: null,
};

/** The domains of one box: split at commas, trimmed, lower case, without blanks. */
function boxDomains(text: string): string[] {
  return text
    .split(',')
    .map((domain) => domain.trim().toLowerCase())
    .filter((domain) => domain !== '');
}

/**
 * The name patterns of the domain boxes (002 §5), without repeats: one box gives its domains
 * (several separated by comma and space); both give the pair pattern of each first domain with
 * each second one, 'a%b' and 'b%a' ('%' stands for any text, so the two names in either order).
 */
export function domainSearchPatterns(first: string, second: string): string[] {
  const firsts = boxDomains(first);
  const seconds = boxDomains(second);
  const patterns =
    firsts.length === 0 || seconds.length === 0
      ? [...firsts, ...seconds]
      : firsts.flatMap((a) => seconds.flatMap((b) => [`${a}%${b}`, `${b}%${a}`]));
  return [...new Set(patterns)];
}

/** Patterns as 002 §5 writes them: joined by comma and space, 'a%b, b%a'. */
export function joinDomainPatterns(patterns: readonly string[]): string {
  return patterns.join(DOMAIN_SEARCH_SEPARATOR);
}

/**
 * The Domains tab's search button: refused with 'Search value can not be empty!' without a
 * domain (002 §5), or with our message for a field out of bounds; else the full filter (every
 * key of 002 §3's domain search filters, null for none).
 */
export function decideDomainSearch(form: DomainSearchForm): SearchDecision<DomainListFilter> {
  const patterns = domainSearchPatterns(form.domain, form.secondDomain);
  if (patterns.length === 0)
    return { kind: 'invalid', message: TEXTS.search.searchValueEmpty, field: 'domain' };
  const checks = new FieldChecks();
  if (patterns.length > SEARCH_LIST_MAX)
    checks.refuse(
      'domain',
      SEARCH_FIELD_TEXTS.tooMany(SEARCH_FIELD_LABELS.domain, SEARCH_LIST_MAX),
    );
  if (patterns.some((pattern) => pattern.length > BLACKLIST_DOMAIN_MAX_LENGTH))
    checks.refuse(
      'domain',
      SEARCH_FIELD_TEXTS.tooLong(SEARCH_FIELD_LABELS.domain, BLACKLIST_DOMAIN_MAX_LENGTH),
    );
  const country = checks.countries('country', form.country, SEARCH_LIST_MAX);
  const scrapedCountry = checks.countries('scrapedCountry', form.scrapedCountry, SEARCH_LIST_MAX);
  const imagesCount = checks.count('imagesCount', form.imagesCount);
  const identicalCount = checks.count('identicalCount', form.identicalCount);
  const status = checks.oneOf(
    'status',
    form.status,
    isDomainFlowStatus,
    SEARCH_FIELD_TEXTS.notDomainStatus,
  );
  const filter: DomainListFilter = {
    domains: patterns,
    country,
    scrapedCountry,
    imagesCount,
    identicalCount,
    status,
    commercial: form.commercial,
    pursuable: form.pursuable,
    notBlacklisted: form.notBlacklisted,
    socialDomain: form.socialDomain,
  };
  return checks.invalid() ?? { kind: 'search', filter };
}
