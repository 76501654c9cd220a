// What a route of the API is in the contract: its method and path (the key), the schemas of what
// it accepts and answers, and its documentation. The server binds a handler to each; the browser
// takes the types of its calls from them; the OpenAPI document is written from them.
import type { z } from 'zod';

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** "GET /spots/:id": the method, a space, and the path under /api with Fastify's `:param`s. */
export type RouteKey = `${Method} /${string}`;

/**
 * An answer documented per media type (the CSV and GeoJSON exports): the OpenAPI document names
 * the type; the server streams it, so no schema runs over it.
 */
export interface MediaTypeResponse {
  description?: string;
  content: Record<string, { schema: z.ZodType }>;
}

export interface RouteDefinition {
  summary: string;
  description?: string;
  tags: string[];
  /** Documented as needing a signed-in person (bearer access token). */
  security?: { bearer: string[] }[];
  /** Browser navigations rather than API calls: left out of the OpenAPI document. */
  hide?: boolean;
  consumes?: string[];
  headers?: z.ZodType;
  params?: z.ZodType;
  querystring?: z.ZodType;
  body?: z.ZodType;
  /** Per status code; binary answers (photo bytes) have none; streamed downloads name their media type. */
  response?: Partial<Record<number, z.ZodType | MediaTypeResponse>>;
}

export type RouteTable = { [K in RouteKey]?: RouteDefinition };
