import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  IMAGE_FILTER_SIZE_DEFAULT,
  IMAGE_FILTER_SIZE_MAX,
  wire,
  type DomainAction,
  type ReviewDomainEdit,
} from '@sightings/domain-model';
import { Type } from 'typebox';
import { REVIEW_SCREENS_ACCESS } from '../auth/access';
import type { AppContext } from '../context';
import { refuseUnknownFields, refuseUnknownFieldsInList } from '../http/roundTrip';
import { actorOf } from '../services/review/actor';
import { actOnDomain, parkDate, type ActionOptions } from '../services/review/domainActions';
import {
  updateImage,
  updateImageBatch,
  updateImages,
  updateImageUrl,
} from '../services/review/imageChanges';
import {
  deliveredIds,
  imagesByDomain,
  imagesByDomainFilter,
  imagesFieldsInfo,
  sightings,
  statusCounts,
} from '../services/review/imageReads';

const reviewScreens = REVIEW_SCREENS_ACCESS;

const errors = {
  400: wire.ErrorBody,
  403: wire.ErrorBody,
  404: wire.ErrorBody,
  409: wire.ErrorBody,
};
const tags = ['review'];
const params = wire.DomainIdParams;

/**
 * The review screens' calls of spec 001 §7 (quality control, final review, social media QC):
 * a domain's sightings, the domain actions of the transition table and the image updates (the
 * queues are in `reviewQueues.ts`). Response shapes are ours: docs/review-api.md.
 */
