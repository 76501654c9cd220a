// An organisation API key's secret (issue 15): "mvk_" and 43 characters of base64url (32 random
// bytes). Only its SHA-256 is stored: the secret has 256 bits of entropy, so a slow password hash
// would add nothing but latency to every Open311 call. The hint (prefix and last four characters)
// lets the administrators tell keys apart without ever seeing one again.
import { API_KEY_PREFIX } from '@moveable/contract';
import { createHash, randomBytes } from 'node:crypto';

export interface NewSecret {
  key: string;
  hash: Buffer;
  prefix: string;
  lastChars: string;
}

export const hashApiKey = (key: string): Buffer => createHash('sha256').update(key, 'utf8').digest();

export function newApiKeySecret(): NewSecret {
  const key = `${API_KEY_PREFIX}${randomBytes(32).toString('base64url')}`;
  return { key, hash: hashApiKey(key), prefix: key.slice(0, API_KEY_PREFIX.length + 4), lastChars: key.slice(-4) };
}

/** What looks like one of our keys (before any lookup): refuses junk without touching the database. */
export const looksLikeApiKey = (value: string): boolean => new RegExp(`^${API_KEY_PREFIX}[A-Za-z0-9_-]{43}$`).test(value);

export const apiKeyHint = (prefix: string, lastChars: string): string => `${prefix}…${lastChars}`;
