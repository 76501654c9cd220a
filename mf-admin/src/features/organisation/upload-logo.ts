// A logo goes through the photo pipeline every upload takes (POST /api/photos: resized to WebP
// sizes, metadata removed); the organisation then names it by logoPhotoId. Multipart, so not
// through the typed client's JSON body; headers and token as the client sends them.
import { ApiError, apiHeaders, config, getFreshAccessToken, type ApiErrorBody, type PageContext, type Photo } from '@moveable/shared';

function parseBody(text: string): unknown {
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

export async function uploadLogo(file: File, context: PageContext): Promise<Photo> {
  const token = await getFreshAccessToken();
  const form = new FormData();
  form.append('file', file, file.name);
  const headers = apiHeaders({ context: () => context }, token);
  const res = await fetch(`${config.apiBase.replace(/\/$/, '')}/photos`, { method: 'POST', headers, body: form });
  const body = parseBody(await res.text());
  if (!res.ok) throw new ApiError(res.status, body as ApiErrorBody | string | null, res.statusText);
  return body as Photo;
}

/** Why an upload failed, as a key of organisation.form.errors. */
export function logoErrorKey(error: unknown): string {
  if (error instanceof ApiError) {
    if (error.code === 'too_large' || error.code === 'too_many_pixels' || error.statusCode === 413) return 'organisation.form.errors.tooLarge';
    if (error.code === 'unsupported_type' || error.statusCode === 415) return 'organisation.form.errors.unsupported';
    if (error.statusCode === 401) return 'shared:error.unauthorized';
  }
  if (error instanceof TypeError) return 'shared:error.network';
  return 'organisation.form.errors.generic';
}
