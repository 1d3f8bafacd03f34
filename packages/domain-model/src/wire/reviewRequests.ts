import { IMAGE_FILTER_SIZE_MAX } from '../constants';
import { Type, type Static, type TObject, type TOptional, type TSchema } from 'typebox';
import { QUALITY_CONTROL_RESERVE_LIMIT } from '../constants';
import { CONTACT_MAX_LENGTH } from '../domains/domainForm.rules';
import { rowId } from './common';
import { contactSchema, DomainUpdateRequest, domainFieldSchemas } from './domains';
import { ImageStatusSchema } from './images';
import { ReviewDomain, ReviewImage } from './review';

/*
 * The queries and bodies of the review screens' calls (spec 001 §7; docs/review-api.md): the
 * server validates and documents with them, and the update bodies follow the round-trip rule
 * (docs/review-api.md "The update round trip"). The answers are in `review.ts`.
 */

// ---- Queries ---------------------------------------------------------------------------------

/** At most this many domains in one QC or FR reservation. */
export const REVIEW_RESERVE_LIMIT_MAX = 50;
/**
 * The domains a review queue leases when the call names no `limit`: one, as quality control
 * reserves (`QUALITY_CONTROL_RESERVE_LIMIT`, 001 §7, §9); final review the same.
 */
export const REVIEW_RESERVE_LIMIT_DEFAULT = QUALITY_CONTROL_RESERVE_LIMIT;

const reserveLimit = (description: string) =>
  Type.Optional(
    Type.Integer({
      minimum: 1,
      maximum: REVIEW_RESERVE_LIMIT_MAX,
      default: REVIEW_RESERVE_LIMIT_DEFAULT,
      description,
    }),
  );
const domainName = () => Type.String({ minLength: 1, maxLength: 253 });
/** `resume=true` (extension `review-queues`): the caller's own live leases first. */
const resume = () =>
  Type.Optional(
    Type.Boolean({
      description:
        "Extension `review-queues`: `true` answers the caller's own live leases first (a reload resumes its domain), then free ones; ignored by a server without extensions",
    }),
  );

/**
 * `GET /assessment_domain/reserve_pending_quality_control?limit=1` (001 §7), with the extension
 * `review-queues`'s `social`, `domainName` and `resume`.
 */
export const ReserveQualityControlQuery = Type.Object(
  {
    limit: reserveLimit('How many domains to lease (the spec sends 1)'),
    domainName: Type.Optional(
      Type.String({
        minLength: 1,
        maxLength: 253,
        description:
          'Extension `review-queues`: only this domain (the spec reserves by name with reserve_pending_review_domain)',
      }),
    ),
    social: Type.Optional(
      Type.Boolean({
        description:
          "Extension `review-queues`: `true` social media QC's queue (social profiles; needs socialMediaPermitted), `false` quality control's (websites; needs qualityControlPermission); absent, the spec's one queue",
      }),
    ),
    resume: resume(),
  },
  { additionalProperties: false },
);
export type ReserveQualityControlQuery = Static<typeof ReserveQualityControlQuery>;

/** `GET /assessment_domain/reserve_pending_review` (001 §7), with `review-queues`'s `limit` and `resume`. */
export const ReservePendingReviewQuery = Type.Object(
  {
    limit: reserveLimit(
      'Extension `review-queues`: how many domains to lease (the spec sends no parameter: one)',
    ),
    resume: resume(),
  },
  { additionalProperties: false },
);
export type ReservePendingReviewQuery = Static<typeof ReservePendingReviewQuery>;

/** `GET /assessment_domain/reserve_pending_review_domain?domain=x`. */
export const ReserveReviewDomainQuery = Type.Object(
  { domain: domainName() },
  { additionalProperties: false },
);
export type ReserveReviewDomainQuery = Static<typeof ReserveReviewDomainQuery>;

/** `GET /assessment_domain/{id}/images_by_domain?sort=agency,asc|desc`. */
export const ImagesByDomainQuery = Type.Object(
  {
    sort: Type.Optional(
      Type.String({
        pattern: '^agency[,_](asc|desc|ASC|DESC)$',
        description: '`agency,asc|desc` (also `agency_asc`, as the screen may send it)',
      }),
    ),
  },
  { additionalProperties: false },
);
export type ImagesByDomainQuery = Static<typeof ImagesByDomainQuery>;

