// Builds the Fastify instance: used by server.ts and by the tests (which inject their database).
// Order matters: the openapi plugin must see every route, the context hook must run before them.
import type { DestinationStream, LoggerOptions } from 'pino';
import Fastify, { LogController, type FastifyInstance } from 'fastify';
import { serializerCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './config.ts';
import type { Database } from './db/database.ts';
import { validatorCompiler } from './http/validator.ts';
import jobsPlugin from './jobs/plugin.ts';
import appTokenPlugin from './plugins/app-token.ts';
import authPlugin from './plugins/auth.ts';
import compressionPlugin from './plugins/compression.ts';
import contextPlugin from './plugins/context.ts';
import corsPlugin from './plugins/cors.ts';
import dbPlugin from './plugins/db.ts';
import errorsPlugin, { clientErrorHandler, frameworkErrors } from './plugins/errors.ts';
import localeRoutingPlugin from './plugins/locale-routing.ts';
import mailerPlugin from './plugins/mailer.ts';
import openapiPlugin from './plugins/openapi.ts';
import rateLimitPlugin from './plugins/rate-limit.ts';
import securityHeadersPlugin from './plugins/security-headers.ts';
import tracingPlugin, { tracedChildLogger } from './plugins/tracing.ts';
import writeLimitsPlugin from './plugins/write-limits.ts';
import sitePlugin from './site/index.ts';
import authRoutes from './routes/auth/index.ts';
import { cookieRequestGuard } from './auth/csrf.ts';
import oidcRoutes from './routes/auth-oidc/index.ts';
import avatarsRoutes from './routes/avatars/index.ts';
import categoriesRoutes from './routes/categories/index.ts';
import iconRoutes from './routes/icons/index.ts';
import commentsRoutes from './routes/comments/index.ts';
import contentPagesRoutes from './routes/content-pages/index.ts';
import cspReportRoutes from './routes/csp-report/index.ts';
import monitoringRoutes from './routes/monitoring/index.ts';
import healthRoutes from './routes/health/index.ts';
import mapRoutes from './routes/map/index.ts';
import newsletterRoutes from './routes/newsletter/index.ts';
import newsRoutes from './routes/news/index.ts';
import officialAnswersRoutes from './routes/official-answers/index.ts';
import organisationsRoutes from './routes/organisations/index.ts';
import organisationAreasRoutes from './routes/organisation-areas/index.ts';
import premiumRequestRoutes from './routes/premium-requests/index.ts';
import adminAuditRoutes from './routes/admin-audit/index.ts';
import analyticsRoutes from './routes/analytics/index.ts';
import answerTemplatesRoutes from './routes/answer-templates/index.ts';
import open311Routes from './routes/open311/index.ts';
import organisationApiKeysRoutes from './routes/organisation-api-keys/index.ts';
import organisationMembersRoutes from './routes/organisation-members/index.ts';
import adminDashboardRoutes from './routes/admin-dashboard/index.ts';
import adminCategoriesRoutes from './routes/admin-categories/index.ts';
import adminRegionsRoutes from './routes/admin-regions/index.ts';
import adminModerationRoutes from './routes/admin-moderation/index.ts';
import adminEmailRoutes from './routes/admin-emails/index.ts';
import organisationAlertsRoutes from './routes/organisation-alerts/index.ts';
import spotFeedsRoutes from './routes/spot-feeds/index.ts';
import webhooksRoutes from './routes/webhooks/index.ts';
import photosRoutes from './routes/photos/index.ts';
import regionsRoutes from './routes/regions/index.ts';
import reportsRoutes from './routes/reports/index.ts';
import sessionRoutes from './routes/session/index.ts';
import spotsRoutes from './routes/spots/index.ts';
import usersRoutes from './routes/users/index.ts';
import votesRoutes from './routes/votes/index.ts';
import { openPhotoStorages } from './storage/open-photo-storage.ts';
import type { PhotoStorage } from './storage/photo-storage.ts';
import { configureSharp, DecodeQueue } from './images/decode-queue.ts';

export interface AppDependencies {
  /** An open database (tests share one per worker); otherwise opened from the config. */
  database?: Database;
  /** Spot photos (tests that make a storage fail); otherwise the config's. */
  photoStorage?: PhotoStorage;
  /** Where log lines go (tests read them); stdout otherwise. */
  logStream?: DestinationStream;
}

/**
 * Never logged, whatever logs them: credentials in headers, the session cookie, and any field
 * named like a password or a token (in a logged body, error or object, up to two levels deep).
 */
export const REDACTED_LOG_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'req.headers["x-password"]',
  'res.headers["set-cookie"]',
  'headers.authorization',
  'headers.cookie',
  'headers["x-password"]',
  ...['password', 'token', 'access_token', 'refresh_token', 'accessToken', 'refreshToken', 'passwordHash', 'password_hash'].flatMap((name) => [
    name,
    `*.${name}`,
    `*.*.${name}`,
  ]),
];

