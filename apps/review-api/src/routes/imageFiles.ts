import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { wire } from '@sightings/domain-model';
import { Type } from 'typebox';
import type { Access } from '../auth/access';
import type { AppContext } from '../context';
import { imagePicture } from '../services/images';
import { onlinePicture } from '../services/onlinePicture';

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

const params = Type.Object({ id: wire.rowId() });
const query = Type.Object({
  /** Our addition: a thumbnail no wider than this (16 to 1280 pixels). */
  width: Type.Optional(Type.Integer({ minimum: 16, maximum: 1280 })),
});
const binary = {
  200: Type.Unsafe<Buffer>({ type: 'string', format: 'binary', description: 'The picture' }),
};

/**
 * The pictures of a sighting: the copy the crawler downloaded, and the agency's uploaded
 * original (our addition). Stored bytes win; demo sightings are drawn from their seed.
 */
export const imageFileRoutes: FastifyPluginAsyncTypebox<AppContext> = async (
  app,
  { db, demoWebOrigin },
) => {
  for (const kind of ['downloaded', 'original'] as const) {
    app.get(
      `/api/assessment_image/:id/${kind}_image`,
      {
        config: { access: sightingScreens },
        schema: {
          tags: ['images'],
          summary:
            kind === 'downloaded'
              ? 'The copy of the image the crawler downloaded'
              : "The agency's uploaded original (our addition to the specs)",
          params,
          querystring: query,
          response: binary,
        },
      },
      async (request, reply) => {
        const { contentType, body } = await imagePicture(
          db,
          request.params.id,
          kind,
          request.query.width,
        );
        return reply
          .type(contentType)
          .header('Cache-Control', 'private, max-age=86400')
          .header('X-Content-Type-Options', 'nosniff')
          .send(body);
      },
    );
  }

  app.get(
    '/api/assessment_image/:id/online_image',
    {
      config: { access: sightingScreens },
      schema: {
        tags: ['images'],
        summary:
          'The image at its URL as the site serves it now (our addition: the Online thumbnail)',
        description:
          'Fetched by the server, never by the console: http(s) only, public addresses only ' +
          '(redirects checked too), 10 s and 10 MB at most, raster images only. 404 when the ' +
          'sighting has no usable URL or its source does not answer with an image.',
        params,
        querystring: query,
        response: binary,
      },
    },
    async (request, reply) => {
      const { contentType, body } = await onlinePicture(db, request.params.id, {
        demoWebOrigin,
        width: request.query.width,
      });
      return reply
        .type(contentType)
        .header('Cache-Control', 'private, max-age=300')
        .header('X-Content-Type-Options', 'nosniff')
        .send(body);
    },
  );
};
