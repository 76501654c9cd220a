// Spot reads: the keyset-paged list with every filter, one spot, the legacy-id lookup that keeps
// old /entries/{oldId} links working, duplicate candidates near a position, and the spots of one
// person (their public profile's list). The writes live in write-routes.ts, the GeoJSON and CSV
// exports in export-routes.ts.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpoint } from '../../http/endpoint.ts';
import { notFound } from '../../http/errors.ts';
import { readCursor } from './cursor.ts';
import { listSpotsByAuthor } from './by-author.ts';
import { findPublicUserId } from '../../domain/users/accounts.ts';
import { nearbySpots } from './nearby.ts';
import { findSpotIdByLegacyId, listSpots } from './repository.ts';
import { sendJsonText } from '../../http/json-text.ts';
import { hiddenSpotForAuthor, lookUpSpot } from '../../domain/spots/gone-spot.ts';
import { optionalViewer } from '../../domain/users/optional-viewer.ts';
import spotExportRoutes from './export-routes.ts';
import spotWriteRoutes from './write-routes.ts';
import type { Config } from '../../config.ts';

const spotsRoutes: FastifyPluginAsyncZod<{ config: Pick<Config, 'publicUrl'> }> = async (app, { config }) => {
  await app.register(spotWriteRoutes);
  await app.register(spotExportRoutes, { publicUrl: config.publicUrl });

  // The list, nearby, a spot and a person's spots answer with JSON the database wrote (their
  // stored summaries): sent as it is (http/json-text.ts).
  app.route({
    ...endpoint('GET /spots'),
    handler: async (request, reply) => sendJsonText(reply, await listSpots(app.db.kysely, request.ctx, request.query, readCursor(request.query))),
  });

  app.route({
    ...endpoint('GET /spots/nearby'),
    handler: async (request, reply) => sendJsonText(reply, await nearbySpots(app.db.kysely, request.ctx, request.query)),
  });

  app.route({
    ...endpoint('GET /spots/:id'),
    handler: async (request, reply) => {
      const { platform, locale } = request.ctx;
      const { id } = request.params;
      const { detail, mergedInto, hiddenAuthorId } = await lookUpSpot(app.db.kysely, platform, id, locale);
      if (detail !== null) return sendJsonText(reply, detail);
      // Moderation took it away: a merged spot's address leads to the kept one (permanently, the
      // method kept); a hidden one is still there for its author.
      if (mergedInto !== null) {
        const [path = '', query] = request.url.split('?');
        const location = `${path.replace(/\/spots\/\d+$/, `/spots/${mergedInto}`)}${query === undefined ? '' : `?${query}`}`;
        // No body and no JSON type: there is no SpotDetail to hold against the contract.
        return reply
          .code(308)
          .header('location', location)
          .type('text/plain; charset=utf-8')
          .send('' as never);
      }
      const viewer = hiddenAuthorId === null ? null : await optionalViewer(app, request);
      const own = viewer && viewer.id === hiddenAuthorId ? await hiddenSpotForAuthor(app.db.kysely, platform, id, locale, viewer.id) : null;
      if (own === null) throw notFound(`Spot ${id} not found`);
      reply.header('cache-control', 'no-store');
      return sendJsonText(reply, own);
    },
  });

  app.route({
    ...endpoint('GET /users/:nameOrOldId/spots'),
    handler: async (request, reply) => {
      const authorId = await findPublicUserId(app.db.kysely, request.params.nameOrOldId);
      if (authorId === null) throw notFound(`User ${request.params.nameOrOldId} not found`);
      return sendJsonText(reply, await listSpotsByAuthor(app.db.kysely, request.ctx.platform, authorId, request.query));
    },
  });

  app.route({
    ...endpoint('GET /spots/legacy/:oldId'),
    handler: async (request) => {
      const id = await findSpotIdByLegacyId(app.db.kysely, request.ctx.platform, request.params.oldId);
      if (id === null) throw notFound(`Spot with legacy id ${request.params.oldId} not found`);
      return { id };
    },
  });
};

export default spotsRoutes;
