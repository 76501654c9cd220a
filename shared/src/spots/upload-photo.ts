// A single photo through the pipeline every upload takes (POST /api/photos: resized to WebP sizes,
// metadata removed), for forms that then name it by id (a news cover, an organisation's logo).
// Multipart, so not through the typed client's JSON body; headers and token as the client sends
// them. (Spot photos have their own queue in mf-spots: several at once, with progress.)
import { ApiError, apiHeaders, type ApiErrorBody } from '../runtime/api-client.ts';
import { config } from '../runtime/config.ts';
import { traceHeaders } from '../runtime/trace-context.ts';
import type { PageContext } from '../runtime/page-context.ts';
import { getFreshAccessToken } from '../session/session-store.ts';
import type { Photo } from './types.ts';

function parseBody(text: string): unknown {
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

export async function uploadPhoto(file: File, context: PageContext): Promise<Photo> {
  const token = await getFreshAccessToken();
  const form = new FormData();
  form.append('file', file, file.name);
  const url = `${config.apiBase.replace(/\/$/, '')}/photos`;
  const headers = { ...apiHeaders({ context: () => context }, token), ...traceHeaders(url) };
  const res = await fetch(url, { method: 'POST', headers, body: form });
  const body = parseBody(await res.text());
  if (!res.ok) throw new ApiError(res.status, body as ApiErrorBody | string | null, res.statusText);
  return body as Photo;
}

/**
 * Why an upload failed, as a text key: `<keys>.tooLarge`, `<keys>.unsupported` or `<keys>.generic`
 * of the caller's texts, or the shared texts for signed out and no network.
 */
export function photoUploadErrorKey(error: unknown, keys: string): string {
  if (error instanceof ApiError) {
    if (error.code === 'too_large' || error.code === 'too_many_pixels' || error.statusCode === 413) return `${keys}.tooLarge`;
    if (error.code === 'unsupported_type' || error.statusCode === 415) return `${keys}.unsupported`;
    if (error.statusCode === 401) return 'shared:error.unauthorized';
  }
  if (error instanceof TypeError) return 'shared:error.network';
  return `${keys}.generic`;
}
