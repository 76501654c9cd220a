// The admin pages' geography and catalogue (issue 13): an organisation's area (regions chosen from
// the platform's, or an outline drawn on the map), the regions themselves (imported from GeoJSON
// files) and the categories (labels in four languages, temporary flag, platforms, order, icon).
import { z } from 'zod';
import { bboxSchema } from '../http/common-schemas.ts';
import { idNumber, idParam } from '../http/params.ts';
import { plainText } from '../http/plain-text.ts';
import { apiSchemas } from '../openapi-names.ts';
import { multiPolygonSchema, regionSchema } from '../regions/schemas.ts';
import { PLATFORMS } from '../rules/platform.ts';
import { CATEGORY_ICONS } from './constants.ts';
import { geometryProblem, MAX_DRAWN_POSITIONS, MAX_IMPORTED_POSITIONS, outerRings, type PolygonalGeometry } from './geometry.ts';

// ---------- shapes ----------

const drawnPosition = z.tuple([z.number(), z.number()], { error: 'a position must be [longitude, latitude]' });
const drawnRing = z.array(drawnPosition, { error: 'a ring must be a list of positions' });
const noHoles = 'holes are not supported: give only the outer ring';

/** An outline drawn in the area editor: one Polygon or a MultiPolygon, outer rings only. */
export const drawnPolygonSchema = z
  .discriminatedUnion(
    'type',
    [
      z.strictObject({ type: z.literal('Polygon'), coordinates: z.array(drawnRing).min(1).max(1, { error: noHoles }) }),
      z.strictObject({
        type: z.literal('MultiPolygon'),
        coordinates: z
          .array(z.array(drawnRing).min(1).max(1, { error: noHoles }))
          .min(1)
          .max(50),
      }),
    ],
    { error: 'polygon must be a GeoJSON Polygon or MultiPolygon' },
  )
  .superRefine((geometry, ctx) => {
    const problem = geometryProblem(geometry, { maxPositions: MAX_DRAWN_POSITIONS, crossingsUpTo: MAX_DRAWN_POSITIONS });
    if (problem) ctx.addIssue({ code: 'custom', path: problem.path, message: problem.message, params: { code: problem.code } });
  })
  .describe('GeoJSON Polygon or MultiPolygon, [lng, lat] positions, closed outer rings only, at most 2000 positions, not crossing itself');
export type DrawnPolygon = z.infer<typeof drawnPolygonSchema>;

// Imported files: positions may carry an altitude; holes are dropped (regions keep outer rings).
const importedPosition = z.array(z.number(), { error: 'a position must be [longitude, latitude]' }).min(2).max(3);
const importedRing = z.array(importedPosition);
const importedPolygon = z.object({ type: z.literal('Polygon'), coordinates: z.array(importedRing) });
const importedMultiPolygon = z.object({ type: z.literal('MultiPolygon'), coordinates: z.array(z.array(importedRing)) });
const importedGeometry = z.discriminatedUnion('type', [importedPolygon, importedMultiPolygon], {
  error: 'geometry must be a Polygon or MultiPolygon',
});
const importedFeature = z.object({ type: z.literal('Feature'), geometry: importedGeometry, properties: z.unknown().optional() });

/** Feature, FeatureCollection, Polygon or MultiPolygon; its polygons (outer rings) become the region's shapes. */
export const importedShapesSchema = z
  .discriminatedUnion(
    'type',
    [
      importedPolygon,
      importedMultiPolygon,
      importedFeature,
      z.object({ type: z.literal('FeatureCollection'), features: z.array(importedFeature).min(1).max(1000) }),
    ],
    { error: 'geometry must be a GeoJSON Feature, FeatureCollection, Polygon or MultiPolygon' },
  )
  .superRefine((value, ctx) => {
    let total = 0;
    for (const { geometry, path } of polygonalParts(value)) {
      total += outerRings(geometry).reduce((sum, { ring }) => sum + ring.length, 0);
      // Pairwise crossing checks only on small rings: an official boundary file is trusted more than a hand-drawn one.
      const problem = geometryProblem(geometry, { maxPositions: MAX_IMPORTED_POSITIONS, crossingsUpTo: 300 });
      if (problem) {
        ctx.addIssue({ code: 'custom', path: [...path, ...problem.path], message: problem.message, params: { code: problem.code } });
        return;
      }
    }
    if (total > MAX_IMPORTED_POSITIONS) {
      ctx.addIssue({ code: 'custom', message: `at most ${MAX_IMPORTED_POSITIONS} positions, not ${total}`, params: { code: 'too_many_positions' } });
    }
  })
  .describe('GeoJSON Feature, FeatureCollection, Polygon or MultiPolygon in WGS84 ([lng, lat]); outer rings only (holes are dropped)');
