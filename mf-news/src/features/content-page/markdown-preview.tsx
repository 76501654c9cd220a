// The live preview of the text being written. The API offers no preview of content pages, so the
// browser renders it as the API will (markdownToSafeHtml: the same renderer and options, then the
// DOMPurify allow-list). Placeholders ({{contactEmail}}) stay as written: the API fills them per
// site when the page is read.
import { useDeferredValue, useMemo } from 'react';
import { markdownToSafeHtml } from '../common/markdown-to-safe-html.ts';
import { useSanitizerReady } from '../common/use-sanitizer-ready.ts';
import { useNewsTranslation } from '../common/use-news-translation.ts';

export function MarkdownPreview({ title, markdown, lang }: { title: string; markdown: string; lang: string }) {
  const { t } = useNewsTranslation();
  const ready = useSanitizerReady();
  // Typing stays fluid on long pages (the privacy policy): the preview follows a moment later.
  const deferred = useDeferredValue(markdown);
  const html = useMemo(() => (ready ? markdownToSafeHtml(deferred) : ''), [ready, deferred]);
  return (
    <section className="mv-page-editor__preview" aria-labelledby="page-editor-preview">
      <h2 id="page-editor-preview">{t('pageEditor.preview')}</h2>
      <p className="mv-page-editor__hint">{t('pageEditor.previewHint')}</p>
      <div className="mv-page-editor__preview-page" lang={lang}>
        <p className="mv-page-editor__preview-title">{title}</p>
        <div className="mv-news-body" dangerouslySetInnerHTML={{ __html: html }} />
      </div>
    </section>
  );
}
