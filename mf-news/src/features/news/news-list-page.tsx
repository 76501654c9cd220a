// /news: the platform's news for the page's country, newest first, 12 and 12 more per "show
// more"; `?tag=` and `?organisation=` filter it (the URL is the state, so a filtered list can be
// shared).
import type { ReactNode } from 'react';
import { Button, ErrorScreen, Link, useDocumentTitle, useLocation } from '@moveable/shared';
import { ArticleSkeleton } from '../common/article-skeleton.tsx';
import { useNewsTranslation } from '../common/use-news-translation.ts';
import { NewsCard } from '../common/news-card.tsx';
import type { NewsFilter } from '../common/news-keys.ts';
import { useNewsList } from './use-news-list.ts';

function filterOf(url: URL): NewsFilter {
  const tag = url.searchParams.get('tag') || undefined;
  const organisation = url.searchParams.get('organisation') || undefined;
  return { ...(tag ? { tag } : {}), ...(organisation ? { organisation } : {}) };
}

/** `editorTools`: what editors get above the list ("write an article", their drafts); routes.tsx loads it. */
export function NewsListPage({ editorTools = null }: { editorTools?: ReactNode }) {
  const { t } = useNewsTranslation();
  const filter = filterOf(useLocation());
  const news = useNewsList(filter);
  useDocumentTitle(t('news.title'));

  if (news.error) return <ErrorScreen error={news.error} size="medium" headingLevel={1} onRetry={() => news.refetch()} />;
  if (news.isPending) return <ArticleSkeleton />;

  const items = news.data.pages.flatMap((page) => page.items);
  return (
    <div className="mv-news-page mv-news-list">
      <h1>{t('news.title')}</h1>
      {editorTools}
      {filter.tag || filter.organisation ? (
        <p className="mv-news-filter">
          {filter.tag ? t('news.taggedWith', { tag: filter.tag }) : t('news.fromOrganisation', { organisation: filter.organisation })}{' '}
          <Link to="/news">{t('news.allNews')}</Link>
        </p>
      ) : null}
      {items.length === 0 ? (
        <p>{t('news.empty')}</p>
      ) : (
        <ul className="ms-card-grid mv-news-grid">
          {items.map((item, index) => (
            <li key={item.slug}>
              <NewsCard item={item} headingLevel={2} priority={index === 0} />
            </li>
          ))}
        </ul>
      )}
      {news.hasNextPage ? (
        <Button onClick={() => news.fetchNextPage()} disabled={news.isFetchingNextPage}>
          {t('news.showMore')}
        </Button>
      ) : null}
    </div>
  );
}
