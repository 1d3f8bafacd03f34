/**
 * The usage tabs' own words (ours: spec 002 names these things without words). The specs' texts
 * come from domain-model's TEXTS (the tab names, 'OK', 'Counting error', the empty-search
 * message) and the field labels from SEARCH_FIELD_LABELS.
 */
export const USAGE_TEXTS = {
  /** The search landmarks. */
  form: { postgres: 'Usage search', clickhouse: 'ClickHouse usage search' },
  grid: { postgres: 'Usages', clickhouse: 'ClickHouse usages' },
  pager: { postgres: 'Usages pages', clickhouse: 'ClickHouse usages pages' },
  /** The field groups. */
  groupUrls: 'Usage and image',
  groupDomain: 'Domain',
  groupImage: 'Image',
  groupDates: 'Difference and found at',
  /** Labels of the fields SEARCH_FIELD_LABELS does not name. */
  domainExactSearch: 'Exact domain name',
  socialNetwork: 'Social network',
  facebook: 'Facebook',
  facebookNotDefined: 'Facebook not defined',
  pursuable: 'Pursuable',
  blacklisted: 'Blacklisted',
  registeredImage: 'Registered image',
  imageStatus: 'Image status',
  /** Help under the fields. */
  domainHelp: '% stands for any text; % alone is any domain.',
  foundAtHelp: 'DD/MM/YYYY hh:mm AM or PM, in UTC (YYYY-MM-DD HH:mm:ss also works)',
  foundAtPlaceholder: 'DD/MM/YYYY hh:mm AM',
  /** An empty multiple select; the country lists' 'UNDEFINED' (002 §3: no country defined). */
  any: 'Any',
  noCountry: 'No country',
  /** Before the first search. */
  hint: 'Fill in at least one value, then press Search.',
  /** The count: 'Total' with a spinner while it is polled (002 §4). */
  total: 'Total',
  counting: 'counting',
  totalItems: (count: number) => `Total ${count} items`,
  /** The export (issue 15). */
  exportCsv: 'Export CSV',
  exportFailed: (message: string) => `The export failed: ${message}`,
  /** The status change. */
  statusChanged: (count: number) =>
    count === 1 ? 'Status changed for 1 image' : `Status changed for ${count} images`,
  statusRefused: (message: string) => `The status was not changed: ${message}`,
  /** The usage search error modal (002 §8). */
  errorTitle: 'Usage search error',
  /** The ClickHouse engine missing (its 503, or its status 'unavailable'). */
  unavailable: (message: string) => `The ClickHouse usage search is not available: ${message}`,
  /** The ClickHouse store turned off (its status 'off', CLICKHOUSE=off; issue 16). */
  storeOff: (message: string | null) =>
    `The ClickHouse usage search is turned off on this server. ${message ?? 'Use the Usages URL search.'}`,
  /** A store unavailable without a message from the server. */
  noReason: 'the server gave no reason.',
  /** The unavailable notice's action: asks the store's status again. */
  checkAgain: 'Check again',
  /**
   * The freshness line above the ClickHouse results (docs/clickhouse.md "Freshness"); `time` is
   * the local hh:mm:ss of the check, `age` how long the oldest waiting change has waited.
   */
  upToDate: (time: string) => `Up to date with the review data (checked ${time})`,
  pendingChanges: (count: number, atLeast: boolean, age: string | null, time: string) =>
    `${atLeast ? `${count} or more changes` : count === 1 ? '1 change' : `${count} changes`}` +
    `${age ? ` from the last ${age}` : ''} ${count === 1 && !atLeast ? 'is' : 'are'} still being ` +
    `copied to ClickHouse (checked ${time})`,
  copying: 'ClickHouse is still being filled from the review data: results may be incomplete',
  seconds: (n: number) => `${n} s`,
  minutes: (n: number) => `${n} min`,
  hours: (n: number) => `${n} h`,
  /** The row's review link, in its action. */
  opensReview: 'opens the domain review in a new window',
} as const;
