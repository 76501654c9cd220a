// What the shell calls on each page: the page-view sender (page-views.ts) loads only on a site
// with automatic page views (config.analytics), as a chunk of its own after the page's modules, so
// the pages' first bytes do not grow with it (tools/README.md, "Route budgets"). Views until it is
// in wait in a list.
import { config } from '@moveable/shared';

export type RecordPageView = (route: string | null, pathname: string) => void;

export function pageViewRecorder(): RecordPageView {
  if (!config.analytics.autoPageViews) return () => {};
  const waiting: Parameters<RecordPageView>[] = [];
  let record: RecordPageView = (...view) => void waiting.push(view);
  void import('./page-views.ts').then(({ startPageViews }) => {
    const views = startPageViews();
    record = (route, pathname) => views.view(route, pathname);
    for (const view of waiting.splice(0)) record(...view);
  });
  return (route, pathname) => record(route, pathname);
}
