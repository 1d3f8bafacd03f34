import { USAGE_SEARCH_DEFAULT_DOMAIN } from '../constants';
import { isDomainFlowStatus, type DomainFlowStatus } from '../domains/domainFlowStatus';
import { isImageStatus, type ImageStatus } from '../images/imageStatus';
import { PATHS } from '../navigation/routes';
import { TEXTS } from '../texts';
import { EMPTY_BLACKLIST_SEARCH_FORM, type BlacklistSearchForm } from './blacklistSearch.rules';
import { EMPTY_DOMAIN_SEARCH_FORM, type DomainSearchForm } from './domainSearch.rules';
import { EMPTY_IMAGE_SEARCH_FORM, type ImageSearchForm } from './imageSearch.rules';
import { countryCode, parseCount, parseFoundAt, parseNumber, type TriState } from './searchForm';
import { SEARCH_URL_TEXTS } from './searchTexts';
import { EMPTY_USAGE_SEARCH_FORM, type UsageSearchForm } from './usageSearch.rules';

/**
 * The Search page in the URL (spec 002 §2): the tab and its filters, so that every search is a
 * link that can be shared and reloaded. The usage tabs have their own routes and take §2's query
 * parameters; the other tabs are `/search?tab=…` with parameters named the same way (ours).
 */

export type SearchTabId = 'images' | 'domains' | 'usages' | 'clickhouse' | 'blacklisted';

/** The tabs in the spec's order (002 §2); images is the default. */
export const SEARCH_TAB_IDS: readonly SearchTabId[] = [
  'images',
  'domains',
  'usages',
  'clickhouse',
  'blacklisted',
];

/** Each tab's label (002 §2). */
export const SEARCH_TAB_LABELS: Readonly<Record<SearchTabId, string>> = {
  images: TEXTS.search.tabImages,
  domains: TEXTS.search.tabDomains,
  usages: TEXTS.search.tabUsages,
  clickhouse: TEXTS.search.tabClickhouseUsages,
  blacklisted: TEXTS.search.tabBlacklisted,
};

/** The query parameter naming the tab on /search. */
export const SEARCH_TAB_PARAM = 'tab';

const TABS_BY_PARAM: readonly SearchTabId[] = ['images', 'domains', 'blacklisted'];

/**
 * The tab a URL shows: a path containing clickhouse_usage_url or usage_url selects that usage tab
 * (002 §2); on /search the `tab` parameter selects images, domains or blacklisted; else images.
 */
export function searchTabFromUrl(pathname: string, params: URLSearchParams): SearchTabId {
  if (pathname.includes('clickhouse_usage_url')) return 'clickhouse';
  if (pathname.includes('usage_url')) return 'usages';
  const tab = params.get(SEARCH_TAB_PARAM);
  return TABS_BY_PARAM.find((id) => id === tab) ?? 'images';
}

/** The route of a tab: /search, /search/usage_url or /search/clickhouse_usage_url. */
export function searchPathOf(tab: SearchTabId): string {
  if (tab === 'usages') return PATHS.searchUsageUrl;
  if (tab === 'clickhouse') return PATHS.searchClickhouseUsageUrl;
  return PATHS.search;
}

/**
 * The link of a search: the tab's route, then `tab=` (domains, blacklisted), the filter's and
 * the paging's parameters; no '?' when there are none.
 */
export function searchUrl(
  tab: SearchTabId,
  filterQuery: URLSearchParams,
  pagingQuery: URLSearchParams,
): string {
  const query = new URLSearchParams();
  if (tab === 'domains' || tab === 'blacklisted') query.append(SEARCH_TAB_PARAM, tab);
  filterQuery.forEach((value, name) => query.append(name, value));
  pagingQuery.forEach((value, name) => query.append(name, value));
  const text = query.toString();
  return text === '' ? searchPathOf(tab) : `${searchPathOf(tab)}?${text}`;
}

/**
 * A form read from the URL. `present`: a filter parameter was in it (the page then runs the
 * search at load); `problems`: one message per value left out.
 */
export interface QueryRead<F> {
  form: F;
  problems: string[];
  present: boolean;
}

