// PUT/DELETE /users/:id/block: moderators block accounts that abuse the platform. A blocked
// account cannot sign in (403 account_blocked once the password is right), cannot refresh, and
// every access token it holds is refused at once. Moderators block users; admins block users and
// moderators; nobody blocks an admin or themselves.
import type { UserRole } from '@moveable/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { forbidden, notFound } from '../../http/errors.ts';
import { signedInUser } from '../../plugins/auth.ts';
import { endpoint } from '../../http/endpoint.ts';
import { blockAccount, findBlockTarget, unblockAccount, type BlockTarget } from './block-repository.ts';

/** Whom each role may block. */
const BLOCKABLE: Record<UserRole, readonly UserRole[]> = { user: [], moderator: ['user'], admin: ['user', 'moderator'] };

const blockRoutes: FastifyPluginAsyncZod = async (app) => {
  async function target(actor: { id: number; role: UserRole }, id: number): Promise<BlockTarget> {
    if (BLOCKABLE[actor.role].length === 0) throw forbidden('Only moderators and administrators may block accounts.');
    if (actor.id === id) throw forbidden('You cannot block your own account.');
    const account = await findBlockTarget(app.db.kysely, id);
    if (!account) throw notFound(`There is no account ${id}.`);
    if (!BLOCKABLE[actor.role].includes(account.role)) throw forbidden(`A ${actor.role} may not block or unblock a ${account.role}.`);
    return account;
  }

  app.route({
    ...endpoint('PUT /users/:id/block'),
    onRequest: app.requireUser,
    handler: async (request, reply) => {
      const actor = signedInUser(request);
      const account = await target(actor, request.params.id);
      const ended = await blockAccount(app.db.kysely, account.id, { actorId: actor.id, platform: request.ctx.platform });
      await app.sessions.announce(ended);
      request.log.info({ userId: account.id, by: actor.id, sessions: ended.length }, 'account blocked');
      return reply.code(204).send(null);
    },
  });

  app.route({
    ...endpoint('DELETE /users/:id/block'),
    onRequest: app.requireUser,
    handler: async (request, reply) => {
      const actor = signedInUser(request);
      const account = await target(actor, request.params.id);
      await unblockAccount(app.db.kysely, account.id, { actorId: actor.id, platform: request.ctx.platform });
      request.log.info({ userId: account.id, by: actor.id }, 'account unblocked');
      return reply.code(204).send(null);
    },
  });
};

export default blockRoutes;
