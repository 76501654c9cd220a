// The error-reporting tunnel: a browser's Sentry SDK posts envelopes here (its `tunnel` option),
// so reports reach the error tracker through our origin (no third-party connection from the page,
// and ad blockers that drop requests to the tracker's host let them through). The body is the
// envelope as the SDK writes it: newline-separated JSON headers and items, items possibly binary
// (compressed replay segments), so it is read as bytes and not described by a schema.
import { errorSchema, noContentSchema } from '../http/common-schemas.ts';
import type { RouteTable } from '../route.ts';

export const monitoringRoutes = {
  'POST /monitoring/envelope': {
    summary: 'Forward one error-reporting envelope (Sentry) to the configured DSN',
    description:
      "The body is a Sentry envelope, sent as it is to the host of the server's configured DSN; an envelope whose header names another host or project is refused (400), one over 1 MB too (413). Nothing is stored. 404 when error reporting is not configured. Anyone may post (browsers of visitors); counted per address.",
    tags: ['monitoring'],
    consumes: ['application/x-sentry-envelope', 'text/plain'],
    response: { 204: noContentSchema, 400: errorSchema, 404: errorSchema, 413: errorSchema, 429: errorSchema, 502: errorSchema },
  },
} satisfies RouteTable;
