// Serialising large answers. The zod serializer compiler (fastify-type-provider-zod) re-validates
// every response against its schema before JSON.stringify: for a 500-spot page that is most of
// the time the request spends in Node. The hot read routes answer with objects their repository
// builds field by field from typed rows, so they skip the re-validation and stringify directly.
// The tests parse these answers with the same zod schemas (test/routes/spots/response-schemas.test.ts),
// and the schemas still document the answers in OpenAPI.
import type { FastifySerializerCompiler } from 'fastify';

export const stringifyResponse: FastifySerializerCompiler<unknown> = () => (data) => JSON.stringify(data);
