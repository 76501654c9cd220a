// One answer template's title and text, for a new one and for an edit; errors on their fields,
// the server's too, and the first takes the focus.
import { useId, useState } from 'react';
import { MAX_ANSWER_TEMPLATE_TEXT, MAX_ANSWER_TEMPLATE_TITLE } from '@moveable/contract';
import { ApiError, Button, SubmitButton, useFieldErrors, useSubmitState } from '@moveable/shared';
import { FieldError, invalidProps } from './field-error.tsx';
import { useOrganisationTranslation } from './use-organisation-translation.ts';

const FIELDS = ['title', 'text'] as const;
type TemplateField = (typeof FIELDS)[number];
export interface TemplateValues {
  title: string;
  text: string;
}

const length = (text: string) => [...text.trim()].length;

export function TemplateForm({
  heading,
  initial,
  submitLabel,
  onSubmit,
  onCancel,
  clearAfter,
}: {
  heading: string;
  initial: TemplateValues;
  submitLabel: string;
  onSubmit: (values: TemplateValues) => Promise<void>;
  onCancel?: () => void;
  /** A new template's form empties after each one. */
  clearAfter?: boolean;
}) {
  const { t } = useOrganisationTranslation();
  const errors = useFieldErrors(FIELDS);
  const submit = useSubmitState();
  const [values, setValues] = useState(initial);
  const ids = { title: useId(), text: useId(), heading: useId() };

  async function send() {
    const found: Partial<Record<TemplateField, string>> = {};
    if (!length(values.title) || length(values.title) > MAX_ANSWER_TEMPLATE_TITLE) found.title = 'organisation.templates.errors.title';
    if (!length(values.text) || length(values.text) > MAX_ANSWER_TEMPLATE_TEXT) found.text = 'organisation.templates.errors.text';
    if (Object.keys(found).length > 0) {
      errors.show(found);
      throw new Error('invalid form');
    }
    try {
      await onSubmit({ title: values.title.trim(), text: values.text.trim() });
    } catch (error) {
      const field = error instanceof ApiError && error.statusCode === 400 && (error.field === 'title' || error.field === 'text') ? error.field : null;
      if (field) errors.show({ [field]: `organisation.templates.errors.${field}` });
      else errors.show({}, error instanceof TypeError ? 'shared:error.network' : 'organisation.templates.errors.generic');
      throw error;
    }
    errors.reset();
    if (clearAfter) setValues({ title: '', text: '' });
  }

  const change = (field: TemplateField, value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    errors.clear(field);
  };

  return (
    <form
      noValidate
      className="ms-form ma-form"
      aria-labelledby={ids.heading}
      onSubmit={(e) => {
        e.preventDefault();
        void submit.run(send);
      }}
    >
      <h3 id={ids.heading}>{heading}</h3>
      <div className="ma-field">
        <label htmlFor={ids.title}>{t('organisation.templates.title')}</label>
        <input
          id={ids.title}
          ref={errors.register('title')}
          required
          aria-required
          maxLength={MAX_ANSWER_TEMPLATE_TITLE}
          value={values.title}
          onChange={(e) => change('title', e.target.value)}
          {...invalidProps(ids.title, errors.fields.title)}
        />
        <FieldError fieldId={ids.title} message={errors.fields.title} />
      </div>
      <div className="ma-field">
        <label htmlFor={ids.text}>{t('organisation.templates.text')}</label>
        <textarea
          id={ids.text}
          ref={errors.register('text')}
          required
          aria-required
          rows={5}
          maxLength={MAX_ANSWER_TEMPLATE_TEXT}
          value={values.text}
          onChange={(e) => change('text', e.target.value)}
          {...invalidProps(ids.text, errors.fields.text)}
        />
        <FieldError fieldId={ids.text} message={errors.fields.text} />
      </div>
      <p ref={errors.alertRef} className="ma-form__alert" role="alert" tabIndex={-1} hidden={!errors.form}>
        {errors.form ? t(errors.form) : null}
      </p>
      <div className="ma-actions">
        <SubmitButton state={submit.state} title={submitLabel} errorShownElsewhere />
        {onCancel ? <Button onClick={onCancel}>{t('organisation.templates.cancel')}</Button> : null}
      </div>
    </form>
  );
}
