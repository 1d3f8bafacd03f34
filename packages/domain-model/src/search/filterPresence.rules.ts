import { USAGE_SEARCH_DEFAULT_DOMAIN } from '../constants';
import type { ImageSearchFilter, UsageSearchFilter } from '../wire/search';

/*
 * Whether a search filter holds anything to search by (002 §5: an empty search is refused with
 * 'Search values can not be empty!'). The Search page disables its button with these, and the
 * server refuses the same filters with 400: one rule on both sides.
 */

const hasText = (value: string | null | undefined): boolean =>
  typeof value === 'string' && value.trim() !== '';

const hasItems = (values: readonly string[] | null | undefined): boolean =>
  Array.isArray(values) && values.some((value) => hasText(value));

const isSet = (value: unknown): boolean => value !== null && value !== undefined;

/**
 * True when the image search has neither an agency (a list with a non-blank name) nor a
 * non-blank image id (002 §5 "needs agency or image ID"): the other fields only narrow a
 * search by one of those.
 */
export function isImageSearchFilterEmpty(filter: ImageSearchFilter): boolean {
  return !hasItems(filter.agency) && !hasText(filter.imageId);
}

/**
 * The usage search's domain pattern holds no value: blank, or nothing but the default
 * wildcard `%` (also `%%`: any domain all the same).
 */
export function isDefaultUsageDomain(domain: string | null | undefined): boolean {
  if (!hasText(domain)) return true;
  const trimmed = domain!.trim();
  return trimmed === USAGE_SEARCH_DEFAULT_DOMAIN || /^%+$/.test(trimmed);
}

/**
 * True when no field of the usage search holds a value. Not values: null or absent fields, blank
 * strings, empty lists, the default domain wildcard (`isDefaultUsageDomain`), `facebook` and
 * `facebookNotDefined` when false, and `domainExactSearch` at all (it only says how `domainPart`
 * is matched). The three-way flags (`socialNetwork`, `pursuable`, `blacklisted`,
 * `registeredImage`) count when true or false; a difference bound counts when it is a number
 * (0 too).
 */
export function isUsageSearchFilterEmpty(filter: UsageSearchFilter): boolean {
  const texts = [
    filter.part,
    filter.domainPart,
    filter.sourcePart,
    filter.partForFilter,
    filter.imageId,
    filter.imageUrl,
    filter.foundAtStart,
    filter.foundAtEnd,
  ];
  const lists = [filter.status, filter.agency, filter.country, filter.scrapedCountry];
  const triState = [
    filter.socialNetwork,
    filter.pursuable,
    filter.blacklisted,
    filter.registeredImage,
  ];
  const numbers = [filter.differenceStart, filter.differenceEnd];
  return !(
    texts.some(hasText) ||
    lists.some(hasItems) ||
    triState.some(isSet) ||
    numbers.some((value) => typeof value === 'number' && Number.isFinite(value)) ||
    filter.facebook === true ||
    filter.facebookNotDefined === true ||
    !isDefaultUsageDomain(filter.domain)
  );
}
