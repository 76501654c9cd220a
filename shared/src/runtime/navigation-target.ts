// Where navigate() and Link may go (spec §8: "External URL navigation without the external
// option is refused; dangerous protocols are refused"). A path of the site goes; another origin
// goes only when the caller marked it external (so a redirect parameter or a stored link cannot
// send people off the site by accident); a scheme that runs code or shows attacker-made content
// (javascript:, vbscript:, data:…) never goes.
//
// The check is the WHATWG URL parser's reading, the one the browser itself applies to an href or
// location.assign: it drops leading and trailing control characters and spaces and every tab and
// newline ('\tjava\nscript:' is javascript:), lowercases the scheme ('JaVaScRiPt:') and reads
// '\' as '/' ('/\evil.example' is another host). Percent-encoded or entity-encoded schemes
// ('javascript%3A…', '&#106;avascript:') are no scheme to it: they stay harmless relative paths.
// An allow-list, not a block-list: a scheme we do not know is refused too.

export type NavigationRefusal = 'invalid' | 'protocol' | 'external';

export type NavigationTarget = { ok: true; url: URL; external: boolean } | { ok: false; reason: NavigationRefusal; url: URL | null };

/** Schemes a page of the site may be at. */
const SITE_PROTOCOLS = new Set(['http:', 'https:']);
/** Schemes an external link may use; javascript:, data:, vbscript:, file:, blob:… are not among them. */
const EXTERNAL_PROTOCOLS = new Set(['http:', 'https:', 'mailto:', 'tel:']);

export interface NavigationCheckOptions {
  /** The caller knows `to` leaves the site (a partner's website, a mail address). */
  external?: boolean;
  /** What relative addresses resolve against: the current page. */
  base: string;
  /** The site's origin: the page's, or for an embedded element the site it links to. */
  siteOrigin: string;
}

export function checkNavigation(to: string, { external = false, base, siteOrigin }: NavigationCheckOptions): NavigationTarget {
  let url: URL;
  try {
    url = new URL(to, base);
  } catch {
    return { ok: false, reason: 'invalid', url: null };
  }
  if (!EXTERNAL_PROTOCOLS.has(url.protocol)) return { ok: false, reason: 'protocol', url };
  const onSite = SITE_PROTOCOLS.has(url.protocol) && url.origin === siteOrigin;
  if (onSite) return { ok: true, url, external: false };
  return external ? { ok: true, url, external: true } : { ok: false, reason: 'external', url };
}

/** The warning a refused navigation leaves in the console (the only thing it does). */
export function warnRefusedNavigation(to: string, reason: NavigationRefusal): void {
  const why =
    reason === 'external'
      ? 'it leaves the site: mark it external ({ external: true } / <Link external>) if that is meant'
      : reason === 'protocol'
        ? 'its scheme is not allowed (only http, https, and mailto/tel for external links)'
        : 'it is not a valid address';
  // JSON.stringify: the address may hold control characters that would garble the console line.
  console.warn(`moveable: navigation to ${JSON.stringify(to.slice(0, 200))} refused: ${why}`);
}
