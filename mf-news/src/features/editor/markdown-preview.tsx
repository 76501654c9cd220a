// The body as readers will see it. Saved text shows the server's rendering (GET …/source gives
// each translation's bodyHtml, rendered and sanitised on the server as readers get it); text
// typed since is rendered here as the server would (markdownToSafeHtml), so the preview follows
// every keystroke. Either way the HTML passes the page's DOMPurify (sanitizeArticleHtml) before it
// reaches innerHTML: never unsanitised.
import { useDeferredValue, useMemo } from 'react';
import { sanitizeArticleHtml } from '@moveable/shared';
import { useSanitizerReady } from '../common/use-sanitizer-ready.ts';
import { markdownToSafeHtml } from '../common/markdown-to-safe-html.ts';
import { useNewsTranslation } from '../common/use-news-translation.ts';

export interface MarkdownPreviewProps {
  id: string;
  body: string;
  lang: string;
  /** What the server rendered for the saved body (absent for a language not saved yet). */
  saved?: { body: string; bodyHtml: string };
}

export function MarkdownPreview({ id, body, lang, saved }: MarkdownPreviewProps) {
  const { t } = useNewsTranslation();
  const ready = useSanitizerReady();
  // typing stays quick on long bodies: the preview renders when the browser has time
  const text = useDeferredValue(body);
  const fromServer = saved !== undefined && saved.body === text;
  const html = useMemo(() => {
    if (!ready) return '';
    return fromServer ? sanitizeArticleHtml(saved.bodyHtml) : markdownToSafeHtml(text);
  }, [ready, fromServer, saved, text]);

  return (
    <section className="mv-editor-preview" aria-labelledby={`${id}-heading`}>
      <h3 id={`${id}-heading`}>{t('editor.preview.title')}</h3>
      <p className="mv-editor-preview__note">{fromServer ? t('editor.preview.saved') : t('editor.preview.unsaved')}</p>
      {text.trim() === '' ? (
        <p className="mv-editor-preview__empty">{t('editor.preview.empty')}</p>
      ) : (
        <div
          className="mv-news-body mv-editor-preview__body"
          lang={lang}
          data-preview={fromServer ? 'server' : 'browser'}
          dangerouslySetInnerHTML={{ __html: html }}
        />
      )}
    </section>
  );
}
