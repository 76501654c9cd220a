// Counts a write against every window of its kind (per account and per address) and refuses it
// with 429 and Retry-After when one of them is full. All windows are counted at once (one round
// trip to Redis), then a refused write takes its hits back, so the counters hold accepted writes
// only: a client that keeps retrying within the minute does not use up its day.
import type { FastifyBaseLogger } from 'fastify';
import { createHash } from 'node:crypto';
import { HttpError } from '../http/errors.ts';
import type { CounterStore } from './counter-store.ts';
import type { WriteKind, WriteLimitsConfig, WriteWindow } from './write-limits.ts';

export interface Writer {
  /** null: not signed in (only the per-address limits apply). */
  userId: number | null;
  /** Administrator or moderator (see WriteLimitsConfig.staffFactor). */
  staff: boolean;
  ip: string;
}

interface Check {
  key: string;
  max: number;
  windowMs: number;
}

const NOUNS: Record<WriteKind, string> = {
  comments: 'comments',
  spots: 'new spots',
  edits: 'changes',
  votes: 'votes',
  reports: 'reports',
  officialAnswers: 'official answers',
  uploads: 'uploads',
  profile: 'profile changes',
  invitations: 'invitations',
  accountLinks: 'attempts',
  premiumRequests: 'premium requests',
  pageViews: 'page views',
};

function windowName(ms: number): string {
  if (ms % 86_400_000 === 0) return ms === 86_400_000 ? 'day' : `${ms / 86_400_000} days`;
  if (ms % 3_600_000 === 0) return ms === 3_600_000 ? 'hour' : `${ms / 3_600_000} hours`;
  if (ms % 60_000 === 0) return ms === 60_000 ? 'minute' : `${ms / 60_000} minutes`;
  return `${Math.round(ms / 1000)} seconds`;
}

// Addresses are personal data: neither Redis nor a dump of it should hold them.
const hashed = (subject: string) => createHash('sha256').update(subject).digest('base64url').slice(0, 32);

export class WriteLimiter {
  constructor(
    private readonly store: CounterStore,
    private readonly limits: WriteLimitsConfig,
    private readonly log: FastifyBaseLogger,
  ) {}

  private checks(kind: WriteKind, writer: Writer): Check[] {
    const rule = this.limits.rules[kind];
    const checks: Check[] = [];
    const add = (subject: string, windows: WriteWindow[], factor: number) => {
      for (const { max, windowMs } of windows) checks.push({ key: `write:${kind}:${subject}:${windowMs}`, max: max * factor, windowMs });
    };
    if (writer.userId !== null) add(`u${writer.userId}`, rule.perAccount, writer.staff ? this.limits.staffFactor : 1);
    if (!writer.staff) add(`ip:${hashed(writer.ip)}`, rule.perIp, 1);
    return checks;
  }

  /** Counts the write; throws 429 (code rate_limited, Retry-After) when a window is full. */
  async attempt(kind: WriteKind, writer: Writer): Promise<void> {
    const checks = this.checks(kind, writer);
    if (checks.length === 0) return;
    let counters;
    try {
      counters = await Promise.all(checks.map((c) => this.store.hit(c.key, c.windowMs)));
    } catch (error) {
      // Redis down: let the write through rather than stop everyone, and say so loudly.
      this.log.error({ err: error, limit: kind }, 'rate-limit store failed; allowing the write');
      return;
    }
    const full = checks.map((check, i) => ({ check, counter: counters[i]! })).filter(({ check, counter }) => counter.count > check.max);
    if (full.length === 0) return;
    await Promise.all(checks.map((c) => this.store.undo(c.key))).catch((error: unknown) =>
      this.log.error({ err: error, limit: kind }, 'rate-limit store failed'),
    );
    // The longest wait among the full windows: retrying earlier would only be refused again.
    const longest = full.reduce((a, b) => (b.counter.resetInMs > a.counter.resetInMs ? b : a));
    const seconds = Math.max(1, Math.ceil(longest.counter.resetInMs / 1000));
    const { max, windowMs } = longest.check;
    throw new HttpError(429, `Too many ${NOUNS[kind]}: at most ${max} per ${windowName(windowMs)}. Please try again in ${seconds} seconds.`, {
      code: 'rate_limited',
      headers: { 'retry-after': String(seconds) },
    });
  }
}
