import { Type, type Static } from 'typebox';
import { DOMAIN_RESERVE_LIMIT_MAX, DOMAINS_BATCH_SIZE, KEEP_RESERVED_MAX_IDS } from '../constants';

// Kept with the Domains page's constants (their users need no schema library).
export { DOMAIN_RESERVE_LIMIT_MAX, KEEP_RESERVED_MAX_IDS };
import { rowId } from './common';
import { DOMAIN_FLOW_STATUS_NAMES } from '../domains/domainFlowStatus';
import { CONTACT_MAX_LENGTH } from '../domains/domainForm.rules';

const nullableString = () => Type.Union([Type.String(), Type.Null()]);

/** Every flow status a domain can hold (`domain/domainFlowStatus.ts`). */
export const DomainFlowStatusSchema = Type.Enum([...DOMAIN_FLOW_STATUS_NAMES]);

/**
 * A domain (spec 000 entity "Domain"). Country codes are ISO 3166 alpha-3, language codes those
 * of `GET /dictionary/language`; `noCommercialCause` is the name of a non-commercial reason.
 * `imagesCountOnDomain` counts all sightings of the domain, whatever their status. Our addition:
 * `reservedUntil`, when the live lease of the domain ends (null when nobody holds one).
 */
export const Domain = Type.Object({
  id: Type.Integer(),
  domain: Type.String(),
  /** true commercial, false non-commercial, null not decided yet. */
  commercialWebSite: Type.Union([Type.Boolean(), Type.Null()]),
  unsureType: nullableString(),
  noCommercialCause: nullableString(),
  /** The Art shop flag. */
  gallery: Type.Boolean(),
  priorityCountry: nullableString(),
  otherCountries: nullableString(),
  priorityLanguage: nullableString(),
  otherLanguage: nullableString(),
  street: nullableString(),
  city: nullableString(),
  postcode: nullableString(),
  phoneNumber: nullableString(),
  email: nullableString(),
  companyName: nullableString(),
  facebookLink: nullableString(),
  contactFormLink: nullableString(),
  noDetailsFound: Type.Boolean(),
  blacklisted: Type.Boolean(),
  comment: nullableString(),
  returnedForComment: Type.Boolean(),
  domainFlowStatus: DomainFlowStatusSchema,
  filledByOperator: Type.Boolean(),
  imagesCountOnDomain: Type.Integer({ minimum: 0 }),
  reservedUntil: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
});
export type Domain = Static<typeof Domain>;

/** `GET /assessment_domain/reserve_pending?limit=50`: 1 to 200, 50 (`DOMAINS_BATCH_SIZE`) when absent. */
export const DomainReservePendingQuery = Type.Object({
  limit: Type.Optional(
    Type.Integer({ minimum: 1, maximum: DOMAIN_RESERVE_LIMIT_MAX, default: DOMAINS_BATCH_SIZE }),
  ),
});
export type DomainReservePendingQuery = Static<typeof DomainReservePendingQuery>;

/** `GET /assessment_domain/{id}` and the calls under it. */
export const DomainIdParams = Type.Object({ id: rowId() });
export type DomainIdParams = Static<typeof DomainIdParams>;

/**
 * `GET /assessment_domain/keep_reserved?ids=1,2,3`: a comma list (no spaces) of 0 to 100
 * positive integers; an empty list (`ids=`) is allowed and answers no ids.
 */
export const KeepReservedQuery = Type.Object({
  ids: Type.String({
    pattern: `^(?:[1-9][0-9]{0,9}(?:,[1-9][0-9]{0,9}){0,${KEEP_RESERVED_MAX_IDS - 1}})?$`,
    maxLength: KEEP_RESERVED_MAX_IDS * 11,
    description: 'Comma list of at most 100 domain ids, e.g. `1,2,3`.',
  }),
});
export type KeepReservedQuery = Static<typeof KeepReservedQuery>;

/** The answer of `keep_reserved`: which of the asked ids are still leased to the caller. */
export const KeepReservedResult = Type.Object({ ids: Type.Array(Type.Integer()) });
export type KeepReservedResult = Static<typeof KeepReservedResult>;

/** `GET /assessment_domain/{id}/images_count`: all sightings of the domain, any status. */
export const ImagesCount = Type.Object({ count: Type.Integer({ minimum: 0 }) });
export type ImagesCount = Static<typeof ImagesCount>;

/** A country or language code, or a reason's name: bounded, the server checks the value. */
const code = () => Type.Union([Type.String({ maxLength: 64 }), Type.Null()]);
/**
 * A contact field. The form rule (at most 500 characters once trimmed) gives the message; the
 * wire only bounds the body.
 */
export const contactSchema = () =>
  Type.Union([Type.String({ maxLength: CONTACT_MAX_LENGTH * 2 }), Type.Null()]);

/**
 * The schemas of the Domains page's fields (domain-model's `DOMAINS_PAGE_FIELDS`), fresh each
 * call: every field of SAVE DETAILS, which the review screens' bodies take too (each optional).
 */
export const domainFieldSchemas = () => ({
  commercialWebSite: Type.Union([Type.Boolean(), Type.Null()]),
  noCommercialCause: Type.Union([Type.String({ maxLength: 200 }), Type.Null()]),
  gallery: Type.Boolean(),
  priorityCountry: code(),
  otherCountries: code(),
  priorityLanguage: code(),
  otherLanguage: code(),
  street: contactSchema(),
  city: contactSchema(),
  postcode: contactSchema(),
  phoneNumber: contactSchema(),
  email: contactSchema(),
  companyName: contactSchema(),
  facebookLink: contactSchema(),
  contactFormLink: contactSchema(),
});

/**
 * `PUT /assessment_domain/{id}/update`: the Domains page's SAVE DETAILS, every field of
 * `DomainUpdate` (`domains/domainForm.rules.ts`, what `toDomainUpdate` gives). The server
 * validates it with `validateDomainForm` and stores what `toDomainUpdate` makes of it.
 */
export const DomainUpdateRequest = Type.Object(domainFieldSchemas(), {
  additionalProperties: false,
});
export type DomainUpdateRequest = Static<typeof DomainUpdateRequest>;