/** The URL parameter of each form key, per tab (002 §2's names for the usage tabs). */
export const SEARCH_URL_PARAMS = {
  images: {
    agency: 'agency',
    imageId: 'image_id',
    domains: 'domains',
    country: 'country',
    imagesCount: 'images_count',
    identicalCount: 'identical_count',
    searchedImageCount: 'searched_image_count',
    searchedImageIdenticalCount: 'searched_image_identical_count',
    status: 'image_status',
    commercial: 'commercial',
    pursuable: 'pursuable',
    notBlacklisted: 'not_blacklisted',
  },
  domains: {
    domain: 'domain',
    secondDomain: 'second_domain',
    country: 'country',
    scrapedCountry: 'non_verified_country',
    imagesCount: 'images_count',
    identicalCount: 'identical_count',
    status: 'domain_status',
    commercial: 'commercial',
    pursuable: 'pursuable',
    notBlacklisted: 'not_blacklisted',
    socialDomain: 'social_domain',
  },
  usages: {
    part: 'usage_url',
    partForFilter: 'usage_url_filter',
    domainPart: 'domain_part',
    domainExactSearch: 'domain_exact',
    sourcePart: 'source_part',
    domain: 'domain',
    imageUrl: 'image_url',
    imageId: 'image_id',
    agency: 'agency',
    status: 'image_status',
    country: 'country',
    scrapedCountry: 'non_verified_country',
    differenceStart: 'difference_min',
    differenceEnd: 'difference_max',
    foundAtStart: 'found_at_start',
    foundAtEnd: 'found_at_end',
    socialNetwork: 'social_network',
    facebook: 'facebook',
    facebookNotDefined: 'facebook_not_defined',
    pursuable: 'pursuable',
    blacklisted: 'blacklisted',
    registeredImage: 'registered_image',
  },
  blacklisted: { domain: 'domain' },
} as const satisfies {
  images: Record<keyof ImageSearchForm, string>;
  domains: Record<keyof DomainSearchForm, string>;
  usages: Record<keyof UsageSearchForm, string>;
  blacklisted: Record<keyof BlacklistSearchForm, string>;
};

/** A comma list's values: trimmed, without blanks. */
const commaList = (text: string) =>
  text
    .split(',')
    .map((value) => value.trim())
    .filter((value) => value !== '');

/** Reads one tab's parameters, collecting the values left out. */
class QueryReader {
  readonly problems: string[] = [];
  present = false;

  constructor(private readonly params: URLSearchParams) {}

  raw(name: string): string | null {
    const value = this.params.get(name);
    if (value !== null) this.present = true;
    return value;
  }

  text(name: string): string {
    return (this.raw(name) ?? '').trim();
  }

  list(name: string): string[] {
    return commaList(this.raw(name) ?? '');
  }

  oneOf<T extends string>(
    name: string,
    isOne: (value: string) => value is T,
    problem: (parameter: string, value: string) => string,
  ): T[] {
    return this.list(name).filter((value): value is T => {
      if (isOne(value)) return true;
      this.problems.push(problem(name, value));
      return false;
    });
  }

  countries(name: string): string[] {
    return this.list(name).flatMap((value) => {
      const code = countryCode(value);
      if (code !== null) return [code];
      this.problems.push(SEARCH_URL_TEXTS.notCountry(name, value));
      return [];
    });
  }

  private checked(
    name: string,
    ok: (text: string) => boolean,
    problem: (parameter: string, value: string) => string,
  ): string {
    const text = this.text(name);
    if (text === '' || ok(text)) return text;
    this.problems.push(problem(name, text));
    return '';
  }

  count(name: string): string {
    return this.checked(
      name,
      (text) => !Number.isNaN(parseCount(text)),
      SEARCH_URL_TEXTS.notWholeNumber,
    );
  }

  number(name: string): string {
    return this.checked(
      name,
      (text) => !Number.isNaN(parseNumber(text)),
      SEARCH_URL_TEXTS.notNumber,
    );
  }

  foundAt(name: string): string {
    const text = this.checked(
      name,
      (value) => parseFoundAt(value) !== undefined,
      SEARCH_URL_TEXTS.notDateTime,
    );
    return parseFoundAt(text) ?? '';
  }

  tri(name: string): TriState {
    const text = this.raw(name);
    if (text === null || text.trim() === '') return null;
    const value = text.trim().toLowerCase();
    if (value === 'true' || value === 'false') return value === 'true';
    this.problems.push(SEARCH_URL_TEXTS.notTrueOrFalse(name, text));
    return null;
  }

  flag(name: string): boolean {
    return this.tri(name) === true;
  }

  read<F>(form: F): QueryRead<F> {
    return { form, problems: this.problems, present: this.present };
  }
}

/** Writes one tab's parameters: only values that are set, trimmed. */
class QueryWriter {
  readonly params = new URLSearchParams();

  text(name: string, value: string): this {
    const text = value.trim();
    if (text !== '') this.params.append(name, text);
    return this;
  }

