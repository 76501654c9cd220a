// Real HTTP to a running instance, as a browser behind the load balancer sends it: JSON, a bearer
// token, bikeable/ch, and the client's address in X-Forwarded-For (which the instances trust).
import { DEMO_PASSWORD } from '../../src/db/seed/base.ts';

export interface Answer {
  status: number;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  body: any;
  headers: Headers;
}

export interface RequestOptions {
  token?: string | undefined;
  body?: unknown;
  /** The client's address as the load balancer reports it; 10.0.0.1 unless told. */
  ip?: string;
  timeoutMs?: number;
}

export async function request(baseUrl: string, method: string, path: string, options: RequestOptions = {}): Promise<Answer> {
  const headers: Record<string, string> = {
    'moveable-platform': 'bikeable',
    'moveable-countrycode': 'ch',
    'x-forwarded-for': options.ip ?? '10.0.0.1',
  };
  if (options.token) headers['authorization'] = `Bearer ${options.token}`;
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  const res = await fetch(`${baseUrl}${path}`, {
    method,
    headers,
    ...(options.body === undefined ? {} : { body: JSON.stringify(options.body) }),
    signal: AbortSignal.timeout(options.timeoutMs ?? 15_000),
  });
  const text = await res.text();
  const json = (res.headers.get('content-type') ?? '').includes('json') && text ? (JSON.parse(text) as unknown) : text;
  return { status: res.status, body: json, headers: res.headers };
}

export interface Session {
  userId: number;
  accessToken: string;
}

/** Signs a demo account in through POST /api/auth/login (asserting success). */
export async function signIn(baseUrl: string, email: string, ip?: string): Promise<Session> {
  const res = await request(baseUrl, 'POST', '/api/auth/login', { body: { email, password: DEMO_PASSWORD }, ...(ip ? { ip } : {}) });
  if (res.status !== 200) throw new Error(`sign-in of ${email} failed: ${res.status} ${JSON.stringify(res.body)}`);
  const accessToken = res.body.data.access_token as string;
  const userId = Number(JSON.parse(Buffer.from(accessToken.split('.')[1] ?? '', 'base64url').toString()).sub);
  return { userId, accessToken };
}

/** A made-up client address, different on every call (rate limits count per address). */
let nextIp = Math.floor(Math.random() * 50_000);
export function freshIp(): string {
  nextIp++;
  return `10.${100 + ((nextIp >> 16) & 0x3f)}.${(nextIp >> 8) & 0xff}.${nextIp & 0xff}`;
}

export const ZURICH = { lat: 47.3769, lng: 8.5417 };

/** A valid SpotInput; the title names the writer, so the database can be searched for it afterwards. */
export function spotInput(title: string): Record<string, unknown> {
  return {
    title,
    description: 'Autos biegen ab, ohne auf Velos zu achten.',
    famed: false,
    location: { lat: ZURICH.lat + Math.random() * 0.01, lng: ZURICH.lng + Math.random() * 0.01 },
    address: { street: 'Bahnhofstrasse 1', postalCode: '8001', city: 'Zürich', country: 'CH' },
    categoryIds: [1],
  };
}
