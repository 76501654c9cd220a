// Export and deletion ask the person to prove it is them right now: the password, or a sign-in
// younger than 10 minutes (refreshing does not count as signing in). A wrong password is a 403,
// not a 401: the session is fine, and a 401 would make the browser sign out.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { forbidden } from '../http/errors.ts';
import { signedInUser } from '../plugins/auth.ts';
import { passwordMatches } from './passwords.ts';

export const RECENT_SIGN_IN_MS = 10 * 60_000;

export async function confirmItIsThem(app: FastifyInstance, request: FastifyRequest, password: string | undefined): Promise<void> {
  const user = signedInUser(request);
  if (password === undefined || password === '') {
    if (Date.now() - user.authenticatedAt.getTime() <= RECENT_SIGN_IN_MS) return;
    throw forbidden('Please confirm with your password, or sign in again, to do this.', 'reauthentication_required');
  }
  // A delay growing with failures, as for signing in: a stolen access token must not become a
  // way to guess the password.
  const subject = `user:${user.id}`;
  await app.limits.signInDelay.attempt(subject);
  const row = await app.db.kysely.selectFrom('users').select('password_hash').where('id', '=', user.id).executeTakeFirst();
  if (!(await passwordMatches(row?.password_hash, password))) {
    throw forbidden('The password is not right.', 'invalid_credentials');
  }
  await app.limits.signInDelay.succeeded(subject);
}
