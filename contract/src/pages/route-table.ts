// The route table of spec §2 as data, with the owner of each route from shared/spec/routes.md.
// A route is served only when its owner's module is in the import map, so a micro-frontend's
// pages appear the moment its first release lands there, and never as placeholders before.
export type LayoutName =
  'default' | 'home' | 'map' | 'spot-detail' | 'entries' | 'partner' | 'admin' | 'embed' | 'bare' | 'no-header-footer' | 'none' | 'countryselect';

export type Owner = 'shell' | 'mf-spots' | 'mf-map' | 'mf-news' | 'mf-partner' | 'mf-admin' | 'mf-auth';

export interface RouteDef {
  name: string;
  path: string;
  layout: LayoutName;
  owner: Owner;
  /** The map keeps its state between visits: no page transition (spec §2). */
  pageTransition?: false;
  /**
   * Micro-frontends that show a part of this route's page below the owner's, in this order (the
   * home: mf-spots, then mf-news's latest news; spec §2). Each is mounted when deployed; the route
   * is served whenever its owner is.
   */
  composedWith?: readonly Owner[];
}

export const ROUTES: readonly RouteDef[] = [
  { name: 'index', path: '/', layout: 'home', owner: 'mf-spots', composedWith: ['mf-news'] },
  { name: 'about', path: '/about', layout: 'default', owner: 'mf-news' },
  { name: 'addSpot', path: '/addSpot', layout: 'default', owner: 'mf-spots' },
  { name: 'admin-emails', path: '/admin/emails', layout: 'admin', owner: 'mf-admin' },
  { name: 'admin', path: '/admin', layout: 'admin', owner: 'mf-admin' },
  { name: 'admin-organization-create', path: '/admin/organization/create', layout: 'admin', owner: 'mf-admin' },
  { name: 'admin-organization-platformName-slug', path: '/admin/organization/{platformName}/{slug}', layout: 'admin', owner: 'mf-admin' },
  { name: 'app-about', path: '/app/about', layout: 'no-header-footer', owner: 'mf-news' },
  { name: 'app-news-slug', path: '/app/news/{slug}', layout: 'no-header-footer', owner: 'mf-news' },
  { name: 'app-privacy', path: '/app/privacy', layout: 'no-header-footer', owner: 'mf-news' },
  { name: 'app-terms', path: '/app/terms', layout: 'default', owner: 'mf-news' },
  { name: 'appredirect', path: '/appredirect', layout: 'no-header-footer', owner: 'shell' },
  { name: 'close', path: '/close', layout: 'none', owner: 'shell' },
  { name: 'embed-spots-organisation', path: '/embed/spots/{organisation}', layout: 'embed', owner: 'mf-spots' },
  { name: 'entries-oldId', path: '/entries/{oldId}', layout: 'spot-detail', owner: 'mf-spots' },
  { name: 'entries', path: '/entries', layout: 'entries', owner: 'mf-spots' },
  { name: 'guidelines', path: '/guidelines', layout: 'default', owner: 'mf-news' },
  { name: 'imprint-deleteaccount', path: '/imprint/deleteaccount', layout: 'bare', owner: 'mf-auth' },
  { name: 'imprint', path: '/imprint', layout: 'default', owner: 'mf-news' },
  { name: 'imprint-privacy', path: '/imprint/privacy', layout: 'no-header-footer', owner: 'mf-news' },
  { name: 'imprint-privacykeycloak', path: '/imprint/privacykeycloak', layout: 'bare', owner: 'mf-news' },
  { name: 'imprint-terms', path: '/imprint/terms', layout: 'default', owner: 'mf-news' },
  { name: 'imprint-termskeycloak', path: '/imprint/termskeycloak', layout: 'bare', owner: 'mf-news' },
  { name: 'ipcountry', path: '/ipcountry', layout: 'countryselect', owner: 'mf-auth' },
  { name: 'login', path: '/login', layout: 'default', owner: 'mf-auth' },
  { name: 'logout', path: '/logout', layout: 'default', owner: 'mf-auth' },
  { name: 'map', path: '/map', layout: 'map', owner: 'mf-map', pageTransition: false },
  { name: 'news-slug', path: '/news/{slug}', layout: 'default', owner: 'mf-news' },
  { name: 'news', path: '/news', layout: 'default', owner: 'mf-news' },
  { name: 'newsletter', path: '/newsletter', layout: 'default', owner: 'mf-news' },
  { name: 'partner', path: '/partner', layout: 'default', owner: 'mf-partner' },
  { name: 'partnermap', path: '/partnermap', layout: 'default', owner: 'mf-partner' },
  { name: 'partners-name', path: '/partners/{name}', layout: 'partner', owner: 'mf-partner' },
  { name: 'premium-iframe', path: '/premium/iframe', layout: 'default', owner: 'mf-partner' },
  { name: 'premium', path: '/premium', layout: 'default', owner: 'mf-partner' },
  { name: 'profile', path: '/profile', layout: 'default', owner: 'mf-auth' },
  { name: 'settings', path: '/settings', layout: 'default', owner: 'mf-auth' },
  { name: 'spots-id-edit', path: '/spots/{id}/edit', layout: 'default', owner: 'mf-spots' },
  { name: 'spots-id', path: '/spots/{id}', layout: 'spot-detail', owner: 'mf-spots' },
  { name: 'spots', path: '/spots', layout: 'default', owner: 'mf-spots' },
  { name: 'styles', path: '/styles', layout: 'default', owner: 'shell' },
  { name: 'town-name', path: '/town/{name}', layout: 'partner', owner: 'mf-partner' },
  { name: 'users-nameOrOldId', path: '/users/{nameOrOldId}', layout: 'default', owner: 'mf-auth' },
];

/** Pages the shell renders itself; others come from micro-frontends. */
export const SHELL_PAGES = new Set<string>(['styles', 'close', 'appredirect']);
