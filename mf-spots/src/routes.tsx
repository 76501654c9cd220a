// Which page renders for which of our routes (names from the shell's route table, spec §2). Each
// page is a module of src/pages/ named after its route and a chunk of its own, so a route loads
// only its own features: the home no spot form, the list no discussion. Features never import
// each other: a page that shows several (the spot page with its discussion) is put together in
// its page module.
import { Suspense, lazy, useEffect, useInsertionEffect, useState, useSyncExternalStore, type ComponentType } from 'react';
import { addPageCss, useRoute, type RouteParams } from '@moveable/shared';
import { NotFound } from './features/common/not-found.tsx';
import { PageSkeleton } from './features/common/page-skeleton.tsx';
import type { PageModule } from './pages/types.ts';
import { css } from './styles/index.ts';
import { loadSpotFormTexts, loadSpotPageTexts } from './i18n/index.ts';
import { draftsPending, subscribeDrafts } from './features/add-spot/drafts/drafts-signal.ts';

interface LazyPage {
  /** Loads the page's chunk; the lifecycles await it before mounting (index.tsx). */
  preload: () => Promise<unknown>;
  Page: ComponentType<{ params: RouteParams }>;
}

/**
 * A page that renders at once when its chunk (and the part of the texts it shows) has loaded
 * (preload), else suspends until it has.
 */
function lazyPage(load: () => Promise<PageModule>, texts?: () => Promise<void>): LazyPage {
  let loaded: PageModule | null = null;
  let pending: Promise<PageModule> | null = null;
  const preload = () => {
    pending ??= Promise.all([load(), texts?.()]).then(
      ([module]) => (loaded = module),
      (error: unknown) => {
        pending = null; // the shell's chunk-error handling may try again
        throw error;
      },
    );
    return pending;
  };
  const Suspending = lazy(() => preload().then((module) => ({ default: module.Page })));
  function Page(props: { params: RouteParams }) {
    // the page's own CSS, before it is laid out, after the micro-frontend's (the cascade's order)
    useInsertionEffect(() => {
      if (loaded?.css) addPageCss([...css, ...loaded.css]);
    });
    return loaded ? <loaded.Page {...props} /> : <Suspending {...props} />;
  }
  return { preload, Page };
}

// Each comment names the routes whose page the chunk is: the server preloads it on those routes.
const list = lazyPage(() => import(/* moveable-route: spots, entries */ './pages/spots.tsx'));

const PAGES: Readonly<Record<string, LazyPage>> = {
  index: lazyPage(() => import(/* moveable-route: index */ './pages/index.tsx')),
  spots: list,
  entries: list,
  'spots-id': lazyPage(() => import(/* moveable-route: spots-id */ './pages/spots-id.tsx'), loadSpotPageTexts),
  'entries-oldId': lazyPage(() => import(/* moveable-route: entries-oldId */ './pages/entries-oldId.tsx'), loadSpotPageTexts),
  'embed-spots-organisation': lazyPage(() => import(/* moveable-route: embed-spots-organisation */ './pages/embed-spots-organisation.tsx')),
  addSpot: lazyPage(() => import(/* moveable-route: addSpot */ './pages/addSpot.tsx'), loadSpotFormTexts),
  'spots-id-edit': lazyPage(() => import(/* moveable-route: spots-id-edit */ './pages/spots-id-edit.tsx'), loadSpotFormTexts),
};

/**
 * The sender of spot drafts kept offline (they are sent from any spots page), loaded only while
 * one is kept. Kept offline, its chunk may not load yet: it is tried again when back online.
 */
function useDraftSender(): ComponentType | null {
  const pending = useSyncExternalStore(subscribeDrafts, draftsPending, () => false);
  const [Sender, setSender] = useState<{ Component: ComponentType } | null>(null);
  useEffect(() => {
    if (!pending || Sender) return;
    const load = () =>
      void Promise.all([import('./features/add-spot/drafts/draft-sender.tsx'), loadSpotFormTexts()]).then(
        ([module]) => setSender({ Component: module.DraftSender }),
        () => undefined,
      );
    load();
    window.addEventListener('online', load);
    return () => window.removeEventListener('online', load);
  }, [pending, Sender]);
  return pending && Sender ? Sender.Component : null;
}

/** Loads the chunk of the route's page (nothing for a route that is not ours). */
export function preloadPage(routeName: string | undefined): Promise<unknown> {
  return (routeName && PAGES[routeName]?.preload()) || Promise.resolve();
}

export function App() {
  const route = useRoute();
  const page = route ? PAGES[route.name] : undefined;
  const DraftSender = useDraftSender();
  if (!route || !page) return <NotFound />;
  return (
    <>
      <Suspense fallback={<PageSkeleton route={route.name} />}>
        {/* keyed by the params: another spot is another page (state, focus, title) */}
        <page.Page key={`${route.name}:${JSON.stringify(route.params)}`} params={route.params} />
      </Suspense>
      {DraftSender && <DraftSender />}
    </>
  );
}
