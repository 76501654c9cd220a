// The open-data exports of a filtered view of spots (issue 15): GET /spots.geojson (an RFC 7946
// FeatureCollection) and GET /spots.csv (RFC 4180). Both take exactly the list's filters and
// write the same fields, in the same order, for every spot: a property set that only grows at the
// end, so a town's import script keeps working. The server streams both, newest first, however
// many spots match; these schemas document the answers (they are never run over them).
import { z } from 'zod';
import { apiSchemas } from '../openapi-names.ts';
import { PLATFORMS } from '../rules/platform.ts';
import { checkDateRange, spotFilterShape } from './schemas.ts';

/** The query of both exports: the filters of GET /spots (no sort, limit or cursor: every match, newest first). */
export const spotExportQuerySchema = z.object(spotFilterShape).transform((query, ctx) => {
  checkDateRange(query, ctx);
  return query;
});
export type SpotExportQuery = z.output<typeof spotExportQuerySchema>;

const LIST = 'In the CSV: the values separated by single spaces';

/** A spot's fields in an export, in their order (the GeoJSON's properties; the CSV adds lat and lng after regionIds). */
export const spotExportPropertiesSchema = z
  .object({
    id: z.number().int(),
    url: z.string().describe("Absolute address of the spot's page on the site the export was asked from (PUBLIC_URL)"),
    title: z.string(),
    description: z.string().describe('Plain text'),
    famed: z.boolean().describe('true = fame (good place), false = shame'),
    fixed: z.boolean(),
    archived: z.boolean(),
    officialAnswer: z.boolean().describe('An organisation has answered officially'),
    categories: z.array(z.string()).describe(`Category slugs (GET /api/categories). ${LIST}`),
    categoryIds: z.array(z.number().int()).describe(LIST),
    regionIds: z.array(z.number().int()).describe(LIST),
    street: z.string().nullable(),
    postalCode: z.string().nullable(),
    city: z.string().nullable(),
    countryCode: z.string().nullable().describe("The address's country, ISO 3166-1 alpha-2, upper case"),
    country: z.string().describe('The site the spot belongs to (lower case)'),
    platform: z.enum(PLATFORMS),
    votes: z.number().int(),
    comments: z.number().int(),
    photos: z.array(z.string()).describe(`Absolute photo addresses, cover first. ${LIST}`),
    createdAt: z.iso.datetime(),
    updatedAt: z.iso.datetime(),
  })
  .register(apiSchemas, { id: 'SpotExportProperties' });
export type SpotExportProperties = z.infer<typeof spotExportPropertiesSchema>;

/** The GeoJSON properties, in order. */
export const SPOT_EXPORT_PROPERTIES = Object.keys(spotExportPropertiesSchema.shape) as (keyof SpotExportProperties)[];

/** The CSV's header row: the properties with the position after regionIds. */
export const SPOT_EXPORT_COLUMNS = SPOT_EXPORT_PROPERTIES.flatMap((p) => (p === 'regionIds' ? [p, 'lat', 'lng'] : [p])) as (
  keyof SpotExportProperties | 'lat' | 'lng'
)[];

export const spotFeatureCollectionSchema = z
  .object({
    type: z.literal('FeatureCollection'),
    features: z.array(
      z.object({
        type: z.literal('Feature'),
        id: z.number().int().describe('The spot id (also properties.id)'),
        geometry: z.object({ type: z.literal('Point'), coordinates: z.tuple([z.number(), z.number()]).describe('[lng, lat] (WGS 84)') }),
        properties: spotExportPropertiesSchema,
      }),
    ),
  })
  .register(apiSchemas, { id: 'SpotFeatureCollection' });
export type SpotFeatureCollection = z.infer<typeof spotFeatureCollectionSchema>;

export const SPOT_CSV_MEDIA_TYPE = 'text/csv; charset=utf-8; header=present';
export const SPOT_GEOJSON_MEDIA_TYPE = 'application/geo+json; charset=utf-8';

/** What GET /spots.csv writes (the OpenAPI document says it as the answer's description). */
export const SPOT_CSV_FORMAT =
  `RFC 4180, UTF-8 without byte-order mark, CRLF line ends, a header row: ${SPOT_EXPORT_COLUMNS.join(',')}. ` +
  'A field with a comma, a double quote, CR or LF is quoted, its quotes doubled. true/false, empty for null, ' +
  'lists separated by single spaces. Text cells that begin with = + - @, a tab or CR start with an apostrophe ' +
  "(') so spreadsheets never read them as formulas; numbers, dates and booleans never do. Sent as an attachment.";

export const spotCsvSchema = z.string();
