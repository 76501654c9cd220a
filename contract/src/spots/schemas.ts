// The spot reads: what GET /spots, /spots/:id, /spots/nearby and
// /spots/legacy/:oldId accept (validated, with the field named in every error) and what they
// answer. The server validates and serialises with these schemas and documents them in OpenAPI;
// the browser takes its types from them.
import { z } from 'zod';
import { bboxParam, booleanParam, dateParam, idListParam, idParam, intParam, latLngParam, roundDegrees } from '../http/params.ts';
import { categorySchema } from '../categories/schemas.ts';
import { apiSchemas } from '../openapi-names.ts';
import { PLATFORMS } from '../rules/platform.ts';
import {
  DEFAULT_NEARBY_RADIUS,
  DEFAULT_SPOT_PAGE,
  DEFAULT_SPOT_SORT,
  FIX_PROPOSALS_NEEDED,
  MAX_CATEGORY_FILTERS,
  MAX_NEARBY_LIMIT,
  MAX_NEARBY_RADIUS,
  MAX_SPOT_PAGE,
  OFFICIAL_ANSWER_STATUSES,
  SPOT_SORTS,
  type SpotFilterParam,
} from './constants.ts';

export const photoSchema = z
  .object({
    id: z.number().int(),
    url: z.string().describe('/api/photos/<id> (the large size), relative to the API origin'),
    width: z.number().int().describe('Of the large size (uploads) or the single file (demo photos)'),
    height: z.number().int(),
    showsFix: z.boolean(),
    srcset: z
      .string()
      .nullable()
      .describe(
        '"/api/photos/<id>?size=small 480w, …?size=medium 960w, …?size=large 1600w" with each size\'s real width; null for single-file photos',
      ),
  })
  .register(apiSchemas, { id: 'Photo' });
export type Photo = z.infer<typeof photoSchema>;

const spotSummaryShape = {
  id: z.number().int(),
  legacyId: z.string().nullable().describe('17-character id of the predecessor site'),
  platform: z.enum(PLATFORMS),
  country: z.string(),
  title: z.string(),
  famed: z.boolean().describe('true = fame (good place), false = shame'),
  fixed: z.boolean(),
  archived: z.boolean(),
  hasOfficialAnswer: z.boolean(),
  location: z.object({ lat: z.number(), lng: z.number() }),
  address: z.object({
    street: z.string().nullable(),
    postalCode: z.string().nullable(),
    city: z.string().nullable(),
    country: z.string().nullable().describe('ISO 3166-1 alpha-2, upper case'),
  }),
  categoryIds: z.array(z.number().int()),
  regionIds: z.array(z.number().int()),
  coverPhoto: photoSchema.nullable(),
  votes: z.number().int(),
  comments: z.number().int(),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
  distance: z.number().optional().describe('Metres from `near`; only with sort=distance'),
};

export const spotSummarySchema = z.object(spotSummaryShape).register(apiSchemas, { id: 'SpotSummary' });
export type SpotSummary = z.infer<typeof spotSummarySchema>;

export const spotDetailSchema = z
  .object({
    ...spotSummaryShape,
    description: z.string().describe('Plain text'),
    photos: z.array(photoSchema),
    categories: z.array(categorySchema),
    regions: z.array(z.object({ id: z.number().int(), slug: z.string(), name: z.string() })),
    author: z.object({ id: z.number().int(), username: z.string() }).nullable(),
    archiveAt: z.iso.datetime().nullable().describe('When the spot archives (it has a temporary category); null: never'),
    fixProposals: z.number().int().describe('How many people proposed that this shame spot is fixed'),
    fixProposalsNeeded: z.number().int().describe(`Distinct proposals that make it fixed (${FIX_PROPOSALS_NEEDED})`),
    officialAnswer: z
      .object({
        organisation: z.object({ slug: z.string(), name: z.string() }),
        status: z.enum(OFFICIAL_ANSWER_STATUSES).describe('acknowledged (received), planned, in_progress, fixed (done), rejected (not planned)'),
        text: z.string(),
        plannedFor: z.iso.date().nullable().describe('YYYY-MM-DD, with status planned'),
        createdAt: z.iso.datetime(),
      })
      .nullable(),
    hidden: z
      .object({ at: z.iso.datetime(), note: z.string().nullable().describe("The moderator's note to the author") })
      .optional()
      .describe('Only for the author of a spot a moderator hid (everyone else gets 404)'),
  })
  .register(apiSchemas, { id: 'SpotDetail' });
export type SpotDetail = z.infer<typeof spotDetailSchema>;
export type OfficialAnswer = NonNullable<SpotDetail['officialAnswer']>;
export type SpotAuthor = NonNullable<SpotDetail['author']>;
export type RegionRef = SpotDetail['regions'][number];
export type LatLng = SpotSummary['location'];
export type Address = SpotSummary['address'];

export const spotPageSchema = z
  .object({
    items: z.array(spotSummarySchema),
    nextCursor: z.string().nullable().describe('Pass back as `cursor` for the next page; null on the last page'),
  })
  .register(apiSchemas, { id: 'SpotPage' });
export type SpotPage = z.infer<typeof spotPageSchema>;

const organisationSlug = z.string().regex(/^[a-z0-9][a-z0-9-]{0,63}$/, { error: 'organisation must be an organisation slug (a-z, 0-9, -)' });

/**
 * The filters every spot view shares (list, map clusters, GeoJSON): the same parameters select the
 * same spots everywhere, so map, list and downloads agree.
 */
