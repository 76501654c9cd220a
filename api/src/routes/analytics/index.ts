// POST /api/event: a page view, sent by the shell on each route change (spec §7, §9). Anyone may
// send one: no token is read (a signed-in visitor counts like any other; no account is ever
// linked to a view), and the write limits count it per address ('pageViews'). The answer is
// always 204 without a body, counted or not, so a page learns nothing from it; what is kept is in
// api/README.md ("Analytics").
import { isPlatformCountry, matchPath, ROUTES, splitLocalePath, WORLD } from '@moveable/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AnalyticsConfig } from '../../config.ts';
import { countPageView } from '../../domain/analytics/count-page-view.ts';
import { leftOut } from '../../domain/analytics/left-out.ts';
import { referrerHost } from '../../domain/analytics/referrer.ts';
import { DailySalt, utcDay } from '../../domain/analytics/salt.ts';
import { visitorKeys } from '../../domain/analytics/visitor-keys.ts';
import { endpoint } from '../../http/endpoint.ts';
import { badRequest } from '../../http/errors.ts';

const ROUTE_PATHS = new Map(ROUTES.map((r) => [r.name, r.path]));

const analyticsRoutes: FastifyPluginAsyncZod<{ analytics: AnalyticsConfig; publicUrl: string }> = async (app, { analytics, publicUrl }) => {
  const salt = new DailySalt(app.db.kysely);
  const publicHost = new URL(publicUrl).host;

  app.route({
    ...endpoint('POST /event'),
    handler: async (request, reply) => {
      const { route, path, referrer } = request.body;
      // A view of a page the route does not have is a mistake of the sender: said, not counted.
      if (!matchPath(ROUTE_PATHS.get(route)!, splitLocalePath(path, app.localeRoutingOf(request)).path)) {
        throw badRequest(`path ${path.slice(0, 100)} is not a page of the route ${route}`, 'path');
      }
      const { platform, country } = request.ctx;
      // Only the platform's sites get a row: a made-up country header would add rows of its own.
      const unknownSite = country !== null && !isPlatformCountry(platform, country);
      if (!analytics.enabled || unknownSite || leftOut(request.headers)) return reply.code(204).send(null);

      const site = country ?? WORLD;
      const day = utcDay(new Date());
      const host = referrerHost(referrer, [publicHost, request.headers.host]);
      const keys = visitorKeys(await salt.forDay(day), {
        ip: request.ip,
        userAgent: request.headers['user-agent'] ?? '',
        platform,
        country: site,
        route,
        referrerHost: host,
      });
      await countPageView(app.db.kysely, { day, platform, country: site, route, referrerHost: host, keys });
      return reply.code(204).send(null);
    },
  });
};

export default analyticsRoutes;
