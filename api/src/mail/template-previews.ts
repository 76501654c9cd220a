// Every template of mail the platform sends, rendered with sample data for the admin page's
// previews (GET /admin/email-templates/:template/:locale). The samples go through the same
// renderers as real mail, so a preview is what a recipient would read.
import type { EmailTemplate, Locale } from '@moveable/contract';
import { formatDay, renderAlertMail, renderDigestMail, type AlertItem } from './alert-templates.ts';
import { renderNewsletterMail } from './newsletter-templates.ts';
import { renderPremiumRequestMail } from './premium-request-templates.ts';
import { renderMail, type RenderedMail } from './templates.ts';
import { renderWebhookDisabledMail } from './webhook-templates.ts';

const PLATFORM = 'bikeable';
const SITE = 'https://bikeable.ch';
const ALERT = { platform: PLATFORM, organisation: 'Stadt Zürich', username: 'Anna', settingsLink: `${SITE}/admin/organization/bikeable/zuerich` };
const SPOT: AlertItem = { kind: 'spot', title: 'Velostreifen endet abrupt', excerpt: '', link: `${SITE}/spots/1234` };
const COMMENT: AlertItem = {
  kind: 'comment',
  title: 'Velostreifen endet abrupt',
  excerpt: 'Hier wird es jeden Morgen eng.',
  link: `${SITE}/spots/1234#comment-56`,
};

const PREVIEWS: Record<EmailTemplate, (locale: Locale) => RenderedMail> = {
  confirm: (locale) => renderMail('confirm', locale, { platform: PLATFORM, link: `${SITE}/login?mode=confirm&token=sample`, username: 'Anna' }),
  reset: (locale) => renderMail('reset', locale, { platform: PLATFORM, link: `${SITE}/login?mode=reset&token=sample`, username: 'Anna' }),
  invite: (locale) =>
    renderMail('invite', locale, { platform: PLATFORM, link: `${SITE}/login?mode=invite&token=sample`, organisation: 'Stadt Zürich' }),
  membership: (locale) =>
    renderMail('membership', locale, { platform: PLATFORM, link: `${SITE}/login`, username: 'Anna', organisation: 'Stadt Zürich' }),
  'newsletter-confirm': (locale) => renderNewsletterMail('newsletter-confirm', locale, { platform: PLATFORM, link: `${SITE}/news?confirm=sample` }),
  'newsletter-subscribed': (locale) =>
    renderNewsletterMail('newsletter-subscribed', locale, {
      platform: PLATFORM,
      link: `${SITE}/news`,
      unsubscribeUrl: `${SITE}/news?unsubscribe=sample`,
    }),
  'premium-request': (locale) =>
    renderPremiumRequestMail(locale, {
      platform: PLATFORM,
      site: 'ch',
      organisationName: 'Gemeinde Musterwil',
      contactName: 'Max Muster',
      email: 'max@example.org',
      message: 'Wir möchten unsere Spots auf der Gemeindeseite zeigen.',
    }),
  'organisation-alert': (locale) => renderAlertMail(locale, ALERT, SPOT),
  'organisation-digest': (locale) =>
    renderDigestMail(locale, { ...ALERT, day: formatDay(locale, '2026-11-25'), items: [SPOT, COMMENT], link: `${SITE}/spots` }),
  'webhook-disabled': (locale) =>
    renderWebhookDisabledMail(locale, {
      platform: PLATFORM,
      organisation: 'Stadt Zürich',
      username: 'Anna',
      url: 'https://tickets.stadt-zuerich.example/moveable',
      failures: 10,
      lastError: 'HTTP 503',
      link: `${SITE}/admin/organization/bikeable/zuerich`,
    }),
};

export function previewTemplate(template: EmailTemplate, locale: Locale): RenderedMail {
  return PREVIEWS[template](locale);
}
