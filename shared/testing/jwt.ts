// Test helper: unsigned JWT-shaped strings with the claims a test needs (the browser never
// checks signatures; it only reads exp).
export function fakeJwt(payload: Record<string, unknown>): string {
  const b64url = (text: string) =>
    btoa(String.fromCharCode(...new TextEncoder().encode(text)))
      .replace(/\+/g, '-')
      .replace(/\//g, '_')
      .replace(/=+$/, '');
  return `${b64url(JSON.stringify({ alg: 'HS256', typ: 'JWT' }))}.${b64url(JSON.stringify(payload))}.signature`;
}
