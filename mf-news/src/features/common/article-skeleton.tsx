// While an article (a content page, a news article) loads: a heading-sized bar and a few lines,
// so the page does not jump when it arrives; data-page-loading keeps the shell's footer back until then (shell/README.md).
import { useNewsTranslation } from './use-news-translation.ts';

export function ArticleSkeleton() {
  const { t } = useNewsTranslation();
  return (
    <div className="mv-news-page mv-news-skeleton" data-page-loading aria-busy="true" role="status" aria-label={t('content.loading')}>
      <div className="mv-news-skeleton__title" />
      {[0, 1, 2, 3, 4].map((line) => (
        <div key={line} className="mv-news-skeleton__line" />
      ))}
    </div>
  );
}
