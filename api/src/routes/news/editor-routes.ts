// The editors' news routes: their list of drafts and scheduled articles, an article's source
// (every translation's Markdown), and the writes. Every route needs a signed-in person (401 before
// the body is read); whether they may edit the article is checked in write.ts against the locked
// row, or here for the reads.
import type { Platform } from '@moveable/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpoint } from '../../http/endpoint.ts';
import { forbidden, notFound } from '../../http/errors.ts';
import { noStore } from '../../http/no-store.ts';
import { signedInUser } from '../../plugins/auth.ts';
import { readCursor } from './cursor.ts';
import { editorScope, isEditor, mayEdit, notAnEditor } from './editors.ts';
import { findArticle, listDrafts } from './repository.ts';
import { newsPage } from './news-page.ts';
import { toSource } from './wire.ts';
import { createArticle, deleteArticle, updateArticle } from './write.ts';

const newsEditorRoutes: FastifyPluginAsyncZod = async (app) => {
  // Answers depend on who asks.
  app.addHook('onRequest', noStore);

  app.route({
    ...endpoint('GET /news/drafts'),
    onRequest: app.requireUser,
    handler: async (request) => {
      const { ctx, query } = request;
      const scope = await editorScope(app.db.kysely, ctx.platform, signedInUser(request));
      if (!isEditor(scope)) throw forbidden('Only platform administrators and members of its organisations write news.', 'forbidden');
      const rows = await listDrafts(
        app.db.kysely,
        { platform: ctx.platform, organisationIds: scope.all ? null : scope.organisationIds, status: query.status },
        query.limit,
        readCursor(query.cursor, 'd'),
      );
      return newsPage(rows, query.limit, ctx, 'd');
    },
  });

  app.route({
    ...endpoint('GET /news/:slug/source'),
    onRequest: app.requireUser,
    handler: async (request) => {
      const { platform } = request.ctx;
      const row = await findArticle(app.db.kysely, platform, request.params.slug);
      const scope = await editorScope(app.db.kysely, platform, signedInUser(request));
      // As for the writes: not public and not theirs is a 404, public and not theirs a 403.
      if (!row || (!mayEdit(scope, row.organisation_id) && row.state !== 'published')) throw notFound(`Article ${request.params.slug} not found`);
      if (!mayEdit(scope, row.organisation_id)) throw notAnEditor();
      return toSource(row);
    },
  });

  /** The article as its editors see it, after a write committed. */
  async function source(platform: Platform, slug: string) {
    const row = await findArticle(app.db.kysely, platform, slug);
    if (!row) throw notFound(`Article ${slug} not found`);
    return toSource(row);
  }

  app.route({
    ...endpoint('POST /news'),
    onRequest: app.requireUser,
    handler: async (request, reply) => {
      const slug = await createArticle(app.db.kysely, request.ctx.platform, signedInUser(request), request.body);
      return reply
        .code(201)
        .header('location', `/api/news/${slug}`)
        .send(await source(request.ctx.platform, slug));
    },
  });

  app.route({
    ...endpoint('PATCH /news/:slug'),
    onRequest: app.requireUser,
    handler: async (request) => {
      await updateArticle(app.db.kysely, request.ctx.platform, signedInUser(request), request.params.slug, request.body);
      return source(request.ctx.platform, request.params.slug);
    },
  });

  app.route({
    ...endpoint('DELETE /news/:slug'),
    onRequest: app.requireUser,
    handler: async (request, reply) => {
      await deleteArticle(app.db.kysely, request.ctx.platform, signedInUser(request), request.params.slug);
      return reply.code(204).send(null);
    },
  });
};

export default newsEditorRoutes;
