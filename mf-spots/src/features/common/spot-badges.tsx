// A spot's state as badges: fame (turquoise) or shame (magenta), fixed, archived, official
// answer. Every badge carries a word and an icon; the colour only repeats what they say.
import type { SpotSummary } from '@moveable/shared';
import { ArchivedIcon, CheckIcon, FameIcon, FixedIcon, ShameIcon } from './icons.tsx';
import { useSpotsTranslation } from './use-spots-translation.ts';

type BadgeSpot = Pick<SpotSummary, 'famed' | 'fixed' | 'archived' | 'hasOfficialAnswer'>;

export function SpotBadges({ spot }: { spot: BadgeSpot }) {
  const { t } = useSpotsTranslation();
  return (
    <ul className="mv-badges" aria-label={t('badge.state')}>
      {spot.famed ? (
        <li className="mv-badge mv-badge--fame">
          <FameIcon />
          {t('badge.fame')}
        </li>
      ) : (
        <li className="mv-badge mv-badge--shame">
          <ShameIcon />
          {t('badge.shame')}
        </li>
      )}
      {spot.fixed && (
        <li className="mv-badge mv-badge--fixed">
          <FixedIcon />
          {t('badge.fixed')}
        </li>
      )}
      {spot.archived && (
        <li className="mv-badge mv-badge--archived">
          <ArchivedIcon />
          {t('badge.archived')}
        </li>
      )}
      {spot.hasOfficialAnswer && (
        <li className="mv-badge mv-badge--official">
          <CheckIcon />
          {t('badge.officialAnswer')}
        </li>
      )}
    </ul>
  );
}
