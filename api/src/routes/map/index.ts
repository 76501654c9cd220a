// Map reads: clusters and single spots for a viewport.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { stringifyResponse } from '../../http/serialize.ts';
import { mapClusters } from './repository.ts';
import { endpoint } from '../../http/endpoint.ts';

const mapRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...endpoint('GET /map/clusters'),
    serializerCompiler: stringifyResponse,
    handler: async (request) => mapClusters(app.db.kysely, request.ctx, request.query),
  });
};

export default mapRoutes;
