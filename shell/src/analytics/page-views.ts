// Page views (spec §7, §9; issue 14): one POST /api/event per page the visitor opens, when the site
// has analytics with automatic page views (config.analytics, from the page's meta tag). Never on
// localhost (spec §9: developers' own clicks are not visits), and never for a visitor whose browser
// says Do Not Track or Global Privacy Control (the API would store nothing anyway; not sending is
// better). A new path is a new page; a new query on the same page (filters, the map's view) is not.
// The event carries no token and no cookie is involved (api/README.md, "Analytics").
import { apiHeaders, config, getPageContext } from '@moveable/shared';
import { PAGE_VIEW_PATH, type PageViewEvent } from '@moveable/contract';

const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

export interface PageViewSettings {
  /** location.hostname */
  hostname: string;
  /** Analytics on and automatic page views on (config.analytics). */
  automatic: boolean;
  /** The visitor's browser asks not to be tracked (Do Not Track or Global Privacy Control). */
  optedOut: boolean;
  /** Where the visitor came from (document.referrer): sent with the first page only, and only from another site. */
  referrer: string;
  /** location.origin: a referrer from here is no referral. */
  origin: string;
  send: (event: PageViewEvent) => void;
}

export interface PageViews {
  /** The page now shown: its route name and path (location.pathname), or null for the 404 screen. */
  view(route: string | null, pathname: string): void;
}

export function createPageViews(settings: PageViewSettings): PageViews {
  const active = settings.automatic && !settings.optedOut && !LOCAL_HOSTS.has(settings.hostname);
  let lastPath: string | null = null;
  let referrer = settings.referrer && !settings.referrer.startsWith(`${settings.origin}/`) ? settings.referrer : '';
  return {
    view(route, pathname) {
      if (!active || route === null || pathname === lastPath) return;
      lastPath = pathname;
      settings.send({ route, path: pathname, ...(referrer ? { referrer } : {}) });
      referrer = '';
    },
  };
}

/** Whether the browser asks sites not to track: Do Not Track or Global Privacy Control. */
export function browserOptedOut(nav: Navigator & { globalPrivacyControl?: boolean }): boolean {
  return nav.doNotTrack === '1' || nav.globalPrivacyControl === true;
}

/** Sends an event so it survives the page being left: fetch with keepalive, the site's headers, no token. */
export function sendPageView(event: PageViewEvent): void {
  void fetch(`${config.apiBase}${PAGE_VIEW_PATH}`, {
    method: 'POST',
    keepalive: true,
    credentials: 'omit',
    headers: { ...apiHeaders({ context: getPageContext }, null), 'content-type': 'application/json' },
    body: JSON.stringify(event),
  }).catch(() => {
    // A lost page view is not worth a message.
  });
}

/** The page views of this page, as the browser and the site's settings say. */
export function startPageViews(): PageViews {
  return createPageViews({
    hostname: location.hostname,
    automatic: config.analytics.enabled && config.analytics.autoPageViews,
    optedOut: browserOptedOut(navigator),
    referrer: document.referrer,
    origin: location.origin,
    send: sendPageView,
  });
}
