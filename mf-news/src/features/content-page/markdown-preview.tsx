// The live preview of the text being written. The API offers no preview, so the browser renders
// the Markdown with `marked` (the renderer the API uses, same options) and the result goes through
// the page's DOMPurify allow-list (sanitizeArticleHtml) before it reaches innerHTML: whatever the
// text says, no markup outside the list is ever inserted. Placeholders ({{contactEmail}}) stay as
// written: the API fills them per site when the page is read.
import { useDeferredValue, useMemo } from 'react';
import { Marked } from 'marked';
import { sanitizeArticleHtml } from '@moveable/shared';
import { useSanitizerReady } from '../common/use-sanitizer-ready.ts';
import { useNewsTranslation } from '../common/use-news-translation.ts';

const marked = new Marked({ gfm: true, async: false });

export function renderPreview(markdown: string): string {
  return sanitizeArticleHtml(marked.parse(markdown, { async: false }));
}

export function MarkdownPreview({ title, markdown, lang }: { title: string; markdown: string; lang: string }) {
  const { t } = useNewsTranslation();
  const ready = useSanitizerReady();
  // Typing stays fluid on long pages (the privacy policy): the preview follows a moment later.
  const deferred = useDeferredValue(markdown);
  const html = useMemo(() => (ready ? renderPreview(deferred) : ''), [ready, deferred]);
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
