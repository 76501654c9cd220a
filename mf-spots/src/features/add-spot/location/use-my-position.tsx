// "Use my position": the browser's geolocation, with every way it can fail explained (not
// allowed, not found, too slow, not offered) and a note when the position is coarse.
import { useState } from 'react';
import type { LatLng } from '@moveable/shared';
import { useSpotsTranslation } from '../../common/use-spots-translation.ts';

type State = 'idle' | 'locating' | 'found' | 'coarse' | 'denied' | 'unavailable' | 'timeout' | 'unsupported';

/** Beyond this many metres the pin needs a look (a phone indoors, a laptop on Wi-Fi). */
const COARSE_METRES = 100;

const FAILURES: Record<number, State> = { 1: 'denied', 2: 'unavailable', 3: 'timeout' };

export function UseMyPosition({ onFound }: { onFound: (location: LatLng) => void }) {
  const { t } = useSpotsTranslation();
  const [state, setState] = useState<State>('idle');
  const [accuracy, setAccuracy] = useState(0);

  function locate() {
    if (typeof navigator === 'undefined' || !navigator.geolocation) return setState('unsupported');
    setState('locating');
    navigator.geolocation.getCurrentPosition(
      (position) => {
        const metres = Math.round(position.coords.accuracy);
        setAccuracy(metres);
        setState(metres > COARSE_METRES ? 'coarse' : 'found');
        onFound({ lat: position.coords.latitude, lng: position.coords.longitude });
      },
      (error) => setState(FAILURES[error.code] ?? 'unavailable'),
      { enableHighAccuracy: true, timeout: 15_000, maximumAge: 60_000 },
    );
  }

  const message = state === 'idle' ? '' : t(`add.position.${state}`, { metres: accuracy });
  const failed = state === 'denied' || state === 'unavailable' || state === 'timeout' || state === 'unsupported';
  return (
    <div className="mv-my-position">
      <button type="button" className="ms-button ms-button--white" onClick={locate} aria-busy={state === 'locating' || undefined}>
        {t('add.position.button')}
      </button>
      <p className={failed ? 'mv-my-position__status mv-field__error' : 'mv-my-position__status'} role="status" aria-live="polite">
        {message}
      </p>
    </div>
  );
}
