// What the map has to say about the viewport, in a polite live region: loading, nothing found, or
// failed (with a retry); and, apart from that, that the map tiles cannot be loaded (the spots are
// then drawn on a plain basemap). Nothing is ever cut off: clusters stand for every spot they count.
import { useMapTranslation } from '../../i18n/use-map-translation.ts';

export type ResultState =
  { kind: 'idle' } | { kind: 'loading' } | { kind: 'error'; retry: () => void } | { kind: 'none' } | { kind: 'complete'; count: number };

export interface ResultInput {
  isLoading: boolean;
  isError: boolean;
  hasData: boolean;
  /** Spots in view (the clusters' counts and the single spots). */
  count: number;
  retry: () => void;
}

/** Which message the notice shows; an error wins, and old markers on screen are not "loading". */
export function resultState({ isLoading, isError, hasData, count, retry }: ResultInput): ResultState {
  if (isError) return { kind: 'error', retry };
  if (!hasData) return isLoading ? { kind: 'loading' } : { kind: 'idle' };
  if (count === 0) return { kind: 'none' };
  return { kind: 'complete', count };
}

export function ResultNotice({ state, tilesOffline = false }: { state: ResultState; tilesOffline?: boolean }) {
  const { t } = useMapTranslation();
  let text = '';
  if (state.kind === 'loading') text = t('notice.loading');
  else if (state.kind === 'error') text = t('notice.error');
  else if (state.kind === 'none') text = t('notice.none');
  // A complete answer needs no words: the markers and the list's heading show it.
  return (
    <div className="mv-map__notice-region" role="status">
      {text && (
        <p className={`mv-map__notice mv-map__notice--${state.kind}`}>
          {text}
          {state.kind === 'error' && (
            <button type="button" onClick={state.retry}>
              {t('notice.retry')}
            </button>
          )}
        </p>
      )}
      {tilesOffline && <p className="mv-map__tiles-notice">{t('notice.tilesOffline')}</p>}
    </div>
  );
}
