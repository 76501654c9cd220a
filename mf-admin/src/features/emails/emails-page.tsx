// /admin/emails (administrators): the outbox with search, filters and paging, one message's
// details with "send again", and the previews of every template.
import { useCallback, useInsertionEffect, useState } from 'react';
import { addPageCss, useDocumentTitle } from '@moveable/shared';
import { AdminPage } from '../common/admin-page.tsx';
import { useAdminTranslation } from '../common/use-admin-translation.ts';
import { EmailDetails } from './email-details.tsx';
import { EmailFilters } from './email-filters.tsx';
import type { EmailFilters as Filters } from './email-keys.ts';
import { EmailList } from './email-list.tsx';
import css from './emails.css?inline';
import { TemplatePreview } from './template-preview.tsx';

export function EmailsPage() {
  return (
    <AdminPage need={{ kind: 'admin' }}>
      <Emails />
    </AdminPage>
  );
}

function Emails() {
  const { t } = useAdminTranslation();
  useInsertionEffect(() => addPageCss([css]), []);
  useDocumentTitle(t('emails.title'));
  const [filters, setFilters] = useState<Filters>({ q: '', template: '', status: '' });
  const [selected, setSelected] = useState<number | null>(null);
  const changeFilters = useCallback((next: Filters) => setFilters(next), []);
  return (
    <>
      <h1>{t('emails.title')}</h1>
      <p>{t('emails.intro')}</p>
      <EmailFilters value={filters} onChange={changeFilters} />
      <EmailList filters={filters} selected={selected} onOpen={setSelected} />
      {selected !== null ? <EmailDetails key={selected} id={selected} onClose={() => setSelected(null)} /> : null}
      <TemplatePreview />
    </>
  );
}