export const spotFilterShape = {
  regionId: idParam('regionId', 'int4').optional(),
  famed: booleanParam('famed').optional(),
  fixed: booleanParam('fixed').optional(),
  officialAnswer: booleanParam('officialAnswer').optional(),
  archived: booleanParam('archived').optional().describe('Omitted or false: current spots only; true: archived spots only'),
  categoryIds: idListParam('categoryIds', MAX_CATEGORY_FILTERS).optional().describe('Spots with any of these categories'),
  begin: dateParam('begin', 'start').optional().describe('created at or after (a bare date: from the start of that UTC day)'),
  end: dateParam('end', 'end').optional().describe('created at or before (a bare date: to the end of that UTC day)'),
  bbox: bboxParam('bbox').optional().describe('minLng,minLat,maxLng,maxLat'),
  hasPhoto: booleanParam('hasPhoto').optional(),
  organisation: organisationSlug.optional().describe("Only spots in this organisation's regions"),
};

/** The filter parameters as the server reads them (after parsing). */
export type SpotFilterQuery = z.output<z.ZodObject<typeof spotFilterShape>>;

// Every filter parameter the browser writes is one the server reads (sort is the list's own).
const everyFilterParamIsRead: Record<Exclude<SpotFilterParam, 'sort'>, unknown> = spotFilterShape;
void everyFilterParamIsRead;

/** end before begin is a 400 naming `end`. */
export function checkDateRange(query: Pick<SpotFilterQuery, 'begin' | 'end'>, ctx: z.RefinementCtx): void {
  if (query.begin && query.end && query.begin > query.end) {
    ctx.addIssue({ code: 'custom', path: ['end'], message: 'end must not be before begin' });
  }
}

export const spotListQuerySchema = z
  .object({
    ...spotFilterShape,
    sort: z.enum(SPOT_SORTS, { error: `sort must be one of ${SPOT_SORTS.join(', ')}` }).default(DEFAULT_SPOT_SORT),
    near: latLngParam('near').optional().describe('lat,lng; required with sort=distance'),
    limit: intParam('limit', 1, MAX_SPOT_PAGE).default(DEFAULT_SPOT_PAGE),
    // Opaque to clients; the server decodes it and answers 400 naming `cursor` when it does not fit the query.
    cursor: z.string().max(2000, { error: 'cursor is not valid' }).optional().describe('nextCursor of the previous page'),
  })
  .transform((query, ctx) => {
    if (query.sort === 'distance' && !query.near) {
      ctx.addIssue({ code: 'custom', path: ['near'], message: 'near (lat,lng) is required when sort=distance' });
    }
    checkDateRange(query, ctx);
    return query;
  });
export type SpotListQuery = z.output<typeof spotListQuerySchema>;

/** GET /users/:nameOrOldId/spots: a person's spots, newest first, keyset-paged like the list. */
export const userSpotsQuerySchema = z.object({
  limit: intParam('limit', 1, MAX_SPOT_PAGE).default(DEFAULT_SPOT_PAGE),
  cursor: z.string().max(2000, { error: 'cursor is not valid' }).optional().describe('nextCursor of the previous page'),
});
export type UserSpotsQuery = z.output<typeof userSpotsQuerySchema>;

export const spotIdParamsSchema = z.object({ id: idParam('id', 'bigint') });

/**
 * GET /spots/:id/share.jpg: `v` names the cover photo and the rendering the image was made with
 * (the page's og:image carries it), so an address with the current ones may be cached for good.
 */
export const shareImageQuerySchema = z.object({
  v: z
    .string()
    .max(20)
    .optional()
    .describe('<cover photo id>-<rendering> the address was made for; the current ones make the answer cacheable for a year'),
});

export const legacyIdParamsSchema = z.object({
  oldId: z.string().regex(/^[0-9A-Za-z]{17}$/, { error: 'oldId must be a 17-character legacy id' }),
});

export const legacyLookupSchema = z.object({ id: z.number().int() }).register(apiSchemas, { id: 'LegacySpotId' });

/** A decimal number query parameter in [min, max], named in its error. */
function numberParam(name: string, min: number, max: number, what: string) {
  const message = `${name} must be ${what} from ${min} to ${max}`;
  return z
    .string({ error: message })
    .regex(/^-?\d{1,3}(\.\d{1,15})?$/, { error: message })
    .transform((v) => roundDegrees(Number(v)))
    .refine((n) => n >= min && n <= max, { error: message });
}

export const nearbyQuerySchema = z.object({
  lat: numberParam('lat', -90, 90, 'a latitude in degrees'),
  lng: numberParam('lng', -180, 180, 'a longitude in degrees'),
  famed: booleanParam('famed').optional().describe('Only spots of this polarity (a new fame spot repeats fame spots)'),
  radius: intParam('radius', 1, MAX_NEARBY_RADIUS).default(DEFAULT_NEARBY_RADIUS).describe('Metres (default 50)'),
  limit: intParam('limit', 1, MAX_NEARBY_LIMIT).default(10),
});
export type NearbyQuery = z.output<typeof nearbyQuerySchema>;

export const nearbySpotsSchema = z
  .object({
    items: z.array(spotSummarySchema).describe('Current spots of the platform within `radius` metres, nearest first, each with `distance`'),
  })
  .register(apiSchemas, { id: 'NearbySpots' });
export type NearbySpots = z.infer<typeof nearbySpotsSchema>;
