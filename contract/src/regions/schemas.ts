import { z } from 'zod';
import { bboxSchema } from '../http/common-schemas.ts';
import { idParam } from '../http/params.ts';
import { apiSchemas } from '../openapi-names.ts';

export const regionSchema = z
  .object({ id: z.number().int(), slug: z.string(), name: z.string(), country: z.string(), bbox: bboxSchema })
  .register(apiSchemas, { id: 'Region' });
export type Region = z.infer<typeof regionSchema>;

export const regionListSchema = z.object({ items: z.array(regionSchema) }).register(apiSchemas, { id: 'RegionList' });

const position = z.tuple([z.number(), z.number()]).describe('[lng, lat]');
export const multiPolygonSchema = z.object({
  type: z.literal('MultiPolygon'),
  coordinates: z.array(z.array(z.array(position))),
});

export const regionDetailSchema = regionSchema
  .extend({ geometry: multiPolygonSchema.describe('GeoJSON outline (outer rings only)') })
  .register(apiSchemas, { id: 'RegionDetail' });
export type RegionDetail = z.infer<typeof regionDetailSchema>;

export const regionIdParamsSchema = z.object({ id: idParam('id', 'int4') });