/** The sort fields of `images_by_domain_filter`'s `sort=field,dir` (extension `review-paging`). */
export const IMAGE_FILTER_SORT_FIELDS = [
  'status',
  'agency',
  'imageId',
  'imageUrl',
  'usageUrl',
  'difference',
  'foundAt',
  'createdAt',
  'updatedAt',
  'delivered',
  'id',
] as const;
export type ImageFilterSortField = (typeof IMAGE_FILTER_SORT_FIELDS)[number];

/**
 * The keys of the spec's `sort=key_asc|key_desc` (001 §7 Notes: "The screen sends the sort key
 * and direction as key_asc or key_desc"): the sighting filter's fields (001 §3).
 */
export const IMAGE_FILTER_SORT_KEYS = [
  'status',
  'agency',
  'imageId',
  'imageUrl',
  'usageUrl',
  'difference',
] as const satisfies readonly ImageFilterSortField[];
export type ImageFilterSortKey = (typeof IMAGE_FILTER_SORT_KEYS)[number];

export { IMAGE_FILTER_SIZE_MAX };
/** Its page size when the call names none. */
export const IMAGE_FILTER_SIZE_DEFAULT = 50;

/** `key_asc|key_desc`, the spec's form (001 §7 Notes). */
export const IMAGE_FILTER_KEY_SORT = new RegExp(
  `^(${IMAGE_FILTER_SORT_KEYS.join('|')})_(asc|desc|ASC|DESC)$`,
);
/** `field,dir`, the extension `review-paging`'s form (repeatable). */
export const IMAGE_FILTER_FIELD_SORT = new RegExp(
  `^(${IMAGE_FILTER_SORT_FIELDS.join('|')}),(asc|desc|ASC|DESC)$`,
);

/**
 * `POST /assessment_domain/{id}/images_by_domain_filter?page=&size=&sort=key_asc` (001 §7 and
 * its Notes); `sort=field,dir` is the extension `review-paging`'s.
 */
export const ImagesFilterQuery = Type.Object(
  {
    page: Type.Optional(Type.Integer({ minimum: 0, maximum: 1_000_000, default: 0 })),
    size: Type.Optional(
      Type.Integer({
        minimum: 1,
        maximum: IMAGE_FILTER_SIZE_MAX,
        default: IMAGE_FILTER_SIZE_DEFAULT,
      }),
    ),
    sort: Type.Optional(
      Type.Array(
        Type.String({
          pattern: `${IMAGE_FILTER_KEY_SORT.source}|${IMAGE_FILTER_FIELD_SORT.source}`,
          description:
            '`key_asc|key_desc` over the filter fields (the spec\u2019s form), or with the extension `review-paging` `field,asc|desc`',
        }),
        { maxItems: 5 },
      ),
    ),
  },
  { additionalProperties: false },
);
export type ImagesFilterQuery = Static<typeof ImagesFilterQuery>;

/** `POST /assessment_domain/park_until/{id}?untilDate=YYYY-MM-DD`. */
export const ParkQuery = Type.Object(
  {
    untilDate: Type.String({
      pattern: '^[0-9]{4}-[0-9]{2}-[0-9]{2}$',
      description: '`YYYY-MM-DD`, after today',
    }),
  },
  { additionalProperties: false },
);
export type ParkQuery = Static<typeof ParkQuery>;

// ---- Bodies: the round trip ------------------------------------------------------------------

/** Any JSON value: a field the server owns, accepted as GET gave it and ignored. */
const ignored = () => Type.Optional(Type.Unknown());

/**
 * The body of a PUT that takes an entity as GET returns it (docs/review-api.md "The update round
 * trip"): the `editable` fields with their types, every other field of `entity` (the server's:
 * id, flow status, counts, timestamps…) accepted with any value and ignored. The server refuses
 * unknown fields naming all of them (the schema alone would name the first).
 */
