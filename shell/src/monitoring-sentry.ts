// Sentry as spec §9 sets it up, loaded only where reporting is on (monitoring.ts). Envelopes go
// to our API's tunnel (api/src/routes/monitoring/), which forwards them to the DSN's host: the
// page never connects to the tracker itself.
import * as Sentry from '@sentry/browser';
import { MONITORING_TUNNEL_PATH } from '@moveable/contract';
import { config } from '@moveable/shared';

export const SENTRY_OPTIONS = {
  tracesSampleRate: 0.1,
  replaysSessionSampleRate: 0.1,
  replaysOnErrorSampleRate: 1,
} as const;

/** Session replay records the page's structure, never what people read, type or see. */
export const REPLAY_OPTIONS = { maskAllText: true, blockAllMedia: true } as const;

export function initSentry(): void {
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
