// The single-spa root config: resolves the page, draws the layout, and mounts the deployed
// micro-frontends by route. Everything it knows about routes is the contract's page table (contract/src/pages).
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { flushSync } from 'react-dom';
import {
  registerApplication,
  start,
  addErrorHandler,
  getAppStatus,
  navigateToUrl,
  triggerAppChange,
  MOUNTED,
  NOT_LOADED,
  NOT_MOUNTED,
  type LifeCycles,
} from 'single-spa';
import {
  Providers,
  addTranslations,
  config,
  getPageContext,
  loadLanguage,
  setPageContext,
  setCurrentRoute,
  setNavigator,
  splitLocalePath,
  loadingBar,
} from '@moveable/shared';
import { deployedOwners, keepsLinkLanguage, localeRedirectTarget, pageOwners, resolveRoute, type ResolvedRoute } from '@moveable/contract';
import { ShellApp } from './shell-app.tsx';
import { pageImportMap } from './routes/page-import-map.ts';
import { containerFor } from './layout/outlet.ts';
import { applyScroll, saveScroll } from './scroll/scroll-restoration.ts';
import { reloadAfterChunkError } from './loading/chunk-reload.ts';
import { rememberPageLocale } from './locale/remember-page-locale.ts';
import { applyHead, applyHeadOnArrival, installThemeCss } from './head.ts';
import { startMonitoring } from './monitoring.ts';
import { pageViewRecorder } from './analytics/record-page-views.ts';
import { SHELL_NAMESPACE, shellTexts } from './i18n/index.ts';
import { registerServiceWorker } from './offline/register-service-worker.ts';

/** Spec §9: the build manifest is asked for about a second after start. */
const NEW_BUILD_CHECK_AFTER_MS = 1000;

interface RoutingEventDetail {
  oldUrl: string;
  newUrl: string;
}

