import { Type, type Static } from 'typebox';
import { BLACKLIST_DOMAIN_MAX_LENGTH } from '../blacklist/blacklistDomain.rules';
import { rowId } from './common';
import { DomainFlowStatusSchema } from './domains';
import { ImageStatusSchema } from './images';
import {
  countryCode,
  minCount,
  nullableList,
  nullableString,
  paging,
  sortParam,
  timestamp,
  tri,
} from './listParts';
import {
  IMAGE_SEARCH_SORT_FIELDS,
  SEARCH_ID_MAX_LENGTH,
  SEARCH_LIST_MAX,
  SEARCH_URL_PART_MAX_LENGTH,
  USAGE_SORT_FIELDS,
} from '../constants';

// Plain values the console uses without the schemas: they live with the constants.
export {
  IMAGE_SEARCH_SORT_FIELDS,
  SEARCH_ID_MAX_LENGTH,
  SEARCH_LIST_MAX,
  SEARCH_URL_PART_MAX_LENGTH,
  USAGE_SORT_FIELDS,
};

/*
 * The Search page's calls (spec 002 §2, §3, §7 "Search"): the image search, the usage search
 * (without counting, the count as a job, the CSV export), the ClickHouse usage search and the
 * bulk status change. The domain search is the domain list's `domain_image_info` with the
 * filter of `DomainListFilter` (lists.ts), the blacklist search its `GET /blacklisted_domain`.
 * The specs show the paths of the usage calls and no response shapes; the rest is ours
 * (docs/search.md).
 */

/** A text filter of at most `maxLength` characters; null or absent for any. */
const text = (maxLength: number, description: string) =>
  Type.Optional(Type.Union([Type.String({ maxLength }), Type.Null()], { description }));

/**
 * A moment of the found-at range: sent as 'yyyy-MM-DD kk:mm:ss' (002 §9), taken as UTC; an
 * ISO-8601 date-time with its offset is accepted as well. A day or month out of range is refused.
 */
export const FOUND_AT_PATTERN =
  '^\\d{4}-\\d{2}-\\d{2}[ T]\\d{2}:\\d{2}(:\\d{2}(\\.\\d{1,6})?)?(Z|[+-]\\d{2}:?\\d{2})?$';
const foundAt = (description: string) =>
  Type.Optional(
    Type.Union([Type.String({ pattern: FOUND_AT_PATTERN, maxLength: 40 }), Type.Null()], {
      description,
    }),
  );

const agencyName = () => Type.String({ minLength: 1, maxLength: SEARCH_ID_MAX_LENGTH });

// ---- The image search (the Images table tab) -----------------------------------------------

/**
 * The image search's filter (002 §3 "Image search filters"). `agency` or `imageId` is required
 * (002 §5; the server answers 400 'Search values can not be empty!' without both). `domains`
 * are name patterns, each found anywhere in the name, `%` standing for any text (the pair pattern
 * 'a%b'). The four counts are minimums over the sighting's domain: its sightings, its IDENTICAL
 * sightings, its distinct agency pictures and those with an IDENTICAL sighting.
 */
export const ImageSearchFilter = Type.Object(
  {
    agency: nullableList(agencyName(), SEARCH_LIST_MAX, 'Agencies (exact names); any of them'),
    imageId: text(SEARCH_ID_MAX_LENGTH, "The agency's image id (exact, trimmed)"),
    domains: nullableList(
      Type.String({ minLength: 1, maxLength: BLACKLIST_DOMAIN_MAX_LENGTH }),
      SEARCH_LIST_MAX,
      'Domain name patterns: each found anywhere in the name, `%` any text; any of them',
    ),
    country: nullableList(countryCode(), SEARCH_LIST_MAX, "The domain's country; UNDEFINED: none"),
    imagesCount: minCount('At least this many sightings on the domain'),
    identicalCount: minCount('At least this many IDENTICAL sightings on the domain'),
    searchedImageCount: minCount('At least this many distinct agency pictures on the domain'),
    searchedImageIdenticalCount: minCount(
      'At least this many distinct agency pictures with an IDENTICAL sighting on the domain',
    ),
    status: nullableList(ImageStatusSchema, 7, 'Image statuses; any of them'),
    commercial: tri('true: commercial websites; false: non-commercial; null: any'),
    pursuable: tri('true: pursuable domains; false: not pursuable; null: any'),
    notBlacklisted: tri('true: domains not blacklisted; false: blacklisted; null: any'),
  },
  { additionalProperties: false },
);
export type ImageSearchFilter = Static<typeof ImageSearchFilter>;

