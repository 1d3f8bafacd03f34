import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { and, eq } from 'drizzle-orm';
import { Type } from 'typebox';
import type { Access } from '../auth/access';
import type { AppContext } from '../context';
import { imageFiles, images } from '../db/schema';
import { renderDemoPicture } from '../demo/pictures';
import { ApiError } from '../errors';

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

const params = Type.Object({ id: Type.Integer({ minimum: 1, maximum: 2147483647 }) });
const query = Type.Object({
  /** Our addition: a thumbnail no wider than this (16 to 1280 pixels). */
  width: Type.Optional(Type.Integer({ minimum: 16, maximum: 1280 })),
});
const binary = {
  200: Type.Unsafe<Buffer>({ type: 'string', format: 'binary', description: 'The picture' }),
};

type Kind = 'downloaded' | 'original';

/**
 * The pictures of a sighting: the copy the crawler downloaded, and the agency's uploaded
 * original (our addition). Stored bytes win; demo sightings are drawn from their seed.
 */
export const imageFileRoutes: FastifyPluginAsyncTypebox<AppContext> = async (app, { db }) => {
  async function picture(id: number, kind: Kind, width: number | undefined) {
    const [row] = await db
      .select({ downloaded: images.downloaded, demo: images.demoPicture })
      .from(images)
      .where(eq(images.id, id));
    if (!row) throw new ApiError(404, 'NOT_FOUND', `No image with id ${id}.`);
    if (kind === 'downloaded' && !row.downloaded) {
      throw new ApiError(404, 'NOT_FOUND', `Image ${id} has no downloaded copy.`);
    }
    const [stored] = await db
      .select({ contentType: imageFiles.contentType, data: imageFiles.data })
      .from(imageFiles)
      .where(and(eq(imageFiles.imageId, id), eq(imageFiles.kind, kind)));
    if (stored) return { contentType: stored.contentType, body: stored.data };
    if (row.demo && (kind === 'downloaded' || row.demo.hasOriginal)) {
      return renderDemoPicture(row.demo.seed, kind === 'original' ? 'original' : row.demo.variant, {
        width,
      });
    }
    throw new ApiError(
      404,
      'NOT_FOUND',
      kind === 'original'
        ? `Image ${id} has no uploaded original.`
        : `Image ${id} has no downloaded copy.`,
    );
  }

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
        const { contentType, body } = await picture(request.params.id, kind, request.query.width);
        return reply
          .type(contentType)
          .header('Cache-Control', 'private, max-age=86400')
          .header('X-Content-Type-Options', 'nosniff')
          .send(body);
      },
    );
  }
};
