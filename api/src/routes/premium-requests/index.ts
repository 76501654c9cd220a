// Premium requests (issue 12): the /premium form stores a request and mails it to the site's
// contact address (spec §9, contactEmail of the contract) through the mailer's outbox; the
// platform's administrators list them. Anyone may send one, signed in or not: the route reads no
// token, and the write limits count it per address ('premiumRequests').
import { contactEmail, contentLocaleFor, WORLD } from '@moveable/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpoint } from '../../http/endpoint.ts';
import { noStore } from '../../http/no-store.ts';
import { renderPremiumRequestMail } from '../../mail/premium-request-templates.ts';
import { encodeCursor, readCursor } from './cursor.ts';
import { listRequests, saveRequest, toWire } from './repository.ts';

const premiumRequestRoutes: FastifyPluginAsyncZod = async (app) => {
  // Answers hold what people wrote and their addresses.
  app.addHook('onRequest', noStore);

  app.route({
    ...endpoint('POST /premium-requests'),
    handler: async (request, reply) => {
      const { platform, country, locale } = request.ctx;
      const row = await saveRequest(app.db.kysely, { platform, country, locale }, request.body);
      // In the outbox before the answer (delivery follows in the background), so an accepted
      // request is never one the team will not hear of.
      const mailLocale = contentLocaleFor(country ?? WORLD, locale);
      await app.mailer.send({
        kind: 'premium-request',
        to: contactEmail(platform, country),
        locale: mailLocale,
        platform,
        headers: { 'Reply-To': row.email },
        ...renderPremiumRequestMail(mailLocale, {
          platform,
          site: country ?? WORLD,
          organisationName: row.organisation_name,
          contactName: row.contact_name,
          email: row.email,
          message: row.message,
        }),
      });
      return reply.code(201).send(toWire(row));
    },
  });

  app.route({
    ...endpoint('GET /premium-requests'),
    onRequest: app.requireAdmin,
    handler: async (request) => {
      const { query } = request;
      const rows = await listRequests(app.db.kysely, request.ctx.platform, query.limit, readCursor(query.cursor));
      const shown = rows.slice(0, query.limit);
      const last = shown[shown.length - 1];
      return {
        items: shown.map(toWire),
        nextCursor: rows.length > query.limit && last ? encodeCursor({ k: last.created_at.toISOString(), i: last.id }) : null,
      };
    },
  });
};

export default premiumRequestRoutes;
