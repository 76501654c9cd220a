// The signed-in person's own account: read it, and change the profile and preferences.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { unauthorized } from '../../http/errors.ts';
import { signedInUser } from '../../plugins/auth.ts';
import { findUser, uniqueViolation, updateProfile, usernameTaken } from '../../domain/users/accounts.ts';
import { USERNAME_TAKEN } from './sign-up.ts';
import { endpoint } from '../../http/endpoint.ts';

const meRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...endpoint('GET /users/me'),
    onRequest: app.requireUser,
    handler: async (request) => {
      const user = await findUser(app.db.kysely, signedInUser(request).id);
      if (!user) throw unauthorized('This account no longer exists.', 'token_invalid');
      return { data: user };
    },
  });

  app.route({
    ...endpoint('PATCH /users/me'),
    onRequest: app.requireUser,
    handler: async (request) => {
      const { id } = signedInUser(request);
      const patch = request.body;
      if (patch.username !== undefined && (await usernameTaken(app.db.kysely, patch.username, id))) throw USERNAME_TAKEN();
      await updateProfile(app.db.kysely, id, patch).catch((error: unknown) => {
        if (uniqueViolation(error) === 'username') throw USERNAME_TAKEN();
        throw error;
      });
      const user = await findUser(app.db.kysely, id);
      if (!user) throw unauthorized('This account no longer exists.', 'token_invalid');
      return { data: user };
    },
  });
};

export default meRoutes;
