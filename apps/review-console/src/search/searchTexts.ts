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
} as const;
