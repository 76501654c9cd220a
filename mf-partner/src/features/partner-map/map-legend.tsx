// What the colours of the areas mean: a swatch per type that has an area on the map, in the
// colours of the areas themselves (the same CSS classes).
import type { OrganisationType } from '@moveable/contract';
import { usePartnerTranslation } from '../common/use-partner-translation.ts';

export function MapLegend({ types }: { types: readonly OrganisationType[] }) {
  const { t } = usePartnerTranslation();
  if (types.length === 0) return null;
  return (
    <ul className="mp-map-legend" aria-label={t('partnerMap.legend')}>
      {types.map((type) => (
        <li key={type}>
          <span className={`mp-map-legend__swatch mp-area--${type}`} aria-hidden="true" />
          {t(`directory.sections.${type}`)}
        </li>
      ))}
    </ul>
  );
}
