import { DELIVERED_IMAGES_MAX } from '../constants';
import { Type, type Static, type TSchema } from 'typebox';
import { Domain } from './domains';
import { IMAGE_STATUSES, type ImageStatus } from '../images/imageStatus';
import { REVIEW_SCREENS } from '../review/domainFlow';
import { rowId } from './common';
import { Image, ImageStatusSchema } from './images';

/*
 * The answers and bodies of the review screens' calls (spec 001 §3, §7; docs/review-api.md and
 * docs/legal-case.md): the server validates and documents with them, the api-client types its
 * calls with them. The specs show no response shapes; these are ours.
 */

const nullableString = () => Type.Union([Type.String(), Type.Null()]);
const timestamp = () => Type.String({ format: 'date-time' });
const nullableTimestamp = () => Type.Union([timestamp(), Type.Null()]);

/**
 * A domain as the review screens read it (001 §3 "Domain"): the Domains page's `Domain` plus the
 * social media fields, the flags and dates of the flow, and who updated it last.
 */
export const ReviewDomain = Type.Object({
  ...Domain.properties,
  twitterLink: nullableString(),
  instagramLink: nullableString(),
  linkedinLink: nullableString(),
  detailsLink: nullableString(),
  category: nullableString(),
  website: nullableString(),
  /** The social media NOT PURSUABLE checkbox. */
  notPursuable: Type.Boolean(),
  verified: Type.Boolean(),
  /** `YYYY-MM-DD`, or null when not parked. */
  parkedUntil: Type.Union([Type.String({ format: 'date' }), Type.Null()]),
  /** The crawler's guess ('Non Verified Country'). */
  scrapedCountry: nullableString(),
  /** A social network profile rather than a website. */
  socialDomain: Type.Boolean(),
  /** The name of the user who changed the domain last (the review details' Operator). */
  updatedByName: nullableString(),
  /** When it changed last (the review details' Review date). */
  updatedAt: timestamp(),
});
export type ReviewDomain = Static<typeof ReviewDomain>;

/** A sighting as the review screens read it: `Image` plus 001's `registeredImage` and our `onHold`. */
export const ReviewImage = Type.Object({
  ...Image.properties,
  registeredImage: Type.Boolean(),
  /** Held with its domain (hold / stand-by). */
  onHold: Type.Boolean(),
});
export type ReviewImage = Static<typeof ReviewImage>;

/** `delivered_ids`: the delivered sightings of a domain. */
export const DeliveredIds = Type.Object({
  /** Row ids (`Image.id`) of the delivered sightings. */
  ids: Type.Array(Type.Integer()),
  /** Their agency image ids, as the screen shows them (001 §3 "delivered_image_ids"). */
  delivered_image_ids: Type.Array(Type.String()),
});
export type DeliveredIds = Static<typeof DeliveredIds>;

export const SightingBrief = Type.Object({
  id: Type.Integer(),
  imageId: Type.String(),
  agency: Type.String(),
  status: ImageStatusSchema,
  usageUrl: nullableString(),
  foundAt: nullableTimestamp(),
});

/** `first_sightings` / `last_sightings`. */
export const Sightings = Type.Object({
  /** The day (`YYYY-MM-DD`, UTC) of the first (or last) sighting; null without any. */
  date: Type.Union([Type.String({ format: 'date' }), Type.Null()]),
  /** How many sightings were found that day. */
  count: Type.Integer({ minimum: 0 }),
  /** Up to 50 of them, by time found. */
  images: Type.Array(SightingBrief),
});
export type Sightings = Static<typeof Sightings>;

/** `images_fields_info`: the distinct values of the filter bar's fields. */
export const ImagesFieldsInfo = Type.Object({
  status: Type.Array(ImageStatusSchema),
  agency: Type.Array(Type.String()),
  imageId: Type.Array(Type.String()),
  usageUrl: Type.Array(Type.String()),
  imageUrl: Type.Array(Type.String()),
  difference: Type.Array(Type.Number()),
});
export type ImagesFieldsInfo = Static<typeof ImagesFieldsInfo>;

/**
 * `status_counts`: how many sightings of the domain hold each status (every status named,
 * zeros included) and in all, for the summaries of 001 §2.1 and §2.4 however the table is
 * filtered or paged.
 */
export const StatusCountsResult = Type.Object({
  total: Type.Integer({ minimum: 0 }),
  counts: Type.Object(
    Object.fromEntries(
      IMAGE_STATUSES.map((status) => [status, Type.Integer({ minimum: 0 })]),
    ) as Record<ImageStatus, ReturnType<typeof Type.Integer>>,
  ),
});
export type StatusCountsResult = Static<typeof StatusCountsResult>;

