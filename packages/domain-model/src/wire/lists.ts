import { Type, type Static } from 'typebox';
import { BLACKLIST_DOMAIN_MAX_LENGTH } from '../blacklist/blacklistDomain.rules';
import { IMPORT_BATCH_MAX } from '../import/importKinds';
import { rowId } from './common';
import { DomainFlowStatusSchema } from './domains';
import { ImageStatusSchema } from './images';
import {
  countryCode,
  LIST_SIZE_MAX,
  minCount,
  nullableList as list,
  nullableString,
  paging,
  sortParam,
  timestamp,
  tri,
} from './listParts';
import { BLACKLIST_SORT_FIELDS, DOMAIN_LIST_SORT_FIELDS } from '../constants';

// Plain values the console uses without the schemas: they live with the constants.
export { BLACKLIST_SORT_FIELDS, DOMAIN_LIST_SORT_FIELDS } from '../constants';

/*
 * The review tables' list calls (spec 001 §2.6, §7; spec 002 "Blacklisted table"): the blacklist,
 * the domain-with-image list (`domain_image_info`) and the sighting list, paged and sorted as
 * the contract says. The specs show no response shapes; these are ours (docs/review-api.md
 * "The review tables").
 */

export { LIST_SIZE_MAX };

// ---- The blacklist ----------------------------------------------------------------------------

/** A blacklist entry (002 "Blacklisted domain: id, domain"), with who added it and when. */
export const BlacklistedDomain = Type.Object({
  id: Type.Integer(),
  domain: Type.String(),
  createdAt: timestamp(),
  /** The name of the user who added it (null for imported or seeded entries). */
  createdBy: nullableString(),
});
export type BlacklistedDomain = Static<typeof BlacklistedDomain>;

/** `GET /blacklisted_domain?page&size&sort&domain=`: `domain` is a part of the name. */
export const BlacklistQuery = Type.Object(
  {
    ...paging(10),
    sort: sortParam(BLACKLIST_SORT_FIELDS),
    domain: Type.Optional(
      Type.String({
        maxLength: BLACKLIST_DOMAIN_MAX_LENGTH,
        description: 'A part of the domain name (case-insensitive); blank: all',
      }),
    ),
  },
  { additionalProperties: false },
);
export type BlacklistQuery = Static<typeof BlacklistQuery>;

/** At most this many entries in one `POST /blacklisted_domain/batch`. */
/** The add form's and the import's batch alike (the Import page sends up to this many rows). */
export const BLACKLIST_BATCH_MAX = IMPORT_BATCH_MAX;

/** `POST /blacklisted_domain/batch`: a list of `{ domain }` (001 §7). */
export const BlacklistBatchBody = Type.Array(
  Type.Object({ domain: Type.String({ maxLength: 1000 }) }, { additionalProperties: false }),
  { minItems: 1, maxItems: BLACKLIST_BATCH_MAX },
);
export type BlacklistBatchBody = Static<typeof BlacklistBatchBody>;

export const BlacklistBatchQuery = Type.Object(
  {
    skipInvalid: Type.Optional(
      Type.Boolean({
        description:
          'Taken and ignored: the batch always stores the valid domains and names the others in ' +
          'notValidDomains (002 §7); `strict=true` (extension import-strict) refuses the whole batch',
      }),
    ),
  },
  { additionalProperties: false },
);

/** What the batch answers (002 "Manual batch" names created, existed, notValid and their lists). */
export const BlacklistBatchResult = Type.Object({
  created: Type.Integer({ minimum: 0 }),
  createdDomains: Type.Array(Type.String()),
  existed: Type.Integer({ minimum: 0 }),
  existedDomains: Type.Array(Type.String()),
  notValid: Type.Integer({ minimum: 0 }),
  notValidDomains: Type.Array(Type.String()),
});
export type BlacklistBatchResult = Static<typeof BlacklistBatchResult>;

export const BlacklistIdParams = Type.Object({ id: rowId() });

// ---- The domain-with-image list (domain_image_info) ---------------------------------------------

/**
 * A row of the domain list (001 §2.6): the domain with its sightings counted. `country` is the
 * domain's country (priority or other, alpha-3) and `countryName` its full name;
 * `searchedImageCount` counts the distinct agency pictures (agency and image id) found on the
 * domain, `searchedImageIdenticalCount` those with an IDENTICAL sighting. `pursuable` is
 * `!notPursuable`; `blacklisted` the flag or the blacklist.
 */
export const DomainListRow = Type.Object({
  id: Type.Integer(),
  domain: Type.String(),
  country: nullableString(),
  countryName: nullableString(),
  scrapedCountry: nullableString(),
  sightingsCount: Type.Integer({ minimum: 0 }),
  identicalSightingsCount: Type.Integer({ minimum: 0 }),
  searchedImageCount: Type.Integer({ minimum: 0 }),
  searchedImageIdenticalCount: Type.Integer({ minimum: 0 }),
  domainFlowStatus: DomainFlowStatusSchema,
  commercial: Type.Union([Type.Boolean(), Type.Null()]),
  pursuable: Type.Boolean(),
  blacklisted: Type.Boolean(),
  socialDomain: Type.Boolean(),
});
export type DomainListRow = Static<typeof DomainListRow>;

