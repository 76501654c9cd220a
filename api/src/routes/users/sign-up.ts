// Sign-up (POST /users) and the confirmation link it e-mails (POST /users/confirm). Signing up does
// not sign in: the browser signs in with the same credentials next. An unconfirmed address may
// sign in; confirming only records that the address is theirs.
import { ACCOUNT_COUNTRIES } from '@moveable/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { claimOneTimeToken, createOneTimeToken } from '../../auth/one-time-tokens.ts';
import { hashPassword, passwordWeakness } from '../../auth/passwords.ts';
import { badRequest, conflict } from '../../http/errors.ts';
import { confirmEmail, emailTaken, findUser, insertUser, uniqueViolation, usernameTaken } from '../../domain/users/accounts.ts';
import { endpoint } from '../../http/endpoint.ts';

export const EMAIL_TAKEN = () => conflict('An account with this e-mail address exists already.', 'email_taken', 'email');
export const USERNAME_TAKEN = () => conflict('This username is taken.', 'username_taken', 'username');

const signUpRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...endpoint('POST /users'),
    handler: async (request, reply) => {
      await app.limits.signUpPerIp.attempt(request.ip);
      const { email, password, username } = request.body;
      const weakness = passwordWeakness(password, { email, username });
      if (weakness) throw badRequest(weakness, 'password', 'weak_password');
      // Cheap checks first; the unique indexes below catch a race between two sign-ups.
      if (await emailTaken(app.db.kysely, email)) throw EMAIL_TAKEN();
      if (await usernameTaken(app.db.kysely, username)) throw USERNAME_TAKEN();
      const locale = request.body.locale ?? request.ctx.locale;
      const passwordHash = await hashPassword(password);
      // The site's country header is anyone's to send: an account keeps it only when a platform runs there.
      const country = request.ctx.country !== null && ACCOUNT_COUNTRIES.includes(request.ctx.country) ? request.ctx.country : 'world';
      // The account and its confirmation token together or neither: an account whose link was
      // never stored could not be confirmed, and its address would be taken for a new try.
      const { account, token } = await app.db.kysely
        .transaction()
        .execute(async (trx) => {
          const account = await insertUser(trx, { email, username, passwordHash, locale, country, emailConfirmed: false });
          return { account, token: await createOneTimeToken(trx, { purpose: 'confirm', email, userId: account.id }) };
        })
        .catch((error: unknown) => {
          const taken = uniqueViolation(error);
          if (taken === 'email') throw EMAIL_TAKEN();
          if (taken === 'username') throw USERNAME_TAKEN();
          throw error;
        });
      await app.mailer.sendAccountMail({
        kind: 'confirm',
        to: email,
        locale,
        platform: request.ctx.platform,
        username,
        path: '/login',
        query: { mode: 'confirm', token },
      });
      const user = await findUser(app.db.kysely, account.id);
      return reply.code(201).send({ data: user! });
    },
  });

  app.route({
    ...endpoint('POST /users/confirm'),
    handler: async (request, reply) => {
      await app.db.kysely.transaction().execute(async (trx) => {
        const claimed = await claimOneTimeToken(trx, 'confirm', request.body.token);
        await confirmEmail(trx, claimed.user_id as number); // confirm tokens always name their user (CHECK)
      });
      return reply.code(204).send(null);
    },
  });
};

export default signUpRoutes;