/** What an image update answers: the images as stored now and, for undo, what changed. */
export const ImageChangeResult = Type.Object({
  images: Type.Array(ReviewImage),
  /** Each image whose status this call changed, with the status it had before. */
  previousStatuses: Type.Array(Type.Object({ id: Type.Integer(), status: ImageStatusSchema })),
});
export type ImageChangeResult = Static<typeof ImageChangeResult>;

const filterList = <T extends TSchema>(item: T) =>
  Type.Optional(Type.Union([Type.Array(item, { maxItems: 1000 }), Type.Null()]));

/** The sighting filter (001 §3): each field a list of accepted values, or null for any. */
export const ImagesFilterBody = Type.Object(
  {
    status: filterList(ImageStatusSchema),
    agency: filterList(Type.String({ maxLength: 200 })),
    imageId: filterList(Type.String({ maxLength: 200 })),
    imageUrl: filterList(Type.String({ maxLength: 4096 })),
    usageUrl: filterList(Type.String({ maxLength: 4096 })),
    difference: filterList(Type.Number()),
  },
  { additionalProperties: false },
);
export type ImagesFilterBody = Static<typeof ImagesFilterBody>;

/** Who wrote a comment: quality control or final review (001 §3 `sentFrom`). */
export const SentFrom = Type.Union([Type.Literal('QC'), Type.Literal('FR')]);
export type SentFrom = Static<typeof SentFrom>;

export const SubMessage = Type.Object({
  id: Type.Integer(),
  message: Type.String(),
  createdAt: timestamp(),
  createdBy: nullableString(),
  sentFrom: SentFrom,
});
export type SubMessage = Static<typeof SubMessage>;

/** Spec 001 §3 "Comment or conversation", plus the thread's id and its image. */
export const Conversation = Type.Object({
  id: Type.Integer(),
  imageId: Type.Integer(),
  message: Type.String(),
  createdAt: timestamp(),
  createdBy: nullableString(),
  sentFrom: SentFrom,
  submessages: Type.Array(SubMessage),
});
export type Conversation = Static<typeof Conversation>;

/**
 * A recorded legal case or report (docs/legal-case.md): `LEGAL_CASE` the delivery (`set_delivered`
 * or the `legal-case` extension), `REPORT` a report sent (`send_report_for_images`).
 */
export const LegalCase = Type.Object({
  id: Type.Integer(),
  kind: Type.Union([Type.Literal('LEGAL_CASE'), Type.Literal('REPORT')]),
  domainId: Type.Integer(),
  domain: Type.String(),
  imageIds: Type.Array(Type.Integer()),
  fileName: Type.String(),
  createdBy: nullableString(),
  createdAt: timestamp(),
});
export type LegalCase = Static<typeof LegalCase>;

export { DELIVERED_IMAGES_MAX };

/**
 * One image of `PUT /assessment_image/update_delivered_images` (spec 001 §7 shows no body; ours):
 * the image as GET returns it, or just `{ id }`. Only the id is read: every other field is the
 * server's, accepted and ignored (the round trip, docs/review-api.md).
 */
export const DeliveredImageItem = Type.Object(
  {
    ...(Object.fromEntries(
      Object.keys(ReviewImage.properties).map((key) => [key, Type.Optional(Type.Unknown())]),
    ) as Record<string, ReturnType<typeof Type.Unknown>>),
    id: rowId(),
  },
  { additionalProperties: false },
);

/** `update_delivered_images`: the images to mark delivered, each once. */
export const DeliveredImagesBody = Type.Array(DeliveredImageItem, {
  minItems: 1,
  maxItems: DELIVERED_IMAGES_MAX,
});
export type DeliveredImagesBody = { id: number }[];

/**
 * The `legal-case` extension's body (`POST /assessment_domain/{id}/legal_case`): the screen
 * asking, when known (social media QC needs a verified domain). May be absent.
 */
export const LegalCaseRequest = Type.Object(
  {
    screen: Type.Optional(
      Type.Union(
        REVIEW_SCREENS.map((screen) => Type.Literal(screen)),
        { description: 'The screen asking; socialMediaQualityControl needs a verified domain.' },
      ),
    ),
  },
  { additionalProperties: false },
);

/** One change of a domain or its images, from the audit log (the domain's history). */
export const HistoryEntry = Type.Object({
  id: Type.Integer(),
  at: timestamp(),
  user: nullableString(),
  entityType: Type.Union([Type.Literal('DOMAIN'), Type.Literal('IMAGE')]),
  entityId: Type.Integer(),
  subject: Type.String(),
  field: Type.String(),
  before: nullableString(),
  after: nullableString(),
  reverts: Type.Union([Type.Integer(), Type.Null()]),
});
export type HistoryEntry = Static<typeof HistoryEntry>;

/** What undoing a status change answers. */
export const UndoResult = Type.Object({
  restored: Type.Array(Type.Object({ id: Type.Integer(), status: Type.String() })),
  unchanged: Type.Array(Type.Integer()),
});
export type UndoResult = Static<typeof UndoResult>;
