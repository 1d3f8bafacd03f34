/*
 * The Search page's own messages: a filter field refused before the search (beyond 002 §5's two
 * spec texts, which live in TEXTS.search), and a URL parameter left out when a shared link is
 * read. These are ours, not spec texts (docs: the spec names no such message); each names the
 * field in words, or the URL parameter as it is written.
 */

/** The filter fields in words, by form key (the same key means the same words on every tab). */
export const SEARCH_FIELD_LABELS = {
  agency: 'Agency',
  imageId: 'Image ID',
  domains: 'Domains',
  domain: 'Domain',
  secondDomain: 'Second domain',
  country: 'Country',
  scrapedCountry: 'Non verified country',
  imagesCount: 'Images count',
  identicalCount: 'Identical count',
  searchedImageCount: 'Searched image count',
  searchedImageIdenticalCount: 'Searched image identical count',
  status: 'Status',
  part: 'Usage URL',
  partForFilter: 'Usage URL filter',
  domainPart: 'Domain part',
  sourcePart: 'Image source',
  imageUrl: 'Image URL',
  differenceStart: 'Difference from',
  differenceEnd: 'Difference to',
  foundAtStart: 'Found at from',
  foundAtEnd: 'Found at to',
} as const;

export type SearchFieldKey = keyof typeof SEARCH_FIELD_LABELS;

/** A filter field refused by a `decide*Search` rule. */
export const SEARCH_FIELD_TEXTS = {
  notWholeNumber: (label: string) => `${label} must be a whole number of 0 or more.`,
  tooLarge: (label: string, max: number) => `${label} must be at most ${max}.`,
  notNumber: (label: string) => `${label} must be a number.`,
  outOfRange: (label: string, min: number, max: number) =>
    `${label} must be between ${min} and ${max}.`,
  notDateTime: (label: string) => `${label} must be a real date and time as YYYY-MM-DD HH:mm:ss.`,
  notCountry: (label: string, value: string) => `${label} '${value}' is not a country code.`,
  notImageStatus: (label: string, value: string) => `${label} '${value}' is not an image status.`,
  notDomainStatus: (label: string, value: string) => `${label} '${value}' is not a domain status.`,
  tooLong: (label: string, max: number) => `${label} must be at most ${max} characters long.`,
  tooMany: (label: string, max: number) => `${label} takes at most ${max} values.`,
  greaterThan: (startLabel: string, endLabel: string) =>
    `${startLabel} must not be greater than ${endLabel.toLowerCase()}.`,
  after: (startLabel: string, endLabel: string) =>
    `${startLabel} must not be after ${endLabel.toLowerCase()}.`,
} as const;

const leftOut = (parameter: string, value: string, what: string) =>
  `The URL's ${parameter} '${value}' is not ${what}; it was left out.`;

/** A URL parameter of a shared search link that could not be used (it is left out, never thrown). */
export const SEARCH_URL_TEXTS = {
  notImageStatus: (parameter: string, value: string) =>
    leftOut(parameter, value, 'an image status'),
  notDomainStatus: (parameter: string, value: string) =>
    leftOut(parameter, value, 'a domain status'),
  notCountry: (parameter: string, value: string) =>
    leftOut(parameter, value, 'a country code (three letters, or UNDEFINED)'),
  notWholeNumber: (parameter: string, value: string) =>
    leftOut(parameter, value, 'a whole number of 0 or more'),
  notNumber: (parameter: string, value: string) => leftOut(parameter, value, 'a number'),
  notTrueOrFalse: (parameter: string, value: string) =>
    leftOut(parameter, value, "'true' or 'false'"),
  notDateTime: (parameter: string, value: string) =>
    leftOut(parameter, value, 'a real date and time as YYYY-MM-DD HH:mm:ss'),
  notPage: (value: string) => leftOut('page', value, 'a page number (1 or more)'),
  notPageSize: (value: string, sizes: readonly number[]) =>
    leftOut('size', value, `one of the page sizes ${sizes.join(', ')}`),
  notSort: (value: string, fields: readonly string[]) =>
    leftOut('sort', value, `a sort 'field,asc' or 'field,desc' over ${fields.join(', ')}`),
  tooManySorts: (max: number) =>
    `The URL has more than ${max} sort parameters; those after the first ${max} were left out.`,
} as const;
