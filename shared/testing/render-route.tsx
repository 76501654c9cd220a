// Render a micro-frontend at a URL the way the shell mounts it: the route matched from the
// micro-frontend's part of the shell's route table, matched again on every navigation, against
// the real API the test setup points at.
import type { ComponentType } from 'react';
import { render } from '@testing-library/react';
import {
  Providers,
  apiClientFor,
  getPageContext,
  matchPath,
  queryClient,
  routePath,
  setCurrentRoute,
  setPageContext,
  splitLocalePath,
} from '../src/index.ts';

export interface OwnRoute {
  name: string;
  /** As in contract/src/pages/route-table.ts, e.g. '/spots/{id}'. */
  path: string;
}

export interface RouteHarnessOptions {
  /** The micro-frontend's route switch. */
  App: ComponentType;
  /** The routes it owns, most specific first (the first match wins). */
  routes: readonly OwnRoute[];
  /** Put the path's locale into the page context on every navigation, as the shell does. */
  followLocale?: boolean;
  /**
   * Match again after every history.pushState and single-spa routing event too, as the shell
   * does (it hears them through single-spa), not only after the shared navigate()'s events.
   */
  followPushState?: boolean;
}

export interface RouteHarness {
  /** Goes to `url` (replacing the entry) and renders the app there inside the shared providers. */
  renderAt: (url: string) => ReturnType<typeof render>;
}

export function createRouteHarness({ App, routes, followLocale = false, followPushState = false }: RouteHarnessOptions): RouteHarness {
  function publishRoute(): void {
    if (followLocale) {
      const { locale } = splitLocalePath(location.pathname);
      if (locale !== getPageContext().locale) setPageContext({ locale });
    }
    const path = routePath(location.pathname);
    for (const route of routes) {
      const params = matchPath(route.path, path);
      if (params) return setCurrentRoute({ name: route.name, params, path });
    }
    setCurrentRoute(null);
  }

  const events = ['moveable:location-change', 'popstate'];
  if (followPushState) {
    const pushState = history.pushState.bind(history);
    history.pushState = (...args: Parameters<History['pushState']>) => {
      pushState(...args);
      window.dispatchEvent(new Event('moveable:location-change'));
    };
    events.push('single-spa:routing-event');
  }
  for (const event of events) window.addEventListener(event, publishRoute);

  return {
    renderAt(url) {
      history.replaceState(null, '', url);
      publishRoute();
      return render(
        <Providers>
          <App />
        </Providers>,
      );
    },
  };
}

/** A clean page for the next test: no cached answers, no stored data, no route, at '/'. */
export function resetPage({ cookies = [] }: { cookies?: readonly string[] } = {}): void {
  queryClient.clear();
  localStorage.clear();
  for (const name of cookies) document.cookie = `${name}=; Max-Age=0; Path=/`;
  setCurrentRoute(null);
  history.replaceState(null, '', '/');
}

/** An API client like the app's, for arranging and finding test data. */
export const testApi = () => apiClientFor(() => getPageContext());
