// One error handler for the whole app: every 4xx and 5xx is { statusCode, error, code, message,
// field? }. Validation names the first problem's field; Fastify's own errors (bad JSON, body too
// large, wrong media type) get a code of ours; 5xx answer a fixed message, the details go to the
// log only. A database that cannot be reached (restart, failover) is a 503 with Retry-After and
// code database_unavailable, not a 500: the client did nothing wrong and may simply try again; an
// object storage out of reach likewise (storage_unavailable).
// Errors Fastify answers before any route exists (a URL it cannot decode, headers too large for
// Node's parser) are shaped by frameworkErrors and clientErrorHandler, which app.ts passes to
// Fastify's constructor.
import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { isDatabaseUnavailable } from '../db/connection-errors.ts';
import { databaseUnavailable, errorBody, HttpError, storageUnavailable } from '../http/errors.ts';
import { StorageUnavailableError } from '../storage/storage-unavailable.ts';

const SERVER_ERROR = 'Something went wrong on our side. Please try again later.';

interface ValidationIssue {
  keyword?: string;
  instancePath: string;
  message?: string;
  params?: Record<string, unknown>;
}

/** How a message names a request part whose root is wrong ("The body must be a JSON object"). */
const PARTS: Record<string, string> = { body: 'The body', querystring: 'The query string', params: 'The path', headers: 'The headers' };

const withArticle = (type: string) => (type === 'null' || type === 'undefined' ? type : /^[aeiou]/.test(type) ? `an ${type}` : `a ${type}`);
const JSON_TYPES: Record<string, string> = { object: 'a JSON object', array: 'a JSON array' };

/**
 * The first problem of a zod validation error. Its path, dotted (location.lat, photoIds.0), is the
 * field; an unknown key is a field of its own; a problem with the whole part has no field and says
 * which part. Messages start with what they are about.
 */
function validationError(error: { validation: ValidationIssue[]; validationContext?: string }) {
  const first = error.validation[0];
  const path = (first?.instancePath ?? '').split('/').filter(Boolean);
  const params = first?.params ?? {};
  // A refinement may carry a form code (`params: { code: 'weak_password' }`), see contract/src/users/schemas.ts.
  const refinement = params['params'] as { code?: unknown } | undefined;
  const code = typeof refinement?.code === 'string' ? refinement.code : undefined;

  if (first?.keyword === 'unrecognized_keys' && Array.isArray(params['keys']) && typeof params['keys'][0] === 'string') {
    const field = [...path, params['keys'][0]].join('.');
    return errorBody(400, `${field} is not a field of this request`, field, 'unknown_field');
  }

  const field = path.join('.') || undefined;
  const subject = field ?? PARTS[error.validationContext ?? ''] ?? 'The request';
  let message = first?.message ?? 'invalid request';
  if (first?.keyword === 'invalid_type' && message.startsWith('Invalid input')) {
    // zod's generic "Invalid input: expected object, received array", said of the field.
    const expected = String(params['expected'] ?? 'something else');
    const received = /received (\w+)/.exec(message)?.[1];
    message = `${subject} must be ${JSON_TYPES[expected] ?? withArticle(expected)}${received ? `, not ${withArticle(received)}` : ''}`;
  } else if (!message.startsWith(subject)) {
    // Our parameter schemas write messages that start with the field's name; zod's generic ones don't.
    message = `${subject}: ${message}`;
  }
  return errorBody(400, message, field, code ?? 'invalid_input');
}

/** Fastify's own client errors, by their code; safe to show, but in our words and with our codes. */
const FASTIFY_ERRORS: Record<string, { code: string; message?: string }> = {
  FST_ERR_CTP_INVALID_JSON_BODY: { code: 'invalid_json', message: 'The body is not valid JSON' },
  FST_ERR_CTP_EMPTY_JSON_BODY: { code: 'invalid_json', message: 'The body is empty, but its content type says JSON' },
  FST_ERR_CTP_BODY_TOO_LARGE: { code: 'payload_too_large', message: 'The body is too large' },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { code: 'unsupported_media_type' },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: { code: 'bad_request', message: 'The body does not match its Content-Length' },
  FST_ERR_BAD_URL: { code: 'bad_url', message: 'The URL is not valid: it has a malformed percent-encoding' },
  FST_ERR_MAX_PARAM_LENGTH: { code: 'uri_too_long', message: 'A path parameter of the URL is too long' },
};

function clientError(error: FastifyError, status: number) {
  const known = error.code ? FASTIFY_ERRORS[error.code] : undefined;
  const message =
    known?.message ?? (status === 415 ? `Unsupported media type: ${error.message}` : error.message || (STATUS_CODES[status] ?? 'Bad request'));
  return errorBody(status, message, undefined, known?.code);
}

function send(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  if (hasZodFastifySchemaValidationErrors(error)) {
    return reply.code(400).send(validationError(error as never));
  }
  const outage =
    error instanceof HttpError
      ? null
      : isDatabaseUnavailable(error)
        ? databaseUnavailable()
        : error instanceof StorageUnavailableError
          ? storageUnavailable()
          : null;
  if (outage) {
    // One line per refused request, below error level: the outage itself is what to alert on.
    request.log.warn({ err: error }, outage.code === 'database_unavailable' ? 'database unavailable' : 'photo storage unavailable');
    return reply
      .code(503)
      .headers(outage.headers)
      .send(errorBody(503, outage.message, undefined, outage.code));
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
  if (status < 500) return reply.code(status).send(clientError(error, status));
  request.log.error({ err: error }, 'request failed');
  return reply.code(status).send(errorBody(status, SERVER_ERROR));
}

/** Fastify's `frameworkErrors`: a URL it cannot decode (FST_ERR_BAD_URL), a path parameter too long. */
export function frameworkErrors(error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  void send(error, request, reply);
}

/**
 * Fastify's `clientErrorHandler`: what Node's HTTP parser refuses before there is a request
 * (headers over Node's 16 KB, a malformed request line). Answered in the one shape, then the
 * connection is ended rather than destroyed, so the answer is not lost to a TCP reset while the
 * client is still sending.
 */
export function clientErrorHandler(error: Error & { code?: string }, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const [status, body] =
    error.code === 'HPE_HEADER_OVERFLOW'
      ? [431, errorBody(431, 'The request headers are too large', undefined, 'headers_too_large')]
      : error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
        ? [408, errorBody(408, 'The request took too long to arrive')]
        : [400, errorBody(400, 'The request is not valid HTTP', undefined, 'bad_request')];
  const json = JSON.stringify(body);
  if (socket.writable) {
    socket.end(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Type: application/json; charset=utf-8\r\n` +
        `Content-Length: ${Buffer.byteLength(json)}\r\nConnection: close\r\n\r\n${json}`,
    );
  }
  // A client that keeps sending is cut off after a while.
  setTimeout(() => socket.destroy(), 5_000).unref();
}

export default fp(
  async function errorsPlugin(app: FastifyInstance) {
    app.setErrorHandler((error: FastifyError, request, reply) => send(error, request, reply));

    app.setNotFoundHandler((request, reply) => {
      const path = request.url.split('?')[0] ?? request.url;
      return reply.code(404).send(errorBody(404, `Route ${request.method} ${path} not found`));
    });
  },
  { name: 'errors' },
);
