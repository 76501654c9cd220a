// Data export and self-service deletion (domain notes: "self-service account deletion and a data
// export"). Both need the password or a fresh sign-in. Deletion runs in one transaction: a failure
// injected at its very end leaves every row as it was.
import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deriveTokenKeys, signAccessToken } from '../../../src/auth/jwt.ts';
import { createTestApp, type TestApp } from '../../helpers/app.ts';
import { bearer, DEMO_PASSWORD, GENEROUS_LIMITS, login, sessionCookie, signIn, type SignedIn } from '../../helpers/auth.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp(GENEROUS_LIMITS);
});
afterAll(() => t.app.close());

const emailOf = (id: number) => t.data.users.find((u) => u.id === id)!.email;

/** Demo users with spots, comments that others replied to, and votes; each test takes its own. */
function contributors(): number[] {
  return t.data.users
    .map((u) => u.id)
    .filter((id) => id > 3)
    .filter((id) => t.data.spots.some((s) => s.authorId === id))
    .filter((id) => t.data.comments.some((c) => c.userId === id && t.data.comments.some((r) => r.parentId === c.id && r.userId !== id)))
    .filter((id) => t.data.votes.some((v) => v.userId === id));
}

/** An access token for a sign-in an hour ago (a refreshed session, not a fresh one). */
async function staleToken(userId: number): Promise<string> {
  return signAccessToken(
    deriveTokenKeys(t.config.authSecret!),
    { userId, role: 'user', authTime: Math.floor(Date.now() / 1000) - 3600, sessionId: randomUUID() },
    900,
  );
}

async function counts(userId: number) {
  const one = async (q: ReturnType<typeof sql<{ n: number }>>) => (await q.execute(t.db.kysely)).rows[0]!.n;
  return {
    spots: await one(sql`SELECT count(*)::int AS n FROM spots WHERE author_id = ${userId}`),
    comments: await one(sql`SELECT count(*)::int AS n FROM comments WHERE user_id = ${userId}`),
    votes: await one(sql`SELECT count(*)::int AS n FROM votes WHERE user_id = ${userId}`),
    tokens: await one(sql`SELECT count(*)::int AS n FROM refresh_tokens WHERE user_id = ${userId} AND revoked_at IS NULL`),
    allSpots: await one(sql`SELECT count(*)::int AS n FROM spots`),
    allComments: await one(sql`SELECT count(*)::int AS n FROM comments`),
    allVotes: await one(sql`SELECT count(*)::int AS n FROM votes`),
  };
}

/** Every spot's counters equal its rows (what the sorts rely on). */
async function countersMatchRows(): Promise<number> {
  const { rows } = await sql<{ n: number }>`SELECT count(*)::int AS n FROM spots s
    WHERE s.vote_count <> (SELECT count(*) FROM votes v WHERE v.spot_id = s.id)
       OR s.comment_count <> (SELECT count(*) FROM comments c WHERE c.spot_id = s.id)`.execute(t.db.kysely);
  return rows[0]!.n;
}

const deleteMe = (who: { accessToken: string }, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'DELETE', url: '/api/users/me', payload, headers: bearer(who.accessToken) });

