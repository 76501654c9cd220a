// GET /admin/dashboard: the admin dashboard's counts for moderators and administrators, of the
// request's platform, by country or worldwide (repository.ts says where the numbers come from).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { isPlatformCountry, PLATFORM_COUNTRIES, WORLD } from '@moveable/contract';
import { endpoint } from '../../http/endpoint.ts';
import { badRequest } from '../../http/errors.ts';
import { noStore } from '../../http/no-store.ts';
import { dashboardFigures } from './repository.ts';

const adminDashboardRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...endpoint('GET /admin/dashboard'),
    onRequest: [noStore, app.requireStaff],
    handler: async (request) => {
      const { platform } = request.ctx;
      const country = request.query.country ?? request.ctx.country ?? WORLD;
      if (country !== WORLD && !isPlatformCountry(platform, country)) {
        throw badRequest(`country must be world or a country of ${platform} (${PLATFORM_COUNTRIES[platform].join(', ')})`, 'country');
      }
      const figures = await dashboardFigures(app.db.kysely, {
        platform,
        country: country === WORLD ? null : country,
        days: request.query.days,
        now: new Date(),
      });
      return { platform, country, ...figures };
    },
  });
};

export default adminDashboardRoutes;
