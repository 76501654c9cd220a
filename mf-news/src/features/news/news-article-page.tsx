// /news/{slug} (and /app/news/{slug} in the apps' web view): one article, in the page's language
// if it has it, else the one the API picks, with a note saying which. The body is sanitised on
// the server and again here (content-page.tsx says why).
import {
  ApiError,
  ErrorScreen,
  Link,
  photoSrcset,
  photoUrl,
  sanitizeArticleHtml,
  useDocumentTitle,
  usePageContext,
  NotFoundScreen,
} from '@moveable/shared';
import { ArticleSkeleton } from '../common/article-skeleton.tsx';
import { useEditorAccess } from '../common/editor-access.ts';
import { LanguageNote } from '../common/language-note.tsx';
import { useNewsTranslation } from '../common/use-news-translation.ts';
import { useSanitizerReady } from '../common/use-sanitizer-ready.ts';
import { NewsDate } from '../common/news-date.tsx';
import { useNewsArticle } from './use-news-article.ts';

export function NewsArticlePage({ slug, inApp = false }: { slug: string; inApp?: boolean }) {
  const { t } = useNewsTranslation();
  const { locale } = usePageContext();
  const article = useNewsArticle(slug, locale);
  const sanitizerReady = useSanitizerReady();
  const access = useEditorAccess();
  useDocumentTitle(article.data?.title ?? null);

  if (article.error) {
    if (article.error instanceof ApiError && article.error.statusCode === 404) return <NotFoundScreen />;
    return <ErrorScreen error={article.error} size="medium" headingLevel={1} onRetry={() => article.refetch()} />;
  }
  if (article.isPending || !sanitizerReady) return <ArticleSkeleton />;

  const news = article.data;
  return (
    <article className="mv-news-page mv-news-article" lang={news.locale} aria-labelledby="news-article-title">
      {inApp ? null : (
        <p className="mv-news-back" lang={locale}>
          <Link to="/news">{t('news.backToList')}</Link>
        </p>
      )}
      <h1 id="news-article-title">{news.title}</h1>
      <p className="mv-news-meta" lang={locale}>
        {news.publishedAt ? <NewsDate at={news.publishedAt} /> : null}
        {news.organisation ? <> · {news.organisation.name}</> : null}
      </p>
      {!inApp && access.mayEdit(news.organisation?.slug ?? null) ? (
        <p className="mv-news-edit" lang={locale}>
          <Link to={`/news/${news.slug}?edit`} className="ms-button ms-button--white">
            {t('news.edit')}
          </Link>
        </p>
      ) : null}
      <LanguageNote shown={news.locale} />
      <p className="mv-news-lead">{news.lead}</p>
      {news.coverPhoto ? (
        <img
          className="mv-news-cover"
          src={photoUrl(news.coverPhoto)}
          srcSet={photoSrcset(news.coverPhoto)}
          sizes="(min-width: 46rem) 44rem, 100vw"
          width={news.coverPhoto.width}
          height={news.coverPhoto.height}
          alt=""
          fetchPriority="high"
        />
      ) : null}
      <div className="mv-news-body" dangerouslySetInnerHTML={{ __html: sanitizeArticleHtml(news.bodyHtml) }} />
      {news.tags.length > 0 && !inApp ? (
        <nav className="mv-news-tags" aria-label={t('news.tags')} lang={locale}>
          <ul>
            {news.tags.map((tag) => (
              <li key={tag}>
                <Link to={`/news?tag=${encodeURIComponent(tag)}`}>#{tag}</Link>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
    </article>
  );
}
