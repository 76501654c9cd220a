// The newsletter (issue 11), double opt-in: subscribing stores a request and mails a confirmation
// link; only following it subscribes. Unsubscribing works from the site page, the one-click POST
// of mail programs (RFC 8058) and nowhere by GET. Administrators see counts and the list.
import { NEWSLETTER_CONFIRMATION_HOURS, NEWSLETTER_PAGE_PATH, localizePath } from '@moveable/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { randomBytes } from 'node:crypto';
import { hashToken } from '../../auth/jwt.ts';
import { newsletterPageUrl, unsubscribeLinks } from '../../domain/newsletter/links.ts';
import {
  deriveUnsubscribeKey,
  newUnsubscribeNonce,
  nonceOfUnsubscribeToken,
  type UnsubscribeKey,
} from '../../domain/newsletter/unsubscribe-token.ts';
import { endpoint } from '../../http/endpoint.ts';
import { badRequest, HttpError } from '../../http/errors.ts';
import { noStore } from '../../http/no-store.ts';
import { renderNewsletterMail } from '../../mail/newsletter-templates.ts';
import { confirmRequest, endSubscription, findSubscriptionByNonce, isSubscribed, listSubscriptions, saveRequest } from './repository.ts';

export interface NewsletterOptions {
  publicUrl: string;
  authSecret: string | undefined;
}

const invalidUnsubscribeLink = () => badRequest('This unsubscribe link is not valid.', 'token', 'token_invalid');

function nonceOf(key: UnsubscribeKey, token: string): string {
  const nonce = nonceOfUnsubscribeToken(key, token);
  if (!nonce) throw invalidUnsubscribeLink();
  return nonce;
}

const newsletterRoutes: FastifyPluginAsyncZod<NewsletterOptions> = async (app, { publicUrl, authSecret }) => {
  if (!authSecret) throw new Error('newsletter: no AUTH_SECRET (server.ts fills one in for development)');
  const key = deriveUnsubscribeKey(authSecret);
  // Nothing here may be cached: answers carry addresses or acknowledge a change.
  app.addHook('onRequest', noStore);

  app.route({
    ...endpoint('POST /newsletter/subscriptions'),
    handler: async (request, reply) => {
      await app.limits.newsletterPerIp.attempt(request.ip);
      const { email, consentTextVersion } = request.body;
      const locale = request.body.locale ?? request.ctx.locale;
      const newsletter = { platform: request.ctx.platform, country: request.ctx.country ?? 'world' };
      // After the answer, like a password-reset request: whether the address is subscribed, or
      // had its confirmation mails for today, must not show in the answer or its timing.
      app.background.run('newsletter subscription request', async () => {
        try {
          await app.limits.newsletterPerAddress.attempt(email);
        } catch (error) {
          if (error instanceof HttpError && error.statusCode === 429) {
            request.log.info({ platform: newsletter.platform }, 'newsletter: this address had its confirmation mails for today; none sent');
            return;
          }
          throw error;
        }
        // Subscribed already: nothing to confirm, and no mail, so asking again spams nobody.
        if (await isSubscribed(app.db.kysely, newsletter, email)) return;
        const token = randomBytes(32).toString('base64url');
        await saveRequest(app.db.kysely, {
          ...newsletter,
          email,
          locale,
          consentTextVersion,
          tokenHash: hashToken(token),
          expiresAt: new Date(Date.now() + NEWSLETTER_CONFIRMATION_HOURS * 3_600_000),
        });
        const link = newsletterPageUrl(publicUrl, locale, { confirm: token });
        await app.mailer.send({
          kind: 'newsletter-confirm',
          to: email,
          locale,
          platform: newsletter.platform,
          ...renderNewsletterMail('newsletter-confirm', locale, { platform: newsletter.platform, link }),
        });
      });
      return reply.code(204).send(null);
    },
  });

  app.route({
    ...endpoint('POST /newsletter/confirm'),
    handler: async (request) => {
      const subscription = await confirmRequest(app.db.kysely, hashToken(request.body.token), newUnsubscribeNonce());
      const locale = subscription.locale;
      const leave = unsubscribeLinks(key, publicUrl, { locale, unsubscribeNonce: subscription.unsubscribe_nonce });
      await app.mailer.send({
        kind: 'newsletter-subscribed',
        to: subscription.email,
        locale,
        platform: subscription.platform,
        headers: leave.headers,
        ...renderNewsletterMail('newsletter-subscribed', locale, {
          platform: subscription.platform,
          link: `${publicUrl}${localizePath('/news', locale)}`,
          unsubscribeUrl: leave.url,
        }),
      });
      return { platform: subscription.platform, country: subscription.country, locale };
    },
  });

  app.route({
    ...endpoint('POST /newsletter/unsubscribe'),
    handler: async (request, reply) => {
      await endSubscription(app.db.kysely, nonceOf(key, request.body.token));
      return reply.code(204).send(null);
    },
  });

  app.route({
    ...endpoint('GET /newsletter/unsubscribe/one-click'),
    handler: async (request, reply) => {
      // Opening the link changes nothing: the page asks, then POSTs.
      const subscription = await findSubscriptionByNonce(app.db.kysely, nonceOf(key, request.query.token));
      const page = subscription
        ? newsletterPageUrl(publicUrl, subscription.locale, { unsubscribe: request.query.token })
        : `${publicUrl}${NEWSLETTER_PAGE_PATH}?${new URLSearchParams({ unsubscribe: request.query.token }).toString()}`;
      return reply.redirect(page, 303);
    },
  });

  // RFC 8058: mail programs POST multipart/form-data or a URL-encoded form "List-Unsubscribe=One-Click".
  // The token in the query is what counts, so the body is not even parsed (only its size is bounded).
  const oneClickRoute: FastifyPluginAsyncZod = async (oneClick) => {
    oneClick.addContentTypeParser(
      ['application/x-www-form-urlencoded', 'multipart/form-data'],
      { parseAs: 'buffer', bodyLimit: 4096 },
      (_request, _body, done) => done(null, null),
    );
    oneClick.route({
      ...endpoint('POST /newsletter/unsubscribe/one-click'),
      handler: async (request, reply) => {
        await endSubscription(app.db.kysely, nonceOf(key, request.query.token));
        return reply.code(204).send(null);
      },
    });
  };
  await app.register(oneClickRoute);

  app.route({
    ...endpoint('GET /newsletter/subscriptions'),
    onRequest: app.requireAdmin,
    handler: async (request) => {
      const { country, locale, limit, cursor } = request.query;
      const list = await listSubscriptions(app.db.kysely, { platform: request.ctx.platform, country, locale, limit: limit ?? 100, after: cursor });
      return {
        total: list.total,
        counts: list.counts,
        items: list.items.map((s) => ({
          id: s.id,
          email: s.email,
          country: s.country,
          locale: s.locale,
          consentTextVersion: s.consent_text_version,
          requestedAt: s.requested_at.toISOString(),
          confirmedAt: s.confirmed_at.toISOString(),
        })),
        nextCursor: list.next === null ? null : String(list.next),
      };
    },
  });
};

export default newsletterRoutes;
