// Spec §2: a visit to the root path may redirect to the detected locale (saved cookie, then the
// browser's languages, then the fallback). Other paths say their locale themselves.
import { detectRootLocale, localizePath, readPreferences, type Locale } from '@moveable/shared';

export function rootRedirectTarget(pathname: string, search: string, cookie: string, languages: readonly string[]): string | null {
  if (pathname !== '/') return null;
  const locale: Locale = detectRootLocale({ cookie: readPreferences(cookie).locale, browserLanguages: languages, fallback: 'de' });
  return locale === 'de' ? null : localizePath(`/${search}`, locale);
}
