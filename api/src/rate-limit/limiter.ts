// One named limit over a counter store. attempt() counts first and decides after, so parallel
// requests cannot slip past the limit between a check and a count.
import type { FastifyBaseLogger } from 'fastify';
import { createHash } from 'node:crypto';
import { tooManyRequests } from '../http/errors.ts';
import type { CounterStore } from './counter-store.ts';

export class Limiter {
  constructor(
    private readonly store: CounterStore,
    readonly name: string,
    readonly max: number,
    readonly windowMs: number,
    private readonly log: FastifyBaseLogger,
  ) {}

  // Keys may be e-mail addresses: hash them, so neither Redis nor a dump of it holds any.
  private key(subject: string): string {
    return `${this.name}:${createHash('sha256').update(subject).digest('base64url').slice(0, 32)}`;
  }

  /** Counts an attempt; throws 429 (with retry-after) once more than `max` fall in the window. */
  async attempt(subject: string): Promise<void> {
    let counter;
    try {
      counter = await this.store.hit(this.key(subject), this.windowMs);
    } catch (error) {
      // Redis down: let the request through rather than lock everyone out, and say so loudly.
      this.log.error({ err: error, limit: this.name }, 'rate-limit store failed; allowing the request');
      return;
    }
    if (counter.count > this.max) throw tooManyRequests(counter.resetInMs / 1000);
  }

  async undo(subject: string): Promise<void> {
    await this.store.undo(this.key(subject)).catch((error: unknown) => this.log.error({ err: error, limit: this.name }, 'rate-limit store failed'));
  }

  async reset(subject: string): Promise<void> {
    await this.store.reset(this.key(subject)).catch((error: unknown) => this.log.error({ err: error, limit: this.name }, 'rate-limit store failed'));
  }
}
