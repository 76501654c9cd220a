// Which errors mean "the database cannot be reached right now" rather than "this request is
// wrong" or "our code is wrong": a restart, a failover, a network break or a full server. The
// errors plugin answers those with 503 and Retry-After (a client may simply try again), every
// other error stays a 500. Only PostgreSQL over `pg` produces them; PGlite lives in the process.

/**
 * SQLSTATEs of an unreachable or restarting server: class 08 (connection exception, except 08P01,
 * a protocol violation, which is a bug), the admin/crash shutdown and "starting up" of class 57P,
 * and too many connections.
 */
const UNAVAILABLE_SQLSTATES = new Set(['08000', '08001', '08003', '08004', '08006', '08007', '57P01', '57P02', '57P03', '53300']);

/** Socket errors on the way to the server (refused while it is down, reset when it went away). */
const UNAVAILABLE_SOCKET_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENETUNREACH', 'EAI_AGAIN']);

/**
 * pg's own errors carry no code, only these messages: a connection that ended under a query, a
 * pool that could not connect in time (connectionTimeoutMillis), a client already broken.
 */
const UNAVAILABLE_MESSAGES =
  /^(Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error and is not queryable)/;

/**
 * True when `error` (or one of an AggregateError's errors) says the database is out of reach. pg
 * throws these errors as they are; a `cause` is not followed, because a failed fetch (to a sign-in
 * provider, say) carries the same socket codes there and is no database outage.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string' && (UNAVAILABLE_SQLSTATES.has(code) || UNAVAILABLE_SOCKET_CODES.has(code))) return true;
  if (UNAVAILABLE_MESSAGES.test(error.message)) return true;
  // Node's connect with several addresses (localhost: ::1 and 127.0.0.1) fails with an AggregateError.
  return error instanceof AggregateError && error.errors.some((e) => isDatabaseUnavailable(e));
}