/** A row of the image search (002 §3 "Image and domain rows"): the sighting and its domain. */
export const ImageSearchRow = Type.Object({
  id: Type.Integer(),
  status: ImageStatusSchema,
  delivered: Type.Boolean(),
  agency: Type.String(),
  imageId: Type.String(),
  imageUrl: nullableString(),
  usageUrl: nullableString(),
  foundAt: Type.Union([timestamp(), Type.Null()]),
  difference: Type.Union([Type.Number(), Type.Null()]),
  domainId: Type.Integer(),
  domain: Type.String(),
  country: nullableString(),
  countryName: nullableString(),
  scrapedCountry: nullableString(),
  domainFlowStatus: DomainFlowStatusSchema,
  commercialWebSite: Type.Union([Type.Boolean(), Type.Null()]),
  notPursuable: Type.Boolean(),
  blacklisted: Type.Boolean(),
});
export type ImageSearchRow = Static<typeof ImageSearchRow>;

/** `POST /assessment_image/search?page&size&sort` (body: `ImageSearchFilter`). */
export const ImageSearchQuery = Type.Object(
  { ...paging(10), sort: sortParam(IMAGE_SEARCH_SORT_FIELDS) },
  { additionalProperties: false },
);
export type ImageSearchQuery = Static<typeof ImageSearchQuery>;

// ---- The usage search (the Usages URL and Clickhouse Usage url tabs) ------------------------

/**
 * The usage search's payload (002 §3 "Usage search payload"), every field optional, null or
 * absent for any. Text parts are found anywhere, case-insensitively. At least one value is
 * needed (002 §5): a search of nothing but the default domain wildcard is refused with 400
 * 'Search values can not be empty!'.
 */
export const UsageSearchFilter = Type.Object(
  {
    part: text(SEARCH_URL_PART_MAX_LENGTH, 'A part of the usage URL'),
    domainPart: text(
      BLACKLIST_DOMAIN_MAX_LENGTH,
      'A part of the domain name (the whole name with domainExactSearch)',
    ),
    sourcePart: text(SEARCH_URL_PART_MAX_LENGTH, 'A part of the image source'),
    socialNetwork: tri('true: social media domains only; false: websites only; null: any'),
    domainExactSearch: tri('true: domainPart is the whole domain name'),
    facebook: tri('true: only domains with a Facebook link'),
    facebookNotDefined: tri('true: only domains without a Facebook link'),
    partForFilter: text(
      SEARCH_URL_PART_MAX_LENGTH,
      'A second part the usage URL must contain as well',
    ),
    status: nullableList(ImageStatusSchema, 7, 'Image statuses; any of them'),
    agency: nullableList(agencyName(), SEARCH_LIST_MAX, 'Agencies (exact names); any of them'),
    imageId: text(SEARCH_ID_MAX_LENGTH, "The agency's image id (exact)"),
    imageUrl: text(SEARCH_URL_PART_MAX_LENGTH, 'A part of the image URL'),
    domain: text(
      BLACKLIST_DOMAIN_MAX_LENGTH,
      'A domain name pattern over the whole name, `%` any text (default `%`: any domain)',
    ),
    pursuable: tri('true: pursuable domains; false: not pursuable; null: any'),
    differenceStart: Type.Optional(
      Type.Union([Type.Number({ minimum: -1e9, maximum: 1e9 }), Type.Null()]),
    ),
    differenceEnd: Type.Optional(
      Type.Union([Type.Number({ minimum: -1e9, maximum: 1e9 }), Type.Null()]),
    ),
    foundAtStart: foundAt('Found at or after this moment'),
    foundAtEnd: foundAt('Found at or before this moment'),
    blacklisted: tri('true: blacklisted domains; false: not blacklisted; null: any'),
    country: nullableList(countryCode(), SEARCH_LIST_MAX, "The domain's country; UNDEFINED: none"),
    scrapedCountry: nullableList(
      countryCode(),
      SEARCH_LIST_MAX,
      "The domain's scraped (non verified) country; UNDEFINED: none",
    ),
    registeredImage: tri('true: registered images only; false: not registered; null: any'),
  },
  { additionalProperties: false },
);
export type UsageSearchFilter = Static<typeof UsageSearchFilter>;

/** A row of the usage tables (002 §3 "Usage row"), with the sighting's own facts after them. */
export const UsageRow = Type.Object({
  id: Type.Integer(),
  status: ImageStatusSchema,
  delivered: Type.Boolean(),
  originalImageFileName: nullableString(),
  imageUrl: nullableString(),
  usageUrl: nullableString(),
  country: nullableString(),
  scrapedCountry: nullableString(),
  domainPursuable: Type.Boolean(),
  blacklisted: Type.Boolean(),
  difference: Type.Union([Type.Number(), Type.Null()]),
  agency: Type.String(),
  imageId: Type.String(),
  foundAt: Type.Union([timestamp(), Type.Null()]),
  domainId: Type.Integer(),
  domain: Type.String(),
});
export type UsageRow = Static<typeof UsageRow>;

