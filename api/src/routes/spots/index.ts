// Spot reads: the keyset-paged list with every filter, one spot, the legacy-id lookup that keeps
// old /entries/{oldId} links working, duplicate candidates near a position, and GeoJSON. The
// writes live in write-routes.ts.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { notFound } from '../../http/errors.ts';
import { errorResponses } from '../schemas.ts';
import { spotsGeoJson } from './geojson.ts';
import { nearbySpots } from './nearby.ts';
import { findSpot, findSpotIdByLegacyId, listSpots } from './repository.ts';
import {
  geojsonQuerySchema,
  legacyIdParamsSchema,
  legacyLookupSchema,
  MAX_GEOJSON_FEATURES,
  nearbyQuerySchema,
  nearbySpotsSchema,
  spotDetailSchema,
  spotFeatureCollectionSchema,
  spotIdParamsSchema,
  spotListQuerySchema,
  spotPageSchema,
} from './schemas.ts';
import { stringifyResponse } from './serialize.ts';
import spotWriteRoutes from './write-routes.ts';

const spotsRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(spotWriteRoutes);

  app.get(
    '/spots',
    {
      schema: {
        summary: 'Spots of the platform and country, filtered, sorted and keyset-paged',
        tags: ['spots'],
        querystring: spotListQuerySchema,
        response: { 200: spotPageSchema, 400: errorResponses[400] },
      },
      serializerCompiler: stringifyResponse,
    },
    async (request) => listSpots(app.db.kysely, request.ctx, request.query),
  );

  app.get(
    '/spots/nearby',
    {
      schema: {
        summary: 'Spots a new spot at lat/lng may repeat: current spots of the platform within `radius` metres, nearest first',
        tags: ['spots'],
        querystring: nearbyQuerySchema,
        response: { 200: nearbySpotsSchema, 400: errorResponses[400] },
      },
      serializerCompiler: stringifyResponse,
    },
    async (request) => ({ items: await nearbySpots(app.db.kysely, request.ctx, request.query) }),
  );

  app.get(
    '/spots.geojson',
    {
      schema: {
        summary: `The spots of a filtered view as a GeoJSON FeatureCollection (newest first, at most ${MAX_GEOJSON_FEATURES})`,
        description: `Same filters as GET /api/spots. More than ${MAX_GEOJSON_FEATURES} matching spots is a 400 naming bbox: narrow the box or the filters.`,
        tags: ['spots'],
        querystring: geojsonQuerySchema,
        response: { 200: spotFeatureCollectionSchema, 400: errorResponses[400] },
      },
    },
    async (request, reply) => {
      const body = await spotsGeoJson(app.db.kysely, request.ctx, request.query);
      // A string with a JSON media type is sent as it is (no serializer): it is the JSON already.
      return reply.type('application/geo+json; charset=utf-8').send(body as never);
    },
  );

  app.get(
    '/spots/:id',
    {
      schema: {
        summary: 'One spot with description, photos, categories, regions, author and official answer',
        tags: ['spots'],
        params: spotIdParamsSchema,
        response: { 200: spotDetailSchema, ...errorResponses },
      },
    },
    async (request) => {
      const spot = await findSpot(app.db.kysely, request.ctx.platform, request.params.id, request.ctx.locale);
      if (!spot) throw notFound(`Spot ${request.params.id} not found`);
      return spot;
    },
  );

  app.get(
    '/spots/legacy/:oldId',
    {
      schema: {
        summary: 'The numeric id of a spot by its 17-character legacy id (old /entries/{oldId} links)',
        tags: ['spots'],
        params: legacyIdParamsSchema,
        response: { 200: legacyLookupSchema, ...errorResponses },
      },
    },
    async (request) => {
      const id = await findSpotIdByLegacyId(app.db.kysely, request.ctx.platform, request.params.oldId);
      if (id === null) throw notFound(`Spot with legacy id ${request.params.oldId} not found`);
      return { id };
    },
  );
};

export default spotsRoutes;
