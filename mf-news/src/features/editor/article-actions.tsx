// What is done to a saved article at once rather than with the next save: unpublish it (back to
// a draft; the text stays as typed) and delete it, which asks first. The question takes the focus
// and "cancel" gives it back, so a keyboard user never loses their place.
import { useEffect, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { NewsSource } from '@moveable/contract';
import { Button, navigate, toasts, useApi } from '@moveable/shared';
import { useNewsTranslation } from '../common/use-news-translation.ts';
import { describeEditorError } from './editor-errors.ts';

export function ArticleActions({ source, onUnpublished }: { source: NewsSource; onUnpublished: (answer: NewsSource) => void }) {
  const { t } = useNewsTranslation();
  const api = useApi();
  const queryClient = useQueryClient();
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const question = useRef<HTMLParagraphElement>(null);
  const section = useRef<HTMLElement>(null);
  const asked = useRef(false);

  useEffect(() => {
    if (confirming) question.current?.focus();
    else if (asked.current) section.current?.querySelector<HTMLButtonElement>('[data-action="delete"]')?.focus();
    asked.current = confirming;
  }, [confirming]);

  async function act(action: () => Promise<void>) {
    setBusy(true);
    setError(null);
    try {
      await action();
    } catch (failure) {
      setError(describeEditorError(failure).key);
    } finally {
      setBusy(false);
    }
  }

  const unpublish = () =>
    act(async () => {
      onUnpublished(await api.patch('/news/:slug', { params: { slug: source.slug }, body: { status: 'draft' } }));
    });

  const remove = () =>
    act(async () => {
      await api.delete('/news/:slug', { params: { slug: source.slug } });
      queryClient.removeQueries({ queryKey: ['news', 'editor', 'source', source.slug] });
      await queryClient.invalidateQueries({ queryKey: ['news'] });
      toasts.show(t('editor.deleted'), { tone: 'success' });
      navigate('/news');
    });

  return (
    <section ref={section} className="mv-editor-actions" aria-label={t('editor.actions.label')}>
      {source.status !== 'draft' ? (
        <Button disabled={busy} onClick={() => void unpublish()}>
          {t('editor.actions.unpublish')}
        </Button>
      ) : null}
      {confirming ? (
        <div className="mv-editor-confirm">
          <p ref={question} tabIndex={-1}>
            {t('editor.actions.confirmDelete')}
          </p>
          <Button variant="red" disabled={busy} onClick={() => void remove()}>
            {t('editor.actions.reallyDelete')}
          </Button>
          <Button disabled={busy} onClick={() => setConfirming(false)}>
            {t('editor.actions.cancel')}
          </Button>
        </div>
      ) : (
        <Button data-action="delete" variant="red" disabled={busy} onClick={() => setConfirming(true)}>
          {t('editor.actions.delete')}
        </Button>
      )}
      {error ? (
        <p className="mv-editor-form__alert" role="alert">
          {t(error)}
        </p>
      ) : null}
    </section>
  );
}
