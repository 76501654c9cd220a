// GET and PUT /organisations/:slug/alerts (issue 13): a member's own choice of alerts for the
// organisation's area (off, immediate, daily), sent by the organisation-alerts job. Only members
// of the organisation have one: anyone else signed in gets a 403, platform administrators too
// (they are not members; the choice is always the caller's own). Switching to a choice other than
// off sets alerts_since: what was new before it is not sent.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sql } from 'kysely';
import { endpoint } from '../../http/endpoint.ts';
import { forbidden, notFound } from '../../http/errors.ts';
import { noStore } from '../../http/no-store.ts';
import { signedInUser } from '../../plugins/auth.ts';
import type { FastifyRequest } from 'fastify';

const organisationAlertsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', noStore);

  /** The caller's membership of the organisation in the path (404 without one, 403 when not a member). */
  async function membership(request: FastifyRequest, slug: string) {
    const user = signedInUser(request);
    const organisation = await app.db.kysely
      .selectFrom('organisations')
      .select('id')
      .where('platform', '=', request.ctx.platform)
      .where('slug', '=', slug)
      .executeTakeFirst();
    if (!organisation) throw notFound('There is no such organisation on this platform.');
    const member = await app.db.kysely
      .selectFrom('organisation_members')
      .select(['organisation_id', 'user_id', 'alerts'])
      .where('organisation_id', '=', organisation.id)
      .where('user_id', '=', user.id)
      .executeTakeFirst();
    if (!member) throw forbidden('Only members of this organisation have its alerts.', 'not_a_member');
    return member;
  }

  app.route({
    ...endpoint('GET /organisations/:slug/alerts'),
    onRequest: app.requireUser,
    handler: async (request) => {
      const member = await membership(request, request.params.slug);
      return { alerts: member.alerts };
    },
  });

  app.route({
    ...endpoint('PUT /organisations/:slug/alerts'),
    onRequest: app.requireUser,
    handler: async (request) => {
      const member = await membership(request, request.params.slug);
      const { alerts } = request.body;
      if (alerts !== member.alerts) {
        await app.db.kysely
          .updateTable('organisation_members')
          .set({ alerts, alerts_since: alerts === 'off' ? null : sql<Date>`now()` })
          .where('organisation_id', '=', member.organisation_id)
          .where('user_id', '=', member.user_id)
          .execute();
      }
      return { alerts };
    },
  });
};

export default organisationAlertsRoutes;
