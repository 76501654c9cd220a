// Who reads a public article route. GET /news/:slug is public, but its editors also open drafts
// and scheduled articles there, so it looks at a bearer token when one comes along. A token that
// does not verify (expired, revoked, garbage) or names a deleted account counts as no token: a
// stale token must never break a public read, and a draft simply stays a 404 (the browser's
// session renews tokens before it sends them, so an editor's is fresh).
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { verifyAccessToken } from '../../auth/jwt.ts';
import type { Actor } from './editors.ts';

export async function optionalViewer(app: FastifyInstance, request: FastifyRequest): Promise<Actor | null> {
  const header = request.headers.authorization;
  if (!header) return null;
  const bearer = /^Bearer\s+([\w.~+/=-]+)\s*$/i.exec(header)?.[1];
  if (!bearer) return null;
  const verified = await verifyAccessToken(app.tokenKeys, bearer);
  if (!verified.ok) return null;
  const account = await app.db.kysely
    .selectFrom('users')
    .select(['id', 'role'])
    .where('id', '=', verified.claims.userId)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
  return account ?? null;
}
