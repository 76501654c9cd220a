// The drafts on this device, in IndexedDB (photos are Blobs, which localStorage cannot hold).
// idb-keyval is the small, well-kept key-value layer over IndexedDB; one store, keyed by draft id.
//
// A flag in localStorage says whether any draft is kept, so a page learns it without opening the
// database (and without loading this module): see drafts-signal.ts.
import { createStore, del, get, set, values, type UseStore } from 'idb-keyval';
import type { SpotDraft } from './draft.ts';
import { draftsChanged, draftsPending } from './drafts-signal.ts';

let store: UseStore | null = null;
const drafts = (): UseStore => (store ??= createStore('moveable-drafts', 'spot-drafts'));

export async function saveDraft(draft: SpotDraft): Promise<void> {
  await set(draft.id, draft, drafts());
  draftsChanged(true);
}

export const readDraft = (id: string): Promise<SpotDraft | undefined> => get<SpotDraft>(id, drafts());

/** This person's drafts, oldest first (they are sent in the order they were written). */
export async function draftsOf(userId: number): Promise<SpotDraft[]> {
  if (typeof indexedDB === 'undefined') return []; // a browser without it has kept nothing
  const all = await values<SpotDraft>(drafts());
  // the browser may have cleared the database (storage pressure, "clear site data")
  if (all.length === 0 && draftsPending()) draftsChanged(false);
  return all.filter((d) => d.userId === userId).sort((a, b) => a.savedAt.localeCompare(b.savedAt));
}

export async function deleteDraft(id: string): Promise<void> {
  await del(id, drafts());
  draftsChanged((await values<SpotDraft>(drafts())).length > 0);
}
