// The admin pages' geography (issue 13): an organisation's area (its administrators and the
// platform's, area.ts) and the platform's regions (platform administrators, regions.ts). Outlines
// come as GeoJSON; a region file may be large, so those two routes take bodies up to 5 MB.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpoint } from '../../http/endpoint.ts';
import { noStore } from '../../http/no-store.ts';
import { signedInUser } from '../../plugins/auth.ts';
import { areaOf, setArea } from './area.ts';
import { createRegion, listAdminRegions, replaceRegionShapes, updateRegion } from './regions.ts';

/** A detailed municipality file (100 000 positions) with room to spare. */
export const REGION_FILE_LIMIT = 5 * 1024 * 1024;

const adminRegionsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...endpoint('GET /organisations/:slug/area'),
    onRequest: [noStore, app.requireUser],
    handler: async (request) => areaOf(app.db.kysely, request.ctx.platform, signedInUser(request), request.params.slug),
  });

  app.route({
    ...endpoint('PUT /organisations/:slug/area'),
    onRequest: [noStore, app.requireUser],
    handler: async (request) => setArea(app.db.kysely, request.ctx.platform, signedInUser(request), request.params.slug, request.body),
  });

  app.route({
    ...endpoint('GET /admin/regions'),
    onRequest: [noStore, app.requireAdmin],
    handler: async (request) => ({ items: await listAdminRegions(app.db.kysely, request.ctx.platform) }),
  });

  app.route({
    ...endpoint('POST /admin/regions'),
    onRequest: [noStore, app.requireAdmin],
    bodyLimit: REGION_FILE_LIMIT,
    handler: async (request, reply) => {
      const region = await createRegion(app.db.kysely, request.ctx.platform, signedInUser(request).id, request.body);
      return reply.code(201).send(region);
    },
  });

  app.route({
    ...endpoint('PATCH /admin/regions/:id'),
    onRequest: [noStore, app.requireAdmin],
    handler: async (request) => updateRegion(app.db.kysely, request.ctx.platform, signedInUser(request).id, request.params.id, request.body),
  });

  app.route({
    ...endpoint('PUT /admin/regions/:id/shapes'),
    onRequest: [noStore, app.requireAdmin],
    bodyLimit: REGION_FILE_LIMIT,
    handler: async (request) =>
      replaceRegionShapes(app.db.kysely, request.ctx.platform, signedInUser(request).id, request.params.id, request.body.geometry),
  });
};

export default adminRegionsRoutes;
