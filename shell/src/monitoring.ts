// Error reporting (spec §9): only when the site configures a DSN, and never for the local
// profile. The profile is the server's setting (SENTRY_ENVIRONMENT, "local" unless
// NODE_ENV=production; <meta name="moveable-sentry-environment">), not this page's host name: a
// developer's machine is local whatever its address, and the end-to-end test can report from
// 127.0.0.1 by naming its own profile. Sentry and its settings (monitoring-sentry.ts) load
// lazily, so pages without reporting don't pay its 140 KB.
import { config, type RuntimeConfig } from '@moveable/shared';

export const LOCAL_PROFILE = 'local';

export function reportsErrors(c: Pick<RuntimeConfig, 'sentryDsn' | 'sentryEnvironment'> = config): boolean {
  return Boolean(c.sentryDsn) && c.sentryEnvironment !== LOCAL_PROFILE;
}

export async function startMonitoring(): Promise<void> {
  if (reportsErrors()) (await import('./monitoring-sentry.ts')).initSentry();
}
