// Blocking accounts (moderation): who may block whom, what a block does to the account, and that
// lifting it restores sign-in. Sessions ending at once: test/routes/auth/sessions-end.test.ts.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../helpers/app.ts';
import { bearer, DEMO_ACCOUNTS, DEMO_PASSWORD, GENEROUS_LIMITS, login, signIn, type SignedIn } from '../../helpers/auth.ts';

let t: TestApp;
let admin: SignedIn;
let moderator: SignedIn;
beforeAll(async () => {
  t = await createTestApp(GENEROUS_LIMITS);
  admin = await signIn(t, DEMO_ACCOUNTS.admin.email);
  moderator = await signIn(t, DEMO_ACCOUNTS.moderator.email);
});
afterAll(() => t.app.close());

const block = (who: SignedIn, id: number | string, method: 'PUT' | 'DELETE' = 'PUT') =>
  t.app.inject({ method, url: `/api/users/${id}/block`, headers: bearer(who.accessToken) });
const blockedAt = async (id: number) =>
  (await t.db.kysely.selectFrom('users').select('blocked_at').where('id', '=', id).executeTakeFirstOrThrow()).blocked_at;

describe('PUT /api/users/:id/block', () => {
  it('a moderator blocks a user: blocked_at set (a second block keeps the first date), sign-in refused with account_blocked', async () => {
    const id = 11;
    expect((await block(moderator, id)).statusCode).toBe(204);
    const first = await blockedAt(id);
    expect(first).toBeInstanceOf(Date);
    expect((await block(moderator, id)).statusCode).toBe(204);
    expect(await blockedAt(id)).toEqual(first);
    const email = (await t.db.kysely.selectFrom('users').select('email').where('id', '=', id).executeTakeFirstOrThrow()).email!;
    expect((await login(t, email, DEMO_PASSWORD)).json()).toMatchObject({ statusCode: 403, code: 'account_blocked' });
    expect((await block(moderator, id, 'DELETE')).statusCode).toBe(204);
    expect(await blockedAt(id)).toBeNull();
    expect((await login(t, email, DEMO_PASSWORD)).statusCode).toBe(200);
  });

  it('a moderator may not block a moderator or an admin; an admin may block a moderator', async () => {
    expect((await block(moderator, DEMO_ACCOUNTS.admin.id)).statusCode).toBe(403);
    expect((await block(admin, DEMO_ACCOUNTS.moderator.id)).statusCode).toBe(204);
    expect((await login(t, DEMO_ACCOUNTS.moderator.email, DEMO_PASSWORD)).statusCode).toBe(403);
    expect((await block(admin, DEMO_ACCOUNTS.moderator.id, 'DELETE')).statusCode).toBe(204);
    moderator = await signIn(t, DEMO_ACCOUNTS.moderator.email);
  });

  it('404 for an unknown or deleted account; 400 naming id for a malformed one', async () => {
    expect((await block(moderator, 999_999)).statusCode).toBe(404);
    await t.db.kysely.updateTable('users').set({ deleted_at: new Date() }).where('id', '=', 12).execute();
    expect((await block(moderator, 12)).statusCode).toBe(404);
    const bad = await block(moderator, 'abc');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ statusCode: 400, field: 'id' });
  });
});
