// Sends one kept draft: its photos not uploaded yet (each id written back to the draft at once,
// so a connection lost half-way never uploads a photo twice), then POST /spots with the draft's
// id, which the server answers with the same spot however often the draft arrives. The draft is
// deleted only after the server has answered with the spot.
import { apiClientFor, ApiError, type PageContext, type SpotDetail } from '@moveable/shared';
import { preparePhoto, uploadPhoto } from '../../common/photos/index.ts';
import { toSpotInput } from '../form-values.ts';
import { describeSaveError } from '../spot-errors.ts';
import type { SpotDraft } from './draft.ts';
import { deleteDraft, saveDraft } from './draft-store.ts';

/** Where the draft is kept: this device's IndexedDB (tests: a store of their own). */
export interface DraftKeeping {
  save: (draft: SpotDraft) => Promise<void>;
  remove: (id: string) => Promise<void>;
}

const onThisDevice: DraftKeeping = { save: saveDraft, remove: deleteDraft };

export type DraftOutcome =
  | { kind: 'sent'; spot: SpotDetail }
  /** Not now (no connection, the server busy or down, the session to be renewed): kept as it is. */
  | { kind: 'waiting' }
  /** The server refused it: kept with the reason, for its author to fix in the form. */
  | { kind: 'refused'; problem: string };

/** A refusal that sending again cannot change (the draft itself must change). */
function isRefusal(error: unknown): error is ApiError {
  return error instanceof ApiError && error.statusCode >= 400 && error.statusCode < 500 && ![401, 408, 429].includes(error.statusCode);
}

export async function sendDraft(draft: SpotDraft, pageContext: PageContext, keeping: DraftKeeping = onThisDevice): Promise<DraftOutcome> {
  const context: PageContext = { ...pageContext, platform: draft.platform, country: draft.country, locale: draft.locale };
  try {
    for (const photo of draft.photos) {
      if (photo.photoId !== null) continue;
      const file = await preparePhoto(new File([photo.file], photo.name, { type: photo.file.type }));
      photo.photoId = (await uploadPhoto({ target: '/photos', file, context })).id;
      await keeping.save(draft);
    }
    const photoIds = draft.photos.map((p) => p.photoId!);
    const spot = await apiClientFor(() => context).post('/spots', { body: { ...toSpotInput(draft.values, photoIds), draftId: draft.id } });
    await keeping.remove(draft.id);
    return { kind: 'sent', spot };
  } catch (error) {
    if (!isRefusal(error)) return { kind: 'waiting' };
    const problem = describeSaveError(error).key;
    await keeping.save({ ...draft, problem });
    return { kind: 'refused', problem };
  }
}
