// A new spot kept on this device because it could not be sent (no connection): what the form
// held, the photos as files, and the id the server deduplicates by (POST /spots draftId), so
// sending it again after a lost answer never makes a second spot.
import type { PageContext } from '@moveable/shared';
import type { SpotFormValues } from '../form-values.ts';

export interface DraftPhoto {
  /** The file as chosen (resized when it is sent). */
  file: Blob;
  name: string;
  /** Set once uploaded: a later attempt sends the id instead of uploading again. */
  photoId: number | null;
}

export interface SpotDraft {
  /** A UUID: the draftId the server knows the spot by. */
  id: string;
  /** Only this person's session sends it. */
  userId: number;
  /** The site it was written on: it is sent to that platform and country. */
  platform: PageContext['platform'];
  country: string;
  locale: PageContext['locale'];
  /** ISO time it was kept. */
  savedAt: string;
  values: SpotFormValues;
  photos: DraftPhoto[];
  /**
   * The server refused it (a field, a gone category): the i18n key of why. It waits for its
   * author to fix it in the form; it is not sent again by itself.
   */
  problem: string | null;
}
