// GET /api/spots/:id/share.jpg and GET /api/news/:slug/share.jpg: the sharing image (og:image) of
// a spot's or a news article's page, made from its cover photo. The image depends on the cover
// photo alone – never on platform, locale or who asks – so one rendition per cover serves
// everyone: the page names it with ?v=<cover id>-<rendering>, which a browser or CDN may keep for
// a year; other addresses revalidate by ETag. Renditions of the covers asked
// for last stay in memory (a shared link is fetched by many previewers at once), so the CPU of a
// render is spent once per cover and process. A page without a cover (or whose file is gone)
// redirects to its platform's image; a deleted spot is a 404, like its photos, and so is an article
// that is not public (a draft or scheduled one gives nothing away).
import { PLATFORM_HEAD, servedAsset } from '@moveable/contract';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { findArticleShareImageSource } from '../../domain/news/article-head.ts';
import { findShareImageSource } from '../../domain/spots/spot-head.ts';
import { endpoint } from '../../http/endpoint.ts';
import { notFound } from '../../http/errors.ts';
import { PHOTO_CSP } from '../../http/image-csp.ts';
import type { ShareImageCover, ShareImageSource } from '../../images/share-image-source.ts';
import { renderShareImage, SHARE_RENDITION, shareImageVersion } from '../../images/share-image.ts';
import { variantKey } from '../../storage/photo-files.ts';
import type { PhotoStorage } from '../../storage/photo-storage.ts';
import { RecentRenditions } from './recent-renditions.ts';

const FOR_GOOD = 'public, max-age=31536000, immutable';
const FOR_A_WHILE = 'public, max-age=300';

/** The largest stored size is the sharpest source; a single-file photo (demo SVG) is its file. */
const sourceKey = (cover: ShareImageCover) =>
  cover.variants.length === 0 ? cover.storageKey : variantKey(cover.storageKey, cover.variants.includes('large') ? 'large' : cover.variants.at(-1)!);

const shareImageRoutes: FastifyPluginAsyncZod<{ storage: PhotoStorage }> = async (app, { storage }) => {
  // One cache for spots and news alike: the image is the cover photo's, whoever shows it.
  const renditions = new RecentRenditions(32);

  async function rendition(cover: ShareImageCover): Promise<Buffer | null> {
    const kept = renditions.get(cover.photoId);
    if (kept) return kept;
    const photo = await storage.read(sourceKey(cover));
    if (!photo) return null;
    const jpeg = await renderShareImage(photo.body).catch((error: unknown) => {
      app.log.warn({ err: error, photoId: cover.photoId }, 'sharing image could not be rendered');
      return null;
    });
    if (jpeg) renditions.set(cover.photoId, jpeg);
    return jpeg;
  }

  async function send(reply: FastifyReply, source: ShareImageSource, asked: { version?: string; etag?: string | string[] }) {
    const fallback = () => reply.header('cache-control', FOR_A_WHILE).redirect(servedAsset(PLATFORM_HEAD[source.platform].shareImage), 302);
    if (!source.cover) return fallback();
    const etag = `"share-${SHARE_RENDITION}-${source.cover.photoId}"`;
    reply
      .header('cache-control', asked.version === shareImageVersion(source.cover.photoId) ? FOR_GOOD : FOR_A_WHILE)
      .header('etag', etag)
      .header('content-security-policy', PHOTO_CSP)
      .header('x-content-type-options', 'nosniff')
      .header('cross-origin-resource-policy', 'cross-origin');
    if (asked.etag === etag) return reply.code(304).send();
    const jpeg = await rendition(source.cover);
    if (!jpeg) return fallback();
    return reply.type('image/jpeg').send(jpeg);
  }

  app.route({
    ...endpoint('GET /spots/:id/share.jpg'),
    handler: async (request, reply) => {
      const source = await findShareImageSource(app.db.kysely, request.params.id);
      if (!source) throw notFound(`Spot ${request.params.id} not found`);
      return send(reply, source, { version: request.query.v, etag: request.headers['if-none-match'] });
    },
  });

  app.route({
    ...endpoint('GET /news/:slug/share.jpg'),
    handler: async (request, reply) => {
      const platform = request.query.platform ?? request.ctx.platform;
      const source = await findArticleShareImageSource(app.db.kysely, platform, request.params.slug);
      if (!source) throw notFound(`No published article ${request.params.slug}`);
      return send(reply, source, { version: request.query.v, etag: request.headers['if-none-match'] });
    },
  });
};

export default shareImageRoutes;
