// POST /users/current/locale and /users/current/country (spec §7): the browser saves the language
// and country it switched to, as form bodies. Form parsing is registered for these two routes only:
// anywhere else a cross-site HTML form could post to us without a CORS preflight.
import formbody from '@fastify/formbody';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { signedInUser } from '../../plugins/auth.ts';
import { bearerSecurity, errorSchema, noContentSchema } from '../schemas.ts';
import { updateProfile } from './repository.ts';
import { countryFormSchema, localeFormSchema } from './schemas.ts';

const preferencesRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(formbody);

  app.post(
    '/users/current/locale',
    {
      onRequest: app.requireUser,
      schema: {
        summary: "Save the account's language (form body locale=fr)",
        tags: ['users'],
        security: bearerSecurity,
        body: localeFormSchema,
        response: { 204: noContentSchema, 400: errorSchema, 401: errorSchema },
      },
    },
    async (request, reply) => {
      await updateProfile(app.db.kysely, signedInUser(request).id, { locale: request.body.locale });
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/users/current/country',
    {
      onRequest: app.requireUser,
      schema: {
        summary: "Save the account's country (form body countryCode=de, or world)",
        tags: ['users'],
        security: bearerSecurity,
        body: countryFormSchema,
        response: { 204: noContentSchema, 400: errorSchema, 401: errorSchema },
      },
    },
    async (request, reply) => {
      await updateProfile(app.db.kysely, signedInUser(request).id, { country: request.body.countryCode });
      return reply.code(204).send(null);
    },
  );
};

export default preferencesRoutes;
