// Whether any spot draft is kept on this device, readable at once without IndexedDB: the spots
// pages load the sender (draft-sender.tsx) only when it is set. Listeners hear of every change to
// the drafts made in this tab (the tab that keeps a draft is the one that sends it; other tabs
// see it on their next spots page). Every spots page carries this module: keep it tiny.
const KEY = 'moveable:drafts';
const listeners = new Set<() => void>();

export function draftsPending(): boolean {
  try {
    return localStorage.getItem(KEY) === '1';
  } catch {
    return false; // no storage (private mode, a sandboxed frame): nothing can have been kept
  }
}

/** After a draft was kept, sent or discarded; `pending`: some draft is still kept. */
export function draftsChanged(pending: boolean): void {
  try {
    if (pending) localStorage.setItem(KEY, '1');
    else localStorage.removeItem(KEY);
  } finally {
    listeners.forEach((l) => l());
  }
}

export function subscribeDrafts(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
