// The signed-in person's own account: read it, and change the profile and preferences.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { unauthorized } from '../../http/errors.ts';
import { signedInUser } from '../../plugins/auth.ts';
import { bearerSecurity, errorSchema } from '../schemas.ts';
import { findUser, uniqueViolation, updateProfile, usernameTaken } from './repository.ts';
import { profilePatchSchema, userResponseSchema } from './schemas.ts';
import { USERNAME_TAKEN } from './sign-up.ts';

const meRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/users/me',
    {
      onRequest: app.requireUser,
      schema: {
        summary: 'The signed-in account',
        tags: ['users'],
        security: bearerSecurity,
        response: { 200: userResponseSchema, 401: errorSchema },
      },
    },
    async (request) => {
      const user = await findUser(app.db.kysely, signedInUser(request).id);
      if (!user) throw unauthorized('This account no longer exists.', 'token_invalid');
      return { data: user };
    },
  );

  app.patch(
    '/users/me',
    {
      onRequest: app.requireUser,
      schema: {
        summary: 'Change the profile: username, bio, e-mail notifications, locale, country; firstLogin "now" ends onboarding',
        tags: ['users'],
        security: bearerSecurity,
        body: profilePatchSchema,
        response: { 200: userResponseSchema, 400: errorSchema, 401: errorSchema, 409: errorSchema },
      },
    },
    async (request) => {
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
  );
};

export default meRoutes;