export type ImportedShapes = z.infer<typeof importedShapesSchema>;

/** The polygonal geometries of an imported value, each with its path below the value. */
export function polygonalParts(value: ImportedShapes): { geometry: PolygonalGeometry; path: (string | number)[] }[] {
  switch (value.type) {
    case 'Polygon':
    case 'MultiPolygon':
      return [{ geometry: value, path: [] }];
    case 'Feature':
      return [{ geometry: value.geometry, path: ['geometry'] }];
    case 'FeatureCollection':
      return value.features.map((feature, index) => ({ geometry: feature.geometry, path: ['features', index, 'geometry'] }));
  }
}

// ---------- an organisation's area ----------

export const MAX_AREA_REGIONS = 500;

export const areaInputSchema = z
  .strictObject(
    {
      regionIds: z
        .array(idNumber('regionIds must be region ids', 'int4'), { error: 'regionIds must be a list of region ids' })
        .max(MAX_AREA_REGIONS, { error: `regionIds must have at most ${MAX_AREA_REGIONS} entries` })
        .transform((ids) => [...new Set(ids)].sort((a, b) => a - b))
        .optional()
        .describe('The area as regions of the platform (GET /regions); [] leaves the organisation without an area'),
      polygon: drawnPolygonSchema.optional().describe('The area as an outline of its own'),
    },
    { error: 'The body must be a JSON object (AreaInput)' },
  )
  .superRefine((body, ctx) => {
    if ((body.regionIds === undefined) === (body.polygon === undefined)) {
      ctx.addIssue({ code: 'custom', path: ['regionIds'], message: 'regionIds: give either regionIds or polygon', params: { code: 'required' } });
    }
  });
export type AreaInput = z.input<typeof areaInputSchema>;

export const areaSchema = z
  .object({
    country: z.string().describe("The organisation's country: its regions are chosen from this country's"),
    mode: z.enum(['none', 'regions', 'polygon']).describe('polygon: the area is an outline drawn for this organisation'),
    regions: z.array(regionSchema).describe('The chosen regions of the platform (none when drawn)'),
    polygon: multiPolygonSchema.nullable().describe('The drawn outline, closed outer rings'),
    outline: multiPolygonSchema.describe('Every ring of the area (regions or drawn), for a preview'),
    bbox: bboxSchema.nullable(),
    spotCount: z.number().int().describe('Spots inside the area now'),
  })
  .register(apiSchemas, { id: 'Area' });
export type Area = z.infer<typeof areaSchema>;

// ---------- regions ----------

const REGION_SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const regionSlug = z
  .string({ error: 'slug must be 1 to 64 characters of a-z and 0-9 in words joined by hyphens' })
  .max(64, { error: 'slug must be 1 to 64 characters of a-z and 0-9 in words joined by hyphens' })
  .regex(REGION_SLUG, { error: 'slug must be 1 to 64 characters of a-z and 0-9 in words joined by hyphens' });
const countryCode = z
  .string({ error: 'country must be a two-letter country code' })
  .regex(/^[a-z]{2}$/, { error: 'country must be a two-letter country code' });
const regionPlatform = z
  .enum(PLATFORMS, { error: `platform must be one of ${PLATFORMS.join(', ')} or null (every platform)` })
  .nullable()
  .describe('null: the region serves every platform');

export const adminRegionSchema = regionSchema
  .extend({ platform: z.enum(PLATFORMS).nullable(), shapeCount: z.number().int() })
  .register(apiSchemas, { id: 'AdminRegion' });
export type AdminRegion = z.infer<typeof adminRegionSchema>;
export const adminRegionListSchema = z.object({ items: z.array(adminRegionSchema) }).register(apiSchemas, { id: 'AdminRegionList' });

export const regionInputSchema = z.strictObject(
  {
    slug: regionSlug,
    name: plainText('name', 1, 100),
    country: countryCode,
    platform: regionPlatform,
    geometry: importedShapesSchema,
  },
  { error: 'The body must be a JSON object (NewRegion)' },
);
export type RegionInput = z.input<typeof regionInputSchema>;

