// Limits on every write (rate-limit/write-limits.ts for the table, write-routes.ts for which route
// counts against which kind). Added to each write route as it is registered, as its last onRequest
// hook: after app.requireUser (so the account is known and a 401 costs nothing), before the body
// is read (so a refused upload is not received first). The route files need not remember it.
import type { FastifyInstance, FastifyRequest, onRequestHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config.ts';
import { WriteLimiter } from '../rate-limit/write-limiter.ts';
import type { WriteKind } from '../rate-limit/write-limits.ts';
import { WRITE_ROUTE_KINDS } from '../rate-limit/write-routes.ts';

const API_PREFIX = '/api';
const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

function kindOf(method: string, url: string): WriteKind | null | undefined {
  return (WRITE_ROUTE_KINDS as Record<string, WriteKind | null>)[`${method} ${url.slice(API_PREFIX.length)}`];
}

export default fp<{ config: Config }>(
  async function writeLimitsPlugin(app: FastifyInstance, { config }) {
    const limiter = new WriteLimiter(app.rateLimitStore, config.writeLimits, app.log);

    const countWrite = (kind: WriteKind) =>
      async function countWrite(request: FastifyRequest) {
        if (READS.has(request.method)) return;
        const user = request.user;
        await limiter.attempt(kind, {
          userId: user?.id ?? null,
          staff: user?.role === 'admin' || user?.role === 'moderator',
          ip: request.ip,
        });
      };

    app.addHook('onRoute', (route) => {
      if (!route.url.startsWith(`${API_PREFIX}/`)) return;
      const methods = [route.method].flat().filter((m) => !READS.has(m));
      const kinds = new Set(methods.map((m) => kindOf(m, route.url)));
      // Routes outside the contract (tests add some) have no kind; the contract's all have one.
      kinds.delete(undefined);
      kinds.delete(null);
      if (kinds.size === 0) return;
      if (kinds.size > 1) throw new Error(`${route.url}: one route, several kinds of write; register the methods apart`);
      const kind = [...kinds][0] as WriteKind;
      const own = [route.onRequest ?? []].flat() as onRequestHookHandler[];
      route.onRequest = [...own, countWrite(kind) as onRequestHookHandler];
    });
  },
  { name: 'write-limits', dependencies: ['rate-limit', 'auth'] },
);
