// News (issue 11): the public list and article, the editors' list and source, the writes, and the
// RSS and Atom feeds. Reads are scoped like spots: the list by platform and country (an article
// for every country of the platform shows on each of its sites), a single article by platform
// only. Who may write is decided in write.ts against the locked row (editors.ts says who edits).
import type { NewsFeedFormat, NewsFeedQuery } from '@moveable/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Config } from '../../config.ts';
import { endpoint } from '../../http/endpoint.ts';
import { notFound } from '../../http/errors.ts';
import { readCursor } from './cursor.ts';
import { editorScope, mayEdit } from './editors.ts';
import newsEditorRoutes from './editor-routes.ts';
import { feedSite, FEED_CONTENT_TYPES, renderFeed } from './feeds.ts';
import { newsPage } from './news-page.ts';
import { findArticle, listPublic } from './repository.ts';
import { optionalViewer } from '../../domain/users/optional-viewer.ts';
import { toArticle } from './wire.ts';

const newsRoutes: FastifyPluginAsyncZod<{ config: Pick<Config, 'publicUrl'> }> = async (app, { config }) => {
  app.route({
    ...endpoint('GET /news'),
    handler: async (request) => {
      const { ctx, query } = request;
      const rows = await listPublic(
        app.db.kysely,
        { platform: ctx.platform, country: ctx.country, tag: query.tag, organisation: query.organisation },
        query.limit,
        readCursor(query.cursor, 'p'),
      );
      return newsPage(rows, query.limit, ctx, 'p');
    },
  });

  app.route({
    ...endpoint('GET /news/:slug'),
    handler: async (request, reply) => {
      const { ctx } = request;
      const row = await findArticle(app.db.kysely, ctx.platform, request.params.slug);
      const isPublic = row?.state === 'published';
      let visible = isPublic;
      if (row && !isPublic) {
        // Not public yet: only its editors see it; for anyone else it does not exist.
        reply.header('cache-control', 'no-store');
        const viewer = await optionalViewer(app, request);
        visible = viewer !== null && mayEdit(await editorScope(app.db.kysely, ctx.platform, viewer), row.organisation_id);
      }
      const article = row && visible ? toArticle(row, ctx, request.query.lang) : null;
      if (!article) throw notFound(`Article ${request.params.slug} not found`);
      return article;
    },
  });

  // Feed readers send none of the site headers: the query names the site (feedSite).
  const feed = (format: NewsFeedFormat) => async (request: FastifyRequest<{ Querystring: NewsFeedQuery }>, reply: FastifyReply) => {
    const xml = await renderFeed(app.db.kysely, format, feedSite(request.query, request.ctx), config.publicUrl);
    return reply
      .type(FEED_CONTENT_TYPES[format])
      .header('cache-control', 'public, max-age=300')
      .send(xml as never);
  };
  app.route({ ...endpoint('GET /news.rss'), handler: feed('rss') });
  app.route({ ...endpoint('GET /news.atom'), handler: feed('atom') });

  await app.register(newsEditorRoutes);
};

export default newsRoutes;