function boot(): void {
  const deployed = deployedOwners(pageImportMap());
  const resolveCurrent = (): ResolvedRoute | null => resolveRoute(splitLocalePath(location.pathname).path, deployed);
  const keepLanguage = keepsLinkLanguage(resolveCurrent()?.route.layout);
  // The API server applies the same rule before it sends the page (api/src/site/page-answer.ts),
  // so after its redirect this finds a prefixed address and does nothing; it stays for static hosting.
  const redirect = localeRedirectTarget(location, document.cookie, navigator.languages ?? [], { keepLanguage, routing: config.localeRouting });
  if (redirect) {
    location.replace(redirect);
    return;
  }
  history.scrollRestoration = 'manual';
  setNavigator(navigateToUrl);
  // Only the page's language: the shell renders once its texts (and shared's) are in, below.
  addTranslations(SHELL_NAMESPACE, shellTexts);
  const texts = loadLanguage();
  installThemeCss();
  void startMonitoring();
  // Is a newer build out (new-build/)? The notice asks builds/latest.json about a second after
  // start (spec §9), then now and then; it loads then too, so the first view does not carry it.
  // The service worker (offline/) registers then as well.
  setTimeout(() => {
    registerServiceWorker(resolveCurrent()?.route.layout);
    import('./new-build/new-build-notice.ts').then(
      ({ startNewBuildNotice }) => startNewBuildNotice({ firstCheckMs: 0 }),
      (error: unknown) => console.warn(error),
    );
  }, NEW_BUILD_CHECK_AFTER_MS);

  const publish = (resolved: ResolvedRoute | null) =>
    setCurrentRoute(resolved ? { name: resolved.route.name, params: resolved.params, path: resolved.path } : null);

  // One page view per page opened (spec §7, §9): this one, then each route change.
  const recordPageView = pageViewRecorder();
  let resolved = resolveCurrent();
  let previousName: string | null = null;
  publish(resolved);
  rememberPageLocale(resolved);
  recordPageView(resolved?.route.name ?? null, location.pathname);
  applyHeadOnArrival(getPageContext());

  window.addEventListener('single-spa:before-routing-event', (e) => {
    const { oldUrl, newUrl } = (e as CustomEvent<RoutingEventDetail>).detail;
    if (oldUrl === newUrl) return;
    saveScroll(new URL(oldUrl));
    previousName = resolved?.route.name ?? null;
    resolved = resolveCurrent();
    publish(resolved);
    rememberPageLocale(resolved);
    recordPageView(resolved?.route.name ?? null, location.pathname);
    const { locale } = splitLocalePath(location.pathname);
    if (locale !== getPageContext().locale) {
      setPageContext({ locale }); // a locale change is applied on navigation (spec §4)
      void loadLanguage(locale);
    }
    // Before the new page mounts: it finds the route's title and may put its own (a spot's) on it.
    // The head's texts are the contract's, in every language: nothing to wait for.
    applyHead(getPageContext());
    loadingBar.start();
  });
  window.addEventListener('single-spa:routing-event', (e) => {
    const { oldUrl, newUrl } = (e as CustomEvent<RoutingEventDetail>).detail;
    loadingBar.finish();
    if (oldUrl === newUrl) return;
    applyScroll(previousName, resolved?.route.name ?? null, new URL(newUrl));
    // Move focus to the new page so screen readers start reading there, not at the old link.
    if (new URL(oldUrl).pathname !== new URL(newUrl).pathname) document.getElementById('main')?.focus({ preventScroll: true });
  });

  const render = () => {
    applyHead(getPageContext());
    const root = createRoot(document.getElementById('shell-root')!);
    flushSync(() =>
      root.render(
        <StrictMode>
          <Providers>
            <ShellApp deployed={deployed} />
          </Providers>
        </StrictMode>,
      ),
    );
  };
  void texts.then(render, (error: unknown) => {
    if (reloadAfterChunkError(error)) return;
    console.error('moveable: the texts failed to load', error);
    render(); // keys rather than an empty page
  });

  // The micro-frontends of the route load meanwhile; each mount waits for its texts
  // (createLifecycles). A composed page (the home: mf-spots, then mf-news's latest news) mounts
  // each of its deployed parts, in containers kept in the route table's order. The parts below
  // the owner load once the owner is mounted: they are further down the page and must not compete
  // with the first view for the network (the server preloads the owner only; tools/route-bytes.ts).
  const currentApps = () => {
    const current = resolveCurrent();
    return current ? pageOwners(current.route, deployed).map((owner) => `@moveable/${owner}`) : [];
  };
  const ownerMounted = (apps: readonly string[]) => apps[0] !== undefined && getAppStatus(apps[0]) === MOUNTED;
  const isActive = (name: string) => {
    const apps = currentApps();
    const rank = apps.indexOf(name);
    return rank === 0 || (rank > 0 && ownerMounted(apps));
  };
  for (const owner of deployed) {
    const name = `@moveable/${owner}`;
    registerApplication({
      name,
      app: () => import(/* @vite-ignore */ name) as Promise<LifeCycles>,
      activeWhen: () => isActive(name),
      customProps: (appName) => ({ domElement: containerFor(appName, currentApps()) }),
    });
  }
  // After each change of applications: a part still waiting for its owner gets its turn (a part
  // that failed to load is in another state, so this never loops).
  window.addEventListener('single-spa:routing-event', () => {
    const apps = currentApps();
    const waiting = apps.slice(1).some((name) => [NOT_LOADED, NOT_MOUNTED].includes(getAppStatus(name) ?? ''));
    if (waiting && ownerMounted(apps)) void triggerAppChange();
  });
  addErrorHandler((err) => {
    loadingBar.error();
    const cause = (err as { originalError?: unknown }).originalError ?? err;
    if (!reloadAfterChunkError(cause)) console.error('moveable: application failed', err.appOrParcelName, cause);
  });
  start({ urlRerouteOnly: true });
}

try {
  boot();
} catch (error) {
  console.error('moveable: the shell failed to mount', error);
  throw error;
}
