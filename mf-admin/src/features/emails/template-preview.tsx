// Every template in every language, rendered by the API with sample data: choose one and a
// language, read its subject and text, and see its HTML in a frame that runs nothing.
import { useId, useState } from 'react';
import { EMAIL_TEMPLATES, LOCALES, type EmailTemplate, type Locale } from '@moveable/contract';
import { ErrorScreen, Spinner } from '@moveable/shared';
import { useAdminTranslation } from '../common/use-admin-translation.ts';
import { MailFrame } from './mail-frame.tsx';
import { usePreview } from './use-emails.ts';

export function TemplatePreview() {
  const { t } = useAdminTranslation();
  const id = useId();
  const [template, setTemplate] = useState<EmailTemplate>(EMAIL_TEMPLATES[0]);
  const [language, setLanguage] = useState<Locale>('de');
  const preview = usePreview(template, language);
  const templateLabel = t(`emails.templates.${template}`);
  const languageLabel = t(`emails.languages.${language}`);

  return (
    <section className="ma-template-preview" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t('emails.preview.title')}</h2>
      <p>{t('emails.preview.intro')}</p>
      <div className="ma-email-filters">
        <label htmlFor={`${id}-template`}>{t('emails.preview.template')}</label>
        <select id={`${id}-template`} value={template} onChange={(e) => setTemplate(e.target.value as EmailTemplate)}>
          {EMAIL_TEMPLATES.map((name) => (
            <option key={name} value={name}>
              {t(`emails.templates.${name}`)}
            </option>
          ))}
        </select>
        <label htmlFor={`${id}-language`}>{t('emails.preview.language')}</label>
        <select id={`${id}-language`} value={language} onChange={(e) => setLanguage(e.target.value as Locale)}>
          {LOCALES.map((locale) => (
            <option key={locale} value={locale}>
              {t(`emails.languages.${locale}`)}
            </option>
          ))}
        </select>
      </div>
      {preview.isPending ? <Spinner size="md" /> : null}
      {preview.isError ? <ErrorScreen error={preview.error} size="small" headingLevel={3} onRetry={() => preview.refetch()} /> : null}
      {preview.data ? (
        <div aria-busy={preview.isFetching}>
          <h3>{t('emails.preview.subject')}</h3>
          <p className="ma-preview-subject">{preview.data.subject}</p>
          <h3>{t('emails.preview.text')}</h3>
          <pre className="ma-mail-text">{preview.data.text}</pre>
          <h3>{t('emails.preview.html')}</h3>
          <MailFrame html={preview.data.html} title={t('emails.preview.frameTitle', { template: templateLabel, language: languageLabel })} />
        </div>
      ) : null}
    </section>
  );
}
