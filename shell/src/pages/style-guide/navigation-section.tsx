import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Pagination, Tabs } from '@moveable/shared/widgets';

const PAGE_COUNT = 12;

export function NavigationSection() {
  const { t } = useTranslation('styles');
  const [page, setPage] = useState(5);
  const href = (p: number) => `/styles?page=${p}#styles-pagination`;
  return (
    <>
      <section aria-labelledby="styles-tabs">
        <h2 id="styles-tabs">{t('tabs')}</h2>
        <Tabs
          label={t('tabsLabel')}
          tabs={[
            { id: 'newest', label: t('tabNewest'), panel: <p>{t('panelNewest')}</p> },
            { id: 'supported', label: t('tabSupported'), panel: <p>{t('panelSupported')}</p> },
            { id: 'news', label: t('tabNews'), panel: <p>{t('panelNews')}</p> },
          ]}
        />
      </section>
      <section aria-labelledby="styles-pagination">
        <h2 id="styles-pagination">{t('pagination')}</h2>
        <h3>{t('paginationLinks')}</h3>
        <Pagination page={1} pageCount={PAGE_COUNT} hrefFor={href} label={t('paginationFirst')} />
        <Pagination page={6} pageCount={PAGE_COUNT} hrefFor={href} label={t('paginationMiddle')} />
        <Pagination page={PAGE_COUNT} pageCount={PAGE_COUNT} hrefFor={href} label={t('paginationLast')} />
        <h3>{t('paginationButtons')}</h3>
        <Pagination page={page} pageCount={PAGE_COUNT} onPageChange={setPage} label={t('paginationButtons')} />
      </section>
    </>
  );
}
