// A visitor's keys for one UTC day: HMAC-SHA-256 under the day's salt of what a browser sends
// anyway (its address and user agent) and the platform, never stored as such. The site key counts
// a visitor once a day per site (platform and country), the page key once per page and referrer.
import { createHmac } from 'node:crypto';

export interface VisitorInput {
  ip: string;
  userAgent: string;
  platform: string;
  /** The site's country, or 'world'. */
  country: string;
  route: string;
  referrerHost: string;
}

const hmac = (salt: Buffer, parts: string[]) => createHmac('sha256', salt).update(parts.join('\u0000')).digest('hex');

export function visitorKeys(salt: Buffer, v: VisitorInput): { site: string; page: string } {
  const visitor = [v.ip, v.userAgent, v.platform];
  return {
    site: hmac(salt, ['site', ...visitor, v.country]),
    page: hmac(salt, ['page', ...visitor, v.country, v.route, v.referrerHost]),
  };
}
