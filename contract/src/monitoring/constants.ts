// Error reporting through our API (spec §9): browsers send Sentry envelopes to this path of the
// API, which forwards them to the configured DSN's host. Zod-free: the browser imports it.

/** Under the API base: `${apiBase}${MONITORING_TUNNEL_PATH}` is Sentry's `tunnel` option. */
export const MONITORING_TUNNEL_PATH = '/monitoring/envelope';

/** Larger envelopes are refused (413): an error event is a few kB, a replay segment far below this. */
export const ENVELOPE_MAX_BYTES = 1024 * 1024;
