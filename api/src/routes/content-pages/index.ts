// The content pages (issue 11): GET /content/:page for everyone, in the request's platform and
// the best language the page has; saving and the history for administrators.
import { WORLD, contentLocaleFor, isContentPage, type ContentPageName, type ContentPageRevision } from '@moveable/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpoint } from '../../http/endpoint.ts';
import { notFound } from '../../http/errors.ts';
import { noStore } from '../../http/no-store.ts';
import { signedInUser } from '../../plugins/auth.ts';
import { checkPlaceholders, renderPage } from './render.ts';
import { findCurrentText, localePreference, type Revision } from '../../domain/content-pages/current-text.ts';
import { findRevision, listRevisions, pageExists, saveRevision } from './repository.ts';

export interface ContentPagesOptions {
  publicUrl: string;
}

/** An unknown page name is a 404, like an unknown slug. */
function knownPage(page: string): ContentPageName {
  if (!isContentPage(page)) throw notFound(`Content page ${page} not found`);
  return page;
}

function toWire(revision: Revision): ContentPageRevision {
  return {
    id: revision.id,
    page: revision.page,
    locale: revision.locale,
    title: revision.title,
    description: revision.description,
    bodyMarkdown: revision.bodyMarkdown,
    author: revision.author,
    createdAt: revision.createdAt.toISOString(),
    current: revision.current,
  };
}

const contentPagesRoutes: FastifyPluginAsyncZod<ContentPagesOptions> = async (app, { publicUrl }) => {
  app.route({
    ...endpoint('GET /content/:page'),
    handler: async (request, reply) => {
      const page = knownPage(request.params.page);
      const { platform, country } = request.ctx;
      // §4: the content's language follows the country (Italy reads Italian), the reader's on Swiss and worldwide sites.
      const locales = localePreference(request.query.lang ?? contentLocaleFor(country ?? WORLD, request.ctx.locale));
      const revision = await findCurrentText(app.db.kysely, platform, page, locales);
      if (!revision) throw notFound(`Content page ${page} not found`);
      // Edits show within a minute; the Vary of the context plugin keeps sites and languages apart.
      reply.header('cache-control', 'public, max-age=60');
      return renderPage(revision, { platform, country, publicUrl }, request.log);
    },
  });

  app.route({
    ...endpoint('PUT /content/:page/:locale'),
    onRequest: [noStore, app.requireAdmin],
    handler: async (request) => {
      const page = knownPage(request.params.page);
      const { title, description, bodyMarkdown, baseRevisionId } = request.body;
      checkPlaceholders({ title, description, bodyMarkdown });
      const key = { platform: request.ctx.platform, page, locale: request.params.locale };
      const revision = await saveRevision(app.db.kysely, key, { title, description, bodyMarkdown, baseRevisionId }, signedInUser(request).id);
      request.log.info({ page, locale: key.locale, platform: key.platform, revision: revision.id }, 'content page saved');
      return toWire(revision);
    },
  });

  app.route({
    ...endpoint('GET /content/:page/:locale/revisions'),
    onRequest: [noStore, app.requireAdmin],
    handler: async (request) => {
      const page = knownPage(request.params.page);
      const key = { platform: request.ctx.platform, page, locale: request.params.locale };
      if (!(await pageExists(app.db.kysely, key))) throw notFound(`Content page ${page} has no ${key.locale} text on ${key.platform}`);
      const { items, next } = await listRevisions(app.db.kysely, key, request.query.limit ?? 50, request.query.cursor);
      return {
        items: items.map((r) => ({ id: r.id, title: r.title, author: r.author, createdAt: r.createdAt.toISOString(), current: r.current })),
        nextCursor: next === null ? null : String(next),
      };
    },
  });

  app.route({
    ...endpoint('GET /content/:page/:locale/revisions/:id'),
    onRequest: [noStore, app.requireAdmin],
    handler: async (request) => {
      const page = knownPage(request.params.page);
      const key = { platform: request.ctx.platform, page, locale: request.params.locale };
      const revision = await findRevision(app.db.kysely, key, request.params.id);
      if (!revision) throw notFound(`Revision ${request.params.id} of content page ${page} (${key.locale}) not found`);
      return toWire(revision);
    },
  });
};

export default contentPagesRoutes;
