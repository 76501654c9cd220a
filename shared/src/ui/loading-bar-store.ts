/**
 * State of the page loading bar (spec §2, §9) as a tiny external store: the router calls
 * start()/finish()/error(), <LoadingBar/> subscribes with useSyncExternalStore.
 */

export interface LoadingBarTiming {
  /** Loads shorter than this never show the bar (no flicker on fast navigations). */
  throttle: number;
  /** Time scale of the estimated-progress curve: about 70 % after one duration. */
  duration: number;
  /** How long the full bar stays after finishing. */
  hideDelay: number;
  /** After hiding, when progress and error colour go back to zero (after the fade-out). */
  resetDelay: number;
  /** Progress update interval. */
  tick: number;
}

/** §9 values. */
export const LOADING_BAR_TIMING: Readonly<LoadingBarTiming> = {
  throttle: 200,
  duration: 2000,
  hideDelay: 500,
  resetDelay: 400,
  tick: 100,
};

/** §9: height 10 (px) in the app. */
export const LOADING_BAR_HEIGHT = 10;

export interface LoadingBarState {
  /** True from start() until finish()/error(). */
  loading: boolean;
  visible: boolean;
  /** 0…100. */
  progress: number;
  error: boolean;
}

export interface LoadingBarStore {
  /** A page load started. Ignored while a load is already running. */
  start(): void;
  /** The load ended: fill the bar, then hide it. */
  finish(): void;
  /** The load or the app failed: error colour, then finish. */
  error(): void;
  getSnapshot(): LoadingBarState;
  subscribe(listener: () => void): () => void;
}

/**
 * Estimated progress after `elapsed` ms: rises quickly, then slows, never reaches 100 by
 * itself (arctan curve; ~70 % at one duration, ~84 % at two).
 */
export function estimatedProgress(duration: number, elapsed: number): number {
  return (200 / Math.PI) * Math.atan(((elapsed / duration) * 100) / 50);
}

const IDLE: LoadingBarState = Object.freeze({ loading: false, visible: false, progress: 0, error: false });

export function createLoadingBarStore(timing: Partial<LoadingBarTiming> = {}, now: () => number = () => Date.now()): LoadingBarStore {
  const { throttle, duration, hideDelay, resetDelay, tick } = { ...LOADING_BAR_TIMING, ...timing };
  let state: LoadingBarState = IDLE;
  const listeners = new Set<() => void>();
  let showTimer: ReturnType<typeof setTimeout> | undefined;
  let hideTimer: ReturnType<typeof setTimeout> | undefined;
  let resetTimer: ReturnType<typeof setTimeout> | undefined;
  let ticker: ReturnType<typeof setInterval> | undefined;
  let shownAt = 0;

  const set = (next: Partial<LoadingBarState>): void => {
    state = { ...state, ...next };
    listeners.forEach((listener) => listener());
  };

  const clearTimers = (): void => {
    clearTimeout(showTimer);
    clearTimeout(hideTimer);
    clearTimeout(resetTimer);
    clearInterval(ticker);
    showTimer = hideTimer = resetTimer = ticker = undefined;
  };

  const show = (): void => {
    showTimer = undefined;
    shownAt = now();
    set({ visible: true, progress: 0 });
    ticker = setInterval(() => {
      // capped below 100: only finish() may fill the bar
      set({ progress: Math.min(99, estimatedProgress(duration, now() - shownAt)) });
    }, tick);
  };

  const store: LoadingBarStore = {
    start() {
      if (state.loading) return;
      const alreadyVisible = state.visible; // restarted while the last bar fades out
      clearTimers();
      set({ loading: true, error: false, progress: 0 });
      if (alreadyVisible) show();
      else showTimer = setTimeout(show, throttle);
    },
    finish() {
      if (!state.loading) return;
      clearTimers();
      if (!state.visible) {
        // finished within the throttle: the bar was never shown
        set({ ...IDLE });
        return;
      }
      set({ loading: false, progress: 100 });
      hideTimer = setTimeout(() => {
        set({ visible: false });
        resetTimer = setTimeout(() => set({ ...IDLE }), resetDelay);
      }, hideDelay);
    },
    error() {
      // also after finish() while the full bar is still shown: an app error right after load
      if (state.visible) set({ error: true });
      store.finish();
    },
    getSnapshot: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
  return store;
}

/** The app-wide loading bar. */
export const loadingBar: LoadingBarStore = createLoadingBarStore();
