// One language of an article: title, lead and the Markdown body, with the live preview beside it.
// Each control is labelled, says what is wrong under it, and registers with the form's errors so
// the first invalid one gets the focus.
import { MAX_NEWS_LEAD, MAX_NEWS_TITLE, type Locale } from '@moveable/contract';
import type { FieldErrorState } from '@moveable/shared';
import { useNewsTranslation } from '../common/use-news-translation.ts';
import { FieldError, invalidProps } from './field-error.tsx';
import { MarkdownPreview } from './markdown-preview.tsx';
import type { EditorField, TextField, TranslationValues } from './editor-values.ts';

export interface TranslationFieldsProps {
  locale: Locale;
  idPrefix: string;
  values: TranslationValues;
  saved?: { body: string; bodyHtml: string };
  errors: FieldErrorState<EditorField>;
  onChange: (field: TextField, value: string) => void;
}

export function TranslationFields({ locale, idPrefix, values, saved, errors, onChange }: TranslationFieldsProps) {
  const { t } = useNewsTranslation();
  const name = (field: TextField) => `translations.${locale}.${field}` as const;
  const id = (field: TextField) => `${idPrefix}-${locale}-${field}`;
  const hint = `${idPrefix}-${locale}-body-hint`;
  const control = (field: TextField) => ({
    id: id(field),
    name: name(field),
    lang: locale,
    value: values[field],
    ref: errors.register(name(field)),
    onChange: (e: { target: { value: string } }) => {
      onChange(field, e.target.value);
      errors.clear(name(field));
    },
    ...invalidProps(id(field), errors.fields[name(field)], field === 'body' ? hint : undefined),
  });

  return (
    <div className="mv-editor-language">
      <div className="mv-editor-field">
        <label htmlFor={id('title')}>{t('editor.fields.title')}</label>
        <input type="text" maxLength={MAX_NEWS_TITLE} {...control('title')} />
        <FieldError fieldId={id('title')} message={errors.fields[name('title')]} />
      </div>
      <div className="mv-editor-field">
        <label htmlFor={id('lead')}>{t('editor.fields.lead')}</label>
        <textarea rows={3} maxLength={MAX_NEWS_LEAD} {...control('lead')} />
        <FieldError fieldId={id('lead')} message={errors.fields[name('lead')]} />
      </div>
      <div className="mv-editor-write">
        <div className="mv-editor-field">
          <label htmlFor={id('body')}>{t('editor.fields.body')}</label>
          <p id={hint} className="mv-editor-field__hint">
            {t('editor.fields.bodyHint')}
          </p>
          <textarea rows={16} className="mv-editor-body" {...control('body')} />
          <FieldError fieldId={id('body')} message={errors.fields[name('body')]} />
        </div>
        <MarkdownPreview id={`${idPrefix}-${locale}-preview`} body={values.body} lang={locale} saved={saved} />
      </div>
    </div>
  );
}
