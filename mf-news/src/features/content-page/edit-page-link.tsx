// "Edit this page" for platform administrators: a link to the same page with `?edit`, so the
// editor has an address (shareable, and back closes it). Only hidden from others: the API
// refuses their saves whatever the page shows. The editor's texts (the link's too) load only
// for administrators, so the link appears once they have.
import { useEffect, useState } from 'react';
import { navigate, useLocation, useSession } from '@moveable/shared';
import { loadPageEditorTexts } from '../../i18n/index.ts';
import { useNewsTranslation } from '../common/use-news-translation.ts';

/** Whether the signed-in person administers the platform (what the API's requireAdmin checks). */
export function useIsPlatformAdmin(): boolean {
  return useSession().user?.role === 'admin';
}

/** `lang`: the page's (the article around it may be in another language). */
export function EditPageLink({ lang }: { lang: string }) {
  const { t } = useNewsTranslation();
  const url = useLocation();
  const target = `${url.pathname}?edit`;
  const ready = usePageEditorTexts();
  if (!ready) return null;
  return (
    <p className="mv-content-page__edit" lang={lang}>
      <a
        href={target}
        className="ms-button ms-button--white ms-button--sm"
        onClick={(e) => {
          if (e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
          e.preventDefault();
          navigate(target);
        }}
      >
        {t('pageEditor.edit')}
      </a>
    </p>
  );
}

function usePageEditorTexts(): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    let live = true;
    loadPageEditorTexts().then(
      () => live && setReady(true),
      () => undefined, // a failed chunk: no link; the shell's chunk guard handles a new release
    );
    return () => {
      live = false;
    };
  }, []);
  return ready;
}
