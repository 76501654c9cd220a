// POST /users/current/locale and /users/current/country (spec §7): the browser saves the language
// and country it switched to, as form bodies. Form parsing is registered for these two routes only:
// anywhere else a cross-site HTML form could post to us without a CORS preflight.
import formbody from '@fastify/formbody';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { signedInUser } from '../../plugins/auth.ts';
import { updateProfile } from '../../domain/users/accounts.ts';
import { endpoint } from '../../http/endpoint.ts';

const preferencesRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(formbody);

  app.route({
    ...endpoint('POST /users/current/locale'),
    onRequest: app.requireUser,
    handler: async (request, reply) => {
      await updateProfile(app.db.kysely, signedInUser(request).id, { locale: request.body.locale });
      return reply.code(204).send(null);
    },
  });

  app.route({
    ...endpoint('POST /users/current/country'),
    onRequest: app.requireUser,
    handler: async (request, reply) => {
      await updateProfile(app.db.kysely, signedInUser(request).id, { country: request.body.countryCode });
      return reply.code(204).send(null);
    },
  });
};

export default preferencesRoutes;
