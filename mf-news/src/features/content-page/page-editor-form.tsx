// Editing one language of a page: title, description and the Markdown body with a live preview,
// saved as a new revision that names the revision the edit started from. When someone else saved
// in between (409), the text stays as typed and the person chooses: look at the other save in the
// history, or save over it. The history below restores older texts the same way (a new revision).
import { useEffect, useId, useState, type ReactNode } from 'react';
import { CONTENT_BODY_MAX_LENGTH, CONTENT_DESCRIPTION_MAX_LENGTH, CONTENT_TITLE_MAX_LENGTH } from '@moveable/contract';
import type { ContentPageName, ContentPageRevision, Locale } from '@moveable/contract';
import { Button, SubmitButton, useFieldErrors, useSubmitState } from '@moveable/shared';
import { useNewsTranslation } from '../common/use-news-translation.ts';
import { MarkdownPreview } from './markdown-preview.tsx';
import { EDITOR_FIELDS, describeSaveError, type EditorField } from './page-editor-errors.ts';
import { RevisionHistory } from './revision-history.tsx';
import { isRevisionConflict, useSavePage, type PageText } from './use-page-revisions.ts';

type Status = { kind: 'saved' | 'restored' } | { kind: 'conflict' } | null;

const EMPTY: PageText = { title: '', description: '', bodyMarkdown: '' };
const MAX: Record<EditorField, number> = {
  title: CONTENT_TITLE_MAX_LENGTH,
  description: CONTENT_DESCRIPTION_MAX_LENGTH,
  bodyMarkdown: CONTENT_BODY_MAX_LENGTH,
};

const textOf = (revision: PageText | null): PageText =>
  revision ? { title: revision.title, description: revision.description, bodyMarkdown: revision.bodyMarkdown } : EMPTY;

/** Text being written in one language and the revision it started from: kept while another language is edited. */
export interface UnsavedDraft {
  text: PageText;
  baseId: number | undefined;
}

export interface PageEditorFormProps {
  page: ContentPageName;
  locale: Locale;
  /** The current revision when the editor opened (null: no text in this language yet). */
  initial: ContentPageRevision | null;
  /** The current revision now (another admin may have saved since). */
  current: ContentPageRevision | null;
  revisions: readonly Pick<ContentPageRevision, 'id' | 'author' | 'createdAt' | 'current'>[];
  /** Unsaved text of this language from before a switch to another, if any; the form reports its own (null: nothing unsaved). */
  unsaved: UnsavedDraft | null;
  onUnsavedChange: (draft: UnsavedDraft | null) => void;
}