  list(name: string, values: readonly string[]): this {
    return this.text(name, commaList(values.join(',')).join(','));
  }

  tri(name: string, value: TriState): this {
    if (value !== null) this.params.append(name, String(value));
    return this;
  }

  flag(name: string, value: boolean): this {
    if (value) this.params.append(name, 'true');
    return this;
  }
}

// ---- Images table -------------------------------------------------------------------------

const IMAGE = SEARCH_URL_PARAMS.images;

export function imageSearchFromQuery(params: URLSearchParams): QueryRead<ImageSearchForm> {
  const q = new QueryReader(params);
  return q.read({
    ...EMPTY_IMAGE_SEARCH_FORM,
    agency: q.list(IMAGE.agency),
    imageId: q.text(IMAGE.imageId),
    domains: q.text(IMAGE.domains),
    country: q.countries(IMAGE.country),
    imagesCount: q.count(IMAGE.imagesCount),
    identicalCount: q.count(IMAGE.identicalCount),
    searchedImageCount: q.count(IMAGE.searchedImageCount),
    searchedImageIdenticalCount: q.count(IMAGE.searchedImageIdenticalCount),
    status: q.oneOf<ImageStatus>(IMAGE.status, isImageStatus, SEARCH_URL_TEXTS.notImageStatus),
    commercial: q.tri(IMAGE.commercial),
    pursuable: q.tri(IMAGE.pursuable),
    notBlacklisted: q.tri(IMAGE.notBlacklisted),
  });
}

export function imageSearchToQuery(form: ImageSearchForm): URLSearchParams {
  return new QueryWriter()
    .list(IMAGE.agency, form.agency)
    .text(IMAGE.imageId, form.imageId)
    .text(IMAGE.domains, form.domains)
    .list(IMAGE.country, form.country)
    .text(IMAGE.imagesCount, form.imagesCount)
    .text(IMAGE.identicalCount, form.identicalCount)
    .text(IMAGE.searchedImageCount, form.searchedImageCount)
    .text(IMAGE.searchedImageIdenticalCount, form.searchedImageIdenticalCount)
    .list(IMAGE.status, form.status)
    .tri(IMAGE.commercial, form.commercial)
    .tri(IMAGE.pursuable, form.pursuable)
    .tri(IMAGE.notBlacklisted, form.notBlacklisted).params;
}

// ---- Domains table ------------------------------------------------------------------------

const DOMAIN = SEARCH_URL_PARAMS.domains;

export function domainSearchFromQuery(params: URLSearchParams): QueryRead<DomainSearchForm> {
  const q = new QueryReader(params);
  return q.read({
    ...EMPTY_DOMAIN_SEARCH_FORM,
    domain: q.text(DOMAIN.domain),
    secondDomain: q.text(DOMAIN.secondDomain),
    country: q.countries(DOMAIN.country),
    scrapedCountry: q.countries(DOMAIN.scrapedCountry),
    imagesCount: q.count(DOMAIN.imagesCount),
    identicalCount: q.count(DOMAIN.identicalCount),
    status: q.oneOf<DomainFlowStatus>(
      DOMAIN.status,
      isDomainFlowStatus,
      SEARCH_URL_TEXTS.notDomainStatus,
    ),
    commercial: q.tri(DOMAIN.commercial),
    pursuable: q.tri(DOMAIN.pursuable),
    notBlacklisted: q.tri(DOMAIN.notBlacklisted),
    socialDomain: q.tri(DOMAIN.socialDomain),
  });
}

export function domainSearchToQuery(form: DomainSearchForm): URLSearchParams {
  return new QueryWriter()
    .text(DOMAIN.domain, form.domain)
    .text(DOMAIN.secondDomain, form.secondDomain)
    .list(DOMAIN.country, form.country)
    .list(DOMAIN.scrapedCountry, form.scrapedCountry)
    .text(DOMAIN.imagesCount, form.imagesCount)
    .text(DOMAIN.identicalCount, form.identicalCount)
    .list(DOMAIN.status, form.status)
    .tri(DOMAIN.commercial, form.commercial)
    .tri(DOMAIN.pursuable, form.pursuable)
    .tri(DOMAIN.notBlacklisted, form.notBlacklisted)
    .tri(DOMAIN.socialDomain, form.socialDomain).params;
}

// ---- Usages URL and Clickhouse Usage url ---------------------------------------------------

const USAGE = SEARCH_URL_PARAMS.usages;

const sameList = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((value, index) => value === b[index]);

