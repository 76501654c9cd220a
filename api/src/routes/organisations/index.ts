// Organisations (partners, towns, sponsors; issue 12): the public list and detail, a town page's
// statistics and official answers, and the writes of platform administrators (anything, new
// organisations) and of an organisation's own administrators (its descriptions, logo, website,
// contact). Reads: the list by platform and country, one organisation by platform and slug from
// any country site (embeds on partner pages send whatever country they like); counts come from
// the kept statistics (kept-statistics.ts). Who may write is decided in write.ts against the
// locked row.
import { WORLD } from '@moveable/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpoint } from '../../http/endpoint.ts';
import { notFound } from '../../http/errors.ts';
import { noStore } from '../../http/no-store.ts';
import { signedInUser } from '../../plugins/auth.ts';
import { answersPage } from './answers.ts';
import { encodeCursor, readCursor } from './cursor.ts';
import { statisticsKeeper } from './kept-statistics.ts';
import { findOrganisation, listOrganisations, organisationId, regionsBbox } from './repository.ts';
import { toDetail, toSummary, type Reader } from './wire.ts';
import { createOrganisation, updateOrganisation } from './write.ts';

const organisationsRoutes: FastifyPluginAsyncZod = async (app) => {
  const statistics = statisticsKeeper(app);

  async function detail(platform: Parameters<typeof findOrganisation>[1], slug: string, reader: Reader) {
    const row = await findOrganisation(app.db.kysely, platform, slug);
    if (!row) throw notFound(`Organisation ${slug} not found`);
    const [counted] = await statistics.withCounts([row]);
    return toDetail(counted ?? row, reader, await regionsBbox(app.db.kysely, row.region_ids));
  }

  app.route({
    ...endpoint('GET /organisations'),
    handler: async (request) => {
      const { ctx, query } = request;
      const country = query.country === undefined ? ctx.country : query.country === WORLD ? null : query.country;
      const rows = await listOrganisations(
        app.db.kysely,
        { platform: ctx.platform, country, type: query.type, premium: query.premium },
        query.limit,
        readCursor(query.cursor),
      );
      const shown = await statistics.withCounts(rows.slice(0, query.limit));
      const last = shown[shown.length - 1];
      return {
        items: shown.map((row) => toSummary(row, ctx)),
        nextCursor: rows.length > query.limit && last ? encodeCursor({ s: last.slug }) : null,
      };
    },
  });

  app.route({
    ...endpoint('GET /organisations/:slug'),
    handler: async (request) => detail(request.ctx.platform, request.params.slug, request.ctx),
  });

  app.route({
    ...endpoint('GET /organisations/:slug/statistics'),
    handler: async (request) => {
      const organisation = await organisationId(app.db.kysely, request.ctx.platform, request.params.slug);
      if (!organisation) throw notFound(`Organisation ${request.params.slug} not found`);
      const kept = await statistics.of(organisation.id, request.ctx.platform);
      return { slug: request.params.slug, computedAt: kept.computedAt.toISOString(), ...kept.figures };
    },
  });

  app.route({
    ...endpoint('GET /organisations/:slug/official-answers'),
    handler: async (request) => {
      const organisation = await organisationId(app.db.kysely, request.ctx.platform, request.params.slug);
      if (!organisation) throw notFound(`Organisation ${request.params.slug} not found`);
      return answersPage(app.db.kysely, organisation.id, request.query.limit, request.query.cursor);
    },
  });

  app.route({
    ...endpoint('POST /organisations'),
    onRequest: [app.requireUser, noStore],
    handler: async (request, reply) => {
      const slug = await createOrganisation(app.db.kysely, request.ctx.platform, signedInUser(request), request.body);
      return reply
        .code(201)
        .header('location', `/api/organisations/${slug}`)
        .send(await detail(request.ctx.platform, slug, request.ctx));
    },
  });

  app.route({
    ...endpoint('PATCH /organisations/:slug'),
    onRequest: [app.requireUser, noStore],
    handler: async (request) => {
      await updateOrganisation(app.db.kysely, request.ctx.platform, signedInUser(request), request.params.slug, request.body);
      return detail(request.ctx.platform, request.params.slug, request.ctx);
    },
  });
};

export default organisationsRoutes;
