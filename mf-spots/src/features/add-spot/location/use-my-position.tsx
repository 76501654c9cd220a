// "Use my position": the browser's geolocation, with every way it can fail explained (not
// allowed, not found, too slow, not offered) and a note when the position is coarse.
import { useState } from 'react';
import { locate, type LatLng } from '@moveable/shared';
import { useSpotsTranslation } from '../../common/use-spots-translation.ts';

type State = 'idle' | 'locating' | 'found' | 'coarse' | 'denied' | 'unavailable' | 'timeout' | 'unsupported';

/** Beyond this many metres the pin needs a look (a phone indoors, a laptop on Wi-Fi). */
const COARSE_METRES = 100;

export function UseMyPosition({ onFound }: { onFound: (location: LatLng) => void }) {
  const { t } = useSpotsTranslation();
  const [state, setState] = useState<State>('idle');
  const [accuracy, setAccuracy] = useState(0);

  async function findPosition() {
    setState('locating');
    const result = await locate();
    if (!result.ok) return setState(result.reason);
    const metres = Math.round(result.position.accuracy);
    setAccuracy(metres);
    setState(metres > COARSE_METRES ? 'coarse' : 'found');
    onFound({ lat: result.position.lat, lng: result.position.lng });
  }

  const message = state === 'idle' ? '' : t(`add.position.${state}`, { metres: accuracy });
  const failed = state === 'denied' || state === 'unavailable' || state === 'timeout' || state === 'unsupported';
  return (
    <div className="mv-my-position">
      <button type="button" className="ms-button ms-button--white" onClick={() => void findPosition()} aria-busy={state === 'locating' || undefined}>
        {t('add.position.button')}
      </button>
      <p className={failed ? 'mv-my-position__status mv-field__error' : 'mv-my-position__status'} role="status" aria-live="polite">
        {message}
      </p>
    </div>
  );
}