export function roundTripBody<E extends Record<string, TSchema>>(
  editable: E,
  entity: { properties: Record<string, TSchema> },
) {
  const owned = Object.fromEntries(
    Object.keys(entity.properties)
      .filter((key) => !(key in editable))
      .map((key) => [key, ignored()]),
  ) as Record<string, ReturnType<typeof ignored>>;
  // Typed as the editable fields only: the ignored ones never reach a service.
  return Type.Object(
    { ...owned, ...editable },
    { additionalProperties: false },
  ) as unknown as TObject<E>;
}

/** What a body of `editable` fields asks: each optional, a field left out keeps its value. */
type EditOf<E extends Record<string, TSchema>> = Partial<{ [K in keyof E]: Static<E[K]> }>;

const contact = () => Type.Optional(contactSchema());

/** Each schema optional: a review body's field left out keeps its stored value. */
function optionalEach<S extends Record<string, TSchema>>(
  schemas: S,
): { [K in keyof S]: TOptional<S[K]> } {
  return Object.fromEntries(
    Object.entries(schemas).map(([field, schema]) => [field, Type.Optional(schema)]),
  ) as { [K in keyof S]: TOptional<S[K]> };
}

/**
 * The fields `update_review` (and the other domain PUTs of the review screens) may change; each
 * optional: a field left out keeps its stored value.
 */
export const reviewDomainEditable = {
  ...optionalEach(domainFieldSchemas()),
  twitterLink: contact(),
  instagramLink: contact(),
  linkedinLink: contact(),
  detailsLink: contact(),
  category: contact(),
  website: contact(),
  notPursuable: Type.Optional(Type.Boolean()),
  /** Social media QC's legal-case gate: socialMediaPermitted (or admin), social profiles only. */
  verified: Type.Optional(Type.Boolean()),
  comment: Type.Optional(Type.Union([Type.String({ maxLength: 5000 }), Type.Null()])),
};
export type ReviewDomainEdit = EditOf<typeof reviewDomainEditable>;

/** `update_review`, `set_returned_for_comment_true`, `set_returned_for_review`, the domain hold. */
export const DomainUpdateReviewBody = roundTripBody(reviewDomainEditable, ReviewDomain);

/**
 * The Domains page's SAVE DETAILS (`PUT /assessment_domain/{id}/update`) as a round trip: the
 * fields of `DomainUpdateRequest` (all required, as before), every other field of the domain as
 * GET returns it accepted and ignored.
 */
export const DomainUpdateRoundTripBody = roundTripBody(
  DomainUpdateRequest.properties,
  ReviewDomain,
);

/** The fields an image update may change (the rest of `ReviewImage` is the server's). */
export const reviewImageEditable = {
  status: Type.Optional(ImageStatusSchema),
  photographerName: Type.Optional(
    Type.Union([Type.String({ maxLength: CONTACT_MAX_LENGTH }), Type.Null()]),
  ),
};
export type ReviewImageEdit = EditOf<typeof reviewImageEditable>;

/** `update_image`: the image as GET returns it (or `{ id, status, delivered }`). */
export const ImageUpdateBody = roundTripBody(reviewImageEditable, ReviewImage);

/** In a list every image names itself. */
export const ImageListItem = Type.Object(
  { ...ImageUpdateBody.properties, id: rowId() },
  { additionalProperties: false },
);
/** `update_images` and `assessment_image_hold/multiple_save`: 1 to 500 images. */
export const ImageUpdateList = Type.Array(ImageListItem, { minItems: 1, maxItems: 500 });

/** `update_image_batch`: one status for 1 to 500 images. */
export const ImageBatchBody = Type.Object(
  {
    ids: Type.Array(rowId(), { minItems: 1, maxItems: 500 }),
    status: ImageStatusSchema,
  },
  { additionalProperties: false },
);
export type ImageBatchBody = Static<typeof ImageBatchBody>;

/**
 * `update_image_url`: both URLs are checked by the server (missing, empty, not http(s) or longer
 * than 4096 characters: 400 'Invalid values!'), so the schema takes any value.
 */
export const ImageUrlBody = Type.Object(
  {
    id: rowId(),
    updatedImageUrl: Type.Optional(Type.Unknown()),
    updatedUsageUrl: Type.Optional(Type.Unknown()),
  },
  { additionalProperties: false },
);
export type ImageUrlBody = Static<typeof ImageUrlBody>;
