// The rate limits of the accounts API (docs/accounts-api.md, "Limits"): a growing delay after
// failed sign-ins per account (rate-limit/sign-in-delay.ts), failed sign-ins per IP, sign-ups and
// password-reset requests per IP; requests carrying the public app token per IP (plugins/app-token.ts); CSP reports and error-reporting envelopes per IP; newsletter subscriptions per IP and per
// address. State lives in memory, or in Redis when REDIS_URL is set so that every instance sees
// the same counts.
//
// Not @fastify/rate-limit: sign-in must count failures only and forget them after a success
// (it has no reset), and its in-memory store is an LRU of 5,000 keys that a flood of made-up
// e-mail addresses would evict, taking the real counters with it.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config.ts';
import { memoryBackoffStore, redisBackoffStore } from '../rate-limit/backoff-store.ts';
import { memoryCounterStore, redisCounterStore, type CounterStore } from '../rate-limit/counter-store.ts';
import { Limiter } from '../rate-limit/limiter.ts';
import { SignInDelay } from '../rate-limit/sign-in-delay.ts';

export interface Limits {
  /** Per account (as typed) or per known device: a wait that grows with failures. */
  signInDelay: SignInDelay;
  loginPerIp: Limiter;
  signUpPerIp: Limiter;
  passwordResetPerIp: Limiter;
  /** Requests whose bearer is the public app token (PUBLIC_APP_TOKEN), per IP and minute. */
  appTokenPerIp: Limiter;
  /** Open311 writes per organisation API key and minute (routes/open311). */
  apiKeyPerKey: Limiter;
  cspReportPerIp: Limiter;
  envelopePerIp: Limiter;
  newsletterPerIp: Limiter;
  newsletterPerAddress: Limiter;
}

declare module 'fastify' {
  interface FastifyInstance {
    limits: Limits;
    /** The counters behind app.limits, for the write limits (plugins/write-limits.ts). */
    rateLimitStore: CounterStore;
  }
}

export default fp<{ config: Config }>(
  async function rateLimitPlugin(app: FastifyInstance, { config }) {
    const r = config.rateLimits;
    const store = config.redisUrl ? await redisCounterStore(config.redisUrl, r.redisPrefix) : memoryCounterStore();
    const backoff = config.redisUrl ? await redisBackoffStore(config.redisUrl, r.redisPrefix) : memoryBackoffStore();
    app.addHook('onClose', async () => {
      await Promise.all([store.close(), backoff.close()]);
    });
    app.decorate('rateLimitStore', store);
    const limiter = (name: string, max: number, windowMs: number) => new Limiter(store, name, max, windowMs, app.log);
    app.decorate('limits', {
      signInDelay: new SignInDelay(
        backoff,
        { free: r.loginPerAccount, baseMs: r.loginDelayBaseMs, maxMs: r.loginDelayMaxMs, memoryMs: r.loginFailureMemoryMs },
        app.log,
      ),
      loginPerIp: limiter('login-ip', r.loginPerIp, r.loginWindowMs),
      signUpPerIp: limiter('sign-up-ip', r.signUpPerIp, r.requestWindowMs),
      passwordResetPerIp: limiter('password-reset-ip', r.passwordResetPerIp, r.requestWindowMs),
      appTokenPerIp: limiter('app-token-ip', r.appTokenPerIpPerMinute, 60_000),
      apiKeyPerKey: limiter('api-key', r.apiKeyPerMinute, 60_000),
      cspReportPerIp: limiter('csp-report-ip', r.cspReportsPerIpPerMinute, 60_000),
      envelopePerIp: limiter('envelope-ip', r.envelopesPerIpPerMinute, 60_000),
      newsletterPerIp: limiter('newsletter-ip', r.newsletterPerIp, r.requestWindowMs),
      newsletterPerAddress: limiter('newsletter-address', r.newsletterPerAddress, r.newsletterAddressWindowMs),
    });
  },
  { name: 'rate-limit' },
);
