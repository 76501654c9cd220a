// Official-answer templates per language: every member reads them (they pick one when answering a
// spot); the organisation's administrators and the platform's add, edit and delete them.
import { useId, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { LOCALES, type AnswerTemplate, type Locale, type Platform } from '@moveable/contract';
import { Button, Spinner, usePageContext } from '@moveable/shared';
import { ConfirmAction } from './confirm-action.tsx';
import { organisationAdminKeys } from './organisation-keys.ts';
import { TemplateForm, type TemplateValues } from './template-form.tsx';
import { useAnswerTemplates } from './use-answer-templates.ts';
import { useOrganisationApi } from './use-organisation-api.ts';
import { useOrganisationTranslation } from './use-organisation-translation.ts';

export function TemplatesSection({ platform, slug, editable }: { platform: Platform; slug: string; editable: boolean }) {
  const { t } = useOrganisationTranslation();
  const page = usePageContext();
  const api = useOrganisationApi(platform);
  const queryClient = useQueryClient();
  const templates = useAnswerTemplates(platform, slug);
  const [language, setLanguage] = useState<Locale>(page.locale);
  const [editing, setEditing] = useState<number | null>(null);
  const [status, setStatus] = useState('');
  const [failure, setFailure] = useState('');
  const languageId = useId();
  const languageName = t(`organisation.form.languages.${language}`);

  const refresh = () => queryClient.invalidateQueries({ queryKey: organisationAdminKeys.templates(platform, slug) });

  async function add(values: TemplateValues) {
    setStatus('');
    await api.post('/organisations/:slug/answer-templates', { params: { slug }, body: { locale: language, ...values } });
    setStatus(t('organisation.templates.added', { title: values.title }));
    await refresh();
  }

  async function save(template: AnswerTemplate, values: TemplateValues) {
    setStatus('');
    await api.patch('/organisations/:slug/answer-templates/:id', { params: { slug, id: template.id }, body: values });
    setEditing(null);
    setStatus(t('organisation.templates.saved', { title: values.title }));
    await refresh();
  }

  async function remove(template: AnswerTemplate) {
    setStatus('');
    setFailure('');
    try {
      await api.delete('/organisations/:slug/answer-templates/:id', { params: { slug, id: template.id } });
      setStatus(t('organisation.templates.deleted', { title: template.title }));
    } catch {
      setFailure(t('organisation.templates.errors.generic'));
    }
    await refresh();
  }

  const shown = templates.data?.items.filter((item) => item.locale === language) ?? [];

  return (
    <>
      <p>{t('organisation.templates.intro')}</p>
      <div className="ma-field ms-form">
        <label htmlFor={languageId}>{t('organisation.templates.language')}</label>
        <select
          id={languageId}
          value={language}
          onChange={(e) => {
            setLanguage(e.target.value as Locale);
            setEditing(null);
          }}
        >
          {LOCALES.map((l) => (
            <option key={l} value={l}>
              {t(`organisation.form.languages.${l}`)}
            </option>
          ))}
        </select>
      </div>
      <p role="status" className="ma-field__hint">
        {status}
      </p>
      <p role="alert" className="ma-form__alert">
        {failure}
      </p>
      {templates.isPending ? (
        <Spinner size="sm" />
      ) : templates.isError ? (
        <p role="alert">{t('organisation.templates.errors.generic')}</p>
      ) : shown.length === 0 ? (
        <p>{t('organisation.templates.empty', { language: languageName })}</p>
      ) : (
        <ul className="ma-list" lang={language}>
          {shown.map((template) =>
            editing === template.id ? (
              <li key={template.id} lang={page.locale}>
                <TemplateForm
                  heading={t('organisation.templates.editing')}
                  initial={{ title: template.title, text: template.text }}
                  submitLabel={t('organisation.templates.save')}
                  onSubmit={(values) => save(template, values)}
                  onCancel={() => setEditing(null)}
                />
              </li>
            ) : (
              <li key={template.id}>
                <h3>{template.title}</h3>
                <p className="ma-template-text">{template.text}</p>
                {editable ? (
                  <div className="ma-actions" lang={page.locale}>
                    <Button size="sm" onClick={() => setEditing(template.id)}>
                      {t('organisation.templates.edit', { title: template.title })}
                    </Button>
                    <ConfirmAction
                      label={t('organisation.templates.delete', { title: template.title })}
                      question={t('organisation.templates.confirmDelete', { title: template.title })}
                      confirm={t('organisation.templates.confirm')}
                      cancel={t('organisation.templates.cancel')}
                      onConfirm={() => remove(template)}
                    />
                  </div>
                ) : null}
              </li>
            ),
          )}
        </ul>
      )}
      {editable ? (
        <TemplateForm
          key={language}
          heading={t('organisation.templates.newTemplate', { language: languageName })}
          initial={{ title: '', text: '' }}
          submitLabel={t('organisation.templates.add')}
          onSubmit={add}
          clearAfter
        />
      ) : null}
    </>
  );
}
