// Error reporting (spec §9): only when the site configures a DSN, and never for the local
// profile. The profile is the server's setting (SENTRY_ENVIRONMENT, "local" unless
// NODE_ENV=production; <meta name="moveable-sentry-environment">), not this page's host name: a
// developer's machine is local whatever its address, and the end-to-end test can report from
// 127.0.0.1 by naming its own profile. Envelopes go to our API's tunnel
// (api/src/routes/monitoring/), which forwards them to the DSN's host. Sentry loads lazily so
// pages without it don't pay its 140 KB.
import { MONITORING_TUNNEL_PATH } from '@moveable/contract';
import { config, type RuntimeConfig } from '@moveable/shared';

export const LOCAL_PROFILE = 'local';

export const SENTRY_OPTIONS = {
  tracesSampleRate: 0.1,
  replaysSessionSampleRate: 0.1,
  replaysOnErrorSampleRate: 1,
} as const;

/** Session replay records the page's structure, never what people read, type or see. */
export const REPLAY_OPTIONS = { maskAllText: true, blockAllMedia: true } as const;

export function reportsErrors(c: Pick<RuntimeConfig, 'sentryDsn' | 'sentryEnvironment'> = config): boolean {
  return Boolean(c.sentryDsn) && c.sentryEnvironment !== LOCAL_PROFILE;
}

export async function startMonitoring(): Promise<void> {
  if (!reportsErrors()) return;
  const Sentry = await import('@sentry/browser');
  Sentry.init({
    dsn: config.sentryDsn!,
    environment: config.sentryEnvironment,
    tunnel: `${config.apiBase}${MONITORING_TUNNEL_PATH}`,
    ...SENTRY_OPTIONS,
    // The default integrations stay: among them the breadcrumbs of every fetch (a failed API call
    // with its status) and console message that came before an error.
    integrations: [Sentry.browserTracingIntegration(), Sentry.replayIntegration(REPLAY_OPTIONS)],
  });
}