export const regionPatchSchema = z.strictObject(
  { slug: regionSlug.optional(), name: plainText('name', 1, 100).optional(), country: countryCode.optional(), platform: regionPlatform.optional() },
  { error: 'The body must be a JSON object (RegionPatch)' },
);
export type RegionPatch = z.input<typeof regionPatchSchema>;

export const regionShapesInputSchema = z.strictObject({ geometry: importedShapesSchema }, { error: 'The body must be a JSON object ({ geometry })' });
export type RegionShapesInput = z.input<typeof regionShapesInputSchema>;

export const regionShapesResultSchema = adminRegionSchema
  .extend({ spotCount: z.number().int().describe('Spots inside the region after the import') })
  .register(apiSchemas, { id: 'RegionShapesResult' });

export const adminRegionParamsSchema = z.object({ id: idParam('id', 'int4') });

// ---------- categories ----------

const CATEGORY_SLUG = /^[a-z0-9]+(?:[-_][a-z0-9]+)*$/;
const labels = (field: string) =>
  z.strictObject(
    {
      de: plainText(`${field}.de`, 1, 60),
      fr: plainText(`${field}.fr`, 1, 60),
      it: plainText(`${field}.it`, 1, 60),
      en: plainText(`${field}.en`, 1, 60),
    },
    { error: `${field} must be an object with de, fr, it and en` },
  );
const platformList = z
  .array(z.enum(PLATFORMS, { error: `platforms must be among ${PLATFORMS.join(', ')}` }), { error: 'platforms must be a list of platforms' })
  .min(1, { error: 'platforms must name at least one platform' })
  .transform((list) => PLATFORMS.filter((p) => list.includes(p)));
const icon = z.enum(CATEGORY_ICONS, { error: `icon must be one of ${CATEGORY_ICONS.join(', ')} or null` }).nullable();

export const adminCategorySchema = z
  .object({
    id: z.number().int(),
    slug: z.string(),
    labels: z.object({ de: z.string(), fr: z.string(), it: z.string(), en: z.string() }),
    temporary: z.boolean(),
    platforms: z.array(z.enum(PLATFORMS)),
    position: z.number().int(),
    icon: z.enum(CATEGORY_ICONS).nullable(),
  })
  .register(apiSchemas, { id: 'AdminCategory' });
export type AdminCategory = z.infer<typeof adminCategorySchema>;
export const adminCategoryListSchema = z.object({ items: z.array(adminCategorySchema) }).register(apiSchemas, { id: 'AdminCategoryList' });

export const categoryInputSchema = z.strictObject(
  {
    slug: z
      .string({ error: 'slug must be 1 to 40 characters of a-z and 0-9 joined by - or _' })
      .max(40, { error: 'slug must be 1 to 40 characters of a-z and 0-9 joined by - or _' })
      .regex(CATEGORY_SLUG, { error: 'slug must be 1 to 40 characters of a-z and 0-9 joined by - or _' }),
    labels: labels('labels'),
    temporary: z.boolean({ error: 'temporary must be true or false' }).default(false),
    platforms: platformList,
    icon: icon.default(null),
  },
  { error: 'The body must be a JSON object (NewCategory)' },
);
export type CategoryInput = z.input<typeof categoryInputSchema>;

export const categoryPatchSchema = z.strictObject(
  {
    labels: labels('labels').optional(),
    temporary: z.boolean({ error: 'temporary must be true or false' }).optional(),
    platforms: platformList.optional(),
    icon: icon.optional(),
  },
  { error: 'The body must be a JSON object (CategoryPatch)' },
);
export type CategoryPatch = z.input<typeof categoryPatchSchema>;

export const categoryOrderSchema = z.strictObject(
  {
    ids: z
      .array(idNumber('ids must be category ids', 'int4'), { error: 'ids must be a list of category ids' })
      .max(1000, { error: 'ids must have at most 1000 entries' })
      .describe('Every category id, in the new order'),
  },
  { error: 'The body must be a JSON object ({ ids })' },
);
export type CategoryOrder = z.input<typeof categoryOrderSchema>;

export const adminCategoryParamsSchema = z.object({ id: idParam('id', 'int4') });
