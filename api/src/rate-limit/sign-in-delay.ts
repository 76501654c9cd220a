// Password guessing against one account, without letting a guesser lock the owner out (issue 10;
// it replaced a lock-out after 5 failures that also refused the right password for 15 minutes).
// Each key (an account as typed, or a known device: auth/device-cookie.ts) gets its first
// `free` failures without a wait; after that each attempt must wait for the previous one's
// delay, which doubles with every failure up to a maximum. An attempt within the wait is a 429
// with Retry-After and is not checked at all, so waiting is the only way on. A success clears it.
// The owner's own browser carries a device cookie and is held to the delay of that device only,
// so someone guessing the password elsewhere never delays the owner (api/README.md compares this
// with Directus and Keycloak).
import type { FastifyBaseLogger } from 'fastify';
import { createHash } from 'node:crypto';
import { HttpError } from '../http/errors.ts';
import type { BackoffPolicy, BackoffStore } from './backoff-store.ts';

export const SIGN_IN_DELAYED = 'sign_in_delayed';

export function signInDelayed(waitMs: number): HttpError {
  const seconds = Math.max(1, Math.ceil(waitMs / 1000));
  return new HttpError(429, `Too many failed sign-ins for this account. Please try again in ${seconds} seconds.`, {
    code: SIGN_IN_DELAYED,
    headers: { 'retry-after': String(seconds) },
  });
}

export class SignInDelay {
  constructor(
    private readonly store: BackoffStore,
    readonly policy: BackoffPolicy,
    private readonly log: FastifyBaseLogger,
  ) {}

  // Subjects hold e-mail addresses: hash them, so neither Redis nor a dump of it holds any.
  private key(subject: string): string {
    return `sign-in-delay:${createHash('sha256').update(subject).digest('base64url').slice(0, 32)}`;
  }

  /** Counts an attempt for `subject`, or throws 429 sign_in_delayed with Retry-After while it must wait. */
  async attempt(subject: string): Promise<void> {
    let outcome;
    try {
      outcome = await this.store.attempt(this.key(subject), this.policy);
    } catch (error) {
      // Redis down: let the request through (the per-IP limit still counts) and say so loudly.
      this.log.error({ err: error, limit: 'sign-in-delay' }, 'sign-in delay store failed; allowing the attempt');
      return;
    }
    if (!outcome.allowed) throw signInDelayed(outcome.waitMs);
  }

  /** The right password: the subject's failures are forgotten. */
  async succeeded(subject: string): Promise<void> {
    await this.store
      .clear(this.key(subject))
      .catch((error: unknown) => this.log.error({ err: error, limit: 'sign-in-delay' }, 'sign-in delay store failed'));
  }
}
