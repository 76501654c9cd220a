// What the page does about a new build (spec §7): a polite toast offers to reload now, and the
// next route change loads its page in full instead of mounting it from the old modules. The chunk-load guard (loading/chunk-reload.ts) stays for pages that navigate
// before the poll saw the release.
//
// The shell imports this module about a second after start, when the first check is due: the
// first view does not carry it. Its texts load with it, not when a build is found: by then the
// release may have replaced this build's chunks on the server.
import { config, i18n, addTranslations, loadLanguage, toasts, type ToastStore } from '@moveable/shared';
import { NEW_BUILD_NAMESPACE, newBuildTexts } from './i18n/index.ts';
import { watchBuilds, type BuildWatch, type BuildWatchOptions } from './build-watch.ts';

export interface NewBuildNotice {
  watch: BuildWatch;
  /** A new build was seen: the next route change should load the page in full. */
  readonly stale: boolean;
}

export interface NewBuildNoticeOptions extends Partial<Pick<BuildWatchOptions, 'url' | 'firstCheckMs' | 'pollMs' | 'fetch' | 'document'>> {
  toasts?: ToastStore;
  /** Loads the current address anew (location.reload; tests pass their own). */
  reload?: () => void;
}

interface RoutingEventDetail {
  oldUrl: string;
  newUrl: string;
}

/**
 * From now on, a route change loads its page in full. single-spa announces the change after the
 * address has changed (pushState or the browser's back), so a reload loads the new address, with
 * the new build's import map.
 */
function reloadOnRouteChange(reload: () => void): void {
  window.addEventListener('single-spa:before-routing-event', (event) => {
    const { oldUrl, newUrl } = (event as CustomEvent<RoutingEventDetail>).detail;
    if (oldUrl !== newUrl) reload();
  });
}

export function latestBuildUrl(): string {
  return `${config.siteUrl}/builds/latest.json`;
}

export function startNewBuildNotice(options: NewBuildNoticeOptions = {}): NewBuildNotice {
  const store = options.toasts ?? toasts;
  const reload = options.reload ?? (() => location.reload());
  addTranslations(NEW_BUILD_NAMESPACE, newBuildTexts);
  const texts = loadLanguage().catch((error: unknown) => console.warn('moveable: the new-build notice has no texts', error));
  let stale = false;
  const watch = watchBuilds({
    ...options,
    url: options.url ?? latestBuildUrl(),
    onNewBuild: () => {
      stale = true;
      reloadOnRouteChange(reload);
      void texts.then(() => {
        const t = i18n.getFixedT(null, NEW_BUILD_NAMESPACE);
        store.show(t('message'), { duration: Infinity, action: { label: t('reload'), run: reload } });
      });
    },
  });
  return {
    watch,
    get stale() {
      return stale;
    },
  };
}
