// The signature of a delivery, Stripe-style: Moveable-Signature: t=<unix seconds>,v1=<hex
// HMAC-SHA256(secret, "<t>.<body>")>. The time inside the signed text lets a receiver refuse old
// deliveries replayed (api/README.md, "Webhooks", has the receiver's check in node).
import { createHmac, randomBytes } from 'node:crypto';

/** A new signing secret: 32 random bytes, prefixed so people recognise it in their settings. */
export function newWebhookSecret(): string {
  return `whsec_${randomBytes(32).toString('base64url')}`;
}

export function signatureHeader(secret: string, body: string, at: Date): string {
  const t = Math.floor(at.getTime() / 1000);
  const v1 = createHmac('sha256', secret).update(`${t}.${body}`).digest('hex');
  return `t=${t},v1=${v1}`;
}
