import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { IMAGE_RESERVE_LIMIT_MAX, IMAGES_BATCH_SIZE, wire } from '@sightings/domain-model';
import { Type } from 'typebox';
import type { Access } from '../auth/access';
import type { AppContext } from '../context';
import { decideImages, getImage, reserveImages, setImagesOffline } from '../services/images';
import { suggestionPrecision, withSimilarity } from '../services/similarity/pairs';

/** The Images page (spec 000): reserving and deciding pending sightings. */
const imagesPage: Access = { anyOf: ['imagePermission'] };
/** Every screen that shows sightings. */
const sightingScreens: Access = {
  anyOf: [
    'imagePermission',
    'qualityControlPermission',
    'reviewPermission',
    'socialMediaPermitted',
    'tablePermission',
  ],
};

const errors = { 400: wire.ErrorBody, 404: wire.ErrorBody, 409: wire.ErrorBody };

/** The Images page calls of spec 000 section 7, and one sighting by id. */
export const imageRoutes: FastifyPluginAsyncTypebox<AppContext> = async (
  app,
  { db, reservationTtlSeconds, extensions, fingerprinter },
) => {
  app.get(
    '/api/assessment_image/reserve_pending',
    {
      config: { access: imagesPage },
      schema: {
        tags: ['images'],
        summary: 'Lease up to `limit` pending images to the caller',
        description:
          `Leases up to \`limit\` (1 to ${IMAGE_RESERVE_LIMIT_MAX}, default ${IMAGES_BATCH_SIZE}) PENDING images to the caller for ` +
          `${reservationTtlSeconds} seconds. The caller's own live leases come first (renewed), ` +
          'then new ones; both ordered by domain and id, so a group of 50 holds few domains. ' +
          'Images leased to someone else (a live lease) and images of blacklisted domains are never given; expired leases are free. `reservedUntil` tells when each lease ends.',
        querystring: wire.ReservePendingQuery,
        response: { 200: Type.Array(wire.ReservedImage), 400: wire.ErrorBody },
      },
    },
    async (request) => {
      const reserved = await reserveImages(db, {
        userId: request.user!.id,
        limit: request.query.limit,
        ttlSeconds: reservationTtlSeconds,
      });
      // Extension `pair-similarity` (ignored without extensions, as an unknowing server would).
      if (!extensions || request.query.similarity !== true) return reserved;
      // The queue moved on: what was leased, then the window ahead of it, in the background.
      fingerprinter?.wake(reserved.map((image) => image.id));
      return withSimilarity(db, reserved);
    },
  );

  app.get(
    '/api/assessment_image/suggestion_precision',
    {
      config: { access: 'admin', extension: 'pair-similarity' },
      schema: {
        tags: ['images'],
        summary: 'How often the suggested marks agreed with the operators, per agency',
        description:
          'Per agency: the suggestions the stored pair scores make with the thresholds in force, for the ' +
          'sightings the operators have decided (NOT_IDENTICAL, or IDENTICAL and the statuses a match goes ' +
          'on to), and how many the decisions agreed with. Administrators only.',
        response: { 200: wire.SuggestionPrecision },
      },
    },
    async () => suggestionPrecision(db),
  );

  app.get(
    '/api/assessment_image/:id',
    {
      config: { access: sightingScreens },
      schema: {
        tags: ['images'],
        summary: 'One sighting',
        params: wire.ImageIdParams,
        response: { 200: wire.Image, 404: wire.ErrorBody },
      },
    },
    async (request) => getImage(db, request.params.id),
  );

  app.put(
    '/api/assessment_image/set_multiple_images_status',
    {
      config: { access: imagesPage },
      schema: {
        tags: ['images'],
        summary: 'Decide leased images as IDENTICAL or NOT_IDENTICAL',
        description:
          'A list of 1 to 500 `{ id, status }` (each id once; status IDENTICAL or NOT_IDENTICAL), saved in one transaction. ' +
          'Each image must be leased to the caller (a live lease, or an expired one nobody took over) or already hold that status set by the caller (a repeated call changes nothing); ' +
          'otherwise 409 CONFLICT names the ids and nothing is saved. Ends the leases. ' +
          'Answers `{ updated, unchanged }`: the ids this call changed and those it left as they were (our design).',
        body: wire.ImageStatusList,
        response: { 200: wire.ImageStatusResult, ...errors },
      },
    },
    async (request) => decideImages(db, request.user!.id, request.body),
  );

  app.put(
    '/api/assessment_image/set_multiple_images_offline_status',
    {
      config: { access: imagesPage },
      schema: {
        tags: ['images'],
        summary: 'Decide leased images as OFFLINE',
        description:
          'A list of 1 to 500 image ids (each once), set OFFLINE with the same rules as `set_multiple_images_status`. ' +
          'Answers `{ updated, unchanged }`.',
        body: wire.ImageIdList,
        response: { 200: wire.ImageStatusResult, ...errors },
      },
    },
    async (request) => setImagesOffline(db, request.user!.id, request.body),
  );
};
