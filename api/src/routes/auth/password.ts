// Forgotten password: ask for a link (the answer never says whether the address has an account),
// then set a new password with the link's token, which signs the person out everywhere.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { claimOneTimeToken, createOneTimeToken, findUsableToken, retireOneTimeTokens } from '../../auth/one-time-tokens.ts';
import { hashPassword, passwordWeakness } from '../../auth/passwords.ts';
import { revokeAllRefreshTokens } from '../../auth/refresh-tokens.ts';
import { badRequest } from '../../http/errors.ts';
import { findAccountByEmail, setPassword } from '../../domain/users/accounts.ts';
import { endpoint } from '../../http/endpoint.ts';

const passwordRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...endpoint('POST /auth/password/request'),
    handler: async (request, reply) => {
      await app.limits.passwordResetPerIp.attempt(request.ip);
      const { email } = request.body;
      const platform = request.ctx.platform;
      // After the answer: an existing account must not make the request measurably slower.
      app.background.run('password reset request', async () => {
        const account = await findAccountByEmail(app.db.kysely, email);
        if (!account) return;
        const token = await createOneTimeToken(app.db.kysely, { purpose: 'reset', email, userId: account.id });
        await app.mailer.sendAccountMail({
          kind: 'reset',
          to: email,
          locale: account.locale,
          platform,
          username: account.username,
          path: '/login',
          query: { mode: 'reset', token },
        });
      });
      return reply.code(204).send(null);
    },
  });

  app.route({
    ...endpoint('POST /auth/password/reset'),
    handler: async (request, reply) => {
      const { token, password } = request.body;
      // Check the link before the (deliberately slow) hashing, so bad links cost nothing.
      const link = await findUsableToken(app.db.kysely, 'reset', token);
      const weakness = passwordWeakness(password, { email: link.email });
      if (weakness) throw badRequest(weakness, 'password', 'weak_password');
      const passwordHash = await hashPassword(password);
      const endedSessions = await app.db.kysely.transaction().execute(async (trx) => {
        const claimed = await claimOneTimeToken(trx, 'reset', token);
        const userId = claimed.user_id as number; // reset tokens always name their user (CHECK)
        await setPassword(trx, userId, passwordHash);
        await retireOneTimeTokens(trx, 'reset', userId);
        return revokeAllRefreshTokens(trx, userId);
      });
      // Whoever knew the old password is out, access tokens included.
      await app.sessions.announce(endedSessions);
      return reply.code(204).send(null);
    },
  });
};

export default passwordRoutes;
