// Which feature renders for which of our routes (names from the shell's route table, spec §2).
// Routes we own but have not built yet get the 404 screen, never a placeholder page. On the home
// ('index', owned by mf-spots and composed with us: the route table's composedWith) we render our
// part of the page only, the latest news below the spots.
import { Suspense, lazy } from 'react';
import { useLocation, useRoute, NotFoundScreen } from '@moveable/shared';
import { ContentPage } from './features/content-page/content-page.tsx';
import { contentPageOfRoute } from '@moveable/contract';
import { NewsListPage } from './features/news/news-list-page.tsx';
import { NewsArticlePage } from './features/news/news-article-page.tsx';
import { ArticleSkeleton } from './features/common/article-skeleton.tsx';
import { useEditorAccess, type EditorAccess } from './features/common/editor-access.ts';
import { loadEditorTexts } from './i18n/index.ts';

// Chunks of their own: the other routes do not carry the form or the home's section (the route
// byte budgets); the comment names the route on which the server preloads it.
const NewsletterPage = lazy(() =>
  import(/* moveable-route: newsletter */ './features/newsletter/newsletter-page.tsx').then((module) => ({ default: module.NewsletterPage })),
);
const loadHomeNews = () => import(/* moveable-route: index */ './features/home-news/home-news.tsx');
const HomeNews = lazy(() => loadHomeNews().then((module) => ({ default: module.HomeNews })));

/**
 * What a mount on this route waits for besides the texts (index.tsx): the home's section, so it
 * renders with its skeleton at once rather than a round of requests later.
 */
export function preloadPage(routeName: string | undefined): Promise<unknown> {
  return routeName === 'index' ? loadHomeNews() : Promise.resolve();
}

// The editor and the editors' drafts: chunks no route preloads (no moveable-route name), loaded
// only for someone who opens the editor or is an editor, so readers of /news never pay for them.
// Their texts (i18n/editor/) load with them.
const EditorPage = lazy(() =>
  Promise.all([import('./features/editor/editor-page.tsx'), loadEditorTexts()]).then(([module]) => ({ default: module.EditorPage })),
);
const DraftsPanel = lazy(() =>
  Promise.all([import('./features/editor/drafts-panel.tsx'), loadEditorTexts()]).then(([module]) => ({ default: module.DraftsPanel })),
);

/** `?edit` opens the editor in the news pages (`/news?edit=new`, `/news/{slug}?edit`): no route of its own in the spec. */
function Editor({ slug, access }: { slug: string | null; access: EditorAccess }) {
  return (
    <Suspense fallback={<ArticleSkeleton />}>
      <EditorPage slug={slug} access={access} />
    </Suspense>
  );
}

export function App() {
  const route = useRoute();
  const editing = useLocation().searchParams.has('edit');
  const access = useEditorAccess();
  const page = contentPageOfRoute(route?.name);
  // keyed: another page starts with its own state (skeleton, not the last page's text)
  if (page) return <ContentPage key={page} page={page} />;
  switch (route?.name) {
    case 'index':
      return (
        // no skeleton of a whole article: the spots above are the page while our section loads
        <Suspense fallback={null}>
          <HomeNews />
        </Suspense>
      );
    case 'news':
      if (editing) return <Editor slug={null} access={access} />;
      return (
        <NewsListPage
          editorTools={
            access.isEditor ? (
              <Suspense fallback={null}>
                <DraftsPanel />
              </Suspense>
            ) : null
          }
        />
      );
    case 'news-slug':
      if (editing) return <Editor key={route.params.slug} slug={route.params.slug ?? ''} access={access} />;
      return <NewsArticlePage key={route.params.slug} slug={route.params.slug ?? ''} />;
    case 'app-news-slug':
      return <NewsArticlePage key={route.params.slug} slug={route.params.slug ?? ''} inApp />;
    case 'newsletter':
      return (
        <Suspense fallback={<ArticleSkeleton />}>
          <NewsletterPage />
        </Suspense>
      );
    default:
      return <NotFoundScreen />;
  }
}
