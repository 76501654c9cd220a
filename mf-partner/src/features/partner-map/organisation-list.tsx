// The same organisations as the map, as a list: the accessible way to every one of them (and the
// only one to those without an area). Each its name as a link to its page, its type, and a note
// when it has no area on the map.
import { useId } from 'react';
import { Link } from '@moveable/shared';
import { usePartnerTranslation } from '../common/use-partner-translation.ts';
import type { MappedOrganisation } from './partner-map-data.ts';

export function OrganisationList({ organisations }: { organisations: readonly MappedOrganisation[] }) {
  const { t } = usePartnerTranslation();
  const headingId = useId();
  return (
    <section className="mp-partner-map__list" aria-labelledby={headingId}>
      <h2 id={headingId}>{t('partnerMap.listTitle')}</h2>
      <ul>
        {organisations.map((organisation) => (
          <li key={organisation.slug} className={`mp-partner-map__item mp-partner-map__item--${organisation.type}`}>
            <Link to={organisation.path}>{organisation.name}</Link>
            <span className="mp-partner-map__type">
              {t(`types.${organisation.type}`)}
              {organisation.area ? null : `, ${t('partnerMap.noArea')}`}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
