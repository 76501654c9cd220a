// Invitations: an administrator (of the platform, or of an organisation for that organisation)
// invites someone by e-mail; the link lets them create their account, already in the
// organisation, and signs them in. Someone who has an account already is simply added to the
// organisation and told by e-mail.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { claimOneTimeToken, createOneTimeToken, findUsableToken } from '../../auth/one-time-tokens.ts';
import { hashPassword, passwordWeakness } from '../../auth/passwords.ts';
import { issueSession } from '../../auth/session-issuer.ts';
import { badRequest, forbidden } from '../../http/errors.ts';
import { signedInUser } from '../../plugins/auth.ts';
import { cmsAuthResponse } from '../../auth/cms-response.ts';
import { addMembership, findOrganisationRef, organisationRoleOf } from './organisation-repository.ts';
import { emailTaken, findAccountByEmail, insertUser, uniqueViolation, usernameTaken } from '../../domain/users/accounts.ts';
import { EMAIL_TAKEN, USERNAME_TAKEN } from './sign-up.ts';
import { endpoint } from '../../http/endpoint.ts';

const inviteRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...endpoint('POST /users/invite'),
    onRequest: app.requireUser,
    handler: async (request, reply) => {
      const inviter = signedInUser(request);
      const { email, organisation: slug, role } = request.body;
      const platform = request.ctx.platform;
      if (role && !slug) throw badRequest('role is the role in an organisation: name the organisation too', 'role');
      const organisation = slug ? await findOrganisationRef(app.db.kysely, platform, slug) : null;
      if (slug && !organisation) throw badRequest(`organisation ${slug} does not exist on ${platform}`, 'organisation');
      if (inviter.role !== 'admin') {
        if (!organisation) throw forbidden('Only administrators may invite people without an organisation.');
        if ((await organisationRoleOf(app.db.kysely, inviter.id, organisation.id)) !== 'admin') {
          throw forbidden('Only administrators of this organisation may invite people to it.');
        }
      }
      const existing = await findAccountByEmail(app.db.kysely, email);
      if (existing) {
        // Only administrators get here, so saying that the account exists tells nobody anything new.
        if (!organisation) throw EMAIL_TAKEN();
        await addMembership(app.db.kysely, organisation.id, existing.id, role ?? 'member');
        await app.mailer.sendAccountMail({
          kind: 'membership',
          to: email,
          locale: existing.locale,
          platform,
          username: existing.username,
          organisation: organisation.name,
          path: '/login',
        });
        return reply.code(204).send(null);
      }
      const token = await createOneTimeToken(app.db.kysely, {
        purpose: 'invite',
        email,
        organisationId: organisation?.id ?? null,
        organisationRole: organisation ? (role ?? 'member') : null,
        createdBy: inviter.id,
      });
      // The invitee's language is unknown: the inviter's is the best guess.
      await app.mailer.sendAccountMail({
        kind: 'invite',
        to: email,
        locale: request.ctx.locale,
        platform,
        organisation: organisation?.name,
        path: '/login',
        query: { mode: 'invite', token },
      });
      return reply.code(204).send(null);
    },
  });

  app.route({
    ...endpoint('POST /users/invite/accept'),
    handler: async (request, reply) => {
      const { token, password, username } = request.body;
      const invitation = await findUsableToken(app.db.kysely, 'invite', token);
      const weakness = passwordWeakness(password, { email: invitation.email, username });
      if (weakness) throw badRequest(weakness, 'password', 'weak_password');
      if (await emailTaken(app.db.kysely, invitation.email)) throw EMAIL_TAKEN();
      if (await usernameTaken(app.db.kysely, username)) throw USERNAME_TAKEN();
      const passwordHash = await hashPassword(password);
      // One transaction: a failure (a name taken meanwhile) leaves the link usable.
      const account = await app.db.kysely.transaction().execute(async (trx) => {
        const claimed = await claimOneTimeToken(trx, 'invite', token);
        const created = await insertUser(trx, {
          email: claimed.email,
          username,
          passwordHash,
          locale: request.ctx.locale,
          country: request.ctx.country ?? 'world',
          emailConfirmed: true,
        }).catch((error: unknown) => {
          const taken = uniqueViolation(error);
          throw taken === 'email' ? EMAIL_TAKEN() : taken === 'username' ? USERNAME_TAKEN() : error;
        });
        if (claimed.organisation_id !== null) await addMembership(trx, claimed.organisation_id, created.id, claimed.organisation_role ?? 'member');
        return created;
      });
      const session = await issueSession(reply, account);
      return reply.code(201).send(cmsAuthResponse(session));
    },
  });
};

export default inviteRoutes;
