import { BLACKLIST_DOMAIN_MAX_LENGTH } from '../blacklist/blacklistDomain.rules';
import {
  SEARCH_ID_MAX_LENGTH,
  SEARCH_LIST_MAX,
  SEARCH_URL_PART_MAX_LENGTH,
  USAGE_SEARCH_DEFAULT_DOMAIN,
} from '../constants';
import { isImageStatus, type ImageStatus } from '../images/imageStatus';
import { TEXTS } from '../texts';
import type { UsageSearchFilter } from '../wire/search';
import { isUsageSearchFilterEmpty } from './filterPresence.rules';
import { FieldChecks, type SearchDecision, type TriState } from './searchForm';
import { SEARCH_FIELD_TEXTS } from './searchTexts';

/**
 * The Usages URL and Clickhouse Usage url tabs' search (spec 002 §3 "Usage search payload", §5,
 * §9): at least one value; the default domain wildcard alone is none.
 */

export interface UsageSearchForm {
  /** A part of the usage URL. */
  part: string;
  /** A second part the usage URL must contain as well. */
  partForFilter: string;
  /** A part of the domain name (the whole name with `domainExactSearch`). */
  domainPart: string;
  domainExactSearch: boolean;
  /** A part of the image source. */
  sourcePart: string;
  /** A domain name pattern; USAGE_SEARCH_DEFAULT_DOMAIN ('%', any) by default. */
  domain: string;
  imageUrl: string;
  imageId: string;
  agency: string[];
  status: ImageStatus[];
  /** Alpha-3 codes or 'UNDEFINED'. */
  country: string[];
  scrapedCountry: string[];
  /** Numbers as typed. */
  differenceStart: string;
  differenceEnd: string;
  /** 'YYYY-MM-DD HH:mm:ss' in UTC (002 §9), or ''. */
  foundAtStart: string;
  foundAtEnd: string;
  socialNetwork: TriState;
  facebook: boolean;
  facebookNotDefined: boolean;
  pursuable: TriState;
  blacklisted: TriState;
  registeredImage: TriState;
}

export const EMPTY_USAGE_SEARCH_FORM: UsageSearchForm = {
  part: '',
  partForFilter: '',
  domainPart: '',
  domainExactSearch: false,
  sourcePart: '',
  domain: USAGE_SEARCH_DEFAULT_DOMAIN,
  imageUrl: '',
  imageId: '',
  agency: [],
  status: [],
  country: [],
  scrapedCountry: [],
  differenceStart: '',
  differenceEnd: '',
  foundAtStart: '',
  foundAtEnd: '',
  socialNetwork: null,
  facebook: false,
  facebookNotDefined: false,
  pursuable: null,
  blacklisted: null,
  registeredImage: null,
};

/**
 * The usage tabs' search button: the full payload (every key, null for none; a blank domain is
 * the default wildcard), refused with our message for a field out of bounds or a range whose
 * start is past its end, and with 'Search values can not be empty!' when it holds no value
 * (002 §5).
 */
export function decideUsageSearch(form: UsageSearchForm): SearchDecision<UsageSearchFilter> {
  const checks = new FieldChecks();
  const part = checks.text('part', form.part, SEARCH_URL_PART_MAX_LENGTH);
  const partForFilter = checks.text(
    'partForFilter',
    form.partForFilter,
    SEARCH_URL_PART_MAX_LENGTH,
  );
  const domainPart = checks.text('domainPart', form.domainPart, BLACKLIST_DOMAIN_MAX_LENGTH);
  const sourcePart = checks.text('sourcePart', form.sourcePart, SEARCH_URL_PART_MAX_LENGTH);
  const domain =
    checks.text('domain', form.domain, BLACKLIST_DOMAIN_MAX_LENGTH) ??
    (form.domain.trim() === '' ? USAGE_SEARCH_DEFAULT_DOMAIN : null);
  const imageUrl = checks.text('imageUrl', form.imageUrl, SEARCH_URL_PART_MAX_LENGTH);
  const imageId = checks.text('imageId', form.imageId, SEARCH_ID_MAX_LENGTH);
  const agency = checks.list('agency', form.agency, SEARCH_ID_MAX_LENGTH, SEARCH_LIST_MAX);
  const status = checks.oneOf(
    'status',
    form.status,
    isImageStatus,
    SEARCH_FIELD_TEXTS.notImageStatus,
  );
  const country = checks.countries('country', form.country, SEARCH_LIST_MAX);
  const scrapedCountry = checks.countries('scrapedCountry', form.scrapedCountry, SEARCH_LIST_MAX);
  const differenceStart = checks.number('differenceStart', form.differenceStart);
  const differenceEnd = checks.number('differenceEnd', form.differenceEnd);
  checks.range(
    'differenceStart',
    differenceStart,
    'differenceEnd',
    differenceEnd,
    SEARCH_FIELD_TEXTS.greaterThan,
  );
  const foundAtStart = checks.foundAt('foundAtStart', form.foundAtStart);
  const foundAtEnd = checks.foundAt('foundAtEnd', form.foundAtEnd);
  checks.range('foundAtStart', foundAtStart, 'foundAtEnd', foundAtEnd, SEARCH_FIELD_TEXTS.after);
  const refused = checks.invalid();
  if (refused) return refused;
  const filter: UsageSearchFilter = {
    part,
    domainPart,
    sourcePart,
    socialNetwork: form.socialNetwork,
    domainExactSearch: form.domainExactSearch,
    facebook: form.facebook,
    facebookNotDefined: form.facebookNotDefined,
    partForFilter,
    status,
    agency,
    imageId,
    imageUrl,
    domain,
    pursuable: form.pursuable,
    differenceStart,
    differenceEnd,
    foundAtStart,
    foundAtEnd,
    blacklisted: form.blacklisted,
    country,
    scrapedCountry,
    registeredImage: form.registeredImage,
  };
  if (isUsageSearchFilterEmpty(filter))
    return { kind: 'invalid', message: TEXTS.search.searchValuesEmpty, field: 'part' };
  return { kind: 'search', filter };
}
