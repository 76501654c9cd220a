import { bearerSecurity, errorSchema, noContentSchema } from '../http/common-schemas.ts';
import { organisationSlugParamsSchema } from '../organisations/schemas.ts';
import type { RouteTable } from '../route.ts';
import {
  adminCategoryListSchema,
  adminCategoryParamsSchema,
  adminCategorySchema,
  adminRegionListSchema,
  adminRegionParamsSchema,
  adminRegionSchema,
  areaInputSchema,
  areaSchema,
  categoryInputSchema,
  categoryOrderSchema,
  categoryPatchSchema,
  regionInputSchema,
  regionPatchSchema,
  regionShapesInputSchema,
  regionShapesResultSchema,
} from './schemas.ts';

const readErrors = { 401: errorSchema, 403: errorSchema } as const;
const writeErrors = { 400: errorSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema, 409: errorSchema, 413: errorSchema } as const;

export const adminGeoRoutes = {
  'GET /organisations/:slug/area': {
    summary: "An organisation's area: its regions or drawn outline (platform administrators and the organisation's administrators)",
    tags: ['admin', 'organisations'],
    security: bearerSecurity,
    params: organisationSlugParamsSchema,
    response: { 200: areaSchema, ...readErrors, 400: errorSchema, 404: errorSchema },
  },
  'PUT /organisations/:slug/area': {
    summary:
      "Set an organisation's area: regions of the platform, or an outline drawn on the map (platform administrators and the organisation's administrators)",
    description:
      "A drawn outline is stored as a region of the organisation's own (slug org-<platform>-<slug>, not listed by GET /regions); spots inside it get the region at once, so the organisation answers them officially.",
    tags: ['admin', 'organisations'],
    security: bearerSecurity,
    params: organisationSlugParamsSchema,
    body: areaInputSchema,
    response: { 200: areaSchema, ...writeErrors },
  },
  'GET /admin/regions': {
    summary: 'The regions of the platform (and of every platform), in every country, by country and name (platform administrators)',
    tags: ['admin', 'regions'],
    security: bearerSecurity,
    response: { 200: adminRegionListSchema, ...readErrors },
  },
  'POST /admin/regions': {
    summary: 'Add a region with its outline from a GeoJSON file (platform administrators)',
    tags: ['admin', 'regions'],
    security: bearerSecurity,
    body: regionInputSchema,
    response: { 201: regionShapesResultSchema, ...writeErrors },
  },
  'PATCH /admin/regions/:id': {
    summary: 'Rename a region or change its slug, country or platform (platform administrators)',
    tags: ['admin', 'regions'],
    security: bearerSecurity,
    params: adminRegionParamsSchema,
    body: regionPatchSchema,
    response: { 200: adminRegionSchema, ...writeErrors },
  },
  'PUT /admin/regions/:id/shapes': {
    summary: "Replace a region's outline from a GeoJSON file; its spots are reassigned (platform administrators)",
    tags: ['admin', 'regions'],
    security: bearerSecurity,
    params: adminRegionParamsSchema,
    body: regionShapesInputSchema,
    response: { 200: regionShapesResultSchema, ...writeErrors },
  },
  'GET /admin/categories': {
    summary: 'Every category of every platform, in order (platform administrators)',
    tags: ['admin', 'categories'],
    security: bearerSecurity,
    response: { 200: adminCategoryListSchema, ...readErrors },
  },
  'POST /admin/categories': {
    summary: 'Add a category, last in the order (platform administrators)',
    tags: ['admin', 'categories'],
    security: bearerSecurity,
    body: categoryInputSchema,
    response: { 201: adminCategorySchema, ...writeErrors },
  },
  'PATCH /admin/categories/:id': {
    summary: "Change a category's labels, temporary flag, platforms or icon (platform administrators)",
    tags: ['admin', 'categories'],
    security: bearerSecurity,
    params: adminCategoryParamsSchema,
    body: categoryPatchSchema,
    response: { 200: adminCategorySchema, ...writeErrors },
  },
  'PUT /admin/categories/order': {
    summary: 'Put the categories in a new order: every id once (platform administrators)',
    tags: ['admin', 'categories'],
    security: bearerSecurity,
    body: categoryOrderSchema,
    response: { 204: noContentSchema, ...writeErrors },
  },
} satisfies RouteTable;
