// One error handler for the whole app. 4xx: { statusCode, error, message, code?, field? } with the
// first validation problem named; 5xx: a fixed message, the details go to the log only. A database
// that cannot be reached (restart, failover) is a 503 with Retry-After and code
// database_unavailable, not a 500: the client did nothing wrong and may simply try again.
import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { isDatabaseUnavailable } from '../db/connection-errors.ts';
import { databaseUnavailable, errorBody, HttpError } from '../http/errors.ts';

/** The first problem of a zod validation error; its path, dotted (location.lat, photoIds.0), is the field. */
function validationError(error: { validation: { instancePath: string; message?: string; params?: Record<string, unknown> }[] }) {
  const first = error.validation[0];
  const field = first?.instancePath.replace(/^\//, '').split('/').join('.') || undefined;
  const message = first?.message ?? 'invalid request';
  // A refinement may carry a form code (`params: { code: 'weak_password' }`), see routes/users/schemas.ts.
  const params = first?.params?.['params'] as { code?: unknown } | undefined;
  const code = typeof params?.code === 'string' ? params.code : undefined;
  // Our parameter schemas write messages that start with the field's name; zod's generic ones don't.
  return errorBody(400, field && !message.startsWith(field) ? `${field}: ${message}` : message, field, code);
}

export default fp(
  async function errorsPlugin(app: FastifyInstance) {
    app.setErrorHandler((error: FastifyError, request, reply) => {
      if (hasZodFastifySchemaValidationErrors(error)) {
        return reply.code(400).send(validationError(error));
      }
      if (!(error instanceof HttpError) && isDatabaseUnavailable(error)) {
        // One line per refused request, below error level: the outage itself is what to alert on.
        request.log.warn({ err: error }, 'database unavailable');
        const unavailable = databaseUnavailable();
        return reply
          .code(503)
          .headers(unavailable.headers)
          .send(errorBody(503, unavailable.message, undefined, unavailable.code));
      }
      if (error instanceof HttpError) {
        // A database_unavailable 503 was logged (as a warning) where the outage was noticed.
        if (error.statusCode >= 500 && error.code !== 'database_unavailable') request.log.error({ err: error }, 'request failed');
        return reply
          .code(error.statusCode)
          .headers(error.headers)
          .send(errorBody(error.statusCode, error.message, error.field, error.code));
      }
      const status = typeof error.statusCode === 'number' && error.statusCode >= 400 && error.statusCode < 600 ? error.statusCode : 500;
      if (status < 500) {
        // Fastify's own client errors (malformed JSON, body too large, bad content type): safe to show.
        return reply.code(status).send(errorBody(status, error.message));
      }
      request.log.error({ err: error }, 'request failed');
      return reply.code(status).send(errorBody(status, 'Something went wrong on our side. Please try again later.'));
    });

    app.setNotFoundHandler((request, reply) => {
      const path = request.url.split('?')[0] ?? request.url;
      return reply.code(404).send(errorBody(404, `Route ${request.method} ${path} not found`));
    });
  },
  { name: 'errors' },
);
