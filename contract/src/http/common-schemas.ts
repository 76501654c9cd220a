// Schemas that routes of several domains accept or answer with.
import { z } from 'zod';
import { apiSchemas } from '../openapi-names.ts';

export const errorSchema = z
  .object({
    statusCode: z.number().int(),
    error: z.string().describe('The HTTP status text, e.g. Bad Request'),
    code: z
      .string()
      .describe(
        "Machine-readable reason the browser translates: a specific one (invalid_credentials, email_taken, invalid_text, unknown_field, bad_url, …) or the status's own (invalid_input, unauthorized, forbidden, not_found, payload_too_large, unsupported_media_type, rate_limited, headers_too_large, internal_error, …)",
      ),
    message: z.string().describe('What went wrong, in English, for developers; starts with the field when there is one'),
    field: z
      .string()
      .optional()
      .describe('The parameter, header or body field that was wrong (location.lat, photoIds.0); absent when the whole body or request was'),
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
