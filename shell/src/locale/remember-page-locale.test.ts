// Spec §4, §9: opening a prefixed page, or the German (unprefixed) one after another language was
// chosen, writes the locale cookie: 365 days, path /, SameSite=Lax. The shell does it for the
// pages it opens itself; what the server sets: api/test/site/locale-redirect.test.ts.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { resolveRoute, type Owner } from '@moveable/contract';
import { parseCookies, splitLocalePath } from '@moveable/shared';
import { rememberPageLocale } from './remember-page-locale.ts';
import { recordCookieWrites, YEAR_SECONDS, type CookieWrites } from '../../test/cookie-writes.ts';

const DEPLOYED = new Set<Owner>(['mf-spots', 'mf-map', 'mf-news', 'mf-auth']);
let cookies: CookieWrites;
beforeEach(() => {
  cookies = recordCookieWrites();
});
afterEach(() => {
  cookies.stop();
  document.cookie = 'locale=; Max-Age=0; Path=/';
  history.replaceState(null, '', '/');
});

/** Opens `path` as the shell does: the URL first, then the route it resolves to. */
function open(path: string): void {
  history.pushState(null, '', path);
  rememberPageLocale(resolveRoute(splitLocalePath(location.pathname).path, DEPLOYED));
}

const cookieLocale = () => parseCookies(document.cookie).locale;

describe('rememberPageLocale', () => {
  it('a prefixed page writes its language, for a year, Lax, on the whole site', () => {
    open('/fr/spots?famed=false');
    expect(cookieLocale()).toBe('fr');
    expect(cookies.written).toEqual([`locale=fr; Max-Age=${YEAR_SECONDS}; Path=/; SameSite=Lax`]);
    open('/fr/map'); // the same language: nothing to write
    expect(cookies.written).toHaveLength(1);
    open('/it/news');
    expect(cookieLocale()).toBe('it');
  });

  it('the German page after another language was chosen writes de; before any choice, nothing', () => {
    open('/spots');
    expect(cookies.written).toEqual([]);
    expect(cookieLocale()).toBeUndefined();
    open('/en/spots');
    open('/spots'); // Back, or a link of the settings page
    expect(cookieLocale()).toBe('de');
    expect(cookies.written.at(-1)).toBe(`locale=de; Max-Age=${YEAR_SECONDS}; Path=/; SameSite=Lax`);
  });

  it('not on a page whose language the linking site decides, nor on a 404', () => {
    expect(resolveRoute('/embed/spots/zuerich', DEPLOYED)?.route.layout).toBe('embed');
    open('/fr/embed/spots/zuerich');
    open('/it/no/such/page');
    expect(cookies.written).toEqual([]);
  });
});