export async function buildApp(config: Config, deps: AppDependencies = {}): Promise<FastifyInstance> {
  const logger: LoggerOptions & { stream?: DestinationStream } = {
    level: config.logLevel,
    redact: { paths: REDACTED_LOG_PATHS, censor: '[redacted]' },
  };
  if (deps.logStream) logger.stream = deps.logStream;
  const app = Fastify({
    logger,
    // Every line a request logs names its trace (plugins/tracing.ts, spec §7).
    childLoggerFactory: tracedChildLogger,
    // The db plugin migrates and, on an empty database, seeds demo data: seconds on a busy
    // machine, more than Fastify's default 10 s plugin timeout allows.
    pluginTimeout: 120_000,
    // request.ip for the rate limits: behind a reverse proxy, the client's address comes from
    // X-Forwarded-For, which only trusted proxies may set. (Fastify takes a hop count too; its
    // types leave numbers out.)
    trustProxy: config.trustProxy as boolean | string[],
    // One line per request only when debugging; errors are logged by the error handler anyway.
    logController: new LogController({ disableRequestLogging: config.logLevel !== 'debug' && config.logLevel !== 'trace' }),
    // Errors before routing (a URL that does not decode) and before a request exists (headers
    // too large) answer in the one error shape too (plugins/errors.ts).
    frameworkErrors,
    clientErrorHandler,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  // Before the database: an empty one is seeded with demo photos. A bucket that does not answer
  // stops the start here, with a message naming the setting.
  const storages = await openPhotoStorages(config);
  app.addHook('onClose', async () => storages.close());
  const storage = deps.photoStorage ?? storages.photos;
  const avatars = storages.avatars;

  // First: every answer names its trace, whatever hook or handler answers it.
  await app.register(tracingPlugin);
  await app.register(errorsPlugin);
  // Before any route: both act on every answer (compression hooks into each route as it is added).
  await app.register(securityHeadersPlugin, { https: config.publicUrl.startsWith('https://') });
  await app.register(compressionPlugin);
  await app.register(dbPlugin, { config, database: deps.database, photos: storage });
  await app.register(authPlugin, { config });
  await app.register(rateLimitPlugin, { config });
  await app.register(appTokenPlugin, { config });
  // Before any route: it adds its hook to each write route as the route is registered.
  await app.register(writeLimitsPlugin, { config });
  await app.register(mailerPlugin, { config });
  await app.register(contextPlugin);
  await app.register(localeRoutingPlugin, { localeDomains: config.localeDomains });
  await app.register(corsPlugin);
  await app.register(openapiPlugin);

  const cookieSecure = config.cookieSecure;
  const cookieGuard = cookieRequestGuard({ publicUrl: config.publicUrl, trustedOrigins: config.trustedOrigins });
  configureSharp(config.uploads.concurrency);
  app.decorate('decodeQueue', new DecodeQueue(config.uploads.concurrency, config.uploads.queueLength));
  await app.register(
    async (api) => {
      await api.register(healthRoutes);
      await api.register(spotsRoutes, { config });
      await api.register(votesRoutes);
      await api.register(commentsRoutes);
      await api.register(reportsRoutes);
      await api.register(officialAnswersRoutes);
      await api.register(mapRoutes);
      await api.register(categoriesRoutes);
      await api.register(iconRoutes);
      await api.register(regionsRoutes);
      await api.register(organisationsRoutes);
      await api.register(organisationAreasRoutes);
      await api.register(photosRoutes, { storage });
      await api.register(sessionRoutes, { cookieSecure, cookieGuard });
      await api.register(authRoutes, { cookieSecure, cookieGuard });
      await api.register(oidcRoutes, { config });
      await api.register(usersRoutes, { avatars, photos: storage, cookieSecure });
      await api.register(avatarsRoutes, { avatars });
      await api.register(cspReportRoutes);
      await api.register(monitoringRoutes, { sentry: config.sentry });
      await api.register(contentPagesRoutes, { publicUrl: config.publicUrl });
      await api.register(newsletterRoutes, { publicUrl: config.publicUrl, authSecret: config.authSecret });
      await api.register(newsRoutes, { config });
      await api.register(premiumRequestRoutes);
      await api.register(adminAuditRoutes);
      await api.register(organisationMembersRoutes);
      await api.register(answerTemplatesRoutes);
      await api.register(organisationApiKeysRoutes);
      await api.register(open311Routes, { publicUrl: config.publicUrl });
      await api.register(adminDashboardRoutes);
      await api.register(adminRegionsRoutes);
      await api.register(adminCategoriesRoutes);
      await api.register(adminModerationRoutes);
      await api.register(adminEmailRoutes);
      await api.register(organisationAlertsRoutes);
      await api.register(spotFeedsRoutes, { publicUrl: config.publicUrl });
      await api.register(webhooksRoutes, { webhooks: config.webhooks, publicUrl: config.publicUrl });
      await api.register(analyticsRoutes, { analytics: config.analytics, publicUrl: config.publicUrl });
    },
    { prefix: '/api' },
  );

  if (config.jobs) await app.register(jobsPlugin, { config: config.jobs, webhooks: config.webhooks, storage });
  await app.register(sitePlugin, {
    siteDir: config.siteDir,
    importmapPath: config.importmapPath,
    moduleGraphPath: config.moduleGraphPath,
    pageMeta: config.pageMeta,
    geoCountryHeader: config.geoCountryHeader,
    publicUrl: config.publicUrl,
    https: config.publicUrl.startsWith('https://'),
    embedFrameAncestors: config.embedFrameAncestors,
    serveSourceMaps: config.serveSourceMaps,
  });
  return app;
}
