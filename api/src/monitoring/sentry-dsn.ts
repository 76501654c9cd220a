// A Sentry DSN, `{protocol}://{publicKey}@{host}{path}/{projectId}`, and where its envelopes go:
// `{protocol}://{host}{path}/api/{projectId}/envelope/` (Sentry's envelope endpoint; the same
// for self-hosted Sentry and compatible trackers such as GlitchTip).

export interface SentryDsn {
  /** The DSN as configured; the browser's SDK gets it too (the public key is public). */
  dsn: string;
  /** `host[:port]`: the only host the tunnel forwards to. */
  host: string;
  projectId: string;
  /** Where the tunnel posts envelopes. */
  envelopeUrl: string;
}

/** null when the text is not a DSN (no public key, no numeric project at the end of the path). */
export function parseSentryDsn(text: string): SentryDsn | null {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  if (!url.username || url.search || url.hash) return null;
  const match = /^(.*)\/(\d+)\/?$/.exec(url.pathname);
  if (!match) return null;
  const [, prefix = '', projectId = ''] = match;
  return { dsn: text, host: url.host, projectId, envelopeUrl: `${url.protocol}//${url.host}${prefix}/api/${projectId}/envelope/` };
}
