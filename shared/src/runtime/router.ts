// Navigation between micro-frontends goes through the URL. single-spa patches history, so a
// pushState here reaches every mounted application; this module only adds a React view of it.
// It does not import single-spa (custom elements on partner pages load this package without it):
// the shell hands single-spa's navigateToUrl in with setNavigator.
import { useSyncExternalStore } from 'react';
import { splitLocalePath, localizePath } from './locale-paths.ts';
import { getPageContext } from './page-context.ts';
import { checkNavigation, warnRefusedNavigation } from './navigation-target.ts';

const EVENTS = ['popstate', 'single-spa:routing-event', 'moveable:location-change'] as const;

function subscribe(listener: () => void): () => void {
  EVENTS.forEach((e) => window.addEventListener(e, listener));
  return () => EVENTS.forEach((e) => window.removeEventListener(e, listener));
}

const snapshot = () => location.href;

/** The current URL, re-rendering on every navigation. */
export function useLocation(): URL {
  const href = useSyncExternalStore(subscribe, snapshot, snapshot);
  return new URL(href);
}

/** Path without the locale prefix: what route tables match against. */
export function routePath(pathname = location.pathname): string {
  return splitLocalePath(pathname).path;
}

/** A path in the current locale: '/spots/3' → '/fr/spots/3' on a French page. */
export function href(path: string): string {
  return localizePath(path, getPageContext().locale);
}

/** Without the shell (tests, a page of our elements): push the URL and tell useLocation. */
function pushUrl(url: string): void {
  const target = new URL(url, location.href);
  if (target.origin !== location.origin) {
    location.href = target.href;
    return;
  }
  history.pushState(null, '', target.href);
  window.dispatchEvent(new Event('moveable:location-change'));
}

let go: (url: string) => void = pushUrl;

/** The shell's navigation (single-spa's navigateToUrl), used by navigate and setSearchParams from then on. */
export function setNavigator(navigator: (url: string) => void): void {
  go = navigator;
}

export interface NavigateOptions {
  /** Replace the current history entry instead of adding one. */
  replace?: boolean;
  /**
   * `to` is meant to leave the site (another origin, mailto:, tel:): the browser loads it. Without
   * this, an address on another origin is refused (spec §8), so a stored or user-given link cannot
   * send people off the site unnoticed. Dangerous schemes (javascript:, data:, vbscript:…) are
   * refused either way (navigation-target.ts).
   */
  external?: boolean;
}

/**
 * Go to a path (already localized or not) without reloading the page, or to an external address
 * marked as such. A refused address does nothing but leave a warning in the console.
 */
export function navigate(to: string, { replace = false, external = false }: NavigateOptions = {}): void {
  // The address as written is checked, before a path is put into the page's language.
  const checked = checkNavigation(to, { external, base: location.href, siteOrigin: location.origin });
  if (typeof checked === 'string') {
    warnRefusedNavigation(to, checked);
    return;
  }
  if (checked.origin !== location.origin) {
    if (replace) location.replace(checked.href);
    else location.assign(checked.href);
    return;
  }
  // Only an unprefixed path gets the page's prefix ('/spots' → '/fr/spots'): that never makes
  // another host of it (a prefixed one is kept as written, unlike in Link).
  const url = to.startsWith('/') && !splitLocalePath(to).prefixed ? href(to) : to;
  if (replace) {
    history.replaceState(history.state, '', url);
    window.dispatchEvent(new Event('moveable:location-change'));
  } else go(url);
}

/** Replaces the query string (filters live there so views can be shared), keeping history lean. */
export function setSearchParams(params: URLSearchParams, { replace = true }: { replace?: boolean } = {}): void {
  const query = params.toString();
  const target = `${location.pathname}${query ? `?${query}` : ''}${location.hash}`;
  if (replace) {
    history.replaceState(history.state, '', target);
    window.dispatchEvent(new Event('moveable:location-change'));
  } else go(target);
}
