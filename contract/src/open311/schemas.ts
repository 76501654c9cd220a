// Open311 GeoReport v2 (issue 15, https://wiki.open311.org/GeoReport_v2) under /api/open311/v2:
// what its endpoints accept, in the standard's own parameter names. The answers are the
// standard's JSON or XML (by the path's extension), written by the server, so they have no zod
// schema here; the standard's field lists are checked by api/test/open311/georeport-client.ts.
import { z } from 'zod';
import { OFFICIAL_ANSWER_MAX_LENGTH, OFFICIAL_ANSWER_STATUSES } from '../spots/constants.ts';

export const OPEN311_FORMATS = ['json', 'xml'] as const;
export type Open311Format = (typeof OPEN311_FORMATS)[number];
/** The standard's guidance: a default window of 90 days, at most 1000 requests per answer. */
export const OPEN311_WINDOW_DAYS = 90;
export const OPEN311_MAX_REQUESTS = 1000;
/** The service of spots without a category (and of posts that want none). */
export const OPEN311_OTHER_SERVICE = 'other';

const format = z.enum(OPEN311_FORMATS, { error: 'format must be json or xml' }).describe('json or xml (the extension)');
const jurisdiction = z.string().optional().describe('platform.country (bikeable.ch, walkable.de, accessable.world); default: the moveable-* headers');

export const open311FormatParamsSchema = z.object({ format });
export const open311ServiceParamsSchema = z.object({ service_code: z.string().min(1).max(100), format });
export const open311RequestParamsSchema = z.object({ service_request_id: z.string().min(1).max(20), format });

export const open311JurisdictionQuerySchema = z.object({ jurisdiction_id: jurisdiction });

export const open311RequestsQuerySchema = z.object({
  jurisdiction_id: jurisdiction,
  service_request_id: z.string().max(2000).optional().describe('Comma-separated ids; the other filters are then ignored'),
  service_code: z.string().max(2000).optional().describe('Comma-separated service codes'),
  start_date: z.string().max(40).optional().describe('W3C datetime: requested on or after'),
  end_date: z.string().max(40).optional().describe('W3C datetime: requested on or before; at most 90 days after start_date'),
  status: z.string().max(20).optional().describe('open, closed, or open,closed'),
});

/** application/x-www-form-urlencoded, as the standard posts it. Unknown fields are ignored. */
export const open311PostRequestBodySchema = z
  .looseObject({
    api_key: z.string().optional().describe("An organisation's API key (mvk_…)"),
    jurisdiction_id: jurisdiction,
    service_code: z.string().optional(),
    lat: z.string().optional(),
    long: z.string().optional(),
    address_string: z.string().optional(),
    address_id: z.string().optional(),
    description: z.string().optional().describe('Its first line becomes the title unless attribute[title] is given'),
    'attribute[title]': z.string().optional(),
    email: z.string().optional().describe('Kept, never shown'),
    first_name: z.string().optional().describe('Kept, never shown'),
    last_name: z.string().optional().describe('Kept, never shown'),
    phone: z.string().optional().describe('Kept, never shown'),
    device_id: z.string().optional(),
    account_id: z.string().optional(),
    media_url: z.string().optional().describe('Not fetched: photos are added on the site'),
  })
  .describe('The standard fields of POST requests');

/** The official-answer extension (api/README.md, "Open311"). */
export const open311AnswerBodySchema = z
  .looseObject({
    api_key: z.string().optional(),
    status: z
      .string()
      .optional()
      .describe(`One of ${OFFICIAL_ANSWER_STATUSES.join(', ')}`),
    status_notes: z.string().optional().describe(`The answer's text, 1 to ${OFFICIAL_ANSWER_MAX_LENGTH} characters`),
    expected_datetime: z.string().optional().describe('For status planned: when (a W3C date or datetime)'),
  })
  .describe('An official answer from the organisation of the key');
