// While the session or the article loads. The editor's own rather than common/article-skeleton:
// a module shared with the readers' pages would become a chunk of its own that /news then loads
// at start (one more module in its byte budget).
import { useNewsTranslation } from '../common/use-news-translation.ts';

export function EditorLoading() {
  const { t } = useNewsTranslation();
  return <div className="mv-news-page mv-editor" data-page-loading aria-busy="true" role="status" aria-label={t('content.loading')} />;
}
