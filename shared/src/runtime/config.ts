// Where the API lives. Our modules are served from the API's origin, so `import.meta.url` of this
// module names it even when a partner page on another origin loads our custom elements. A page
// may override it (tests, a CDN in front of the site) with <meta name="moveable-api" content="…">.
import { decodeLocaleRouting, LOCALE_ROUTING_META, type LocaleRouting } from '../rules/index.ts';

export interface RuntimeConfig {
  apiBase: string;
  /** Origin of the site itself: links inside embedded elements point there. */
  siteUrl: string;
  tileUrl: string;
  tileAttribution: string;
  /** Error reporting (shell/src/monitoring.ts): the DSN, null when the site reports nothing. */
  sentryDsn: string | null;
  /** The profile reports are filed under; 'local' (also when the page says nothing) sends none. */
  sentryEnvironment: string;
  /**
   * A Nominatim-style search URL with `{query}` (<meta name="moveable-geocoder">), e.g.
   * https://nominatim.example/search?format=jsonv2&q={query}. null: addresses are kept as typed.
   */
  geocoderUrl: string | null;
  /** The visitor's country as the CDN in front of us names it (<meta name="moveable-geo-country">), lower case; null: unknown. */
  geoCountry: string | null;
  /** The platforms' app store entries for /appredirect (<meta name="moveable-app-links">): JSON, read by that page only. */
  appLinks: string | null;
  /**
   * Page-view analytics (<meta name="moveable-analytics" content="auto|manual">, written by the API
   * from ANALYTICS and ANALYTICS_AUTO_PAGEVIEWS): `enabled` when the tag is there, `autoPageViews`
   * when the shell sends a page view on each route change. No tag (partner pages, tests): off.
   */
  analytics: { enabled: boolean; autoPageViews: boolean };
  /**
   * How this host spells locales in its addresses (<meta name="moveable-locale-routing">, written
   * by the API for a host with locales bound to domains, LOCALE_DOMAINS): de unprefixed without.
   */
  localeRouting: LocaleRouting;
  /**
   * The public app token (<meta name="moveable-app-token">, from the API's PUBLIC_APP_TOKEN): the
   * bearer of the auth service's calls when no person's token is valid (session/auth-service.ts).
   * null: none configured, those calls then go without a bearer.
   */
  publicAppToken: string | null;
}

function meta(name: string): string | null {
  if (typeof document === 'undefined') return null;
  return document.querySelector<HTMLMetaElement>(`meta[name="${name}"]`)?.content ?? null;
}

function moduleOrigin(): string {
  try {
    return new URL(import.meta.url).origin;
  } catch {
    return typeof location === 'undefined' ? 'http://localhost:8080' : location.origin;
  }
}

function analyticsSetting(value: string | null): RuntimeConfig['analytics'] {
  return { enabled: value === 'auto' || value === 'manual', autoPageViews: value === 'auto' };
}

export function readConfig(): RuntimeConfig {
  const origin = moduleOrigin();
  return {
    apiBase: meta('moveable-api') ?? `${origin}/api`,
    siteUrl: meta('moveable-site') ?? origin,
    tileUrl: meta('moveable-tiles') ?? 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
    tileAttribution: meta('moveable-tiles-attribution') ?? '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a>',
    sentryDsn: meta('moveable-sentry-dsn'),
    sentryEnvironment: meta('moveable-sentry-environment') ?? 'local',
    geocoderUrl: meta('moveable-geocoder'),
    geoCountry: meta('moveable-geo-country'),
    appLinks: meta('moveable-app-links'),
    analytics: analyticsSetting(meta('moveable-analytics')),
    localeRouting: decodeLocaleRouting(meta(LOCALE_ROUTING_META)),
    publicAppToken: meta('moveable-app-token'),
  };
}

export const config: RuntimeConfig = readConfig();

/** Where shared/public (mascots, icons, manifests) is served. */
export function assetBase(): string {
  return `${config.siteUrl}/shared/`;
}

/** For tests and hosts that know better than the defaults (a CDN in front of the API, say). */
export function configure(patch: Partial<RuntimeConfig>): void {
  Object.assign(config, patch);
}
