// "Similar spots nearby": once place and polarity are known, the spots that a new one may repeat,
// before it is sent. In a live region, so the warning is heard where it appears; links open in
// a new tab so the form keeps what was typed.
import { useId } from 'react';
import { Link, spotPath, usePageContext, type LatLng } from '@moveable/shared';
import { useSpotsTranslation } from '../common/use-spots-translation.ts';
import { useNearbySpots } from './use-nearby-spots.ts';

export function NearbySpots({ location, famed }: { location: LatLng | null; famed: boolean | null }) {
  const { t } = useSpotsTranslation();
  const { locale } = usePageContext();
  const id = useId();
  const { data } = useNearbySpots(location, famed);
  const known = location !== null && famed !== null && data !== undefined;
  return (
    <div className="mv-nearby" aria-live="polite">
      {known && data.length > 0 && (
        <section className="mv-add-section mv-nearby__found" aria-labelledby={`${id}-title`}>
          <h2 id={`${id}-title`}>{t('add.nearby.title')}</h2>
          <p>{t('add.nearby.intro', { count: data.length })}</p>
          <ul className="mv-nearby__list">
            {data.map((spot) => (
              <li key={spot.id}>
                <Link to={spotPath(spot.id)} target="_blank" rel="noopener">
                  {spot.title} <span className="ms-visually-hidden">{t('add.nearby.newTab')}</span>
                </Link>{' '}
                <span className="mv-nearby__distance">{t('add.nearby.distance', { distance: nearDistance(spot.distance ?? 0, locale) })}</span>
              </li>
            ))}
          </ul>
        </section>
      )}
      {known && data.length === 0 && <p className="mv-nearby__none">{t('add.nearby.none')}</p>}
    </div>
  );
}

/** Within 50 m every metre counts (the list's distances round to 10 m). */
function nearDistance(metres: number, locale: string): string {
  return new Intl.NumberFormat(locale, { style: 'unit', unit: 'meter', maximumFractionDigits: 0 }).format(Math.max(1, Math.round(metres)));
}
