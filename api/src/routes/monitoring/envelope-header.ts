// The first line of a Sentry envelope is its header, a JSON object; with a tunnel the SDK puts
// the DSN in it (https://develop.sentry.dev/sdk/data-model/envelopes/). Only that line is read.
import { parseSentryDsn, type SentryDsn } from '../../monitoring/sentry-dsn.ts';

/** A header is a few hundred bytes; a first line longer than this is not an envelope. */
const MAX_HEADER_BYTES = 16 * 1024;

export function envelopeDsn(envelope: Buffer): SentryDsn | null {
  const end = envelope.indexOf(0x0a);
  const line = envelope.subarray(0, end === -1 ? envelope.length : end);
  if (line.length > MAX_HEADER_BYTES) return null;
  let header: unknown;
  try {
    header = JSON.parse(line.toString('utf8'));
  } catch {
    return null;
  }
  const dsn = header && typeof header === 'object' ? (header as { dsn?: unknown }).dsn : undefined;
  return typeof dsn === 'string' ? parseSentryDsn(dsn) : null;
}
