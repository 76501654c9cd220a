// The unsubscribe link's token. Every newsletter mail, for as long as the subscription lasts,
// must carry it, so the server has to be able to write it again at each send; and the privacy
// policy promises links are stored only as hashes. So the token is not stored at all: it is the
// subscription's random nonce (stored) followed by an HMAC-SHA256 of it under a key derived from
// AUTH_SECRET with HKDF (node:crypto, as for the session tokens' keys). Someone holding the table
// cannot unsubscribe anybody; the server can rebuild every link.
//
// Changing AUTH_SECRET changes the key: the unsubscribe links of mails sent before stop working
// (the API answers 400 token_invalid for them). Rotate it only with that in mind.
import { createHmac, hkdfSync, randomBytes, timingSafeEqual } from 'node:crypto';

/** 16 random bytes as base64url: 22 characters. */
const NONCE_LENGTH = 22;
/** HMAC-SHA256 as base64url: 43 characters. */
const MAC_LENGTH = 43;

export type UnsubscribeKey = Buffer;

export function deriveUnsubscribeKey(authSecret: string): UnsubscribeKey {
  return Buffer.from(hkdfSync('sha256', authSecret, 'moveable-spots', 'newsletter-unsubscribe', 32));
}

/** A new subscription's nonce. */
export function newUnsubscribeNonce(): string {
  return randomBytes(16).toString('base64url');
}

const mac = (key: UnsubscribeKey, nonce: string) => createHmac('sha256', key).update(nonce).digest('base64url');

/** The token of a subscription's unsubscribe link (65 base64url characters). */
export function unsubscribeToken(key: UnsubscribeKey, nonce: string): string {
  return `${nonce}${mac(key, nonce)}`;
}

/** The nonce of a genuine token; null for anything else (a changed, cut or forged token). */
export function nonceOfUnsubscribeToken(key: UnsubscribeKey, token: string): string | null {
  if (token.length !== NONCE_LENGTH + MAC_LENGTH) return null;
  const nonce = token.slice(0, NONCE_LENGTH);
  const given = Buffer.from(token.slice(NONCE_LENGTH));
  const expected = Buffer.from(mac(key, nonce));
  return given.length === expected.length && timingSafeEqual(given, expected) ? nonce : null;
}
