import { Type, type Static } from 'typebox';
import { IMAGE_DECISIONS_MAX, IMAGE_RESERVE_LIMIT_MAX, IMAGES_BATCH_SIZE } from '../constants';
import { rowId } from './common';
import { IMAGE_STATUSES } from '../images/imageStatus';

const nullableString = () => Type.Union([Type.String(), Type.Null()]);
const timestamp = (description?: string) =>
  Type.String({ format: 'date-time', ...(description ? { description } : {}) });
const nullableTimestamp = () => Type.Union([timestamp(), Type.Null()]);

/** Every status a sighting can hold (spec 000 section 4). */
export const ImageStatusSchema = Type.Enum([...IMAGE_STATUSES]);

/**
 * A sighting (spec 000 entity "Image"), timestamps as ISO-8601 strings in UTC, plus our
 * additions: `hasOriginal` (the agency's original can be shown), `domain` (the domain's name)
 * and `reservedUntil` (when the live lease of the image ends; null when nobody holds one).
 */
export const Image = Type.Object({
  id: Type.Integer(),
  imageId: Type.String(),
  agency: Type.String(),
  imageUrl: nullableString(),
  usageUrl: nullableString(),
  imageSource: nullableString(),
  originalImageFileName: nullableString(),
  status: ImageStatusSchema,
  delivered: Type.Boolean(),
  downloaded: Type.Boolean(),
  createdAt: timestamp(),
  updatedAt: timestamp(),
  lastModifyDateFromHeader: nullableTimestamp(),
  foundAt: nullableTimestamp(),
  photographerName: nullableString(),
  difference: Type.Union([Type.Number(), Type.Null()]),
  domainId: Type.Integer(),
  /** The user id of whoever set the review status last. */
  reviewStatusChangedBy: Type.Union([Type.Integer(), Type.Null()]),
  reviewStatusChangedAt: nullableTimestamp(),
  hasOriginal: Type.Boolean(),
  domain: Type.String(),
  reservedUntil: nullableTimestamp(),
});
export type Image = Static<typeof Image>;

/**
 * What the two pictures of a pair show (extension `pair-similarity`): `score` from 0 (nothing
 * alike) to 1 (the same picture), from the perceptual fingerprints of the agency's original and
 * the downloaded copy; `suggestion` when the score is past one of the thresholds measured for a
 * precision of at least 99.5 % (docs/assisted-review.md), null in the band between. A
 * suggestion is shown beside the pictures, never taken as the operator's mark.
 */
export const PairSimilarity = Type.Object({
  score: Type.Number({ minimum: 0, maximum: 1 }),
  suggestion: Type.Union([Type.Literal('IDENTICAL'), Type.Literal('NOT_IDENTICAL'), Type.Null()]),
});
export type PairSimilarity = Static<typeof PairSimilarity>;

/**
 * An image of the Images page's reservation: a sighting, and with `similarity=true` (extension
 * `pair-similarity`) what its pictures show, null while either picture is not fingerprinted yet
 * (or cannot be: no original, no copy).
 */
export const ReservedImage = Type.Object({
  ...Image.properties,
  similarity: Type.Optional(Type.Union([PairSimilarity, Type.Null()])),
});
export type ReservedImage = Static<typeof ReservedImage>;

/** Suggestions of one kind, and how many of them the operators' decisions agreed with. */
const SuggestionTally = Type.Object({
  suggested: Type.Integer({ minimum: 0 }),
  agreed: Type.Integer({ minimum: 0 }),
});

/**
 * `GET /assessment_image/suggestion_precision` (extension `pair-similarity`, administrators):
 * per agency, the suggestions made for pairs the operators have since decided, and how many the
 * decisions agreed with (`precision` = agreed / suggested, null before any); an operator's
 * decision is the sighting's status: NOT_IDENTICAL, or one of the statuses a matching picture
 * goes on to (IDENTICAL, DUPLICATE, LEGITIMATE, NOT_PURSUABLE). The thresholds in force.
 */
export const SuggestionPrecision = Type.Object({
  thresholds: Type.Object({ identical: Type.Number(), notIdentical: Type.Number() }),
  agencies: Type.Array(
    Type.Object({
      agency: Type.String(),
      suggested: Type.Integer({ minimum: 0 }),
      agreed: Type.Integer({ minimum: 0 }),
      precision: Type.Union([Type.Number({ minimum: 0, maximum: 1 }), Type.Null()]),
      identical: SuggestionTally,
      notIdentical: SuggestionTally,
    }),
  ),
});
export type SuggestionPrecision = Static<typeof SuggestionPrecision>;

/**
 * `GET /assessment_image/reserve_pending?limit=200`: 1 to 500, 200 when absent; `similarity=true`
 * (extension `pair-similarity`) adds each pair's `similarity`.
 */
export const ReservePendingQuery = Type.Object({
  limit: Type.Optional(
    Type.Integer({ minimum: 1, maximum: IMAGE_RESERVE_LIMIT_MAX, default: IMAGES_BATCH_SIZE }),
  ),
  similarity: Type.Optional(
    Type.Boolean({
      description:
        'Extension `pair-similarity`: each image carries `similarity` { score, suggestion }.',
    }),
  ),
});
export type ReservePendingQuery = Static<typeof ReservePendingQuery>;

/** `GET /assessment_image/{id}`. */
export const ImageIdParams = Type.Object({ id: rowId() });
export type ImageIdParams = Static<typeof ImageIdParams>;

/** The decisions of the Images page that come with a status (spec "Image-status-id list item"). */
export const ImageDecisionStatus = Type.Enum(['IDENTICAL', 'NOT_IDENTICAL']);

export const ImageStatusItem = Type.Object(
  { id: rowId(), status: ImageDecisionStatus },
  { additionalProperties: false },
);
export type ImageStatusItem = Static<typeof ImageStatusItem>;

/** `PUT /assessment_image/set_multiple_images_status`: 1 to 500 items, each id once. */
export const ImageStatusList = Type.Array(ImageStatusItem, {
  minItems: 1,
  maxItems: IMAGE_DECISIONS_MAX,
});
export type ImageStatusList = Static<typeof ImageStatusList>;

/** `PUT /assessment_image/set_multiple_images_offline_status`: 1 to 500 ids, each once. */
export const ImageIdList = Type.Array(rowId(), { minItems: 1, maxItems: IMAGE_DECISIONS_MAX });
export type ImageIdList = Static<typeof ImageIdList>;

/**
 * The answer of both status calls (our design; the specs show none): the ids whose status this
 * call changed, and the ids that already held that status from the same user (a repeated call).
 */
export const ImageStatusResult = Type.Object({
  updated: Type.Array(Type.Integer()),
  unchanged: Type.Array(Type.Integer()),
});
export type ImageStatusResult = Static<typeof ImageStatusResult>;
