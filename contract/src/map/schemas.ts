// GET /api/map/clusters: what it accepts (the list's filters, a box and a zoom) and what it answers
// (clusters and single spots). The same schemas feed the OpenAPI document.
import { z } from 'zod';
import { bboxSchema } from '../http/common-schemas.ts';
import { bboxParam, intParam } from '../http/params.ts';
import { apiSchemas } from '../openapi-names.ts';
import { MAX_CLUSTER_ZOOM, MIN_CLUSTER_ZOOM } from '../spots/constants.ts';
import { checkDateRange, spotFilterShape } from '../spots/schemas.ts';

export const clusterQuerySchema = z
  .object({
    ...spotFilterShape,
    bbox: bboxParam('bbox').describe('minLng,minLat,maxLng,maxLat (required): the viewport'),
    zoom: intParam('zoom', MIN_CLUSTER_ZOOM, MAX_CLUSTER_ZOOM).describe('The map zoom level (integer): sets the size of the cluster grid'),
  })
  .transform((query, ctx) => {
    checkDateRange(query, ctx);
    return query;
  });
export type ClusterQuery = z.output<typeof clusterQuerySchema>;

export const mapClusterSchema = z
  .object({
    kind: z.literal('cluster'),
    id: z.string().describe('The grid cell, "zoom/column/row": stable while panning at one zoom'),
    count: z.number().int().describe('Spots in the cell that match the filters and lie in the box'),
    center: z.object({ lat: z.number(), lng: z.number() }).describe('The average position of those spots'),
    bounds: bboxSchema.describe('[minLng, minLat, maxLng, maxLat] of those spots: zoom here to see them'),
    place: z.string().nullable().describe('The city of one of its spots, to name the cluster ("12 spots near Zürich")'),
  })
  .register(apiSchemas, { id: 'MapCluster' });
export type MapCluster = z.infer<typeof mapClusterSchema>;

export const mapSpotSchema = z
  .object({
    kind: z.literal('spot'),
    id: z.number().int(),
    lat: z.number(),
    lng: z.number(),
    famed: z.boolean().describe('true = fame (good place), false = shame'),
    fixed: z.boolean(),
    title: z.string(),
    city: z.string().nullable(),
  })
  .register(apiSchemas, { id: 'MapSpot' });
export type MapSpot = z.infer<typeof mapSpotSchema>;

export const mapClustersSchema = z
  .object({
    zoom: z.number().int(),
    bbox: bboxSchema.describe('The box counted: the requested one widened to the edges of the grid cells it touches'),
    total: z
      .number()
      .int()
      .describe(
        'Spots in `bbox` that match the filters: the sum of the cluster counts plus the single spots, and what GET /api/spots lists for that bbox',
      ),
    items: z
      .array(z.discriminatedUnion('kind', [mapClusterSchema, mapSpotSchema]))
      .describe('Clusters (largest first), then single spots (newest first)'),
  })
  .register(apiSchemas, { id: 'MapClusters' });
export type MapClusters = z.infer<typeof mapClustersSchema>;
