// Schemas more than one feature answers with.
import { z } from 'zod';
import { apiSchemas } from '../plugins/openapi.ts';

export const errorSchema = z
  .object({
    statusCode: z.number().int(),
    error: z.string(),
    message: z.string(),
    code: z.string().optional().describe('Machine-readable reason for forms, e.g. invalid_credentials, email_taken, rate_limited'),
    field: z.string().optional().describe('The parameter, header or body field that was wrong'),
  })
  .register(apiSchemas, { id: 'Error' });

export const errorResponses = { 400: errorSchema, 404: errorSchema } as const;

/** Routes behind app.requireUser, in the OpenAPI document (the scheme is declared in plugins/openapi.ts). */
export const bearerSecurity = [{ bearer: [] }];

/** A 204 answer: no body. */
export const noContentSchema = z.null().describe('No content');

/** [minLng, minLat, maxLng, maxLat] */
export const bboxSchema = z.tuple([z.number(), z.number(), z.number(), z.number()]).describe('[minLng, minLat, maxLng, maxLat]');
