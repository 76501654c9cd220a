// GET /users/me/export: a JSON file with everything we hold about the signed-in person. Needs the
// password (x-password header) or a sign-in younger than 10 minutes: an access token left in a
// shared browser must not be enough to take someone's data away.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { confirmItIsThem } from '../../auth/recent-sign-in.ts';
import { unauthorized } from '../../http/errors.ts';
import { signedInUser } from '../../plugins/auth.ts';
import { exportAccount } from './export-repository.ts';
import { endpoint } from '../../http/endpoint.ts';

const exportRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...endpoint('GET /users/me/export'),
    onRequest: app.requireUser,
    handler: async (request, reply) => {
      await confirmItIsThem(app, request, request.headers['x-password']);
      const { id } = signedInUser(request);
      const data = await exportAccount(app.db.kysely, id);
      if (!data) throw unauthorized('This account no longer exists.', 'token_invalid');
      const day = data.exportedAt.slice(0, 10);
      return reply.header('content-disposition', `attachment; filename="moveable-export-${id}-${day}.json"`).send(data);
    },
  });
};

export default exportRoutes;
