// POST /api/monitoring/envelope: the error-reporting tunnel (spec §9). The browser's Sentry SDK
// (shell/src/monitoring.ts, option `tunnel`) posts each envelope here; we send its bytes on, as
// they are, to the configured DSN's envelope endpoint and to nothing else: the envelope's header
// must name that DSN's host and project, or the request is refused (400), so the tunnel cannot be
// used to post to other hosts. Nothing is stored or logged of the content, and the visitor's IP
// address is not passed on (the tracker sees ours). Anyone may post (visitors' browsers); bodies
// are at most 1 MB and counted per IP.
import { ENVELOPE_MAX_BYTES } from '@moveable/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpoint } from '../../http/endpoint.ts';
import { HttpError, badRequest, notFound } from '../../http/errors.ts';
import type { SentryDsn } from '../../monitoring/sentry-dsn.ts';
import { envelopeDsn } from './envelope-header.ts';

/** The tracker's answer must come within this; a slow tracker must not hold our connections. */
const FORWARD_TIMEOUT_MS = 10_000;
/** The tracker's rate-limit headers, passed back so the SDK backs off as the tracker asks. */
const RATE_LIMIT_HEADERS = ['retry-after', 'x-sentry-rate-limits'];

export interface MonitoringRoutesOptions {
  /** From SENTRY_DSN; absent: reporting is off and the tunnel answers 404. */
  sentry?: SentryDsn | undefined;
}

const monitoringRoutes: FastifyPluginAsyncZod<MonitoringRoutesOptions> = async (app, { sentry }) => {
  // Envelopes are read as bytes whatever their content type (the SDK sends text/plain, items of
  // a replay are binary); only inside this plugin.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: ENVELOPE_MAX_BYTES }, (_request, body, done) => done(null, body));

  app.route({
    ...endpoint('POST /monitoring/envelope'),
    bodyLimit: ENVELOPE_MAX_BYTES,
    // Counted before the body is read.
    onRequest: async (request) => app.limits.envelopePerIp.attempt(request.ip),
    handler: async (request, reply) => {
      if (!sentry) throw notFound('Error reporting is not configured');
      const body = request.body as Buffer | undefined;
      if (!Buffer.isBuffer(body) || body.length === 0) throw badRequest('body: an envelope is required', 'body');
      const dsn = envelopeDsn(body);
      if (!dsn) throw badRequest('dsn: the envelope header names no DSN', 'dsn');
      if (dsn.host !== sentry.host || dsn.projectId !== sentry.projectId) {
        throw badRequest('dsn: the envelope is for another host or project than this site reports to', 'dsn');
      }
      let answer: Response;
      try {
        answer = await fetch(sentry.envelopeUrl, {
          method: 'POST',
          body: new Uint8Array(body), // a copy typed as fetch wants it (at most 1 MB)
          headers: { 'content-type': 'application/x-sentry-envelope' },
          // Only the DSN's own host: a redirect elsewhere is not followed.
          redirect: 'error',
          signal: AbortSignal.timeout(FORWARD_TIMEOUT_MS),
        });
        await answer.arrayBuffer(); // read to the end, so the connection is free again
      } catch (error) {
        request.log.warn({ err: error, host: sentry.host }, 'error-reporting tunnel: the tracker could not be reached');
        throw new HttpError(502, 'The error tracker could not be reached', { code: 'bad_gateway' });
      }
      if (answer.status === 429) {
        const headers = Object.fromEntries(
          RATE_LIMIT_HEADERS.flatMap((name) => (answer.headers.has(name) ? [[name, answer.headers.get(name)!]] : [])),
        );
        throw new HttpError(429, 'The error tracker asks to send less', { code: 'rate_limited', headers });
      }
      if (!answer.ok) {
        request.log.warn({ status: answer.status, host: sentry.host }, 'error-reporting tunnel: the tracker refused an envelope');
        throw new HttpError(502, `The error tracker answered ${answer.status}`, { code: 'bad_gateway' });
      }
      const limits = answer.headers.get('x-sentry-rate-limits');
      if (limits) reply.header('x-sentry-rate-limits', limits);
      return reply.code(204).send(null);
    },
  });
};

export default monitoringRoutes;
