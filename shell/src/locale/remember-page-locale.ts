// Spec §4, §9: the locale cookie follows the pages people open. The server writes it for the page
// it sends (api/src/site/page-answer.ts); pages the shell opens itself (a link, Back, the
// settings' language) and static hosting without our server need the same rule here.
import { keepsLinkLanguage, localeToRemember, type ResolvedRoute } from '@moveable/contract';
import { config, preferenceCookie } from '@moveable/shared';

/** Writes the locale cookie when opening `pathname` (the route it resolved to) states a language. */
export function rememberPageLocale(resolved: ResolvedRoute | null, pathname: string = location.pathname): void {
  const locale = localeToRemember({
    pathname,
    cookie: document.cookie,
    keepLanguage: keepsLinkLanguage(resolved?.route.layout),
    known: resolved !== null,
    routing: config.localeRouting,
  });
  if (locale) document.cookie = preferenceCookie('locale', locale);
}
