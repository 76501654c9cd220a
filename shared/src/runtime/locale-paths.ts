// The contract's locale paths as this page's host spells them (config.localeRouting): de
// unprefixed on one domain, or the host's own locale unprefixed and the sibling domains of the
// others where a deployment binds locales to domains (spec §2). The page's code uses these, so no
// call site can forget the host.
import { localizePath as localizeFor, splitLocalePath as splitFor, type Locale, type LocalePath } from '@moveable/contract';
import { config } from './config.ts';

/** '/fr/spots/3' → { locale: 'fr', path: '/spots/3', prefixed: true } (on a de host). */
export function splitLocalePath(pathname: string): LocalePath {
  return splitFor(pathname, config.localeRouting);
}

/** '/spots' + fr → '/fr/spots', or 'https://fr.bikeable.ch/spots' where fr has its own domain. */
export function localizePath(path: string, locale: Locale): string {
  return localizeFor(path, locale, config.localeRouting);
}
