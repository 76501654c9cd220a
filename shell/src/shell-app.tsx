import { lazy, Suspense, type ComponentType } from 'react';
import { LoadingBar, ToastRegion, NotFoundScreen, Spinner, useRoute } from '@moveable/shared';
import { Layout } from './layout/layout.tsx';
import { ClosePage } from './pages/close-page.tsx';
import { ROUTES, type Owner } from '@moveable/contract';

// The style guide is for the people who build the site: its code and texts load with it only
// (the comment names the route whose page this chunk is: the server preloads it there).
const StylesPage = lazy(() =>
  import(/* moveable-route: styles */ './pages/styles-page.tsx').then(async (m) => (await m.stylesPageTexts, { default: m.StylesPage })),
);

// A page visitors pass through on their way to an app store: a chunk of its own too.
const AppRedirectPage = lazy(() =>
  import(/* moveable-route: appredirect */ './pages/app-redirect/app-redirect-page.tsx').then((m) => ({ default: m.AppRedirectPage })),
);

const SHELL_PAGE_COMPONENTS: Record<string, ComponentType> = { styles: StylesPage, close: ClosePage, appredirect: AppRedirectPage };

export function ShellApp({ deployed }: { deployed: ReadonlySet<Owner> }) {
  const route = useRoute();
  const def = route ? ROUTES.find((r) => r.name === route.name) : undefined;
  const ShellPage = def?.owner === 'shell' ? SHELL_PAGE_COMPONENTS[def.name] : undefined;
  const page = !def ? (
    <NotFoundScreen />
  ) : ShellPage ? (
    <Suspense fallback={<Spinner />}>
      <ShellPage />
    </Suspense>
  ) : null;
  return (
    <>
      <LoadingBar />
      <Layout name={def?.layout ?? 'default'} page={page} deployed={deployed} />
      <ToastRegion />
    </>
  );
}
