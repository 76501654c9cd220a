// Categories and regions for platform administrators (issue 13): the view `/admin?view=catalogue`
// (routes.tsx). Its texts are the i18n part 'catalogue' (loadTexts(adminParts.catalogue) with its chunk).
import { useInsertionEffect } from 'react';
import { addPageCss, useDocumentTitle } from '@moveable/shared';
import { useAdminTranslation } from '../common/use-admin-translation.ts';
import catalogueCss from './catalogue.css?inline';
import { CategorySection } from './category-section.tsx';
import { RegionSection } from './region-section.tsx';

export function CatalogueAdmin() {
  useInsertionEffect(() => addPageCss([catalogueCss]), []);
  const { t } = useAdminTranslation();
  useDocumentTitle(t('catalogue.title'));
  return (
    <div className="ma-catalogue">
      <h1>{t('catalogue.title')}</h1>
      <p>{t('catalogue.lead')}</p>
      <CategorySection />
      <RegionSection />
    </div>
  );
}
