// Who reads a public route that shows more to some people: GET /news/:slug (editors open drafts
// there), GET /spots/:id (the author of a hidden spot sees it) and GET /spots/:id/comments (the
// author of a hidden comment reads it). It looks at a bearer token when one comes along. A token that
// does not verify (expired, revoked, garbage) or names a deleted account counts as no token: a
// stale token must never break a public read, and a draft or a hidden spot simply stays a 404 (the browser's
// session renews tokens before it sends them, so an editor's is fresh). The public app token names
// no person (plugins/app-token.ts): no viewer.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { UserRole } from '@moveable/contract';
import { bearerOf } from '../../auth/app-token.ts';
import { verifyAccessToken } from '../../auth/jwt.ts';

export interface Viewer {
  id: number;
  role: UserRole;
}

export async function optionalViewer(app: FastifyInstance, request: FastifyRequest): Promise<Viewer | null> {
  const bearer = bearerOf(request.headers.authorization);
  if (!bearer || request.appIdentity) return null;
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