export const reviewRoutes: FastifyPluginAsyncTypebox<AppContext> = async (
  app,
  { db, extensions },
) => {
  // ---- Reads ----

  app.get(
    '/api/assessment_domain/:id/delivered_ids',
    {
      config: { access: reviewScreens },
      schema: {
        tags,
        summary: "The domain's delivered sightings",
        description:
          '`{ ids, delivered_image_ids }`: the row ids and the agency image ids of the delivered sightings.',
        params,
        response: { 200: wire.DeliveredIds, ...errors },
      },
    },
    async (request) => deliveredIds(db, request.params.id),
  );

  app.get(
    '/api/assessment_domain/:id/status_counts',
    {
      config: { access: reviewScreens, extension: 'status-counts' },
      schema: {
        tags,
        summary: "The domain's sightings per status",
        description:
          '`{ total, counts }`: how many sightings of the domain hold each status (every status named, ' +
          'zeros included) and in all, whatever the image table shows (the summaries of 001 §2.1, §2.4).',
        params,
        response: { 200: wire.StatusCountsResult, ...errors },
      },
    },
    async (request) => statusCounts(db, request.params.id),
  );

  for (const which of ['first', 'last'] as const) {
    app.get(
      `/api/assessment_domain/:id/${which}_sightings`,
      {
        config: { access: reviewScreens },
        schema: {
          tags,
          summary: `The day of the domain's ${which} sighting`,
          description:
            `\`{ date, count, images }\`: the day (UTC, YYYY-MM-DD) of the ${which} sighting (found at, or ` +
            'recorded at without it), how many sightings were found that day, and up to 50 of them.',
          params,
          response: { 200: wire.Sightings, ...errors },
        },
      },
      async (request) => sightings(db, request.params.id, which),
    );
  }

  app.get(
    '/api/assessment_domain/:id/images_fields_info',
    {
      config: { access: reviewScreens },
      schema: {
        tags,
        summary: "The filter bar's values among the domain's sightings",
        description:
          'Distinct values of status (in the table order), agency, imageId, usageUrl, imageUrl and difference, ' +
          'sorted, at most 1000 each.',
        params,
        response: { 200: wire.ImagesFieldsInfo, ...errors },
      },
    },
    async (request) => imagesFieldsInfo(db, request.params.id),
  );

  app.get(
    '/api/assessment_domain/:id/images_by_domain',
    {
      config: { access: reviewScreens },
      schema: {
        tags,
        summary: "All the domain's sightings in the image table's order",
        description:
          'By status (identical, pending, offline, duplicate, legitimate, not pursuable, non-identical), ' +
          'undelivered before delivered, then by agency (`sort=agency,asc|desc`, ascending by default), then id.',
        params,
        querystring: wire.ImagesByDomainQuery,
        response: { 200: Type.Array(wire.ReviewImage), ...errors },
      },
    },
    async (request) => imagesByDomain(db, request.params.id, request.query.sort),
  );

  app.post(
    '/api/assessment_domain/:id/images_by_domain_filter',
    {
      config: { access: reviewScreens },
      schema: {
        tags,
        summary: "The domain's sightings that match the filter, paged",
        description:
          'Body: `{ status, agency, imageId, imageUrl, usageUrl, difference }`, each a list of accepted values ' +
          `(exact) or null for any. \`page\` zero-based, \`size\` 1 to ${IMAGE_FILTER_SIZE_MAX} (default ${IMAGE_FILTER_SIZE_DEFAULT}; the spec's ` +
          "screen asks for the domain's image count at once), `sort=key_asc|key_desc` over the filter fields " +
          '(the spec’s form: the image table’s order, status then undelivered first, with the key ordering the ' +
          'images within it, then id). Extension `review-paging`: `sort=field,asc|desc` repeatable (status in ' +
          'the table order, nulls last, then id), ignored without extensions. Without `sort`: the table order. ' +
          'Answers a Page.',
        params,
        querystring: wire.ImagesFilterQuery,
        body: wire.ImagesFilterBody,
        response: { 200: wire.Page(wire.ReviewImage), ...errors },
      },
    },
    async (request) =>
      imagesByDomainFilter(db, request.params.id, request.body, {
        page: request.query.page ?? 0,
        size: request.query.size ?? IMAGE_FILTER_SIZE_DEFAULT,
        sort: request.query.sort ?? [],
        fieldSorts: extensions,
      }),
  );

  // ---- Domain actions ----

  const act = (
    request: { user?: Parameters<typeof actorOf>[0]; params: { id: number } },
    action: DomainAction,
    options?: ActionOptions,
  ) => actOnDomain(db, actorOf(request.user!), request.params.id, action, options);

  const actionDescription = (what: string) =>
    `${what} The transition table (docs/domain-flow.md) decides: 403 ACCESS_DENIED when none of the ` +
    "caller's screens offers the action, 409 CONFLICT naming the flow status when it is not allowed from " +
    "it, 409 when another user holds the domain's lease; nothing changes then. Every changed field is " +
    'audited. Answers the domain as GET does.';

  const withBody: [string, DomainAction, string][] = [
    [
      '/api/assessment_domain/:id/update_review',
      'save',
      'SAVE CHANGES: the domain as GET returns it; fields the server owns are ignored, fields left out are kept. Non-Commercial needs a reason and clears the contact fields.',
    ],
    [
      '/api/assessment_domain/:id/set_returned_for_comment_true',
      'submitAsComment',
      'Submit as comment: saves the body and sets returnedForComment; the status is kept.',
    ],
    [
      '/api/assessment_domain/:id/set_returned_for_review',
      'submitForReview',
      'Submit for review: saves the body and moves the domain to RETURNED_FOR_REVIEW; the lease ends.',
    ],
    [
      '/api/assessment_domain_hold/:id/update',
      'hold',
      'Hold (stand-by): saves the body, moves the domain to ON_HOLD and holds its undelivered images; the lease ends.',
    ],
  ];
  for (const [url, action, what] of withBody) {
    app.put(
      url,
      {
        config: { access: reviewScreens },
        preValidation: refuseUnknownFields(wire.DomainUpdateReviewBody),
        schema: {
          tags,
          summary: what.split(':')[0],
          description: actionDescription(what),
          params,
          body: wire.DomainUpdateReviewBody,
          response: { 200: wire.ReviewDomain, ...errors },
        },
      },
      async (request) => act(request, action, { body: request.body as ReviewDomainEdit }),
    );
  }

  app.put(
    '/api/assessment_domain/:id/set_pending_final_review',
    {
      config: { access: reviewScreens },
      schema: {
        tags,
        summary: 'Approve',
        description: actionDescription(
          'Approve (quality control): PENDING_FINAL_REVIEW, returnedForComment cleared; the lease ends.',
        ),
        params,
        response: { 200: wire.ReviewDomain, ...errors },
      },
    },
    async (request) => act(request, 'approve'),
  );

  app.post(
    '/api/assessment_domain/park_until/:id',
    {
      config: { access: reviewScreens },
      schema: {
        tags,
        summary: 'Park until a date',
        description: actionDescription(
          "Park (final review) until `untilDate` (YYYY-MM-DD, after today, else 400 'Please choose a date in the future'): PARKED with parkedUntil; the lease ends.",
        ),
        params,
        querystring: wire.ParkQuery,
        response: { 200: wire.ReviewDomain, ...errors },
      },
    },
    async (request) =>
      act(request, 'park', { parkedUntil: await parkDate(db, request.query.untilDate) }),
  );

  const simple: ['put' | 'get', string, DomainAction, string][] = [
    [
      'put',
      '/api/assessment_domain/set_blacklisted/:id',
      'blacklistAdd',
      'Add to the blacklist: blacklisted on; the status is kept.',
    ],
    [
      'put',
      '/api/assessment_domain/re_blacklisted/:id',
      'blacklistRemove',
      'Remove from the blacklist: blacklisted off; the status is kept.',
    ],
    [
      'get',
      '/api/assessment_domain/return_for_review/:id',
      'returnForReview',
      'Return for review (final review): RETURNED_FOR_REVIEW, parkedUntil cleared; the lease ends.',
    ],
    [
      'get',
      '/api/assessment_domain/return_for_qc/:id',
      'returnForQc',
      'Return for QC (final review): RETURNED_FOR_QUALITY_CONTROL, parkedUntil cleared; the lease ends.',
    ],
  ];
  for (const [method, url, action, what] of simple) {
    app[method](
      url,
      {
        config: { access: reviewScreens },
        schema: {
          tags,
          summary: what.split(':')[0],
          description: actionDescription(what),
          params,
          response: { 200: wire.ReviewDomain, ...errors },
        },
      },
      async (request) => act(request, action),
    );
  }

  // ---- Image updates ----

  const imageDescription = (what: string) =>
    `${what} Only images of domains in a flow status the caller's review screens work on and that no other ` +
    'user holds (else 409 naming the images); a delivered image cannot change (409). Nothing changes on a ' +
    'refusal. Each changed field is audited with before and after. Answers `{ images, previousStatuses }`: ' +
    'the images as stored now, and the status each had before when this call changed it (for undo).';

  app.put(
    '/api/assessment_image/:id/update_image',
    {
      config: { access: reviewScreens },
      preValidation: refuseUnknownFields(wire.ImageUpdateBody),
      schema: {
        tags,
        summary: "One image's status and photographer name",
        description: imageDescription(
          'The image as GET returns it (or `{ id, status, delivered }`); status and photographerName are applied, the rest is the server’s and ignored.',
        ),
        params: wire.ImageIdParams,
        body: wire.ImageUpdateBody,
        response: { 200: wire.ImageChangeResult, ...errors },
      },
    },
    async (request) => updateImage(db, actorOf(request.user!), request.params.id, request.body),
  );

  app.put(
    '/api/assessment_image/update_images',
    {
      config: { access: reviewScreens },
      preValidation: refuseUnknownFieldsInList(wire.ImageUpdateBody),
      schema: {
        tags,
        summary: 'Several images, each with its own status and photographer name',
        description: imageDescription(
          'A list (1 to 500) of images as GET returns them, each id once.',
        ),
        body: wire.ImageUpdateList,
        response: { 200: wire.ImageChangeResult, ...errors },
      },
    },
    async (request) => updateImages(db, actorOf(request.user!), request.body),
  );

  app.put(
    '/api/assessment_image/update_image_batch',
    {
      config: { access: reviewScreens },
      schema: {
        tags,
        summary: 'One status for several images',
        description: imageDescription('`{ ids, status }`: 1 to 500 ids, each once.'),
        body: wire.ImageBatchBody,
        response: { 200: wire.ImageChangeResult, ...errors },
      },
    },
    async (request) => updateImageBatch(db, actorOf(request.user!), request.body),
  );

  app.put(
    '/api/assessment_image/update_image_url',
    {
      config: { access: reviewScreens },
      schema: {
        tags,
        summary: "An image's image URL and usage URL",
        description: imageDescription(
          "`{ id, updatedImageUrl, updatedUsageUrl }`: both required, absolute http(s) URLs of at most 4096 characters, else 400 'Invalid values!'.",
        ),
        body: wire.ImageUrlBody,
        response: { 200: wire.ImageChangeResult, ...errors },
      },
    },
    async (request) => updateImageUrl(db, actorOf(request.user!), request.body),
  );

  app.put(
    '/api/assessment_image_hold/multiple_save',
    {
      config: { access: reviewScreens },
      preValidation: refuseUnknownFieldsInList(wire.ImageUpdateBody),
      schema: {
        tags,
        summary: 'Hold images (after the domain hold)',
        description: imageDescription(
          'A list of images as GET returns them: their status and photographer name are saved and the undelivered ones are put on hold. Their domains must be ON_HOLD, or in a status the caller may hold from.',
        ),
        body: wire.ImageUpdateList,
        response: { 200: wire.ImageChangeResult, ...errors },
      },
    },
    async (request) => updateImages(db, actorOf(request.user!), request.body, 'hold'),
  );
};
