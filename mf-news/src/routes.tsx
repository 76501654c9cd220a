// Which feature renders for which of our routes (names from the shell's route table, spec §2).
// Routes we own but have not built yet get the 404 screen, never a placeholder page. On the home
// ('index', owned by mf-spots and composed with us: the route table's composedWith) we render our
// part of the page only, the latest news below the spots.
import { Suspense, lazy } from 'react';
import { useRoute } from '@moveable/shared';
import { ContentPage } from './features/content-page/content-page.tsx';
import { contentPageOfRoute } from '@moveable/contract';
import { NewsListPage } from './features/news/news-list-page.tsx';
import { NewsArticlePage } from './features/news/news-article-page.tsx';
import { NotFound } from './features/common/not-found.tsx';
import { ArticleSkeleton } from './features/common/article-skeleton.tsx';

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

export function App() {
  const route = useRoute();
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
      return <NewsListPage />;
    case 'news-slug':
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
      return <NotFound />;
  }
}
