import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Pagination, Tabs } from '@moveable/shared';

const PAGE_COUNT = 12;

export function NavigationSection() {
  const { t } = useTranslation('shell');
  const [page, setPage] = useState(5);
  const href = (p: number) => `/styles?page=${p}#styles-pagination`;
  return (
    <>
      <section aria-labelledby="styles-tabs">
        <h2 id="styles-tabs">{t('styles.tabs')}</h2>
        <Tabs
          label={t('styles.tabsLabel')}
          tabs={[
            { id: 'newest', label: t('styles.tabNewest'), panel: <p>{t('styles.panelNewest')}</p> },
            { id: 'supported', label: t('styles.tabSupported'), panel: <p>{t('styles.panelSupported')}</p> },
            { id: 'news', label: t('styles.tabNews'), panel: <p>{t('styles.panelNews')}</p> },
          ]}
        />
      </section>
      <section aria-labelledby="styles-pagination">
        <h2 id="styles-pagination">{t('styles.pagination')}</h2>
        <h3>{t('styles.paginationLinks')}</h3>
        <Pagination page={1} pageCount={PAGE_COUNT} hrefFor={href} label={t('styles.paginationFirst')} />
        <Pagination page={6} pageCount={PAGE_COUNT} hrefFor={href} label={t('styles.paginationMiddle')} />
        <Pagination page={PAGE_COUNT} pageCount={PAGE_COUNT} hrefFor={href} label={t('styles.paginationLast')} />
        <h3>{t('styles.paginationButtons')}</h3>
        <Pagination page={page} pageCount={PAGE_COUNT} onPageChange={setPage} label={t('styles.paginationButtons')} />
      </section>
    </>
  );
}