/**
 * A row of the domain-with-image list (001 §2.6 names it; docs/table-kit.md chose its shape):
 * the domain list's fields for one domain and one of its sightings, so a domain shows once per
 * sighting. `id` is the sighting's id (unique per row), `domainId` the domain's; `imageId` and
 * `imageUrl` are the sighting's.
 */
export const DomainImageListRow = Type.Object({
  ...DomainListRow.properties,
  domainId: Type.Integer(),
  imageId: Type.String(),
  imageUrl: nullableString(),
});
export type DomainImageListRow = Static<typeof DomainImageListRow>;

/** The domain-with-image list sorts by the domain list's fields (`id`: the sighting's) and these. */
export const DOMAIN_IMAGE_LIST_SORT_FIELDS = [
  ...DOMAIN_LIST_SORT_FIELDS,
  'domainId',
  'imageId',
  'imageUrl',
] as const;

/**
 * `POST /assessment_domain/domain_image_info?page&size&sort&perImage`: `perImage=true` answers
 * the domain-with-image list (one row per domain and sighting); absent or false, the domain list.
 * The image fields sort only with `perImage=true` (the server refuses them otherwise). `perImage`
 * is the extension `domain-with-image`: a server without extensions ignores it.
 */
export const DomainListQuery = Type.Object(
  {
    ...paging(10),
    sort: sortParam(DOMAIN_IMAGE_LIST_SORT_FIELDS),
    perImage: Type.Optional(
      Type.Boolean({
        description:
          'The extension domain-with-image. true: one row per domain and sighting (the domain-with-image list); absent or false: one row per domain',
      }),
    ),
  },
  { additionalProperties: false },
);
export type DomainListQuery = Static<typeof DomainListQuery>;

/**
 * The domain list's filter: the Search page's domain search (002 §3 "Domain search filters:
 * domains, country, scrapedCountry, imagesCount, identicalCount, status, commercial, pursuable,
 * notBlacklisted, socialDomain"), a small part of 001 §3's filter builder. `domains`: name
 * patterns, each found anywhere in the name with `%` for any text (002 §5's pair pattern 'a%b';
 * any of them); `status`: domain flow statuses (any of them); countries (the domain's, and the
 * scraped one; UNDEFINED for none); minimum sighting counts; and the tri-state flags
 * (`notBlacklisted` true: not blacklisted, false: blacklisted). Every field is optional; null or
 * absent matches any.
 */
export const DomainListFilter = Type.Object(
  {
    domains: list(Type.String({ minLength: 1, maxLength: BLACKLIST_DOMAIN_MAX_LENGTH }), 300),
    country: list(countryCode(), 300),
    scrapedCountry: list(countryCode(), 300),
    imagesCount: minCount('At least this many sightings'),
    identicalCount: minCount('At least this many IDENTICAL sightings'),
    status: list(DomainFlowStatusSchema, 20),
    commercial: tri(),
    pursuable: tri(),
    notBlacklisted: tri('true: domains not blacklisted; false: blacklisted; null: any'),
    socialDomain: tri(),
  },
  { additionalProperties: false },
);
export type DomainListFilter = Static<typeof DomainListFilter>;

// ---- The sighting list --------------------------------------------------------------------------

/**
 * A row of the sighting list (001 §2.6): the sighting with its domain's country, pursuable and
 * blacklist facts.
 */
export const SightingListRow = Type.Object({
  id: Type.Integer(),
  status: ImageStatusSchema,
  agency: Type.String(),
  imageId: Type.String(),
  delivered: Type.Boolean(),
  country: nullableString(),
  countryName: nullableString(),
  scrapedCountry: nullableString(),
  imageUrl: nullableString(),
  domainId: Type.Integer(),
  domain: Type.String(),
  usageUrl: nullableString(),
  foundAt: Type.Union([timestamp(), Type.Null()]),
  difference: Type.Union([Type.Number(), Type.Null()]),
  pursuable: Type.Boolean(),
  notBlacklisted: Type.Boolean(),
});
export type SightingListRow = Static<typeof SightingListRow>;

export const SIGHTING_LIST_SORT_FIELDS = [
  'id',
  'status',
  'agency',
  'imageId',
  'country',
  'scrapedCountry',
  'imageUrl',
  'domain',
  'usageUrl',
  'foundAt',
  'difference',
  'pursuable',
  'notBlacklisted',
] as const;

/** `GET /assessment_image?page&size&sort&domainId&status`: status repeatable. */
export const SightingListQuery = Type.Object(
  {
    ...paging(10),
    sort: sortParam(SIGHTING_LIST_SORT_FIELDS),
    domainId: Type.Optional(rowId()),
    status: Type.Optional(Type.Array(ImageStatusSchema, { maxItems: 7 })),
  },
  { additionalProperties: false },
);
export type SightingListQuery = Static<typeof SightingListQuery>;