describe('GET /api/users/me/export', () => {
  it('a fresh sign-in gets a JSON attachment with everything: user, memberships, sessions, spots, comments, votes; no secrets', async () => {
    const id = contributors()[0]!;
    const session = await signIn(t, emailOf(id));
    const res = await t.get('/api/users/me/export', bearer(session.accessToken));
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.headers['content-disposition']).toMatch(new RegExp(`^attachment; filename="moveable-export-${id}-\\d{4}-\\d{2}-\\d{2}\\.json"$`));
    expect(res.headers['cache-control']).toBe('no-store');
    const body = res.body;
    expect(body.user).toMatchObject({ id, email: emailOf(id), role: t.data.users.find((u) => u.id === id)!.role });
    expect(body.spots.map((s: { id: number }) => s.id)).toEqual(t.data.spots.filter((s) => s.authorId === id).map((s) => s.id));
    expect(body.comments).toHaveLength(t.data.comments.filter((c) => c.userId === id).length);
    expect(body.votes).toHaveLength(t.data.votes.filter((v) => v.userId === id).length);
    // The seed has none of these; contributions.test.ts writes and checks them.
    expect(body).toMatchObject({ commentVotes: [], fixProposals: [], reports: [], photosUploaded: [] });
    expect(body.sessions.length).toBeGreaterThan(0);
    expect(body.spots[0]).toMatchObject({ title: expect.any(String), location: { lat: expect.any(Number), lng: expect.any(Number) } });
    const text = JSON.stringify(body);
    expect(text).not.toMatch(/argon2|password|token_hash|[0-9a-f]{64}/);
    expect(text).not.toContain(session.refreshToken);
  });

  it('a stale sign-in needs the password (x-password); a wrong one is 403 invalid_credentials', async () => {
    const id = contributors()[0]!;
    const token = await staleToken(id);
    const none = await t.get('/api/users/me/export', bearer(token));
    expect(none.status).toBe(403);
    expect(none.body).toMatchObject({ code: 'reauthentication_required' });
    const wrong = await t.get('/api/users/me/export', { ...bearer(token), 'x-password': 'not it at all' });
    expect(wrong.status).toBe(403);
    expect(wrong.body.code).toBe('invalid_credentials');
    expect((await t.get('/api/users/me/export', { ...bearer(token), 'x-password': DEMO_PASSWORD })).status).toBe(200);
  });

  it('401 anonymously', async () => {
    expect((await t.get('/api/users/me/export')).status).toBe(401);
  });
});

