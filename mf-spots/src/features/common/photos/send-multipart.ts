// A multipart POST with upload progress. fetch() cannot report how much of a request body has
// left (no upload progress in any browser yet), so this one request goes through XMLHttpRequest.
// It fails the way the shared API client does: ApiError with the parsed body for an HTTP error,
// TypeError when the server cannot be reached, an AbortError when aborted.
import { ApiError, type ApiErrorBody } from '@moveable/shared';

export interface MultipartRequest {
  url: string;
  form: FormData;
  headers: Record<string, string>;
  /** 0…1 as the body leaves. */
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
}

function parse(text: string): unknown {
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

function abortError(): DOMException {
  return new DOMException('The upload was aborted.', 'AbortError');
}

export function sendMultipart<T>({ url, form, headers, onProgress, signal }: MultipartRequest): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    if (signal?.aborted) return reject(abortError());
    const xhr = new XMLHttpRequest();
    xhr.open('POST', url);
    for (const [name, value] of Object.entries(headers)) {
      // the browser writes the multipart boundary itself
      if (name.toLowerCase() !== 'content-type') xhr.setRequestHeader(name, value);
    }
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress?.(Math.min(1, event.loaded / event.total));
    };
    xhr.onload = () => {
      const body = parse(xhr.responseText);
      if (xhr.status >= 200 && xhr.status < 300) {
        onProgress?.(1);
        resolve(body as T);
      } else reject(new ApiError(xhr.status, body as ApiErrorBody | string | null, xhr.statusText));
    };
    xhr.onerror = () => reject(new TypeError('The upload could not reach the server.'));
    xhr.ontimeout = xhr.onerror;
    xhr.onabort = () => reject(abortError());
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(form);
  });
}
