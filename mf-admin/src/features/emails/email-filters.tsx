// Search and filters of the e-mail list: part of the address (applied a moment after typing stops),
// the template and the status.
import { useEffect, useId, useState } from 'react';
import { EMAIL_STATUSES, EMAIL_TEMPLATE_FILTERS, type EmailStatus } from '@moveable/contract';
import { useAdminTranslation } from '../common/use-admin-translation.ts';
import type { EmailFilters as Filters } from './email-keys.ts';

const TYPING_PAUSE_MS = 300;

export function EmailFilters({ value, onChange }: { value: Filters; onChange: (next: Filters) => void }) {
  const { t } = useAdminTranslation();
  const id = useId();
  const [typed, setTyped] = useState(value.q);
  useEffect(() => {
    if (typed === value.q) return;
    const timer = setTimeout(() => onChange({ ...value, q: typed }), TYPING_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [typed, value, onChange]);

  return (
    <form className="ma-email-filters" role="search" aria-label={t('emails.filters')} onSubmit={(e) => e.preventDefault()}>
      <label htmlFor={`${id}-q`}>{t('emails.search')}</label>
      <input id={`${id}-q`} type="search" value={typed} onChange={(e) => setTyped(e.target.value)} />
      <label htmlFor={`${id}-template`}>{t('emails.template')}</label>
      <select id={`${id}-template`} value={value.template} onChange={(e) => onChange({ ...value, template: e.target.value })}>
        <option value="">{t('emails.anyTemplate')}</option>
        {EMAIL_TEMPLATE_FILTERS.map((template) => (
          <option key={template} value={template}>
            {t(`emails.templates.${template}`)}
          </option>
        ))}
      </select>
      <label htmlFor={`${id}-status`}>{t('emails.status')}</label>
      <select id={`${id}-status`} value={value.status} onChange={(e) => onChange({ ...value, status: e.target.value as EmailStatus | '' })}>
        <option value="">{t('emails.anyStatus')}</option>
        {EMAIL_STATUSES.map((status) => (
          <option key={status} value={status}>
            {t(`emails.statuses.${status}`)}
          </option>
        ))}
      </select>
    </form>
  );
}
