// Which feature renders for which of our routes (names from the shell's route table, spec §2).
// Routes we own but have not built yet get the 404 screen, never a placeholder page.
import { useRoute } from '@moveable/shared';
import { ContentPage } from './features/content-page/content-page.tsx';
import { contentPageOf } from './features/content-page/content-routes.ts';
import { NewsListPage } from './features/news/news-list-page.tsx';
import { NewsArticlePage } from './features/news/news-article-page.tsx';
import { NewsletterPage } from './features/newsletter/newsletter-page.tsx';
import { NotFound } from './features/common/not-found.tsx';

export function App() {
  const route = useRoute();
  const page = contentPageOf(route?.name);
  // keyed: another page starts with its own state (skeleton, not the last page's text)
  if (page) return <ContentPage key={page} page={page} />;
  switch (route?.name) {
    case 'news':
      return <NewsListPage />;
    case 'news-slug':
      return <NewsArticlePage key={route.params.slug} slug={route.params.slug ?? ''} />;
    case 'app-news-slug':
      return <NewsArticlePage key={route.params.slug} slug={route.params.slug ?? ''} inApp />;
    case 'newsletter':
      return <NewsletterPage />;
    default:
      // 'index' (the home moves here later) comes with the rest of issue 11.
      return <NotFound />;
  }
}
