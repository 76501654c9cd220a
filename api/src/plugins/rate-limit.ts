// The rate limits of the accounts API (docs/accounts-api.md, "Limits"): failed sign-ins per
// account and per IP, sign-ups and password-reset requests per IP; CSP reports per IP; newsletter
// subscriptions per IP and per address. Counters live in memory, or
// in Redis when REDIS_URL is set so that every instance sees the same counts.
//
// Not @fastify/rate-limit: sign-in must count failures only and forget them after a success
// (it has no reset), and its in-memory store is an LRU of 5,000 keys that a flood of made-up
// e-mail addresses would evict, taking the real counters with it.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config.ts';
import { memoryCounterStore, redisCounterStore } from '../rate-limit/counter-store.ts';
import { Limiter } from '../rate-limit/limiter.ts';

export interface Limits {
  loginPerAccount: Limiter;
  loginPerIp: Limiter;
  signUpPerIp: Limiter;
  passwordResetPerIp: Limiter;
  cspReportPerIp: Limiter;
  newsletterPerIp: Limiter;
  newsletterPerAddress: Limiter;
}

declare module 'fastify' {
  interface FastifyInstance {
    limits: Limits;
  }
}

export default fp<{ config: Config }>(
  async function rateLimitPlugin(app: FastifyInstance, { config }) {
    const r = config.rateLimits;
    const store = config.redisUrl ? await redisCounterStore(config.redisUrl, r.redisPrefix) : memoryCounterStore();
    app.addHook('onClose', () => store.close());
    const limiter = (name: string, max: number, windowMs: number) => new Limiter(store, name, max, windowMs, app.log);
    app.decorate('limits', {
      loginPerAccount: limiter('login-account', r.loginPerAccount, r.loginWindowMs),
      loginPerIp: limiter('login-ip', r.loginPerIp, r.loginWindowMs),
      signUpPerIp: limiter('sign-up-ip', r.signUpPerIp, r.requestWindowMs),
      passwordResetPerIp: limiter('password-reset-ip', r.passwordResetPerIp, r.requestWindowMs),
      cspReportPerIp: limiter('csp-report-ip', r.cspReportsPerIpPerMinute, 60_000),
      newsletterPerIp: limiter('newsletter-ip', r.newsletterPerIp, r.requestWindowMs),
      newsletterPerAddress: limiter('newsletter-address', r.newsletterPerAddress, r.newsletterAddressWindowMs),
    });
  },
  { name: 'rate-limit' },
);
