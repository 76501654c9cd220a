// Of a referrer, only its host is kept: the page a visitor came from may carry a search, a name
// or a token in its path and query, and which site sent them is all the dashboard needs.
import { MAX_REFERRER_HOST } from '@moveable/contract';

/**
 * The host of an http(s) referrer, lowercase and without port or a leading "www."; '' for none,
 * for anything that is not an http(s) URL, and for our own site (`ownHosts`, with or without a
 * port: moving between pages of the site is not a referral).
 */
export function referrerHost(referrer: string | undefined, ownHosts: readonly (string | undefined)[]): string {
  if (!referrer) return '';
  let url: URL;
  try {
    url = new URL(referrer);
  } catch {
    return '';
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return '';
  const host = url.hostname
    .toLowerCase()
    .replace(/^www\./, '')
    .replace(/\.$/, '');
  if (!host || host.length > MAX_REFERRER_HOST) return '';
  const own = ownHosts.map((h) =>
    h
      ?.toLowerCase()
      .replace(/:\d+$/, '')
      .replace(/^www\./, ''),
  );
  return own.includes(host) ? '' : host;
}
