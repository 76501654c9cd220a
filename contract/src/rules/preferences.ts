/**
 * Persistent preferences (spec §3, §4, §9): four cookies that live one year, readable both by
 * the browser and by a server rendering the first page.
 */
import { parseCookies, serializeCookie, type CookieOptions } from './cookies.ts';
import { isLocale, type Locale } from './locale.ts';

export const PREFERENCE_COOKIES = {
  countryCode: 'countryCode',
  locale: 'locale',
  countryContentLocale: 'countryContentLocale',
  selectionRegion: 'selectionRegion',
} as const;
export type PreferenceName = keyof typeof PREFERENCE_COOKIES;

/** §9: preference cookies live one year; the locale cookie 365 days (the same here). */
export const PREFERENCE_COOKIE_DAYS = 365;
export const LOCALE_COOKIE_DAYS = 365;
const SECONDS_PER_DAY = 24 * 60 * 60;

export interface Preferences {
  /** Selected country ('ch', … or 'world'); null = none stored, see countryWhenNoneStored. */
  countryCode: string | null;
  /** Selected interface locale; null = none stored, see negotiateLocale. */
  locale: Locale | null;
  /** Selected content locale; null = none stored, see contentLocaleFor. */
  countryContentLocale: Locale | null;
  /** Selected region id; 0 = the whole country (§3 default). */
  selectionRegion: number;
}

export const DEFAULT_PREFERENCES: Readonly<Preferences> = {
  countryCode: null,
  locale: null,
  countryContentLocale: null,
  selectionRegion: 0,
};

const COUNTRY_CODE = /^(?:[a-z]{2}|world)$/;

function parseCountryCode(raw: string | undefined): string | null {
  const code = raw?.trim().toLowerCase();
  return code !== undefined && COUNTRY_CODE.test(code) ? code : null;
}

function parseLocale(raw: string | undefined): Locale | null {
  const code = raw?.trim().toLowerCase();
  return isLocale(code) ? code : null;
}

function parseRegion(raw: string | undefined): number {
  if (raw === undefined || !/^\s*\d{1,15}\s*$/.test(raw)) return DEFAULT_PREFERENCES.selectionRegion;
  return Number(raw);
}

/** document.cookie or a Cookie header → typed preferences; bad values read as not stored. */
export function readPreferences(cookieString: string | null | undefined): Preferences {
  const cookies = parseCookies(cookieString);
  return {
    countryCode: parseCountryCode(cookies[PREFERENCE_COOKIES.countryCode]),
    locale: parseLocale(cookies[PREFERENCE_COOKIES.locale]),
    countryContentLocale: parseLocale(cookies[PREFERENCE_COOKIES.countryContentLocale]),
    selectionRegion: parseRegion(cookies[PREFERENCE_COOKIES.selectionRegion]),
  };
}

export interface PreferenceCookieOptions {
  /**
   * The site is embedded or calls from another origin (configured): the cookie must travel in
   * cross-site requests, which needs SameSite=None; Secure. Otherwise SameSite=Lax (§4).
   */
  crossOrigin?: boolean;
  domain?: string;
}

/**
 * Preference → the string for document.cookie or a Set-Cookie header. null deletes the
 * cookie. Values are validated: a wrong value is a programming error, so it throws.
 */
export function preferenceCookie<N extends PreferenceName>(
  name: N,
  value: Preferences[N],
  { crossOrigin = false, domain }: PreferenceCookieOptions = {},
): string {
  const days = name === 'locale' ? LOCALE_COOKIE_DAYS : PREFERENCE_COOKIE_DAYS;
  const options: CookieOptions = {
    path: '/',
    maxAge: value === null ? 0 : days * SECONDS_PER_DAY,
    sameSite: crossOrigin ? 'None' : 'Lax',
    secure: crossOrigin,
    ...(domain === undefined ? {} : { domain }),
  };
  if (value === null) return serializeCookie(PREFERENCE_COOKIES[name], '', options);
  const text = String(value);
  const valid =
    name === 'selectionRegion'
      ? Number.isSafeInteger(value) && (value as number) >= 0
      : name === 'countryCode'
        ? COUNTRY_CODE.test(text)
        : isLocale(text);
  if (!valid) throw new TypeError(`Invalid ${name} preference: ${JSON.stringify(value)}`);
  return serializeCookie(PREFERENCE_COOKIES[name], text, options);
}
