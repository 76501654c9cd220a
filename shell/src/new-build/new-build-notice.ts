// What the page does about a new build (spec §7): a polite toast offers to reload now, and the
// next route change loads its page in full (the new build's import map and modules) instead of
// mounting it from the old ones. The chunk-load guard (loading/chunk-reload.ts) stays for pages
// that navigate before the poll saw the release.
import { config, i18n, toasts, type ToastStore } from '@moveable/shared';
import { SHELL_NAMESPACE } from '../i18n/index.ts';
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

export function latestBuildUrl(): string {
  return `${config.siteUrl}/builds/latest.json`;
}

export function startNewBuildNotice(options: NewBuildNoticeOptions = {}): NewBuildNotice {
  const store = options.toasts ?? toasts;
  const reload = options.reload ?? (() => location.reload());
  let stale = false;
  const watch = watchBuilds({
    ...options,
    url: options.url ?? latestBuildUrl(),
    onNewBuild: () => {
      stale = true;
      const t = i18n.getFixedT(null, SHELL_NAMESPACE);
      store.show(t('newBuild.message'), { duration: Infinity, action: { label: t('newBuild.reload'), run: reload } });
    },
  });
  return {
    watch,
    get stale() {
      return stale;
    },
  };
}
