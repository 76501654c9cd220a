// Test helper: the browser keeps the API's session cookie; Node's fetch (which jsdom tests use)
// keeps none. This wraps fetch with a one-origin cookie jar, so the real server's cookie flow
// (login sets it, GET /api/_auth/session reads it, logout clears it) runs as in a browser. It
// also logs every request, so tests can count them (one refresh for many requests).
export interface LoggedRequest {
  method: string;
  path: string;
  status: number;
}

const jar = new Map<string, string>();
export const requestLog: LoggedRequest[] = [];
let installed = false;

function remember(setCookie: string): void {
  const [pair = '', ...attributes] = setCookie.split(';');
  const eq = pair.indexOf('=');
  if (eq < 1) return;
  const name = pair.slice(0, eq).trim();
  const value = pair.slice(eq + 1).trim();
  const expired = attributes.some((a) => {
    const [key = '', v = ''] = a.split('=').map((s) => s.trim());
    if (key.toLowerCase() === 'max-age') return Number(v) <= 0;
    if (key.toLowerCase() === 'expires') return Date.parse(v) <= Date.now();
    return false;
  });
  if (expired || value === '') jar.delete(name);
  else jar.set(name, value);
}

function readAsArrayBuffer(blob: Blob): Promise<ArrayBuffer> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as ArrayBuffer);
    reader.onerror = () => reject(reader.error);
    reader.readAsArrayBuffer(blob);
  });
}

/**
 * Node's fetch cannot read jsdom's FormData (the request never leaves): rebuild multipart bodies
 * with Node's own FormData and Blob, taken from a Response since jsdom shadows the globals.
 */
async function nodeFormData(form: FormData): Promise<FormData> {
  const NodeFormData = (await new Response(new URLSearchParams('a=b')).formData()).constructor as typeof FormData;
  const NodeBlob = (await new Response('').blob()).constructor as typeof Blob;
  const out = new NodeFormData();
  for (const [name, value] of form.entries()) {
    if (typeof value === 'string') out.append(name, value);
    else out.append(name, new NodeBlob([await readAsArrayBuffer(value)], { type: value.type }), value.name);
  }
  return out;
}

export function installCookieJar(): void {
  if (installed) return;
  installed = true;
  const original = globalThis.fetch;
  globalThis.fetch = async (input: string | URL | Request, init?: RequestInit) => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    const headers = new Headers(init?.headers ?? (input instanceof Request ? input.headers : undefined));
    if (jar.size) headers.set('cookie', [...jar].map(([k, v]) => `${k}=${v}`).join('; '));
    const body = init?.body instanceof FormData ? await nodeFormData(init.body) : init?.body;
    const res = await original(input, { ...init, headers, body });
    for (const cookie of res.headers.getSetCookie()) remember(cookie);
    requestLog.push({ method: init?.method ?? 'GET', path: url.pathname, status: res.status });
    return res;
  };
}

/** A new browser: no cookies, no logged requests. */
export function clearCookies(): void {
  jar.clear();
  requestLog.length = 0;
}

export function hasSessionCookie(): boolean {
  return jar.has('moveable_session');
}

export function countRequests(method: string, path: string): number {
  return requestLog.filter((r) => r.method === method && r.path === path).length;
}