/**
 * A usage tab's form from 002 §2's parameters (and ours). `non_verified_country` fills the
 * scraped country and, as §2 says, the country too, unless the URL has its own `country` (an
 * empty `country=` keeps the country empty). A missing or blank `domain` is the default wildcard.
 */
export function usageSearchFromQuery(params: URLSearchParams): QueryRead<UsageSearchForm> {
  const q = new QueryReader(params);
  const scrapedCountry = q.countries(USAGE.scrapedCountry);
  const ownCountry = params.has(USAGE.country);
  const country = q.countries(USAGE.country);
  return q.read({
    ...EMPTY_USAGE_SEARCH_FORM,
    part: q.text(USAGE.part),
    partForFilter: q.text(USAGE.partForFilter),
    domainPart: q.text(USAGE.domainPart),
    domainExactSearch: q.flag(USAGE.domainExactSearch),
    sourcePart: q.text(USAGE.sourcePart),
    domain: q.text(USAGE.domain) || USAGE_SEARCH_DEFAULT_DOMAIN,
    imageUrl: q.text(USAGE.imageUrl),
    imageId: q.text(USAGE.imageId),
    agency: q.list(USAGE.agency),
    status: q.oneOf<ImageStatus>(USAGE.status, isImageStatus, SEARCH_URL_TEXTS.notImageStatus),
    country: ownCountry ? country : [...scrapedCountry],
    scrapedCountry,
    differenceStart: q.number(USAGE.differenceStart),
    differenceEnd: q.number(USAGE.differenceEnd),
    foundAtStart: q.foundAt(USAGE.foundAtStart),
    foundAtEnd: q.foundAt(USAGE.foundAtEnd),
    socialNetwork: q.tri(USAGE.socialNetwork),
    facebook: q.flag(USAGE.facebook),
    facebookNotDefined: q.flag(USAGE.facebookNotDefined),
    pursuable: q.tri(USAGE.pursuable),
    blacklisted: q.tri(USAGE.blacklisted),
    registeredImage: q.tri(USAGE.registeredImage),
  });
}

/**
 * A usage tab's parameters. The country is left out when `non_verified_country` fills it the
 * same, and written (even empty) when it differs, so that the link reads back the same form.
 */
export function usageSearchToQuery(form: UsageSearchForm): URLSearchParams {
  const writer = new QueryWriter()
    .text(USAGE.part, form.part)
    .text(USAGE.partForFilter, form.partForFilter)
    .text(USAGE.domainPart, form.domainPart)
    .flag(USAGE.domainExactSearch, form.domainExactSearch)
    .text(USAGE.sourcePart, form.sourcePart)
    .text(USAGE.domain, form.domain.trim() === USAGE_SEARCH_DEFAULT_DOMAIN ? '' : form.domain)
    .text(USAGE.imageUrl, form.imageUrl)
    .text(USAGE.imageId, form.imageId)
    .list(USAGE.agency, form.agency)
    .list(USAGE.status, form.status);
  const scraped = commaList(form.scrapedCountry.join(','));
  const country = commaList(form.country.join(','));
  if (scraped.length === 0) writer.list(USAGE.country, country);
  else if (!sameList(country, scraped)) writer.params.append(USAGE.country, country.join(','));
  return writer
    .list(USAGE.scrapedCountry, scraped)
    .text(USAGE.differenceStart, form.differenceStart)
    .text(USAGE.differenceEnd, form.differenceEnd)
    .text(USAGE.foundAtStart, form.foundAtStart)
    .text(USAGE.foundAtEnd, form.foundAtEnd)
    .tri(USAGE.socialNetwork, form.socialNetwork)
    .flag(USAGE.facebook, form.facebook)
    .flag(USAGE.facebookNotDefined, form.facebookNotDefined)
    .tri(USAGE.pursuable, form.pursuable)
    .tri(USAGE.blacklisted, form.blacklisted)
    .tri(USAGE.registeredImage, form.registeredImage).params;
}

// ---- Blacklisted table -------------------------------------------------------------------

export function blacklistSearchFromQuery(params: URLSearchParams): QueryRead<BlacklistSearchForm> {
  const q = new QueryReader(params);
  return q.read({
    ...EMPTY_BLACKLIST_SEARCH_FORM,
    domain: q.text(SEARCH_URL_PARAMS.blacklisted.domain),
  });
}

export function blacklistSearchToQuery(form: BlacklistSearchForm): URLSearchParams {
  return new QueryWriter().text(SEARCH_URL_PARAMS.blacklisted.domain, form.domain).params;
}
