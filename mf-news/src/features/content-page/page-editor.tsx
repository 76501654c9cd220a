// The page editor (administrators), opened on a content page by `?edit` (`?edit=fr` for another
// language), so it has a URL to share and back closes it. A chunk of its own, loaded only when
// opened: readers never load the editor, its Markdown renderer, jsdiff or its CSS. The server
// decides who may save (the API answers 403 to anyone else); the page only hides the way in.
import { useCallback, useInsertionEffect, useRef, useState } from 'react';
import { LOCALES, isLocale, type ContentPageName, type Locale } from '@moveable/contract';
import { ErrorScreen, Spinner, addPageCss, navigate, useLocation, usePageContext } from '@moveable/shared';
import { pageEditorCss } from '../../styles/page-editor.ts';
import { useNewsTranslation } from '../common/use-news-translation.ts';
import { PageEditorForm, type UnsavedDraft } from './page-editor-form.tsx';
import { usePageHistory, useRevision } from './use-page-revisions.ts';

/** The language being edited: `?edit=<locale>`, else the page's. */
export function editedLocale(url: URL, pageLocale: Locale): Locale {
  const asked = url.searchParams.get('edit');
  return isLocale(asked) ? asked : pageLocale;
}

export function PageEditor({ page, pageTitle }: { page: ContentPageName; pageTitle: string }) {
  const { t } = useNewsTranslation();
  const { locale: pageLocale } = usePageContext();
  const url = useLocation();
  const locale = editedLocale(url, pageLocale);
  // before the editor is laid out; after the micro-frontend's CSS, which its mount added (the cascade's order)
  useInsertionEffect(() => addPageCss(pageEditorCss));
  // Switching the language keeps what was typed in the other: back there, it is still there.
  const unsaved = useRef(new Map<Locale, UnsavedDraft>()).current;

  function switchTo(next: Locale) {
    const params = new URLSearchParams(url.search);
    params.set('edit', next);
    navigate(`${url.pathname}?${params.toString()}`, { replace: true });
  }

  return (
    <section className="mv-news-page mv-page-editor" aria-labelledby="page-editor-title">
      <h1 id="page-editor-title">{t('pageEditor.title', { page: pageTitle })}</h1>
      <p className="mv-page-editor__close">
        <a
          href={url.pathname}
          onClick={(e) => {
            if (e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
            e.preventDefault();
            navigate(url.pathname);
          }}
        >
          {t('pageEditor.close')}
        </a>
      </p>
      <div className="mv-page-editor__field mv-page-editor__field--inline">
        <label htmlFor="page-editor-language">{t('pageEditor.language')}</label>
        <select id="page-editor-language" value={locale} onChange={(e) => isLocale(e.target.value) && switchTo(e.target.value)}>
          {LOCALES.map((code) => (
            <option key={code} value={code} lang={code}>
              {t(`languages.${code}`)}
            </option>
          ))}
        </select>
      </div>
      <EditorWorkspace key={locale} page={page} locale={locale} unsaved={unsaved} />
    </section>
  );
}

/** Loads the history and the current text of one language, then shows the form. */
function EditorWorkspace({ page, locale, unsaved }: { page: ContentPageName; locale: Locale; unsaved: Map<Locale, UnsavedDraft> }) {
  const { t } = useNewsTranslation();
  const history = usePageHistory(page, locale);
  const currentId = history.data?.find((r) => r.current)?.id ?? null;
  const current = useRevision(page, locale, currentId, { keepPrevious: true });
  // The form starts from the text current when the editor opened; later refreshes of the history
  // (a save, another admin's) must not reset what is being typed.
  const [initial, setInitial] = useState<typeof current.data | 'pending'>('pending');
  const report = useCallback((draft: UnsavedDraft | null) => void (draft ? unsaved.set(locale, draft) : unsaved.delete(locale)), [unsaved, locale]);
  const loaded = history.data !== undefined && (currentId === null || current.data !== undefined);
  if (initial === 'pending' && loaded) setInitial(current.data ?? undefined);

  const error = history.data === undefined ? history.error : currentId !== null && current.data === undefined ? current.error : null;
  if (error)
    return <ErrorScreen error={error} size="medium" headingLevel={2} onRetry={() => void (history.error ? history.refetch() : current.refetch())} />;
  if (initial === 'pending') {
    return (
      <div className="mv-page-editor__loading" data-page-loading>
        <Spinner size="md" label={t('pageEditor.loading')} />
      </div>
    );
  }
  return (
    <PageEditorForm
      page={page}
      locale={locale}
      initial={initial ?? null}
      current={currentId === null ? null : (current.data ?? null)}
      revisions={history.data ?? []}
      unsaved={unsaved.get(locale) ?? null}
      onUnsavedChange={report}
    />
  );
}