export function PageEditorForm({ page, locale, initial, current, revisions, unsaved, onUnsavedChange }: PageEditorFormProps) {
  const { t } = useNewsTranslation();
  const ids = useId();
  const errors = useFieldErrors(EDITOR_FIELDS);
  const submit = useSubmitState();
  // Its own state: the save button stays busy while it shows "done", and a restore must not wait for that.
  const restore = useSubmitState();
  const save = useSavePage(page, locale);
  const [draft, setDraft] = useState<PageText>(() => unsaved?.text ?? textOf(initial));
  const [baseId, setBaseId] = useState<number | undefined>(() => (unsaved ? unsaved.baseId : initial?.id));
  // What was last loaded or saved: a draft that differs from it is unsaved work.
  const [stored, setStored] = useState<PageText>(() => textOf(initial));
  const [status, setStatus] = useState<Status>(null);
  const dirty = (Object.keys(draft) as (keyof PageText)[]).some((field) => draft[field].trim() !== stored[field].trim());
  useEffect(() => onUnsavedChange(dirty ? { text: draft, baseId } : null), [dirty, draft, baseId, onUnsavedChange]);

  function validate(): boolean {
    const found: Partial<Record<EditorField, string>> = {};
    for (const field of EDITOR_FIELDS) if (draft[field].trim() === '') found[field] = `pageEditor.errors.${field}`;
    if (Object.keys(found).length === 0) return true;
    errors.show(found);
    return false;
  }

  /** Saves `text` over revision `base`; `kind` says what the status line tells afterwards. */
  async function persist(text: PageText, base: number | undefined, kind: 'saved' | 'restored') {
    setStatus(null);
    try {
      const saved = await save.mutateAsync({ text, baseRevisionId: base });
      errors.reset();
      setDraft(textOf(saved)); // as stored (trimmed at the ends)
      setStored(textOf(saved));
      setBaseId(saved.id);
      setStatus({ kind });
    } catch (error) {
      if (isRevisionConflict(error)) {
        setStatus({ kind: 'conflict' });
        errors.show({}, 'pageEditor.conflict.text');
      } else {
        const message = describeSaveError(error);
        errors.show(message.field ? { [message.field]: message.key } : {}, message.field ? null : message.key);
      }
      throw error;
    }
  }

  function change(field: EditorField, value: string) {
    setDraft((d) => ({ ...d, [field]: value }));
    errors.clear(field);
    if (status?.kind !== 'conflict') setStatus(null);
  }

  const describedBy = (field: EditorField, hint?: string) =>
    [hint, errors.fields[field] ? `${ids}-${field}-error` : undefined].filter(Boolean).join(' ') || undefined;
  const fieldError = (field: EditorField): ReactNode =>
    errors.fields[field] ? (
      <p id={`${ids}-${field}-error`} className="mv-page-editor__error">
        {t(errors.fields[field]!)}
      </p>
    ) : null;
  const control = (field: EditorField) => ({
    id: `${ids}-${field}`,
    ref: errors.register(field),
    name: field,
    required: true,
    'aria-required': true,
    maxLength: MAX[field],
    value: draft[field],
    'aria-invalid': errors.fields[field] ? true : undefined,
    onChange: (e: { target: { value: string } }) => change(field, e.target.value),
  });

  // From the history, which a conflict refreshes before the person hears of it (use-page-revisions.ts).
  const latestId = revisions.find((r) => r.current)?.id;
  return (
    <>
      <form
        noValidate
        className="mv-page-editor__form"
        aria-labelledby="page-editor-title"
        onSubmit={(e) => {
          e.preventDefault();
          void submit.run(async () => {
            if (!validate()) throw new Error('invalid form');
            await persist(draft, baseId, 'saved');
          });
        }}
      >
        <div className="mv-page-editor__field">
          <label htmlFor={`${ids}-title`}>{t('pageEditor.fields.title')}</label>
          <input type="text" {...control('title')} aria-describedby={describedBy('title')} />
          {fieldError('title')}
        </div>
        <div className="mv-page-editor__field">
          <label htmlFor={`${ids}-description`}>{t('pageEditor.fields.description')}</label>
          <textarea rows={2} {...control('description')} aria-describedby={describedBy('description', `${ids}-description-hint`)} />
          <p id={`${ids}-description-hint`} className="mv-page-editor__hint">
            {t('pageEditor.fields.descriptionHint')}
          </p>
          {fieldError('description')}
        </div>
        <div className="mv-page-editor__columns">
          <div className="mv-page-editor__field mv-page-editor__field--body">
            <label htmlFor={`${ids}-bodyMarkdown`}>{t('pageEditor.fields.body')}</label>
            <p id={`${ids}-body-hint`} className="mv-page-editor__hint">
              {t('pageEditor.fields.bodyHint', { example: '{{contactEmail}}' })}
            </p>
            <textarea
              rows={24}
              spellCheck
              lang={locale}
              {...control('bodyMarkdown')}
              aria-describedby={describedBy('bodyMarkdown', `${ids}-body-hint`)}
            />
            {fieldError('bodyMarkdown')}
          </div>
          <MarkdownPreview title={draft.title} markdown={draft.bodyMarkdown} lang={locale} />
        </div>
        <p ref={errors.alertRef} className="mv-page-editor__alert" role="alert" tabIndex={-1} hidden={!errors.form}>
          {errors.form ? t(errors.form) : null}
        </p>
        {status?.kind === 'conflict' && (
          <div className="mv-page-editor__conflict">
            <Button variant="white" disabled={latestId === undefined} onClick={() => void submit.run(() => persist(draft, latestId, 'saved'))}>
              {t('pageEditor.conflict.saveAnyway')}
            </Button>
          </div>
        )}
        <div className="mv-page-editor__actions">
          <SubmitButton state={submit.state} title={t('pageEditor.save')} errorShownElsewhere />
          <p role="status" className="mv-page-editor__status">
            {status?.kind === 'saved' || status?.kind === 'restored' ? t(`pageEditor.${status.kind}`) : ''}
          </p>
        </div>
      </form>
      <RevisionHistory
        page={page}
        locale={locale}
        revisions={revisions}
        current={current}
        currentId={latestId}
        restoring={restore.state === 'loading' || submit.state === 'loading'}
        onRestore={(revision) => void restore.run(() => persist(textOf(revision), latestId, 'restored'))}
      />
    </>
  );
}
