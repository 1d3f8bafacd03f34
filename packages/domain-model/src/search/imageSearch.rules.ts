import { BLACKLIST_DOMAIN_MAX_LENGTH } from '../blacklist/blacklistDomain.rules';
import { isImageStatus, type ImageStatus } from '../images/imageStatus';
import { TEXTS } from '../texts';
import { SEARCH_ID_MAX_LENGTH, SEARCH_LIST_MAX } from '../constants';
import type { ImageSearchFilter } from '../wire/search';
import { domainSearchPatterns } from './domainSearch.rules';
import { isImageSearchFilterEmpty } from './filterPresence.rules';
import { FieldChecks, type SearchDecision, type TriState } from './searchForm';
import { SEARCH_FIELD_LABELS, SEARCH_FIELD_TEXTS } from './searchTexts';

/**
 * The Images table tab's search (spec 002 §3 "Image search filters", §5): agency or image ID
 * is required; the rest narrows.
 */

export interface ImageSearchForm {
  agency: string[];
  imageId: string;
  /** Domain name patterns, separated by commas ('%' any text). */
  domains: string;
  /** Alpha-3 codes or 'UNDEFINED'. */
  country: string[];
  /** Minimums as typed. */
  imagesCount: string;
  identicalCount: string;
  searchedImageCount: string;
  searchedImageIdenticalCount: string;
  status: ImageStatus[];
  commercial: TriState;
  pursuable: TriState;
  notBlacklisted: TriState;
}

export const EMPTY_IMAGE_SEARCH_FORM: ImageSearchForm = {
  agency: [],
  imageId: '',
  domains: '',
  country: [],
  imagesCount: '',
  identicalCount: '',
  searchedImageCount: '',
  searchedImageIdenticalCount: '',
  status: [],
  commercial: null,
  pursuable: null,
  notBlacklisted: null,
};

/**
 * The Images tab's search button: refused with 'Search values can not be empty!' without an
 * agency and an image ID (002 §5), or with our message for a field out of bounds; else the full
 * filter (every key, null for none).
 */
export function decideImageSearch(form: ImageSearchForm): SearchDecision<ImageSearchFilter> {
  if (isImageSearchFilterEmpty({ agency: form.agency, imageId: form.imageId }))
    return { kind: 'invalid', message: TEXTS.search.searchValuesEmpty, field: 'agency' };
  const checks = new FieldChecks();
  const agency = checks.list('agency', form.agency, SEARCH_ID_MAX_LENGTH, SEARCH_LIST_MAX);
  const imageId = checks.text('imageId', form.imageId, SEARCH_ID_MAX_LENGTH);
  const patterns = domainSearchPatterns(form.domains, '');
  if (patterns.length > SEARCH_LIST_MAX)
    checks.refuse(
      'domains',
      SEARCH_FIELD_TEXTS.tooMany(SEARCH_FIELD_LABELS.domains, SEARCH_LIST_MAX),
    );
  if (patterns.some((pattern) => pattern.length > BLACKLIST_DOMAIN_MAX_LENGTH))
    checks.refuse(
      'domains',
      SEARCH_FIELD_TEXTS.tooLong(SEARCH_FIELD_LABELS.domains, BLACKLIST_DOMAIN_MAX_LENGTH),
    );
  const country = checks.countries('country', form.country, SEARCH_LIST_MAX);
  const imagesCount = checks.count('imagesCount', form.imagesCount);
  const identicalCount = checks.count('identicalCount', form.identicalCount);
  const searchedImageCount = checks.count('searchedImageCount', form.searchedImageCount);
  const searchedImageIdenticalCount = checks.count(
    'searchedImageIdenticalCount',
    form.searchedImageIdenticalCount,
  );
  const status = checks.oneOf(
    'status',
    form.status,
    isImageStatus,
    SEARCH_FIELD_TEXTS.notImageStatus,
  );
  const filter: ImageSearchFilter = {
    agency,
    imageId,
    domains: patterns.length === 0 ? null : patterns,
    country,
    imagesCount,
    identicalCount,
    searchedImageCount,
    searchedImageIdenticalCount,
    status,
    commercial: form.commercial,
    pursuable: form.pursuable,
    notBlacklisted: form.notBlacklisted,
  };
  return checks.invalid() ?? { kind: 'search', filter };
}
