// "Back to the map / the list / …": a real link to where the person came from (came-from.ts), so
// it can be opened in a new tab and says where it leads. When that place is the previous history
// entry, a click goes back in history instead of adding an entry: the browser's back button and
// ours then agree, and the list's scroll position comes back with it.
import { useState } from 'react';
import { Link } from '@moveable/shared';
import { useSpotsTranslation } from '../../common/use-spots-translation.ts';
import { findOrigin, originIsPreviousEntry, type Origin } from './came-from.ts';

function useBackLabel(origin: Origin): string {
  const { t } = useSpotsTranslation();
  switch (origin.kind) {
    case 'map':
      return t('detail.back.map');
    case 'home':
      return t('detail.back.home');
    case 'profile':
      return t('detail.back.profile', { name: origin.name });
    case 'ownProfile':
      return t('detail.back.ownProfile');
    case 'list':
      return t('detail.back.list');
  }
}

export function BackLink({ spotId }: { spotId: number }) {
  // Once per page: later navigations (edits, replaced query strings) must not change it.
  const [origin] = useState(() => findOrigin(spotId));
  const label = useBackLabel(origin);
  return (
    <Link
      to={origin.path}
      onClick={(e) => {
        if (e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey || !originIsPreviousEntry(origin)) return;
        e.preventDefault();
        history.back();
      }}
    >
      {label}
    </Link>
  );
}
