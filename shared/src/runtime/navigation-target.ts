// Where navigate() and Link may go (spec §8: "External URL navigation without the external
// option is refused; dangerous protocols are refused"). A path of the site goes; another origin
// (and mailto:, tel:) goes only when the caller marked it external, so a redirect parameter or a
// stored link cannot send people off the site by accident; any other scheme (javascript:,
// vbscript:, data:, file:, blob:…) never goes: an allow-list, so a scheme we do not know is
// refused too.
//
// The check is the WHATWG URL parser's reading, the one the browser itself applies to an href or
// location.assign: it drops leading and trailing control characters and spaces and every tab and
// newline ('\tjava\nscript:' is javascript:), lowercases the scheme ('JaVaScRiPt:') and reads
// '\' as '/' ('/\evil.example' is another host). Percent- or entity-encoded schemes
// ('javascript%3A…', '&#106;avascript:') are no scheme to it: they stay harmless relative paths.

/** 'external': another origin not marked external; 'protocol': a scheme not allowed; 'invalid': no URL. */
export type NavigationRefusal = 'invalid' | 'protocol' | 'external';

const ALLOWED_PROTOCOL = /^(?:https?|mailto|tel):$/;

export interface NavigationCheckOptions {
  /** The caller knows `to` may leave the site (a partner's website, a mail address). */
  external?: boolean | undefined;
  /** What relative addresses resolve against: the current page. */
  base: string;
  /** The site's origin: the page's, or for an embedded element the site it links to. */
  siteOrigin: string;
}

/**
 * The URL `to` leads to, or why it may not be followed. The URL leaves the site when its origin
 * is not `siteOrigin` (mailto: and tel: have the origin 'null', never the site's).
 */
export function checkNavigation(to: string, { external, base, siteOrigin }: NavigationCheckOptions): URL | NavigationRefusal {
  let url: URL;
  try {
    url = new URL(to, base);
  } catch {
    return 'invalid';
  }
  if (!ALLOWED_PROTOCOL.test(url.protocol)) return 'protocol';
  return external || url.origin === siteOrigin ? url : 'external';
}

/** The one thing a refused navigation does. 'external' means: mark it external if that is meant. */
export function warnRefusedNavigation(to: string, reason: NavigationRefusal): void {
  console.warn(`moveable: navigation refused (${reason})`, to);
}
