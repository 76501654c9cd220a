import { describe, expect, it } from 'vitest';
import { reportsErrors } from './monitoring.ts';
import { REPLAY_OPTIONS, SENTRY_OPTIONS } from './monitoring-sentry.ts';

describe('error reporting', () => {
  it('is on only with a DSN and a profile other than local (the server’s setting, not the host name)', () => {
    const dsn = 'https://key@o1.ingest.sentry.io/2';
    expect(reportsErrors({ sentryDsn: null, sentryEnvironment: 'production' })).toBe(false);
    expect(reportsErrors({ sentryDsn: dsn, sentryEnvironment: 'local' })).toBe(false);
    expect(reportsErrors({ sentryDsn: dsn, sentryEnvironment: 'production' })).toBe(true);
    expect(reportsErrors({ sentryDsn: dsn, sentryEnvironment: 'e2e' })).toBe(true);
  });

  it('samples and masks as spec §9 says', () => {
    expect(SENTRY_OPTIONS).toEqual({ tracesSampleRate: 0.1, replaysSessionSampleRate: 0.1, replaysOnErrorSampleRate: 1 });
    expect(REPLAY_OPTIONS).toEqual({ maskAllText: true, blockAllMedia: true });
  });
});
