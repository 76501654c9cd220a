// The admin page of e-mails (issue 13), administrators only: the outbox (every message the
// platform sent or tried to send) with search, filters and keyset paging; one message with its
// bodies; sending a failed or bounced one again; and every template rendered with sample data in
// every language.
//
// A resend resets the message (pending again, error and bounce cleared, tries counted on) rather
// than writing a new row: the list then shows each message once with its latest status, and the
// audit line email.resend keeps what it was before (status, error, tries).
import { EMAIL_TEMPLATES, LOCALES } from '@moveable/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { recordAudit } from '../../domain/audit/record-audit.ts';
import { endpoint } from '../../http/endpoint.ts';
import { notFound, stateConflict } from '../../http/errors.ts';
import { noStore } from '../../http/no-store.ts';
import { previewTemplate } from '../../mail/template-previews.ts';
import { signedInUser } from '../../plugins/auth.ts';
import { encodeCursor, readCursor } from './cursor.ts';
import { findEmail, listEmails, resetForResend, toMessage, toSummary } from './repository.ts';

const noSuchEmail = () => notFound('There is no such e-mail on this platform.');

const adminEmailRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', noStore);

  app.route({
    ...endpoint('GET /admin/emails'),
    onRequest: app.requireAdmin,
    handler: async (request) => {
      const { query } = request;
      const rows = await listEmails(app.db.kysely, request.ctx.platform, query, readCursor(query.cursor));
      const shown = rows.slice(0, query.limit);
      const last = shown[shown.length - 1];
      return { items: shown.map(toSummary), nextCursor: rows.length > query.limit && last ? encodeCursor(last.id) : null };
    },
  });

  app.route({
    ...endpoint('GET /admin/emails/:id'),
    onRequest: app.requireAdmin,
    handler: async (request) => {
      const row = await findEmail(app.db.kysely, request.ctx.platform, request.params.id);
      if (!row) throw noSuchEmail();
      return toMessage(row);
    },
  });

  app.route({
    ...endpoint('POST /admin/emails/:id/resend'),
    onRequest: app.requireAdmin,
    handler: async (request) => {
      const { id } = request.params;
      const { platform } = request.ctx;
      const actor = signedInUser(request);
      if (!(await findEmail(app.db.kysely, platform, id))) throw noSuchEmail();
      const outcome = await app.db.kysely.transaction().execute(async (trx) => {
        const reset = await resetForResend(trx, id);
        if (!reset?.resent) return reset;
        await recordAudit(trx, {
          actorId: actor.id,
          platform,
          action: 'email.resend',
          subjectType: 'email',
          subjectId: id,
          before: { status: reset.before, error: reset.error, attempts: reset.attempts },
          after: { status: 'pending' },
        });
        return reset;
      });
      if (!outcome) throw noSuchEmail();
      if (!outcome.resent) {
        throw stateConflict(`Only a failed or bounced e-mail is sent again; this one is ${outcome.before}.`, 'email_not_resendable');
      }
      app.mailer.deliver(id, outcome.attempts);
      const row = await findEmail(app.db.kysely, platform, id);
      if (!row) throw noSuchEmail();
      return toMessage(row);
    },
  });

  app.route({
    ...endpoint('GET /admin/email-templates'),
    onRequest: app.requireAdmin,
    handler: async () => ({ templates: [...EMAIL_TEMPLATES], locales: [...LOCALES] }),
  });

  app.route({
    ...endpoint('GET /admin/email-templates/:template/:locale'),
    onRequest: app.requireAdmin,
    handler: async (request) => {
      const { template, locale } = request.params;
      return { template, locale, ...previewTemplate(template, locale) };
    },
  });
};

export default adminEmailRoutes;
