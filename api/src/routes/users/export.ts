// GET /users/me/export: a JSON file with everything we hold about the signed-in person. Needs the
// password (x-password header) or a sign-in younger than 10 minutes: an access token left in a
// shared browser must not be enough to take someone's data away.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { confirmItIsThem } from '../../auth/recent-sign-in.ts';
import { unauthorized } from '../../http/errors.ts';
import { signedInUser } from '../../plugins/auth.ts';
import { bearerSecurity, errorSchema } from '../schemas.ts';
import { exportAccount } from './export-repository.ts';

const rows = z.array(z.record(z.string(), z.unknown()));
const accountExportSchema = z
  .object({
    exportedAt: z.iso.datetime(),
    user: z.record(z.string(), z.unknown()),
    memberships: rows,
    identities: rows,
    sessions: rows,
    spots: rows,
    comments: rows,
    votes: rows,
    commentVotes: rows,
    fixProposals: rows,
    reports: rows,
    photosUploaded: rows,
  })
  .describe('Everything we hold about the person (see routes/users/export-repository.ts for the fields)');

const exportRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/users/me/export',
    {
      onRequest: app.requireUser,
      schema: {
        summary: 'Everything we hold about the signed-in person, as a JSON file (user, memberships, identities, sessions, spots, comments, votes)',
        tags: ['users'],
        security: bearerSecurity,
        headers: z.object({ 'x-password': z.string().max(256).optional().describe('The password, unless the sign-in is younger than 10 minutes') }),
        response: { 200: accountExportSchema, 401: errorSchema, 403: errorSchema, 429: errorSchema },
      },
    },
    async (request, reply) => {
      await confirmItIsThem(app, request, request.headers['x-password']);
      const { id } = signedInUser(request);
      const data = await exportAccount(app.db.kysely, id);
      if (!data) throw unauthorized('This account no longer exists.', 'token_invalid');
      const day = data.exportedAt.slice(0, 10);
      return reply.header('content-disposition', `attachment; filename="moveable-export-${id}-${day}.json"`).send(data);
    },
  );
};

export default exportRoutes;
