// The jobs' settings from the environment: on by default with sensible intervals, off with
// JOBS=false, and wrong values refused with the variable named.
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config.ts';

describe('jobs configuration', () => {
  it('defaults: archive every 15 minutes, photo cleanup hourly, nightly at 03:30 UTC, alerts every minute and the digest from 07:00 in Zurich', () => {
    expect(loadConfig({}).jobs).toEqual({
      archiveIntervalMs: 15 * 60_000,
      photoCleanupIntervalMs: 3_600_000,
      nightlyAtMinute: 3 * 60 + 30,
      alerts: { intervalMs: 60_000, digestHour: 7, pauseMs: 0, publicUrl: 'http://localhost:8080' },
      webhooksIntervalMs: 15_000,
    });
  });

  it('reads the variables', () => {
    const env = {
      ARCHIVE_JOB_INTERVAL: '1m',
      PHOTO_CLEANUP_INTERVAL: '6h',
      NIGHTLY_JOBS_AT: '23:05',
      ALERTS_INTERVAL: '5m',
      ALERTS_DIGEST_HOUR: '18',
    };
    expect(loadConfig(env).jobs).toEqual({
      archiveIntervalMs: 60_000,
      photoCleanupIntervalMs: 6 * 3_600_000,
      nightlyAtMinute: 23 * 60 + 5,
      alerts: { intervalMs: 5 * 60_000, digestHour: 18, pauseMs: 0, publicUrl: 'http://localhost:8080' },
      webhooksIntervalMs: 15_000,
    });
  });

  it('webhooks: defaults, the variables, and private targets refused in production', () => {
    expect(loadConfig({}).webhooks).toEqual({
      allowPrivateTargets: false,
      timeoutMs: 10_000,
      retryScheduleMs: [60_000, 300_000, 1_800_000, 7_200_000, 21_600_000, 43_200_000, 86_400_000],
      disableAfter: 10,
    });
    const config = loadConfig({
      WEBHOOKS_ALLOW_PRIVATE_TARGETS: 'true',
      WEBHOOK_RETRY_SCHEDULE: '1s, 2m,1h',
      WEBHOOK_DISABLE_AFTER: '3',
      WEBHOOK_TIMEOUT: '5',
    });
    expect(config.webhooks).toEqual({ allowPrivateTargets: true, timeoutMs: 5000, retryScheduleMs: [1000, 120_000, 3_600_000], disableAfter: 3 });
    expect(() => loadConfig({ NODE_ENV: 'production', AUTH_SECRET: 'x'.repeat(40), WEBHOOKS_ALLOW_PRIVATE_TARGETS: 'true' })).toThrow(
      /WEBHOOKS_ALLOW_PRIVATE_TARGETS/,
    );
    expect(() => loadConfig({ WEBHOOK_RETRY_SCHEDULE: 'soon' })).toThrow(/WEBHOOK_RETRY_SCHEDULE/);
  });

  it('JOBS=false runs none', () => {
    expect(loadConfig({ JOBS: 'false' }).jobs).toBeUndefined();
  });

  it.each([
    ['JOBS', 'sometimes'],
    ['ARCHIVE_JOB_INTERVAL', '0'],
    ['PHOTO_CLEANUP_INTERVAL', 'hourly'],
    ['NIGHTLY_JOBS_AT', '24:00'],
    ['NIGHTLY_JOBS_AT', '3:30'],
    ['ALERTS_DIGEST_HOUR', '24'],
    ['ALERTS_INTERVAL', 'often'],
  ])('refuses %s=%s, naming it', (name, value) => {
    expect(() => loadConfig({ [name]: value })).toThrow(new RegExp(`${name}:`));
  });
});
