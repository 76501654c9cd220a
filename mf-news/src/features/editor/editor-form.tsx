// The editor: a tab per language (title, lead, Markdown body with its live preview), the address
// of a new article, whose news it is, tags, the cover, and when it is public. Saving sends
// everything (POST /news, then PATCH /news/:slug); an error shows on the field the server names,
// in the page's language, with the focus on it (its tab opened first) and nothing typed lost.
import { useId, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { LOCALES, type Locale, type NewsSource } from '@moveable/contract';
import { Link, SubmitButton, navigate, useApi, useFieldErrors, useSubmitState, type FieldErrors } from '@moveable/shared';
import { Tabs } from '@moveable/shared/widgets';
import { useNewsTranslation } from '../common/use-news-translation.ts';
import type { EditorOrganisation } from '../common/editor-access.ts';
import { ArticleActions } from './article-actions.tsx';
import { CountryField } from './country-field.tsx';
import { CoverField } from './cover-field.tsx';
import { describeEditorError } from './editor-errors.ts';
import {
  EDITOR_FIELDS,
  createBody,
  isStarted,
  patchBody,
  slugFrom,
  validate,
  valuesOf,
  emptyValues,
  type EditorField,
  type EditorValues,
} from './editor-values.ts';
import { FieldError, invalidProps } from './field-error.tsx';
import { PublicationField } from './publication-field.tsx';
import { TranslationFields } from './translation-fields.tsx';
import { editorKeys } from './use-article-source.ts';

export interface EditorFormProps {
  /** The saved article; absent while writing a new one. */
  source?: NewsSource;
  /** Whose news this person may write: admins also the platform's own (''). */
  organisations: EditorOrganisation[];
  isAdmin: boolean;
}

// What the form said after creating an article survives the move to the article's own editor URL
// (the new address mounts the form again, from the saved article).
let carriedStatus = '';

const languageOf = (field: string): Locale | undefined => LOCALES.find((l) => field.startsWith(`translations.${l}.`));

export function EditorForm({ source, organisations, isAdmin }: EditorFormProps) {
  const { t } = useNewsTranslation();
  const api = useApi();
  const queryClient = useQueryClient();
  const id = useId();
  const errors = useFieldErrors(EDITOR_FIELDS);
  const submit = useSubmitState();
  const [values, setValues] = useState<EditorValues>(() => (source ? valuesOf(source) : emptyValues(isAdmin ? '' : (organisations[0]?.slug ?? ''))));
  const [saved, setSaved] = useState<NewsSource | undefined>(source);
  const [slugEdited, setSlugEdited] = useState(false);
  const [tab, setTab] = useState<Locale>(() => source?.translations[0]?.locale ?? 'de');
  const [status, setStatus] = useState(() => {
    const carried = carriedStatus;
    carriedStatus = '';
    return carried;
  });
  const isNew = saved === undefined;
  const statusRef = useRef<HTMLParagraphElement>(null);

  const choices: EditorOrganisation[] = [
    ...(isAdmin ? [{ slug: '', name: t('editor.organisation.platform') }] : []),
    ...organisations,
    // an admin editing a news of an organisation they are not a member of
    ...(saved?.organisation && !organisations.some((o) => o.slug === saved.organisation?.slug) ? [saved.organisation] : []),
  ];

  function change(next: Partial<EditorValues>) {
    setValues((current) => ({ ...current, ...next }));
  }

  function changeText(locale: Locale, field: 'title' | 'lead' | 'body', text: string) {
    setValues((current) => {
      const translations = { ...current.translations, [locale]: { ...current.translations[locale], [field]: text } };
      const first = LOCALES.find((l) => translations[l].title.trim() !== '');
      // a new article's address follows its first title until the editor writes one
      const slug = isNew && !slugEdited && field === 'title' && first ? slugFrom(translations[first].title) : current.slug;
      return { ...current, translations, slug };
    });
  }

  /** Shows the errors, first opening the language tab of the first one so it can take the focus. */
  function showErrors(found: FieldErrors<EditorField>, formKey: string | null = null) {
    const first = EDITOR_FIELDS.find((field) => found[field]);
    const locale = first ? languageOf(first) : undefined;
    if (locale) setTab(locale);
    errors.show(found, formKey);
  }

  async function save() {
    setStatus('');
    const { form, ...found } = validate(values, isNew);
    if (form || Object.keys(found).length > 0) {
      showErrors(found, form ?? null);
      throw new Error('invalid form');
    }
    let answer: NewsSource;
    try {
      answer = isNew
        ? await api.post('/news', { body: createBody(values) })
        : await api.patch('/news/:slug', {
            params: { slug: saved.slug },
            body: patchBody(
              values,
              saved.translations.map((tr) => tr.locale),
            ),
          });
    } catch (error) {
      const text = describeEditorError(error);
      showErrors(text.field ? { [text.field]: text.key } : {}, text.field ? null : text.key);
      throw error;
    }
    errors.reset();
    afterSave(answer);
    setStatus(t(`editor.saved.${answer.status}`));
    if (isNew) {
      carriedStatus = t(`editor.saved.${answer.status}`);
      navigate(`/news/${answer.slug}?edit`, { replace: true });
    }
  }

  function afterSave(answer: NewsSource) {
    setSaved(answer);
    setValues((current) => ({ ...current, publication: answer.status }));
    queryClient.setQueryData(editorKeys.source(answer.slug), answer);
    void queryClient.invalidateQueries({ queryKey: ['news'], predicate: (q) => q.queryKey[1] !== 'editor' || q.queryKey[2] !== 'source' });
  }

  const languageLabel = (locale: Locale) => {
    const name = t(`languages.${locale}`);
    if (EDITOR_FIELDS.some((f) => errors.fields[f] && languageOf(f) === locale)) return t('editor.language.hasErrors', { language: name });
    return isStarted(values.translations[locale]) ? t('editor.language.written', { language: name }) : name;
  };

  const slugId = `${id}-slug`;
  const organisationId = `${id}-organisation`;
  const tagsId = `${id}-tags`;
  const tagsHint = `${id}-tags-hint`;
  const savedTranslation = (locale: Locale) => saved?.translations.find((tr) => tr.locale === locale);

  return (
    <form
      noValidate
      className="mv-editor-form"
      aria-labelledby="news-editor-title"
      onSubmit={(e) => {
        e.preventDefault();
        void submit.run(save);
      }}
    >
      <Tabs
        label={t('editor.language.label')}
        selected={tab}
        onSelect={(next) => setTab(next as Locale)}
        tabs={LOCALES.map((locale) => ({
          id: locale,
          label: languageLabel(locale),
          panel: (
            <TranslationFields
              locale={locale}
              idPrefix={id}
              values={values.translations[locale]}
              saved={savedTranslation(locale)}
              errors={errors}
              onChange={(field, text) => changeText(locale, field, text)}
            />
          ),
        }))}
      />

      <div className="mv-editor-details">
        {isNew ? (
          <div className="mv-editor-field">
            <label htmlFor={slugId}>{t('editor.fields.slug')}</label>
            <p id={`${slugId}-hint`} className="mv-editor-field__hint">
              {t('editor.fields.slugHint', { path: `/news/${values.slug || '…'}` })}
            </p>
            <input
              id={slugId}
              ref={errors.register('slug')}
              type="text"
              name="slug"
              autoCapitalize="none"
              spellCheck={false}
              value={values.slug}
              {...invalidProps(slugId, errors.fields.slug, `${slugId}-hint`)}
              onChange={(e) => {
                setSlugEdited(true);
                change({ slug: e.target.value });
                errors.clear('slug');
              }}
            />
            <FieldError fieldId={slugId} message={errors.fields.slug} />
          </div>
        ) : (
          <p className="mv-editor-address">{t('editor.fields.address', { path: `/news/${saved.slug}` })}</p>
        )}

        {choices.length > 1 ? (
          <div className="mv-editor-field">
            <label htmlFor={organisationId}>{t('editor.organisation.label')}</label>
            <select
              id={organisationId}
              ref={errors.register('organisation')}
              value={values.organisation}
              {...invalidProps(organisationId, errors.fields.organisation)}
              onChange={(e) => {
                change({ organisation: e.target.value });
                errors.clear('organisation');
              }}
            >
              {choices.map((o) => (
                <option key={o.slug} value={o.slug}>
                  {o.name}
                </option>
              ))}
            </select>
            <FieldError fieldId={organisationId} message={errors.fields.organisation} />
          </div>
        ) : (
          <p className="mv-editor-address">{t('editor.organisation.fixed', { name: choices[0]?.name ?? t('editor.organisation.platform') })}</p>
        )}

        <CountryField country={values.country} errors={errors} onChange={(country) => change({ country })} />

        <div className="mv-editor-field">
          <label htmlFor={tagsId}>{t('editor.fields.tags')}</label>
          <p id={tagsHint} className="mv-editor-field__hint">
            {t('editor.fields.tagsHint')}
          </p>
          <input
            id={tagsId}
            ref={errors.register('tags')}
            type="text"
            name="tags"
            autoCapitalize="none"
            value={values.tags}
            {...invalidProps(tagsId, errors.fields.tags, tagsHint)}
            onChange={(e) => {
              change({ tags: e.target.value });
              errors.clear('tags');
            }}
          />
          <FieldError fieldId={tagsId} message={errors.fields.tags} />
        </div>

        <CoverField cover={values.cover} errors={errors} onChange={(cover) => change({ cover })} />

        <PublicationField
          publication={values.publication}
          scheduledAt={values.scheduledAt}
          isPublic={saved?.status === 'published'}
          errors={errors}
          onChange={(publication, scheduledAt) => change({ publication, scheduledAt })}
        />
      </div>

      <p ref={errors.alertRef} className="mv-editor-form__alert" role="alert" tabIndex={-1} hidden={!errors.form}>
        {errors.form ? t(errors.form) : null}
      </p>
      <p ref={statusRef} className="mv-editor-form__status" role="status" tabIndex={-1}>
        {status}
      </p>
      <div className="mv-editor-buttons">
        <SubmitButton state={submit.state} title={t('editor.save')} color="bright" errorShownElsewhere />
        <Link to={saved ? `/news/${saved.slug}` : '/news'}>{t('editor.close')}</Link>
      </div>
      {saved ? (
        <ArticleActions
          source={saved}
          onUnpublished={(answer) => {
            afterSave(answer);
            setStatus(t('editor.saved.draft'));
            // the button that had the focus is gone with the publication: the focus goes to what happened
            statusRef.current?.focus();
          }}
        />
      ) : null}
    </form>
  );
}
