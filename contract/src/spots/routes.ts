import { bearerSecurity, errorResponses, errorSchema, noContentSchema } from '../http/common-schemas.ts';
import type { RouteTable } from '../route.ts';
import { publicUserParamsSchema } from '../users/schemas.ts';
import {
  SPOT_CSV_FORMAT,
  SPOT_CSV_MEDIA_TYPE,
  SPOT_EXPORT_COLUMNS,
  SPOT_GEOJSON_MEDIA_TYPE,
  spotCsvSchema,
  spotExportQuerySchema,
  spotFeatureCollectionSchema,
} from './export-schemas.ts';
import {
  legacyIdParamsSchema,
  legacyLookupSchema,
  nearbyQuerySchema,
  nearbySpotsSchema,
  spotDetailSchema,
  spotIdParamsSchema,
  shareImageQuerySchema,
  spotListQuerySchema,
  spotPageSchema,
  userSpotsQuerySchema,
} from './schemas.ts';
import { addCategorySchema, archiveDelaySchema, spotInputSchema, spotPatchSchema, spotViewerSchema } from './write-schemas.ts';

const EXPORT_DESCRIPTION =
  'Same filters as GET /api/spots, and the same spots: never hidden or deleted ones. No limit: the answer is streamed in batches, newest first (created, then id), so a large export starts at once and ends when the last spot is written. A column or property is only ever added at the end.';

const writeErrors = { 400: errorSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema } as const;

export const spotRoutes = {
  'GET /spots': {
    summary: 'Spots of the platform and country, filtered, sorted and keyset-paged',
    tags: ['spots'],
    querystring: spotListQuerySchema,
    response: { 200: spotPageSchema, 400: errorResponses[400] },
  },
  'GET /spots/nearby': {
    summary: 'Spots a new spot at lat/lng may repeat: current spots of the platform within `radius` metres, nearest first',
    tags: ['spots'],
    querystring: nearbyQuerySchema,
    response: { 200: nearbySpotsSchema, 400: errorResponses[400] },
  },
  'GET /spots.geojson': {
    summary: 'Every spot of a filtered view as a GeoJSON FeatureCollection (RFC 7946), newest first, streamed',
    description: `${EXPORT_DESCRIPTION} Each feature is a Point ([lng, lat], WGS 84) with the spot id as its id and the properties of SpotExportProperties, in that order.`,
    tags: ['spots'],
    querystring: spotExportQuerySchema,
    response: {
      200: { description: 'The FeatureCollection', content: { [SPOT_GEOJSON_MEDIA_TYPE]: { schema: spotFeatureCollectionSchema } } },
      400: errorResponses[400],
    },
  },
  'GET /spots.csv': {
    summary: 'Every spot of a filtered view as CSV (RFC 4180, UTF-8, header row), newest first, streamed',
    description: `${EXPORT_DESCRIPTION} Columns: ${SPOT_EXPORT_COLUMNS.join(', ')} (SpotExportProperties, with the position as lat and lng after regionIds).`,
    tags: ['spots'],
    querystring: spotExportQuerySchema,
    response: {
      200: { description: SPOT_CSV_FORMAT, content: { [SPOT_CSV_MEDIA_TYPE]: { schema: spotCsvSchema } } },
      400: errorResponses[400],
    },
  },
  'GET /spots/:id': {
    summary: 'One spot with description, photos, categories, regions, author and official answer',
    description:
      'A spot merged into another answers 308 with the kept spot in Location. A hidden spot is a 404 except for its author (with a bearer token), who gets it with `hidden`.',
    tags: ['spots'],
    params: spotIdParamsSchema,
    response: { 200: spotDetailSchema, ...errorResponses },
  },
  'GET /spots/:id/share.jpg': {
    summary: "The spot's sharing image: its cover photo as a 1200×630 JPEG, for link previews (og:image)",
    description:
      "Not scoped by platform, like photo bytes: link previews fetch it without our headers. A spot without a cover photo redirects (302) to its platform's sharing image (PNG). 404 for a deleted or unknown spot.",
    tags: ['spots'],
    params: spotIdParamsSchema,
    querystring: shareImageQuerySchema,
  },
  'GET /spots/legacy/:oldId': {
    summary: 'The numeric id of a spot by its 17-character legacy id (old /entries/{oldId} links)',
    tags: ['spots'],
    params: legacyIdParamsSchema,
    response: { 200: legacyLookupSchema, ...errorResponses },
  },
  'GET /users/:nameOrOldId/spots': {
    summary: "A person's spots on the platform (every country, archived ones too: the spots the public profile counts), newest first, keyset-paged",
    tags: ['spots', 'users'],
    params: publicUserParamsSchema,
    querystring: userSpotsQuerySchema,
    response: { 200: spotPageSchema, ...errorResponses },
  },
  'POST /spots': {
    summary: "Add a spot (the country is the site's; on the worldwide site the address's), with categories and uploaded photos",
    tags: ['spots'],
    security: bearerSecurity,
    body: spotInputSchema,
    response: { 200: spotDetailSchema, 201: spotDetailSchema, 400: errorSchema, 401: errorSchema },
  },
  'PATCH /spots/:id': {
    summary: 'Edit a spot (author, moderator, admin): any part of SpotInput except photoIds',
    tags: ['spots'],
    security: bearerSecurity,
    params: spotIdParamsSchema,
    body: spotPatchSchema,
    response: { 200: spotDetailSchema, ...writeErrors },
  },
  'DELETE /spots/:id': {
    summary: 'Delete a spot (author, moderator, admin); reads answer 404 afterwards',
    tags: ['spots'],
    security: bearerSecurity,
    params: spotIdParamsSchema,
    response: { 204: noContentSchema, ...writeErrors },
  },
  'POST /spots/:id/categories': {
    summary: 'Add a category of the platform to a spot (anyone signed in; a category it has is a no-op)',
    tags: ['spots'],
    security: bearerSecurity,
    params: spotIdParamsSchema,
    body: addCategorySchema,
    response: { 200: spotDetailSchema, ...writeErrors },
  },
  'POST /spots/:id/archive-delay': {
    summary: 'Delay archiving by 30 days from the later of now and the archive date (author); 409 not_archiving without one',
    tags: ['spots'],
    security: bearerSecurity,
    params: spotIdParamsSchema,
    response: { 200: archiveDelaySchema, ...writeErrors, 409: errorSchema },
  },
  'GET /spots/:id/viewer': {
    summary: 'What the signed-in person has done on this spot and may do',
    tags: ['spots'],
    security: bearerSecurity,
    params: spotIdParamsSchema,
    response: { 200: spotViewerSchema, 400: errorSchema, 401: errorSchema, 404: errorSchema },
  },
} satisfies RouteTable;
