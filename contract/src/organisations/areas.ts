// GET /organisations/areas: the areas of the platform's organisations in one answer, for the
// partner map (/partnermap), instead of one GET /regions/:id per region. A GeoJSON
// FeatureCollection, one feature per organisation with an area (the union of its regions'
// outlines, simplified for a map of a country), keyed by slug; names and links come from
// GET /organisations, so this answer is the same in every language and caches well (ETag).
import { z } from 'zod';
import { bboxSchema, errorSchema } from '../http/common-schemas.ts';
import { apiSchemas } from '../openapi-names.ts';
import { multiPolygonSchema } from '../regions/schemas.ts';
import type { RouteTable } from '../route.ts';
import { ORGANISATION_TYPES } from './constants.ts';
import { organisationListQuerySchema } from './schemas.ts';

export const organisationAreaSchema = z
  .object({
    type: z.literal('Feature'),
    id: z.string().describe("The organisation's slug"),
    bbox: bboxSchema,
    properties: z.object({
      slug: z.string(),
      type: z.enum(ORGANISATION_TYPES),
      labelAt: z
        .tuple([z.number(), z.number()])
        .describe('[lng, lat] inside the largest part of the area, as far from its edges as can be: where a label goes'),
    }),
    geometry: multiPolygonSchema.describe('The outer rings of its regions, simplified (about 20 m), [lng, lat] to 5 decimals'),
  })
  .register(apiSchemas, { id: 'OrganisationArea' });
export type OrganisationArea = z.infer<typeof organisationAreaSchema>;

export const organisationAreasSchema = z
  .object({
    type: z.literal('FeatureCollection'),
    bbox: bboxSchema.optional().describe('Of every area; absent when no organisation has one'),
    features: z.array(organisationAreaSchema).describe('By slug; organisations without regions have none'),
  })
  .register(apiSchemas, { id: 'OrganisationAreas' });
export type OrganisationAreas = z.infer<typeof organisationAreasSchema>;

export const organisationAreasQuerySchema = organisationListQuerySchema.pick({ country: true });

export const organisationAreaRoutes = {
  'GET /organisations/areas': {
    summary: "The areas of the platform's organisations (and country) as one GeoJSON FeatureCollection, for a map",
    description:
      "One feature per organisation with regions, its id the slug. The country is `country` or else the site's (world: every country). Answered with an ETag; `If-None-Match` with it is a 304 while no area changed.",
    tags: ['organisations'],
    querystring: organisationAreasQuerySchema,
    response: {
      200: organisationAreasSchema,
      304: z.null().describe('Not modified: the ETag of If-None-Match is current (no body)'),
      400: errorSchema,
    },
  },
} satisfies RouteTable;
