// The signed-in person's drafts on this device, re-read whenever one is kept, sent or discarded.
import { useEffect, useState } from 'react';
import type { SpotDraft } from './draft.ts';
import { draftsOf } from './draft-store.ts';
import { subscribeDrafts } from './drafts-signal.ts';

export function useKeptDrafts(userId: number | null): SpotDraft[] {
  const [drafts, setDrafts] = useState<SpotDraft[]>([]);
  useEffect(() => {
    if (userId === null) return setDrafts([]);
    let live = true;
    const load = () =>
      void draftsOf(userId).then(
        (kept) => live && setDrafts(kept),
        (error: unknown) => console.warn('moveable: the spot drafts could not be read', error),
      );
    load();
    const stop = subscribeDrafts(load);
    return () => {
      live = false;
      stop();
    };
  }, [userId]);
  return drafts;
}
