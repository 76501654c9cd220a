import { useSyncExternalStore, type CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { LOADING_BAR_HEIGHT, loadingBar, type LoadingBarStore } from './loading-bar-store';

export interface LoadingBarProps {
  store?: LoadingBarStore;
  /** Height in px (§9: 10). */
  height?: number;
  /** Overrides of the theme's secondary and error colours (CSS colours). */
  color?: string;
  errorColor?: string;
}

/** Thin bar above the page while a page loads; see loading-bar-store.ts for the timing. */
export function LoadingBar({ store = loadingBar, height = LOADING_BAR_HEIGHT, color, errorColor }: LoadingBarProps) {
  const { t } = useTranslation('shared');
  const { visible, progress, error } = useSyncExternalStore(store.subscribe, store.getSnapshot, store.getSnapshot);
  const background = error ? errorColor : color;
  const style: CSSProperties = {
    height,
    transform: `scaleX(${progress / 100})`,
    ...(background ? { background } : {}),
  };
  // Always rendered so that CSS can fade it; only exposed to assistive technology while shown.
  const a11y = visible
    ? {
        role: 'progressbar',
        'aria-label': t('loadingBar.label'),
        'aria-valuemin': 0,
        'aria-valuemax': 100,
        'aria-valuenow': Math.round(progress),
      }
    : { 'aria-hidden': true };
  return <div className="ms-loading-bar" data-visible={visible} data-error={error} style={style} {...a11y} />;
}
