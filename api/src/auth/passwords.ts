// Passwords: argon2id (@node-rs/argon2, OWASP's minimum parameters: 19 MiB, 2 passes), checked
// against a few rules that catch the worst choices without annoying anyone.
import { hash, verify, type Options } from '@node-rs/argon2';

// Algorithm is a const enum, which isolatedModules cannot read: 2 is Algorithm.Argon2id.
const ARGON2ID = 2 as Options['algorithm'];
const ARGON2_OPTIONS: Options = { algorithm: ARGON2ID, memoryCost: 19_456, timeCost: 2, parallelism: 1 };

export const PASSWORD_MIN_LENGTH = 10;
/** Far above any passphrase, and it bounds the hashing work one request can ask for. */
export const PASSWORD_MAX_LENGTH = 256;

export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2_OPTIONS);
}

let dummyHash: Promise<string> | undefined;

/**
 * Verifies a password. Without a stored hash (no such account, or one without a password) it still
 * verifies against a throwaway hash, so the answer takes as long whether the account exists or not.
 */
export async function passwordMatches(storedHash: string | null | undefined, password: string): Promise<boolean> {
  if (!storedHash) {
    dummyHash ??= hashPassword('not the password of anyone');
    await verify(await dummyHash, password).catch(() => false);
    return false;
  }
  try {
    return await verify(storedHash, password);
  } catch {
    return false;
  }
}

const COMMON = new Set([
  '1234567890',
  '12345678910',
  '0123456789',
  '1111111111',
  'password123',
  'password1234',
  'passwort123',
  'motdepasse',
  'qwertyuiop',
  'qwertzuiop',
  'azertyuiop',
  'iloveyou123',
  'letmein1234',
  'welcome123',
  'willkommen',
  'bienvenue1',
]);

/**
 * Why a password is too weak, or null when it is fine. Length rules live in the request schemas
 * (zod, with the weak_password code); this adds what needs the other fields of the form.
 */
export function passwordWeakness(password: string, context: { email?: string | null; username?: string | null }): string | null {
  const lower = password.toLowerCase();
  if (new Set(lower).size < 4) return 'password needs more different characters';
  if (COMMON.has(lower)) return 'password is one of the most common passwords';
  const email = context.email?.toLowerCase();
  if (email && (lower === email || lower === email.split('@')[0])) return 'password must not be your e-mail address';
  if (context.username && lower === context.username.toLowerCase()) return 'password must not be your username';
  return null;
}
