import type { FastifyPluginAsync } from 'fastify';
import { PICTURE_VARIANTS, renderDemoPicture, type PictureVariant } from '../demo/pictures';

/**
 * The demo "web": the websites on which the demo sightings were found. Outside `/api` and
 * public, like the internet. `/demo-web/<domain>/images/<seed>-<variant>.jpg` is an online
 * image (`<seed>-gone.jpg` is a dead link); `/demo-web/<domain>/page/<n>` is a page using it.
 */
const IMAGE = /^(?<domain>.+)\/images\/(?<seed>\d{1,10})-(?<variant>[a-z]+)\.jpg$/;
const PAGE = /^(?<domain>.+)\/page\/(?<page>\d{1,4})$/;

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

export const demoWebRoutes: FastifyPluginAsync = async (app) => {
  app.get('/demo-web/*', async (request, reply) => {
    const path = (request.params as { '*': string })['*'];
    const image = IMAGE.exec(path)?.groups;
    if (image) {
      const variant = image.variant as PictureVariant;
      if (!PICTURE_VARIANTS.includes(variant)) {
        return reply.status(404).type('text/plain; charset=utf-8').send('Not found');
      }
      const picture = await renderDemoPicture(Number(image.seed), variant);
      return reply
        .type(picture.contentType)
        .header('Cache-Control', 'public, max-age=86400')
        .send(picture.body);
    }
    const page = PAGE.exec(path)?.groups;
    if (page) {
      const domain = escapeHtml(page.domain!);
      const shown = /^(\d{1,10})-([a-z]+)$/.exec(
        String((request.query as { image?: string }).image ?? ''),
      );
      const img = shown
        ? `<img src="/demo-web/${domain}/images/${shown[1]}-${shown[2]}.jpg" alt="A picture on ${domain}" width="640">`
        : '';
      return reply
        .type('text/html; charset=utf-8')
        .header('Content-Security-Policy', "default-src 'self'; style-src 'unsafe-inline'")
        .send(
          `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${domain}</title></head>` +
            `<body style="font-family:sans-serif;max-width:48rem;margin:2rem auto"><h1>${domain}</h1>` +
            `<p>Page ${page.page} of a demo website. The picture below is one of the sightings.</p>${img}</body></html>`,
        );
    }
    return reply.status(404).type('text/plain; charset=utf-8').send('Not found');
  });
};
