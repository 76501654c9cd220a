// Error reporting (spec §9): only when a DSN is configured, never on localhost; Sentry loads
// lazily so pages without it don't pay its 140 KB.
import { config } from '@moveable/shared';

export const SENTRY_OPTIONS = {
  tracesSampleRate: 0.1,
  replaysSessionSampleRate: 0.1,
  replaysOnErrorSampleRate: 1,
} as const;

export async function startMonitoring(): Promise<void> {
  if (!config.sentryDsn || location.hostname === 'localhost' || location.hostname === '127.0.0.1') return;
  const Sentry = await import('@sentry/browser');
  Sentry.init({
    dsn: config.sentryDsn,
    ...SENTRY_OPTIONS,
    integrations: [Sentry.browserTracingIntegration(), Sentry.replayIntegration({ maskAllText: true, blockAllMedia: true })],
  });
}
