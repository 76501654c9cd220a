// The map's "My location" button: centres the map on the person's position and says what happened
// in a polite live region (found, or why not). The position never leaves the browser.
import { useState } from 'react';
import type { Map as LeafletMap } from 'leaflet';
import { useMapTranslation } from '../../i18n/use-map-translation.ts';
import { locate, type LocateFailure } from '@moveable/shared';
import { zoomForAccuracy } from './zoom-for-accuracy.ts';

type Status = { kind: 'idle' } | { kind: 'busy' } | { kind: 'found' } | { kind: 'failed'; reason: LocateFailure };

export function LocateButton({ getMap }: { getMap: () => LeafletMap | null }) {
  const { t } = useMapTranslation();
  const [status, setStatus] = useState<Status>({ kind: 'idle' });

  async function onClick() {
    setStatus({ kind: 'busy' });
    const result = await locate();
    const map = getMap();
    if (!result.ok) return setStatus({ kind: 'failed', reason: result.reason });
    if (map) map.setView([result.position.lat, result.position.lng], zoomForAccuracy(result.position.accuracy, map.getZoom()));
    setStatus({ kind: 'found' });
  }

  let message = '';
  if (status.kind === 'busy') message = t('locate.busy');
  else if (status.kind === 'found') message = t('locate.found');
  else if (status.kind === 'failed') message = t(`locate.${status.reason}`);
  return (
    <div className="mv-map__locate">
      <button type="button" onClick={() => void onClick()} aria-busy={status.kind === 'busy'} disabled={status.kind === 'busy'}>
        {t('locate.button')}
      </button>
      <p role="status" className={status.kind === 'failed' ? 'mv-map__locate-status mv-map__locate-status--error' : 'mv-map__locate-status'}>
        {message}
      </p>
    </div>
  );
}