/**
 * `POST /assessment_image/by_usage_url_part_without_counting?page&size&sort` (and the same path
 * ending `_clickhouse`): default size 1000, default sort `foundAt,desc` (002 §9).
 */
export const UsageSearchQuery = Type.Object(
  { ...paging(1000), sort: sortParam(USAGE_SORT_FIELDS) },
  { additionalProperties: false },
);
export type UsageSearchQuery = Static<typeof UsageSearchQuery>;

/**
 * A page of the usage search, without counting: the rows, whether a next page exists, and the
 * id of the count job (`GET /assessment_image/get_counting/{countId}`).
 */
/**
 * The states of the ClickHouse usage store (issue 16): `off` (the server runs with
 * `CLICKHOUSE=off`), `unavailable` (the embedded engine cannot load on this platform, or the
 * ClickHouse server does not answer), `copying` (the first full copy from PostgreSQL is under
 * way: answers may miss sightings), `ready`.
 */
export const USAGE_STORE_STATES = ['off', 'unavailable', 'copying', 'ready'] as const;
export type UsageStoreState = (typeof USAGE_STORE_STATES)[number];

/**
 * How the ClickHouse usage store stands and how fresh it is: the changes made in PostgreSQL
 * that have not reached it yet (`pendingChanges`, the oldest made at `oldestPendingAt`), and
 * the last moment it held every change (`syncedAt`). `GET /assessment_image/clickhouse_status`,
 * and `freshness` of every ClickHouse usage page.
 */
export const UsageStoreStatus = Type.Object({
  state: Type.Union([
    Type.Literal('off'),
    Type.Literal('unavailable'),
    Type.Literal('copying'),
    Type.Literal('ready'),
  ]),
  /** Why the store is off or unavailable, or the last failure of the copying (else null). */
  message: nullableString(),
  pendingChanges: Type.Integer({ minimum: 0 }),
  oldestPendingAt: nullableString(),
  syncedAt: nullableString(),
  /** When this was read (ISO 8601). */
  checkedAt: Type.String(),
});
export type UsageStoreStatus = Static<typeof UsageStoreStatus>;

export const UsagePage = Type.Object({
  content: Type.Array(UsageRow),
  number: Type.Integer({ minimum: 0 }),
  size: Type.Integer({ minimum: 1 }),
  hasNext: Type.Boolean(),
  countId: Type.String({ format: 'uuid' }),
  /** The ClickHouse search only: how fresh the store was when it answered. */
  freshness: Type.Optional(UsageStoreStatus),
});
export type UsagePage = Static<typeof UsagePage>;

/**
 * A count job's id: a UUID. A pattern rather than `format: 'uuid'`: the server's validator
 * checks no formats (it warns and ignores them), and a malformed id must be a 400, never a
 * database error.
 */
export const COUNT_ID_PATTERN =
  '^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$';

export const UsageCountParams = Type.Object({
  countId: Type.String({ pattern: COUNT_ID_PATTERN }),
});

/**
 * The count job of a usage search (002 §3 "Usage count: returned separately with a countId and a
 * count"): `count` null while it runs; a failed count has `error` 'Counting error' (002 §8).
 */
export const UsageCount = Type.Object({
  countId: Type.String({ format: 'uuid' }),
  count: Type.Union([Type.Integer({ minimum: 0 }), Type.Null()]),
  error: nullableString(),
});
export type UsageCount = Static<typeof UsageCount>;

/** At most this many rows in one CSV export of a usage search. */
export const USAGE_EXPORT_MAX_ROWS = 1_000_000;

/** `POST /assessment_image/by_usage_url_part/csv?sort` (body: `UsageSearchFilter`). */
export const UsageExportQuery = Type.Object(
  { sort: sortParam(USAGE_SORT_FIELDS) },
  { additionalProperties: false },
);
export type UsageExportQuery = Static<typeof UsageExportQuery>;

// ---- The bulk status change ---------------------------------------------------------------------

/** At most this many images in one bulk status change (a usage page). */
export const STATUS_BATCH_MAX = 1000;

/** `PUT /assessment_image/status_batch`: one status for the given images (002 §4). */
export const StatusBatchBody = Type.Object(
  {
    ids: Type.Array(rowId(), { minItems: 1, maxItems: STATUS_BATCH_MAX, uniqueItems: true }),
    status: ImageStatusSchema,
  },
  { additionalProperties: false },
);
export type StatusBatchBody = Static<typeof StatusBatchBody>;

/** What the bulk status change answers: the images as stored now (id, status, delivered). */
export const StatusBatchResult = Type.Object({
  images: Type.Array(
    Type.Object({ id: Type.Integer(), status: ImageStatusSchema, delivered: Type.Boolean() }),
  ),
});
export type StatusBatchResult = Static<typeof StatusBatchResult>;
