// The form as a draft to keep: the values, and each photo as its file, with the id of those
// already uploaded. Photos that failed for want of a connection go along to be uploaded later.
import type { PageContext } from '@moveable/shared';
import type { PhotoUpload } from '../../common/photos/index.ts';
import type { SpotFormValues } from '../form-values.ts';
import type { SpotDraft } from './draft.ts';

export interface DraftSource {
  id: string;
  userId: number;
  context: Pick<PageContext, 'platform' | 'country' | 'locale'>;
  values: SpotFormValues;
  photos: readonly PhotoUpload[];
  now?: Date;
}

export function draftFromForm({ id, userId, context, values, photos, now = new Date() }: DraftSource): SpotDraft {
  return {
    id,
    userId,
    platform: context.platform,
    country: context.country,
    locale: context.locale,
    savedAt: now.toISOString(),
    values,
    photos: photos.map((p) => ({ file: p.file, name: p.file.name, photoId: p.photo?.id ?? null })),
    problem: null,
  };
}

/** A photo that could not upload for want of a connection: kept with the draft, not an error. */
export const waitsForConnection = (photo: PhotoUpload): boolean => photo.status === 'error' && photo.error === 'network';
