// Which page views are not counted at all (answered 204 like the others, nothing stored): bots, by
// their user agent (isbot's list, kept up to date by its maintainers, rather than a list of our
// own), requests without a user agent (scripts), and visitors who asked not to be tracked: Do Not
// Track (`DNT: 1`) or Global Privacy Control (`Sec-GPC: 1`).
import type { IncomingHttpHeaders } from 'node:http';
import { isbot } from 'isbot';

export type LeftOutReason = 'do-not-track' | 'global-privacy-control' | 'bot';

const header = (headers: IncomingHttpHeaders, name: string): string | undefined => {
  const value = headers[name];
  return (Array.isArray(value) ? value[0] : value)?.trim();
};

export function leftOut(headers: IncomingHttpHeaders): LeftOutReason | null {
  if (header(headers, 'dnt') === '1') return 'do-not-track';
  if (header(headers, 'sec-gpc') === '1') return 'global-privacy-control';
  const userAgent = header(headers, 'user-agent');
  if (!userAgent || isbot(userAgent)) return 'bot';
  return null;
}
