// Categories and regions for platform administrators (issue 13): a standalone section the
// dashboard (or a tab of it) shows. Its texts are the i18n part 'catalogue'
// (loadTexts(adminParts.catalogue) with the page's chunk).
import { useInsertionEffect } from 'react';
import { addPageCss } from '@moveable/shared';
import catalogueCss from './catalogue.css?inline';
import { CategorySection } from './category-section.tsx';
import { RegionSection } from './region-section.tsx';

export function CatalogueAdmin() {
  useInsertionEffect(() => addPageCss([catalogueCss]), []);
  return (
    <div className="ma-catalogue">
      <CategorySection />
      <RegionSection />
    </div>
  );
}
