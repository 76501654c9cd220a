// Short notices ("Saved", "Link copied") for the page: any micro-frontend calls toasts.show(),
// the one <ToastRegion> the shell renders shows and announces them. One store per page, as
// @moveable/shared is one instance per page; a custom element may render a region with a store
// of its own (createToastStore) when it runs on a partner page.

export type ToastTone = 'info' | 'success' | 'error';

/** A button beside the message ("Reload"): it runs, and the toast goes. */
export interface ToastAction {
  label: string;
  run: () => void;
}

export interface Toast {
  id: number;
  message: string;
  tone: ToastTone;
  /**
   * Milliseconds shown before it dismisses itself (paused while pointed at or focused);
   * Infinity: until dismissed (an offer the reader may take later, like a new version).
   */
  duration: number;
  action?: ToastAction;
}

export interface ToastOptions {
  tone?: ToastTone;
  duration?: number;
  action?: ToastAction;
}

/** Long enough to read a short sentence twice; errors stay longer. */
export const TOAST_DURATION_MS = { info: 5000, success: 5000, error: 8000 } as const;
/** More at once is noise: the oldest goes first. */
const MAX_TOASTS = 3;

export interface ToastStore {
  show(message: string, options?: ToastOptions): number;
  dismiss(id: number): void;
  subscribe(listener: () => void): () => void;
  getSnapshot(): readonly Toast[];
}

export function createToastStore(): ToastStore {
  let items: readonly Toast[] = [];
  let nextId = 1;
  const listeners = new Set<() => void>();
  const set = (next: readonly Toast[]) => {
    items = next;
    listeners.forEach((l) => l());
  };
  return {
    show(message, { tone = 'info', duration = TOAST_DURATION_MS[tone], action } = {}) {
      const id = nextId++;
      set([...items, { id, message, tone, duration, ...(action ? { action } : {}) }].slice(-MAX_TOASTS));
      return id;
    },
    dismiss(id) {
      if (items.some((t) => t.id === id)) set(items.filter((t) => t.id !== id));
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    getSnapshot: () => items,
  };
}

export const toasts: ToastStore = createToastStore();
