// On /news for editors: "write an article" and their drafts and scheduled articles (GET
// /news/drafts, which lists what this person may edit), each a link into the editor. A chunk of
// its own with the editor, so readers never load it.
import { useInfiniteQuery } from '@tanstack/react-query';
import { MAX_NEWS_PAGE } from '@moveable/contract';
import { Button, Link, useApi, usePageContext } from '@moveable/shared';
import { useNewsTranslation } from '../common/use-news-translation.ts';
import { editorKeys } from './use-article-source.ts';
import { useEditorStyles } from './use-editor-styles.ts';

export function DraftsPanel() {
  const { t } = useNewsTranslation();
  const { locale } = usePageContext();
  const api = useApi();
  useEditorStyles();
  const drafts = useInfiniteQuery({
    queryKey: [...editorKeys.drafts(), locale],
    queryFn: ({ pageParam, signal }) => api.get('/news/drafts', { query: { limit: MAX_NEWS_PAGE, cursor: pageParam ?? undefined }, signal }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });
  const when = (at: string) => new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(at));
  const items = drafts.data?.pages.flatMap((page) => page.items) ?? [];

  return (
    <section className="mv-news-drafts" aria-labelledby="news-drafts-title">
      <h2 id="news-drafts-title">{t('editor.drafts.title')}</h2>
      <p>
        <Link to="/news?edit=new" className="ms-button ms-button--bright">
          {t('editor.write')}
        </Link>
      </p>
      {drafts.isPending ? null : drafts.error ? (
        <p role="alert">{t('editor.drafts.failed')}</p>
      ) : items.length === 0 ? (
        <p>{t('editor.drafts.empty')}</p>
      ) : (
        <ul>
          {items.map((item) => (
            <li key={item.slug}>
              <Link to={`/news/${item.slug}?edit`}>
                <span lang={item.locale}>{item.title}</span>
              </Link>{' '}
              –{' '}
              {item.status === 'scheduled' && item.publishedAt
                ? t('editor.drafts.scheduled', { date: when(item.publishedAt) })
                : t('editor.drafts.draft', { date: when(item.updatedAt) })}
            </li>
          ))}
        </ul>
      )}
      {drafts.hasNextPage ? (
        <Button onClick={() => drafts.fetchNextPage()} disabled={drafts.isFetchingNextPage}>
          {t('editor.drafts.more')}
        </Button>
      ) : null}
    </section>
  );
}
