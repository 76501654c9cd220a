// The newsletter's links. Mails link to the site's page /newsletter (in the subscriber's
// language), which calls the API: following a link must not change anything by itself, because
// mail scanners open links. The List-Unsubscribe headers (RFC 2369, RFC 8058 one-click) point at
// the API, which a mail program POSTs to; a GET there only redirects to the page.
import { localizePath, NEWSLETTER_PAGE_PATH, type Locale } from '@moveable/contract';
import { unsubscribeToken, type UnsubscribeKey } from './unsubscribe-token.ts';

/** The site's newsletter page with ?confirm=<token> or ?unsubscribe=<token>. */
export function newsletterPageUrl(publicUrl: string, locale: Locale, query: { confirm: string } | { unsubscribe: string }): string {
  return `${publicUrl}${localizePath(NEWSLETTER_PAGE_PATH, locale)}?${new URLSearchParams(query).toString()}`;
}

/** Where a mail program sends the one-click unsubscribe (POST) of RFC 8058. */
export function oneClickUnsubscribeUrl(publicUrl: string, token: string): string {
  return `${publicUrl}/api/newsletter/unsubscribe/one-click?${new URLSearchParams({ token }).toString()}`;
}

export interface UnsubscribeLinks {
  /** For the mail's text: the site page that unsubscribes. */
  url: string;
  /** List-Unsubscribe and List-Unsubscribe-Post, for the mail's headers. */
  headers: Record<string, string>;
}

/** Everything a newsletter mail to this subscription needs to let the reader leave. */
export function unsubscribeLinks(
  key: UnsubscribeKey,
  publicUrl: string,
  subscription: { locale: Locale; unsubscribeNonce: string },
): UnsubscribeLinks {
  const token = unsubscribeToken(key, subscription.unsubscribeNonce);
  return {
    url: newsletterPageUrl(publicUrl, subscription.locale, { unsubscribe: token }),
    headers: {
      'List-Unsubscribe': `<${oneClickUnsubscribeUrl(publicUrl, token)}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}