describe('DELETE /api/users/me', () => {
  it('anonymise: spots and comments stay without an author, votes stay counted, the account is an empty tombstone, sessions end', async () => {
    const id = contributors()[1]!;
    const session = await signIn(t, emailOf(id));
    const before = await counts(id);
    const spotId = t.data.spots.find((s) => s.authorId === id)!.id;
    const spotPlatform = t.data.spots.find((s) => s.id === spotId)!.platform;

    const res = await deleteMe(session, { spots: 'anonymise' });
    expect(res.statusCode).toBe(204);
    expect(sessionCookie(res)?.value).toBe('');

    const after = await counts(id);
    expect(after).toMatchObject({
      spots: 0,
      comments: 0,
      votes: before.votes,
      tokens: 0,
      allSpots: before.allSpots,
      allComments: before.allComments,
      allVotes: before.allVotes,
    });
    const { rows } = await sql<{ n: number }>`SELECT count(*)::int AS n FROM spots WHERE author_id IS NULL`.execute(t.db.kysely);
    expect(rows[0]!.n).toBeGreaterThanOrEqual(before.spots);
    const spot = await t.get(`/api/spots/${spotId}`, { 'moveable-platform': spotPlatform, 'moveable-countrycode': 'world' });
    expect(spot.status).toBe(200);
    expect(spot.body.author).toBeNull();

    const tombstone = await t.db.kysely.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    expect(tombstone).toMatchObject({
      username: null,
      email: null,
      password_hash: null,
      legacy_id: null,
      avatar_key: null,
      bio: '',
      first_login: null,
    });
    expect(tombstone.deleted_at).not.toBeNull();

    expect((await t.get('/api/users/me', bearer(session.accessToken))).status).toBe(401);
    expect((await t.app.inject({ method: 'POST', url: '/api/auth/refresh', payload: { refresh_token: session.refreshToken } })).statusCode).toBe(401);
    expect((await login(t, emailOf(id), DEMO_PASSWORD)).statusCode).toBe(401);
    expect(await countersMatchRows()).toBe(0);
    // The address is free again.
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/users',
      payload: { email: emailOf(id), password: 'starting over again', username: 'back_again', acceptTerms: true },
    });
    expect(again.statusCode).toBe(201);
  });

  it('delete: spots, comments (with replies to them) and votes go; the counters of other spots follow; memberships go', async () => {
    const id = contributors()[2]!;
    await t.db.kysely.insertInto('organisation_members').values({ organisation_id: 1, user_id: id, role: 'member' }).execute();
    const session = await signIn(t, emailOf(id));
    const before = await counts(id);
    const ownSpots = t.data.spots.filter((s) => s.authorId === id);
    const ownComments = t.data.comments.filter((c) => c.userId === id);

    expect((await deleteMe(session, { spots: 'delete' })).statusCode).toBe(204);

    const after = await counts(id);
    expect(after).toMatchObject({ spots: 0, comments: 0, votes: 0, tokens: 0, allSpots: before.allSpots - ownSpots.length });
    expect(after.allVotes).toBeLessThan(before.allVotes);
    expect(after.allComments).toBeLessThanOrEqual(before.allComments - ownComments.length);
    const replies = await t.db.kysely
      .selectFrom('comments')
      .select('id')
      .where(
        'parent_id',
        'in',
        ownComments.map((c) => c.id),
      )
      .execute();
    expect(replies).toEqual([]);
    const photos = await t.db.kysely
      .selectFrom('photos')
      .select('id')
      .where(
        'spot_id',
        'in',
        ownSpots.map((s) => s.id),
      )
      .execute();
    expect(photos).toEqual([]);
    expect(await t.db.kysely.selectFrom('organisation_members').select('user_id').where('user_id', '=', id).execute()).toEqual([]);
    expect((await t.get(`/api/spots/${ownSpots[0]!.id}`, { 'moveable-platform': ownSpots[0]!.platform })).status).toBe(404);
    expect(await countersMatchRows()).toBe(0);
    await t.app.background.idle();
  });

  it.each(['anonymise', 'delete'] as const)('%s: a failure at the last step rolls everything back', async (mode) => {
    const id = contributors()[3]!;
    const session = await signIn(t, emailOf(id));
    const before = await counts(id);
    const userBefore = await t.db.kysely.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    await sql`CREATE FUNCTION fail_account_deletion() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN IF NEW.deleted_at IS NOT NULL THEN RAISE EXCEPTION 'injected failure'; END IF; RETURN NEW; END $$`.execute(t.db.kysely);
    await sql`CREATE TRIGGER fail_account_deletion BEFORE UPDATE ON users FOR EACH ROW EXECUTE FUNCTION fail_account_deletion()`.execute(t.db.kysely);
    try {
      const res = await deleteMe(session, { spots: mode });
      expect(res.statusCode).toBe(500);
    } finally {
      await sql`DROP TRIGGER fail_account_deletion ON users`.execute(t.db.kysely);
      await sql`DROP FUNCTION fail_account_deletion()`.execute(t.db.kysely);
    }
    expect(await counts(id)).toEqual(before);
    expect(await t.db.kysely.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirstOrThrow()).toEqual(userBefore);
    expect(await countersMatchRows()).toBe(0);
    expect((await t.get('/api/users/me', bearer(session.accessToken))).status).toBe(200);
    expect((await t.app.inject({ method: 'POST', url: '/api/auth/refresh', payload: { refresh_token: session.refreshToken } })).statusCode).toBe(200);
  });

  it('needs the password or a fresh sign-in; 400 without a mode; two deletions at once delete once', async () => {
    const id = contributors()[4]!;
    const stale = { accessToken: await staleToken(id) };
    expect((await deleteMe(stale, { spots: 'anonymise' })).json()).toMatchObject({ statusCode: 403, code: 'reauthentication_required' });
    expect((await deleteMe(stale, { spots: 'anonymise', password: 'wrong password' })).json()).toMatchObject({
      statusCode: 403,
      code: 'invalid_credentials',
    });
    expect((await deleteMe(stale, {})).json()).toMatchObject({ statusCode: 400, field: 'spots' });
    expect((await t.app.inject({ method: 'DELETE', url: '/api/users/me', payload: { spots: 'delete' } })).statusCode).toBe(401);
    const answers = await Promise.all([
      deleteMe(stale, { spots: 'delete', password: DEMO_PASSWORD }),
      deleteMe(stale, { spots: 'delete', password: DEMO_PASSWORD }),
    ]);
    expect(answers.map((a) => a.statusCode)).toContain(204);
    expect(answers.every((a) => a.statusCode === 204 || a.statusCode === 401)).toBe(true);
    expect(await countersMatchRows()).toBe(0);
  });
});

describe('after deletion', () => {
  it('a deleted admin is no admin: their still-unexpired access token is refused', async () => {
    const admin: SignedIn = await signIn(t, 'demo@bikeable.ch');
    expect((await deleteMe(admin, { spots: 'anonymise' })).statusCode).toBe(204);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/users/invite',
      payload: { email: 'x@example.org' },
      headers: bearer(admin.accessToken),
    });
    expect(res.statusCode).toBe(401);
  });
});
