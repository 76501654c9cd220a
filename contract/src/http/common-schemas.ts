// Schemas that routes of several domains accept or answer with.
import { z } from 'zod';
import { apiSchemas } from '../openapi-names.ts';

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

/** The error answers every write on a spot or comment may give. */
export const interactionErrors = { 400: errorSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema, 409: errorSchema } as const;

/** Routes that need a signed-in person (the server declares the `bearer` scheme in its OpenAPI document). */
export const bearerSecurity: { bearer: string[] }[] = [{ bearer: [] }];

/** A 204 answer: no body. */
export const noContentSchema = z.null().describe('No content');

/** [minLng, minLat, maxLng, maxLat] */
export const bboxSchema = z.tuple([z.number(), z.number(), z.number(), z.number()]).describe('[minLng, minLat, maxLng, maxLat]');
