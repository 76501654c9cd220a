import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { DEFAULT_RATE_LIMITS, loadConfig, repoRoot } from '../src/config.ts';
import { DEFAULT_WRITE_LIMITS, NO_WRITE_LIMITS } from '../src/rate-limit/write-limits.ts';

describe('loadConfig', () => {
  it('defaults: port 8080 on loopback, PGlite in <repo>/data, site in <repo>/dist, seeding on', () => {
    expect(loadConfig({})).toEqual({
      port: 8080,
      host: '127.0.0.1',
      databaseUrl: undefined,
      pgliteDir: path.join(repoRoot, 'data', 'pglite'),
      photoDir: path.join(repoRoot, 'data', 'photos'),
      avatarDir: path.join(repoRoot, 'data', 'avatars'),
      siteDir: path.join(repoRoot, 'dist'),
      importmapPath: path.join(repoRoot, 'importmap.json'),
      moduleGraphPath: path.join(repoRoot, 'module-graph.json'),
      pageMeta: { 'moveable-analytics': 'auto' },
      embedFrameAncestors: null,
      geoCountryHeader: null,
      localeDomains: {},
      serveSourceMaps: false,
      seed: true,
      logLevel: 'info',
      trustProxy: false,
      authSecret: undefined,
      authSecretFile: path.join(repoRoot, 'data', 'auth-secret'),
      accessTokenTtlSeconds: 900,
      refreshTokenTtlSeconds: 30 * 86_400,
      smtpUrl: undefined,
      mailFrom: 'moveable spots <no-reply@localhost>',
      publicUrl: 'http://localhost:8080',
      redisUrl: undefined,
      redisPrefix: 'moveable:',
      trustedOrigins: [],
      sessionSyncIntervalMs: 5000,
      cookieSecure: false,
      rateLimits: DEFAULT_RATE_LIMITS,
      writeLimits: DEFAULT_WRITE_LIMITS,
      uploads: { concurrency: os.availableParallelism(), queueLength: 16 },
      analytics: { enabled: true, autoPageViews: true },
      jobs: {
        archiveIntervalMs: 900_000,
        photoCleanupIntervalMs: 3_600_000,
        nightlyAtMinute: 210,
        alerts: { intervalMs: 60_000, digestHour: 7, pauseMs: 0, publicUrl: 'http://localhost:8080' },
        webhooksIntervalMs: 15_000,
      },
      webhooks: {
        allowPrivateTargets: false,
        timeoutMs: 10_000,
        retryScheduleMs: [60_000, 300_000, 1_800_000, 7_200_000, 21_600_000, 43_200_000, 86_400_000],
        disableAfter: 10,
      },
    });
  });

  it('accounts: durations, public URL, secure cookies on https, proxies', () => {
    const config = loadConfig({
      ACCESS_TOKEN_TTL: '10m',
      REFRESH_TOKEN_TTL: '7d',
      PUBLIC_URL: 'https://bikeable.ch/',
      SMTP_URL: 'smtp://mail:25',
      MAIL_FROM: 'bikeable <hallo@bikeable.ch>',
      REDIS_URL: 'redis://127.0.0.1:6379',
      TRUST_PROXY: '1',
      AUTH_SECRET: 'x'.repeat(32),
    });
    expect(config).toMatchObject({
      accessTokenTtlSeconds: 600,
      refreshTokenTtlSeconds: 7 * 86_400,
      publicUrl: 'https://bikeable.ch',
      cookieSecure: true,
      smtpUrl: 'smtp://mail:25',
      mailFrom: 'bikeable <hallo@bikeable.ch>',
      redisUrl: 'redis://127.0.0.1:6379',
      trustProxy: 1,
      authSecret: 'x'.repeat(32),
    });
    expect(loadConfig({ PORT: '9000' }).publicUrl).toBe('http://localhost:9000');
    expect(loadConfig({ ACCESS_TOKEN_TTL: '90' }).accessTokenTtlSeconds).toBe(90);
    expect(loadConfig({ COOKIE_SECURE: 'true' }).cookieSecure).toBe(true);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.1, 10.0.0.2' }).trustProxy).toEqual(['10.0.0.1', '10.0.0.2']);
    // Deployments sharing one Redis keep their keys apart.
    expect(loadConfig({ REDIS_PREFIX: 'staging:' }).rateLimits).toEqual({ ...DEFAULT_RATE_LIMITS, redisPrefix: 'staging:limit:' });
    expect(() => loadConfig({ REDIS_PREFIX: 'has space' })).toThrow(/REDIS_PREFIX/);
  });

  it('sessions: trusted origins for the session cookie, how often ended sessions are read', () => {
    const config = loadConfig({ TRUSTED_ORIGINS: 'https://Staging.bikeable.ch, http://localhost:5173', SESSION_SYNC_INTERVAL: '2s' });
    expect(config.trustedOrigins).toEqual(['https://staging.bikeable.ch', 'http://localhost:5173']);
    expect(config.sessionSyncIntervalMs).toBe(2000);
    expect(() => loadConfig({ TRUSTED_ORIGINS: 'https://bikeable.ch/path' })).toThrow(/TRUSTED_ORIGINS/);
    expect(() => loadConfig({ TRUSTED_ORIGINS: 'https://*.bikeable.ch' })).toThrow(/TRUSTED_ORIGINS/);
    expect(() => loadConfig({ SESSION_SYNC_INTERVAL: 'often' })).toThrow(/SESSION_SYNC_INTERVAL/);
  });

  it('production needs AUTH_SECRET; a short secret or a bad duration is refused', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/AUTH_SECRET: required in production/);
    expect(loadConfig({ NODE_ENV: 'production', AUTH_SECRET: 's'.repeat(40) }).authSecret).toBe('s'.repeat(40));
    expect(() => loadConfig({ AUTH_SECRET: 'short' })).toThrow(/AUTH_SECRET/);
    expect(() => loadConfig({ ACCESS_TOKEN_TTL: 'soon' })).toThrow(/ACCESS_TOKEN_TTL/);
    expect(() => loadConfig({ ACCESS_TOKEN_TTL: '0' })).toThrow(/ACCESS_TOKEN_TTL/);
    expect(() => loadConfig({ SMTP_URL: 'http://mail' })).toThrow(/SMTP_URL/);
    expect(() => loadConfig({ COOKIE_SECURE: 'maybe' })).toThrow(/COOKIE_SECURE/);
  });

  it('reads the environment; empty values count as unset', () => {
    const config = loadConfig({
      PORT: '9000',
      HOST: '0.0.0.0',
      DATABASE_URL: 'postgres://u@h:5432/db',
      DATA_DIR: '/srv/data',
      SEED: 'false',
      LOG_LEVEL: 'warn',
    });
    expect(config).toMatchObject({
      port: 9000,
      host: '0.0.0.0',
      databaseUrl: 'postgres://u@h:5432/db',
      pgliteDir: '/srv/data/pglite',
      photoDir: '/srv/data/photos',
      seed: false,
      logLevel: 'warn',
    });
    expect(loadConfig({ DATABASE_URL: '' }).databaseUrl).toBeUndefined();
  });

  it('browser settings: a geocoder and a tile server become page meta tags', () => {
    const config = loadConfig({
      GEOCODER_URL: 'http://127.0.0.1:8090/search?format=jsonv2&q={query}',
      TILE_URL: 'https://tiles.example/{z}/{x}/{y}.png',
    });
    expect(config.pageMeta).toEqual({
      'moveable-geocoder': 'http://127.0.0.1:8090/search?format=jsonv2&q={query}',
      'moveable-tiles': 'https://tiles.example/{z}/{x}/{y}.png',
      'moveable-analytics': 'auto',
    });
    expect(() => loadConfig({ GEOCODER_URL: 'https://nominatim.example/search' })).toThrow(/GEOCODER_URL/);
    expect(() => loadConfig({ GEOCODER_URL: 'javascript:alert(1)//{query}' })).toThrow(/GEOCODER_URL/);
    expect(() => loadConfig({ TILE_URL: 'https://tiles.example/tile.png' })).toThrow(/TILE_URL/);
  });

  it("the visitor's country header of a CDN, and the apps' store entries for /appredirect", () => {
    expect(loadConfig({}).geoCountryHeader).toBeNull();
    expect(loadConfig({ GEO_COUNTRY_HEADER: 'CF-IPCountry' }).geoCountryHeader).toBe('cf-ipcountry');
    expect(() => loadConfig({ GEO_COUNTRY_HEADER: 'cf ipcountry' })).toThrow(/GEO_COUNTRY_HEADER/);
    const links = {
      bikeable: { ios: 'https://apps.apple.com/ch/app/bikeable/id1', android: 'https://play.google.com/store/apps/details?id=ch.bikeable' },
    };
    expect(JSON.parse(loadConfig({ APP_LINKS: JSON.stringify(links) }).pageMeta['moveable-app-links']!)).toEqual(links);
    for (const bad of ['{"bikeable": {"ios": "http://apps.example"}}', '{"cycling": {}}', '{"bikeable": {"web": "https://x.example"}}', 'not json']) {
      expect(() => loadConfig({ APP_LINKS: bad }), bad).toThrow(/APP_LINKS/);
    }
  });

  it('locales bound to domains (LOCALE_DOMAINS): host=locale pairs, a bad entry named at start-up', () => {
    expect(loadConfig({}).localeDomains).toEqual({});
    expect(loadConfig({ LOCALE_DOMAINS: 'bikeable.ch=de, fr.bikeable.ch=fr' }).localeDomains).toEqual({
      'bikeable.ch': 'de',
      'fr.bikeable.ch': 'fr',
    });
    expect(() => loadConfig({ LOCALE_DOMAINS: 'bikeable.ch=de,fr.bikeable.ch=es' })).toThrow(
      /LOCALE_DOMAINS: "fr.bikeable.ch=es": the locale must be one of/,
    );
    expect(() => loadConfig({ LOCALE_DOMAINS: 'https://fr.bikeable.ch=fr' })).toThrow(/LOCALE_DOMAINS: .*expected host=locale/);
  });

  it('the module graph (page preloads) is beside the import map unless MODULE_GRAPH_PATH names it', () => {
    expect(loadConfig({ IMPORTMAP_PATH: '/srv/site/importmap.json' }).moduleGraphPath).toBe('/srv/site/module-graph.json');
    expect(loadConfig({ IMPORTMAP_PATH: '/srv/site/importmap.json', MODULE_GRAPH_PATH: '/srv/graph.json' }).moduleGraphPath).toBe('/srv/graph.json');
  });

  it('site serving: who may frame the embed pages, source maps, Sentry', () => {
    expect(loadConfig({ EMBED_FRAME_ANCESTORS: '*' }).embedFrameAncestors).toBeNull();
    expect(loadConfig({ EMBED_FRAME_ANCESTORS: 'self' }).embedFrameAncestors).toEqual([]);
    expect(
      loadConfig({ EMBED_FRAME_ANCESTORS: 'https://Partner.example, https://*.town.example:8443  http://localhost:3000' }).embedFrameAncestors,
    ).toEqual(['https://partner.example', 'https://*.town.example:8443', 'http://localhost:3000']);
    for (const bad of [
      'partner.example',
      'https://partner.example/page',
      "https://a.example 'unsafe-inline'",
      'https://a.example;script-src *',
      '* https://a.example',
      'ftp://a.example',
    ]) {
      expect(() => loadConfig({ EMBED_FRAME_ANCESTORS: bad }), bad).toThrow(/EMBED_FRAME_ANCESTORS/);
    }
    expect(loadConfig({ SERVE_SOURCE_MAPS: 'true' }).serveSourceMaps).toBe(true);
    expect(() => loadConfig({ SERVE_SOURCE_MAPS: 'maybe' })).toThrow(/SERVE_SOURCE_MAPS/);
    expect(loadConfig({ SENTRY_DSN: 'https://abc@o1.ingest.sentry.io/2' }).pageMeta).toEqual({
      'moveable-sentry-dsn': 'https://abc@o1.ingest.sentry.io/2',
      'moveable-sentry-environment': 'local',
      'moveable-analytics': 'auto',
    });
    for (const bad of [
      'javascript:alert(1)',
      'https://o1.ingest.sentry.io/2',
      'https://abc@o1.ingest.sentry.io/',
      'https://abc@o1.ingest.sentry.io/2?x=1',
    ]) {
      expect(() => loadConfig({ SENTRY_DSN: bad }), bad).toThrow(/SENTRY_DSN/);
    }
  });

  it('error reporting: the DSN names the one host and project envelopes go to; the local profile by default outside production', () => {
    expect(loadConfig({}).sentry).toBeUndefined();
    expect(loadConfig({ SENTRY_DSN: 'https://abc@o1.ingest.sentry.io/2' }).sentry).toEqual({
      dsn: 'https://abc@o1.ingest.sentry.io/2',
      host: 'o1.ingest.sentry.io',
      projectId: '2',
      envelopeUrl: 'https://o1.ingest.sentry.io/api/2/envelope/',
      environment: 'local',
    });
    // Self-hosted under a path and a port.
    expect(loadConfig({ SENTRY_DSN: 'http://key@127.0.0.1:9000/sentry/42', SENTRY_ENVIRONMENT: 'e2e' }).sentry).toMatchObject({
      host: '127.0.0.1:9000',
      projectId: '42',
      envelopeUrl: 'http://127.0.0.1:9000/sentry/api/42/envelope/',
      environment: 'e2e',
    });
    const production = loadConfig({ NODE_ENV: 'production', AUTH_SECRET: 's'.repeat(40), SENTRY_DSN: 'https://abc@o1.ingest.sentry.io/2' });
    expect(production.pageMeta['moveable-sentry-environment']).toBe('production');
    expect(() => loadConfig({ SENTRY_ENVIRONMENT: 'has space' })).toThrow(/SENTRY_ENVIRONMENT/);
  });

  it('analytics: on with automatic page views by default, told to pages by a meta tag; off leaves the tag out', () => {
    expect(loadConfig({}).analytics).toEqual({ enabled: true, autoPageViews: true });
    expect(loadConfig({ ANALYTICS_AUTO_PAGEVIEWS: 'false' })).toMatchObject({
      analytics: { enabled: true, autoPageViews: false },
      pageMeta: { 'moveable-analytics': 'manual' },
    });
    const off = loadConfig({ ANALYTICS: 'no' });
    expect(off.analytics.enabled).toBe(false);
    expect(off.pageMeta['moveable-analytics']).toBeUndefined();
    expect(() => loadConfig({ ANALYTICS: 'sometimes' })).toThrow(/ANALYTICS: must be true or false/);
  });

  it('write limits: the defaults, overrides per kind and per address, off; mistakes named', () => {
    const minute = 60_000;
    const day = 86_400_000;
    expect(loadConfig({}).writeLimits.rules.comments).toEqual({
      perAccount: [
        { max: 10, windowMs: minute },
        { max: 100, windowMs: day },
      ],
      perIp: [
        { max: 60, windowMs: minute },
        { max: 1000, windowMs: day },
      ],
    });
    const config = loadConfig({ WRITE_LIMITS: ' comments=20/1m, 300/1d ; reports.ip=off;uploads=3/30s', WRITE_LIMITS_STAFF_FACTOR: '5' });
    expect(config.writeLimits.staffFactor).toBe(5);
    expect(config.writeLimits.rules.comments.perAccount).toEqual([
      { max: 20, windowMs: minute },
      { max: 300, windowMs: day },
    ]);
    expect(config.writeLimits.rules.comments.perIp).toEqual(DEFAULT_WRITE_LIMITS.rules.comments.perIp);
    expect(config.writeLimits.rules.reports).toEqual({ perAccount: DEFAULT_WRITE_LIMITS.rules.reports.perAccount, perIp: [] });
    expect(config.writeLimits.rules.uploads.perAccount).toEqual([{ max: 3, windowMs: 30_000 }]);
    expect(config.writeLimits.rules.votes).toEqual(DEFAULT_WRITE_LIMITS.rules.votes);
    expect(loadConfig({ WRITE_LIMITS: 'off' }).writeLimits.rules).toEqual(NO_WRITE_LIMITS.rules);

    expect(() => loadConfig({ WRITE_LIMITS: 'posts=1/1m' })).toThrow(/WRITE_LIMITS: "posts" is not a kind of write/);
    expect(() => loadConfig({ WRITE_LIMITS: 'comments.account=1/1m' })).toThrow(/WRITE_LIMITS: "comments.account" is not a kind/);
    expect(() => loadConfig({ WRITE_LIMITS: 'comments=10 per minute' })).toThrow(/WRITE_LIMITS: "10 per minute" is not a limit like 10\/1m/);
    expect(() => loadConfig({ WRITE_LIMITS: 'comments=5/0m' })).toThrow(/WRITE_LIMITS: "5\/0m": the window must be longer than 0/);
    expect(() => loadConfig({ WRITE_LIMITS: 'comments' })).toThrow(/WRITE_LIMITS: "comments" needs limits/);
    expect(() => loadConfig({ WRITE_LIMITS_STAFF_FACTOR: '0' })).toThrow(/WRITE_LIMITS_STAFF_FACTOR/);
  });

  it('uploads: how many images are decoded at once and how many may wait', () => {
    expect(loadConfig({ UPLOAD_CONCURRENCY: '3', UPLOAD_QUEUE_LENGTH: '0' }).uploads).toEqual({ concurrency: 3, queueLength: 0 });
    expect(() => loadConfig({ UPLOAD_CONCURRENCY: '0' })).toThrow(/UPLOAD_CONCURRENCY: must be a whole number of at least 1/);
    expect(() => loadConfig({ UPLOAD_QUEUE_LENGTH: 'many' })).toThrow(/UPLOAD_QUEUE_LENGTH/);
  });

  it('refuses invalid values, naming them', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/PORT/);
    expect(() => loadConfig({ SEED: 'sometimes' })).toThrow(/SEED/);
    expect(() => loadConfig({ LOG_LEVEL: 'loud' })).toThrow(/LOG_LEVEL/);
    expect(() => loadConfig({ DATABASE_URL: 'not a url' })).toThrow(/DATABASE_URL/);
  });
});
