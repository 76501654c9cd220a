// An organisation's members and pending invitations, for its administrators and the platform's
// (issue 13): the list with roles and addresses, a change of role, a removal, and revoking an
// invitation. Every change is one transaction with its audit line, after the organisation's row is
// locked: two administrators demoting each other at once cannot leave it without one.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { recordAudit } from '../../domain/audit/record-audit.ts';
import { organisationFor } from '../../domain/organisations/organisation-access.ts';
import { endpoint } from '../../http/endpoint.ts';
import { conflict, notFound } from '../../http/errors.ts';
import { noStore } from '../../http/no-store.ts';
import { signedInUser } from '../../plugins/auth.ts';
import { countAdmins, deleteInvitation, findMember, listInvitations, listMembers, removeMember, setRole } from './repository.ts';

const lastAdmin = (username: string, organisation: string, field: string) =>
  conflict(`${username} is the last administrator of ${organisation}: make someone else an administrator first.`, 'last_admin', field);

const organisationMembersRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...endpoint('GET /organisations/:slug/members'),
    onRequest: [app.requireUser, noStore],
    handler: async (request) => {
      const organisation = await organisationFor(app.db.kysely, request.ctx.platform, request.params.slug, signedInUser(request), 'admin');
      return { items: await listMembers(app.db.kysely, organisation.id) };
    },
  });

  app.route({
    ...endpoint('PATCH /organisations/:slug/members/:userId'),
    onRequest: [app.requireUser, noStore],
    handler: async (request) => {
      const actor = signedInUser(request);
      const { slug, userId } = request.params;
      const { role } = request.body;
      return app.db.kysely.transaction().execute(async (trx) => {
        const organisation = await organisationFor(trx, request.ctx.platform, slug, actor, 'admin', { lock: true });
        const member = await findMember(trx, organisation.id, userId);
        if (!member) throw notFound(`User ${userId} is not a member of ${slug}`);
        if (member.role === role) return member;
        if (member.role === 'admin' && (await countAdmins(trx, organisation.id)) <= 1) throw lastAdmin(member.username, organisation.name, 'role');
        await setRole(trx, organisation.id, userId, role);
        await recordAudit(trx, {
          actorId: actor.id,
          platform: request.ctx.platform,
          action: 'organisation.member.role',
          subjectType: 'organisation',
          subjectId: organisation.id,
          before: { userId, username: member.username, role: member.role },
          after: { userId, username: member.username, role },
        });
        return { ...member, role };
      });
    },
  });

  app.route({
    ...endpoint('DELETE /organisations/:slug/members/:userId'),
    onRequest: [app.requireUser, noStore],
    handler: async (request, reply) => {
      const actor = signedInUser(request);
      const { slug, userId } = request.params;
      await app.db.kysely.transaction().execute(async (trx) => {
        const organisation = await organisationFor(trx, request.ctx.platform, slug, actor, 'admin', { lock: true });
        const member = await findMember(trx, organisation.id, userId);
        if (!member) throw notFound(`User ${userId} is not a member of ${slug}`);
        if (member.role === 'admin' && (await countAdmins(trx, organisation.id)) <= 1) throw lastAdmin(member.username, organisation.name, 'userId');
        await removeMember(trx, organisation.id, userId);
        await recordAudit(trx, {
          actorId: actor.id,
          platform: request.ctx.platform,
          action: 'organisation.member.remove',
          subjectType: 'organisation',
          subjectId: organisation.id,
          before: { userId, username: member.username, role: member.role },
          after: null,
        });
      });
      return reply.code(204).send(null);
    },
  });

  app.route({
    ...endpoint('GET /organisations/:slug/invitations'),
    onRequest: [app.requireUser, noStore],
    handler: async (request) => {
      const organisation = await organisationFor(app.db.kysely, request.ctx.platform, request.params.slug, signedInUser(request), 'admin');
      return { items: await listInvitations(app.db.kysely, organisation.id) };
    },
  });

  app.route({
    ...endpoint('DELETE /organisations/:slug/invitations/:id'),
    onRequest: [app.requireUser, noStore],
    handler: async (request, reply) => {
      const actor = signedInUser(request);
      const { slug, id } = request.params;
      await app.db.kysely.transaction().execute(async (trx) => {
        const organisation = await organisationFor(trx, request.ctx.platform, slug, actor, 'admin');
        const revoked = await deleteInvitation(trx, organisation.id, id);
        if (!revoked) throw notFound(`No open invitation ${id} of ${slug}`);
        await recordAudit(trx, {
          actorId: actor.id,
          platform: request.ctx.platform,
          action: 'organisation.invitation.revoke',
          subjectType: 'organisation',
          subjectId: organisation.id,
          before: { invitationId: revoked.id, email: revoked.email, role: revoked.organisation_role },
          after: null,
        });
      });
      return reply.code(204).send(null);
    },
  });
};

export default organisationMembersRoutes;
