// Open311 GeoReport v2 (issue 15) under /api/open311/v2. Every endpoint answers JSON or XML by
// its extension; errors are the standard's [{ code, description }] (<errors><error>…). The answers
// are the standard's shapes, so no response schema is declared (see schemas.ts).
import type { RouteTable } from '../route.ts';
import {
  open311AnswerBodySchema,
  open311FormatParamsSchema,
  open311JurisdictionQuerySchema,
  open311PostRequestBodySchema,
  open311RequestParamsSchema,
  open311RequestsQuerySchema,
  open311ServiceParamsSchema,
} from './schemas.ts';

const FORM = ['application/x-www-form-urlencoded'];
const tags = ['open311'];

export const open311Routes = {
  'GET /open311/v2/discovery.:format': {
    summary: 'Open311 discovery: the endpoint, its formats and contact',
    tags,
    params: open311FormatParamsSchema,
  },
  'GET /open311/v2/services.:format': {
    summary: "Open311 service list: the platform's categories (service_code = category slug)",
    tags,
    params: open311FormatParamsSchema,
    querystring: open311JurisdictionQuerySchema,
  },
  'GET /open311/v2/services/:service_code.:format': {
    summary: 'Open311 service definition (no attributes: every service has metadata false)',
    tags,
    params: open311ServiceParamsSchema,
    querystring: open311JurisdictionQuerySchema,
  },
  'GET /open311/v2/requests.:format': {
    summary: 'Open311 service requests: spots, newest first, at most 1000, by default of the last 90 days',
    tags,
    params: open311FormatParamsSchema,
    querystring: open311RequestsQuerySchema,
  },
  'POST /open311/v2/requests.:format': {
    summary: "Open311 POST service request: a spot from an organisation's system (api_key required)",
    tags,
    consumes: FORM,
    params: open311FormatParamsSchema,
    body: open311PostRequestBodySchema,
  },
  'GET /open311/v2/requests/:service_request_id.:format': {
    summary: 'Open311 one service request (a spot)',
    tags,
    params: open311RequestParamsSchema,
    querystring: open311JurisdictionQuerySchema,
  },
  'POST /open311/v2/requests/:service_request_id/answer.:format': {
    summary: "Extension: the official answer of the key's organisation to a spot it is responsible for",
    tags,
    consumes: FORM,
    params: open311RequestParamsSchema,
    body: open311AnswerBodySchema,
  },
} satisfies RouteTable;
