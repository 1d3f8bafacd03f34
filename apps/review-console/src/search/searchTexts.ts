/**
 * The Search page's own texts (the specs' texts are domain-model's `TEXTS`): ours where spec 002
 * names a thing without its words.
 */
export const SEARCH_TEXTS = {
  title: 'Search',
  tabs: 'Search tables',
  imagesGrid: 'Images',
  imagesPager: 'Images pages',
  domainsGrid: 'Domains',
  domainsPager: 'Domains pages',
  domainsPerImageGrid: 'Domains with images',
  domainsPerImagePager: 'Domains with images pages',
  /** The Domains tab's switch to the domain-with-image list (001 §2.6). */
  onePerImage: 'One row per image',
  blacklistGrid: 'Blacklisted domains',
  blacklistPager: 'Blacklisted domains pages',
  addToBlacklist: 'Add domains',
  deleteTitle: 'Delete domain',
  deleteMessage: (domain: string) => `Delete ${domain} from the blacklist?`,
  deleteConfirm: 'Delete',
  alreadyListed: (domains: readonly string[]) => `Already on the blacklist: ${domains.join(', ')}`,
  /** The URL's values that were left out (002: a shared link with a bad value still opens). */
  urlProblems: 'Some values of this link could not be used and were left out:',
  /** The search landmarks. */
  imagesForm: 'Image search',
  domainsForm: 'Domain search',
  blacklistForm: 'Blacklist search',
  /** Before the first search of a tab: a hint, not an error. */
  imagesHint: 'Choose an agency or type an image ID, then press Search.',
  domainsHint: 'Type a domain name, or two to find names holding both, then press Search.',
  /** The country lists' entry for 'UNDEFINED' (002 §3: no country defined). */
  noCountry: 'No country',
  /** Labels of the fields that domain-model's SEARCH_FIELD_LABELS does not name. */
  commercial: 'Commercial',
  pursuable: 'Pursuable',
  notBlacklisted: 'Not blacklisted',
  socialDomain: 'Social media domain',
  flowStatus: 'Domain status',
  imageStatus: 'Image status',
  blacklistDomain: 'Domain name',
  /** Help under the fields. */
  domainsHelp: 'Several: separate with a comma; % stands for any text.',
  domainHelp: 'Several: separate with a comma and a space.',
  secondDomainHelp: 'With the first box: names holding both, in either order.',
  /** The combined pattern of the two domain boxes (002 §5: 'a%b, b%a'). */
  patternPreview: 'Searches for',
  /** An empty multiple select. */
  any: 'Any',
  /** A reference list that did not load. */
  referenceFailed: (what: string, message: string) => `The ${what} list did not load: ${message}`,
} as const;
