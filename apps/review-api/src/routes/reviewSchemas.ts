import { CONTACT_MAX_LENGTH, wire } from '@sightings/domain-model';
import type { FastifyRequest } from 'fastify';
import { Type, type Static, type TObject, type TSchema } from 'typebox';
import { ApiError } from '../errors';

/**
 * The wire shapes of the review screens (spec 001 §3, §7) and the round-trip rule of the update
 * endpoints. The specs show no response shapes; these are ours, written down in
 * docs/review-api.md. (They belong in domain-model's `wire` once the api-client reads them.)
 */

/** The review domain and sighting: domain-model's wire shapes (the api-client reads them too). */
export const ReviewDomain = wire.ReviewDomain;
export type ReviewDomain = wire.ReviewDomain;
export const ReviewImage = wire.ReviewImage;
export type ReviewImage = wire.ReviewImage;

const contact = () =>
  Type.Optional(Type.Union([Type.String({ maxLength: CONTACT_MAX_LENGTH * 2 }), Type.Null()]));
const code = () => Type.Optional(Type.Union([Type.String({ maxLength: 64 }), Type.Null()]));

/**
 * The fields `update_review` (and the other domain PUTs of the review screens) may change; each
 * optional: a field left out keeps its stored value.
 */
export const reviewDomainEditable = {
  commercialWebSite: Type.Optional(Type.Union([Type.Boolean(), Type.Null()])),
  noCommercialCause: Type.Optional(Type.Union([Type.String({ maxLength: 200 }), Type.Null()])),
  gallery: Type.Optional(Type.Boolean()),
  priorityCountry: code(),
  otherCountries: code(),
  priorityLanguage: code(),
  otherLanguage: code(),
  street: contact(),
  city: contact(),
  postcode: contact(),
  phoneNumber: contact(),
  email: contact(),
  companyName: contact(),
  facebookLink: contact(),
  contactFormLink: contact(),
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
export type ReviewDomainEdit = Partial<{
  [K in keyof typeof reviewDomainEditable]: Static<(typeof reviewDomainEditable)[K]>;
}>;

/** Any JSON value: a field the server owns, accepted as GET gave it and ignored. */
const ignored = () => Type.Optional(Type.Unknown());

/**
 * The body of a PUT that takes an entity as GET returns it: the `editable` fields with their
 * types, every other field of `entity` (the server's: id, flow status, counts, timestamps…)
 * accepted with any value and ignored. Unknown fields are refused by `refuseUnknownFields`,
 * which names all of them (the schema alone would name the first).
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

/** The names of every field a round-trip body knows (editable and ignored). */
export const knownFields = (schema: { properties: Record<string, unknown> }) =>
  new Set(Object.keys(schema.properties));

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Checks one entity of a round-trip body: every unknown field is named in one 400, and an
 * `id` that is not `pathId` is refused (400). Other values are left to the schema.
 */
export function checkRoundTripEntity(
  value: unknown,
  known: ReadonlySet<string>,
  { pathId, where }: { pathId?: number; where: string },
) {
  if (!isPlainObject(value)) return;
  const unknown = Object.keys(value).filter((key) => !known.has(key));
  if (unknown.length) {
    throw new ApiError(
      400,
      'VALIDATION_ERROR',
      `${where}: ${unknown
        .slice(0, 20)
        .map((key) => (key.length > 60 ? `${key.slice(0, 60)}…` : key))
        .join(', ')}${unknown.length > 20 ? ` and ${unknown.length - 20} more` : ''} ${
        unknown.length === 1 ? 'is not a known field' : 'are not known fields'
      }.`,
    );
  }
  if (pathId !== undefined && 'id' in value && value.id !== undefined && value.id !== null) {
    if (value.id !== pathId) {
      throw new ApiError(
        400,
        'VALIDATION_ERROR',
        `${where}: id ${JSON.stringify(value.id).slice(0, 30)} is not the id in the path (${pathId}).`,
      );
    }
  }
}

/**
 * A `preValidation` hook for a PUT whose body is one entity as GET returns it (path `:id`):
 * refuses unknown fields (naming them) and an id other than the path's.
 */
export function refuseUnknownFields(schema: { properties: Record<string, unknown> }) {
  const known = knownFields(schema);
  return async (request: FastifyRequest) => {
    const params = request.params as { id?: string | number } | undefined;
    const pathId = params?.id === undefined ? undefined : Number(params.id);
    checkRoundTripEntity(request.body, known, {
      pathId: Number.isInteger(pathId) ? pathId : undefined,
      where: 'body',
    });
  };
}

/** The same for a body that is a list of entities, each naming its own `id`. */
export function refuseUnknownFieldsInList(schema: { properties: Record<string, unknown> }) {
  const known = knownFields(schema);
  return async (request: FastifyRequest) => {
    if (!Array.isArray(request.body)) return;
    request.body.forEach((item, index) =>
      checkRoundTripEntity(item, known, { where: `body.${index}` }),
    );
  };
}

// ---- Queries and params --------------------------------------------------------------------

/** At most this many domains in one QC or FR reservation. */
export const REVIEW_RESERVE_LIMIT_MAX = 50;

const domainName = () => Type.String({ minLength: 1, maxLength: 253 });

export const ReserveQualityControlQuery = Type.Object(
  {
    limit: Type.Optional(
      Type.Integer({ minimum: 1, maximum: REVIEW_RESERVE_LIMIT_MAX, default: 1 }),
    ),
    domainName: Type.Optional(domainName()),
    social: Type.Optional(
      Type.Boolean({
        description:
          "`true`: social media QC's queue (social profiles; needs socialMediaPermitted), else quality control's (websites; needs qualityControlPermission)",
      }),
    ),
  },
  { additionalProperties: false },
);

export const ReservePendingReviewQuery = Type.Object(
  {
    limit: Type.Optional(
      Type.Integer({ minimum: 1, maximum: REVIEW_RESERVE_LIMIT_MAX, default: 1 }),
    ),
  },
  { additionalProperties: false },
);

export const ReserveReviewDomainQuery = Type.Object(
  { domain: domainName() },
  { additionalProperties: false },
);

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

/** The sort fields of `images_by_domain_filter`. */
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

/** The largest page of `images_by_domain_filter` (the screen may ask for a whole domain). */
export const IMAGE_FILTER_SIZE_MAX = 5000;

export const ImagesFilterQuery = Type.Object(
  {
    page: Type.Optional(Type.Integer({ minimum: 0, maximum: 1_000_000, default: 0 })),
    size: Type.Optional(Type.Integer({ minimum: 1, maximum: IMAGE_FILTER_SIZE_MAX, default: 50 })),
    sort: Type.Optional(
      Type.Array(
        Type.String({
          pattern: `^(${IMAGE_FILTER_SORT_FIELDS.join('|')})[,_](asc|desc|ASC|DESC)$`,
        }),
        { maxItems: 5 },
      ),
    ),
  },
  { additionalProperties: false },
);

/** The sighting filter (001 §3): each field a list of accepted values, or null for any. */
export const ImagesFilterBody = wire.ImagesFilterBody;
export type ImagesFilterBody = Static<typeof wire.ImagesFilterBody>;

export const ParkQuery = Type.Object(
  {
    untilDate: Type.String({
      pattern: '^[0-9]{4}-[0-9]{2}-[0-9]{2}$',
      description: '`YYYY-MM-DD`, after today',
    }),
  },
  { additionalProperties: false },
);

// ---- Answers -------------------------------------------------------------------------------

export const { DeliveredIds, Sightings, ImagesFieldsInfo, ImageChangeResult } = wire;

// ---- Image bodies --------------------------------------------------------------------------

/** The fields an image update may change (the rest of `ReviewImage` is the server's). */
export const reviewImageEditable = {
  status: Type.Optional(wire.ImageStatusSchema),
  photographerName: Type.Optional(
    Type.Union([Type.String({ maxLength: CONTACT_MAX_LENGTH }), Type.Null()]),
  ),
};
export type ReviewImageEdit = {
  status?: Static<typeof wire.ImageStatusSchema>;
  photographerName?: string | null;
};

export const ImageUpdateBody = roundTripBody(reviewImageEditable, ReviewImage);

/** In a list every image names itself. */
export const ImageListItem = Type.Object(
  { ...ImageUpdateBody.properties, id: wire.rowId() },
  { additionalProperties: false },
);
export const ImageUpdateList = Type.Array(ImageListItem, { minItems: 1, maxItems: 500 });

export const ImageBatchBody = Type.Object(
  {
    ids: Type.Array(wire.rowId(), { minItems: 1, maxItems: 500 }),
    status: wire.ImageStatusSchema,
  },
  { additionalProperties: false },
);

/**
 * `update_image_url`: both URLs are checked by the service (missing, empty, not http(s) or
 * longer than `IMAGE_URL_MAX_LENGTH`: 400 'Invalid values!'), so the schema takes any value.
 */
export const ImageUrlBody = Type.Object(
  {
    id: wire.rowId(),
    updatedImageUrl: Type.Optional(Type.Unknown()),
    updatedUsageUrl: Type.Optional(Type.Unknown()),
  },
  { additionalProperties: false },
);
export type ImageUrlBody = Static<typeof ImageUrlBody>;

export const DomainUpdateReviewBody = roundTripBody(reviewDomainEditable, ReviewDomain);

/**
 * The Domains page's SAVE DETAILS (`PUT /assessment_domain/{id}/update`) as a round trip: the
 * fields of `wire.DomainUpdateRequest` (all required, as before), every other field of the
 * domain as GET returns it accepted and ignored.
 */
export const DomainUpdateRoundTripBody = roundTripBody(
  wire.DomainUpdateRequest.properties,
  ReviewDomain,
);
