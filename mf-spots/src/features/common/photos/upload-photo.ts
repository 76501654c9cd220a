// One photo to the API: resized first, then POSTed as multipart `file` with the §7 headers and
// the session's bearer token. `target` is '/photos' (not attached yet: a new spot's photos) or
// '/spots/:id/photos' (appended to that spot's gallery).
import { apiHeaders, config, getFreshAccessToken, traceHeaders, type PageContext } from '@moveable/shared';
import { resizeImage } from './resize-image.ts';
import { sendMultipart } from './send-multipart.ts';
import type { UploadedPhoto } from './types.ts';

export interface UploadPhotoOptions {
  target: string;
  file: File;
  context: Pick<PageContext, 'platform' | 'country' | 'locale'>;
  showsFix?: boolean;
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
}

/** The file as it will travel (resized where the browser can). */
export const preparePhoto = (file: File): Promise<File> => resizeImage(file);

export async function uploadPhoto({ target, file, context, showsFix, onProgress, signal }: UploadPhotoOptions): Promise<UploadedPhoto> {
  const token = await getFreshAccessToken();
  const form = new FormData();
  form.append('file', file, file.name);
  if (showsFix !== undefined) form.append('showsFix', String(showsFix));
  const url = `${config.apiBase.replace(/\/$/, '')}${target}`;
  return sendMultipart<UploadedPhoto>({
    url,
    form,
    headers: { ...apiHeaders({ context: () => context }, token), ...traceHeaders(url) },
    onProgress,
    signal,
  });
}
