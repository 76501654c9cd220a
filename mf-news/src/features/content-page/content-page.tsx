// A content page (about, guidelines, imprint, privacy, terms and their variants): the API's text
// in the content language of the site's country (§4: Italy reads Italian, Switzerland and the
// worldwide sites the page's language), or the best it has with a note saying which language is shown. The
// body is sanitised on the server; it goes through the page's DOMPurify allow-list again here,
// since the browser should not trust markup it inserts to anyone's promise (spec §5).
// Platform administrators get "Edit this page"; with `?edit` the page shows the editor instead,
// a chunk of its own that readers never load.
import { Suspense, lazy } from 'react';
import {
  ApiError,
  ErrorScreen,
  contentLocaleFor,
  sanitizeArticleHtml,
  useDocumentTitle,
  useLocation,
  usePageContext,
  NotFoundScreen,
} from '@moveable/shared';
import type { ContentPageName } from '@moveable/contract';
import { LanguageNote } from '../common/language-note.tsx';
import { useSanitizerReady } from '../common/use-sanitizer-ready.ts';
import { useNewsTranslation } from '../common/use-news-translation.ts';
import { ArticleSkeleton } from '../common/article-skeleton.tsx';
import { loadPageEditorTexts } from '../../i18n/index.ts';
import { EditPageLink, useIsPlatformAdmin } from './edit-page-link.tsx';
import { useContentPage } from './use-content-page.ts';

// No moveable-route comment: the server must not preload the editor for readers. Its texts come with it.
const PageEditor = lazy(() => Promise.all([import('./page-editor.tsx'), loadPageEditorTexts()]).then(([module]) => ({ default: module.PageEditor })));

export function ContentPage({ page }: { page: ContentPageName }) {
  const { t } = useNewsTranslation();
  const { locale, country } = usePageContext();
  const query = useContentPage(page, contentLocaleFor(country, locale));
  const sanitizerReady = useSanitizerReady();
  const admin = useIsPlatformAdmin();
  const url = useLocation();
  const editing = admin && url.searchParams.has('edit');
  useDocumentTitle(query.data?.title ?? null);

  if (query.error) {
    if (query.error instanceof ApiError && query.error.statusCode === 404) return <NotFoundScreen />;
    return <ErrorScreen error={query.error} size="medium" headingLevel={1} onRetry={() => query.refetch()} />;
  }
  if (query.isPending || !sanitizerReady) return <ArticleSkeleton />;

  const content = query.data;
  if (editing) {
    return (
      <Suspense fallback={<ArticleSkeleton />}>
        <PageEditor page={page} pageTitle={content.title} />
      </Suspense>
    );
  }
  const updated = new Intl.DateTimeFormat(locale, { dateStyle: 'long' }).format(new Date(content.updatedAt));
  return (
    <article className="mv-news-page mv-content-page" lang={content.locale} aria-labelledby="content-page-title">
      <h1 id="content-page-title">{content.title}</h1>
      {admin && <EditPageLink lang={locale} />}
      <LanguageNote shown={content.locale} />
      <div className="mv-news-body" dangerouslySetInnerHTML={{ __html: sanitizeArticleHtml(content.bodyHtml) }} />
      <p className="mv-news-updated" lang={locale}>
        {t('content.updated')} <time dateTime={content.updatedAt}>{updated}</time>
      </p>
    </article>
  );
}
