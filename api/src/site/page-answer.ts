// What the server answers to a path that is not a file: the page of the route table (spec §2),
// the 404 page, a redirect to the person's language (spec §2, §4), or nothing (a JSON 404). The
// route table, the matching and the redirect rule are the contract's, the ones the shell mounts
// and redirects by, so both sides agree and the shell never redirects again after the server.
import {
  keepsLinkLanguage,
  localeRedirectTarget,
  localeToRemember,
  preferenceCookie,
  resolveRoute,
  splitLocalePath,
  type Locale,
  type LocaleRouting,
  type Owner,
  type ResolvedRoute,
} from '@moveable/contract';

export interface PageRequest {
  /** The URL's path as sent (still percent-encoded, like location.pathname). */
  pathname: string;
  /** '?…' or ''. */
  search: string;
  cookie: string | undefined;
  acceptLanguage: string | undefined;
  /** The client named text/html in Accept (a browser navigating). */
  acceptsHtml: boolean;
  /** Micro-frontends in the import map. */
  deployed: ReadonlySet<Owner>;
  /** How the request's host spells locales (plugins/locale-routing.ts). */
  routing: LocaleRouting;
}

export type PageAnswer =
  | { kind: 'redirect'; location: string }
  | {
      kind: 'page';
      /** 200 for a route of the table, 404 for anything else (the shell shows its 404 screen). */
      status: 200 | 404;
      route: ResolvedRoute | null;
      locale: Locale;
      /** Set-Cookie value when this visit states a language the cookie does not say yet. */
      setCookie: string | null;
    }
  /** Not a page and not asked for as one (a script's missing module, curl on a typo): JSON 404. */
  | { kind: 'none' };

/** A redirect stays on this site: a path of this host, or a sibling host a locale is bound to. */
function isOurs(target: string, routing: LocaleRouting): boolean {
  if (target.startsWith('/')) return !/^[/\\]{2}/.test(target);
  return Object.values(routing.domains).some((origin) => target.startsWith(`${origin}/`));
}

export function answerPage({ pathname, search, cookie = '', acceptLanguage = '', acceptsHtml, deployed, routing }: PageRequest): PageAnswer {
  const { locale, path } = splitLocalePath(pathname, routing);
  const route = resolveRoute(path, deployed);
  // Known pages answer any client (curl's */* included); unknown paths are pages only to browsers.
  if (!route && !acceptsHtml) return { kind: 'none' };
  const keepLanguage = keepsLinkLanguage(route?.route.layout);
  const target = localeRedirectTarget({ pathname, search, hash: '' }, cookie, acceptLanguage, { keepLanguage, routing });
  if (target !== null && isOurs(target, routing)) return { kind: 'redirect', location: target };
  // A prefixed visit is a choice of language (a shared link, the language switch): remembered, so
  // the next unprefixed link follows it. Not on pages whose language the linking site decides
  // (embeds, the app's pages, the end of a sign-in popup), nor on a 404. The shell applies the
  // same rule to the pages it opens without asking the server (root-config.tsx).
  const remember = localeToRemember({ pathname, cookie, keepLanguage, known: route !== null, routing });
  return { kind: 'page', status: route ? 200 : 404, route, locale, setCookie: remember ? preferenceCookie('locale', remember) : null };
}

/**
 * What the answer depends on besides the URL, for caches: Accept (HTML page or JSON 404),
 * Cookie (redirect, Set-Cookie), and for the root path Accept-Language (its redirect).
 */
export function pageVary(pathname: string): string {
  return pathname === '/' ? 'accept, cookie, accept-language' : 'accept, cookie';
}
