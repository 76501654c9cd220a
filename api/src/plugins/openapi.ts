// The OpenAPI document, generated from the same zod schemas that validate requests and
// serialise responses, served at GET /api/openapi.json. Schemas registered in `apiSchemas`
// become named components.
import swagger from '@fastify/swagger';
import { apiSchemas } from '@moveable/contract';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createJsonSchemaTransform, createJsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { contextHeadersSchema } from './context.ts';

/** Routes that don't depend on the moveable-* headers (the rest are documented with them). */
const CONTEXT_FREE = new Set(['/api/health', '/api/photos/:id', '/api/spots/:id/share.jpg', '/api/avatars/:file', '/api/openapi.json']);

export default fp(
  async function openapiPlugin(app: FastifyInstance) {
    const transform = createJsonSchemaTransform({ schemaRegistry: apiSchemas });
    await app.register(swagger, {
      openapi: {
        openapi: '3.1.0',
        info: {
          title: 'moveable spots API',
          version: '1.0.0',
          description:
            'API of bikeable, walkable and accessable: public reads, and accounts (docs/accounts-api.md). Platform and country come from the moveable-platform and moveable-countrycode headers, the language of labels and e-mails from accept-language. Errors: { statusCode, error, code, message, field? } (every 4xx and 5xx).',
        },
        components: {
          securitySchemes: {
            bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT', description: 'Access token (15 minutes) from sign-in or refresh' },
            sessionCookie: {
              type: 'apiKey',
              in: 'cookie',
              name: 'moveable_session',
              description: 'Refresh token, httpOnly; read by the session endpoints',
            },
          },
        },
      },
      transform: (document) => {
        const { url, schema } = document;
        const documented = url.startsWith('/api/') && !CONTEXT_FREE.has(url) && schema && !schema.hide;
        return transform(documented ? { ...document, schema: { headers: contextHeadersSchema, ...schema } } : document);
      },
      transformObject: createJsonSchemaTransformObject({ schemaRegistry: apiSchemas }),
    });
    app.get('/api/openapi.json', { schema: { hide: true } }, async () => app.swagger());
  },
  { name: 'openapi' },
);
