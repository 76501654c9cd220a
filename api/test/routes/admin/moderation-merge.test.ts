// POST /admin/spots/:id/merge: who may (the matrix); what moves to the kept spot and what its
// counts become (a person who voted for both counts once); the old address redirects; the map's
// counts stay exact; what is refused; two merges of one pair at once; the audit line.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { createTestApp, type TestApp } from '../../helpers/app.ts';
import { DEMO_ACCOUNTS, GENEROUS_LIMITS } from '../../helpers/auth.ts';
import { expectOnlyAllowed, signInActors, type Actor, type Actors } from '../../helpers/admin-actors.ts';
import { createSpot, send } from '../spots/write-helpers.ts';
import { as, expectExactCells } from './moderation-fixtures.ts';

let t: TestApp;
let actors: Actors;

beforeAll(async () => {
  t = await createTestApp(GENEROUS_LIMITS);
  actors = await signInActors(t);
});
afterAll(() => t.app.close());

const token = (actor: Actor) => actors.session(actor)!.accessToken;
const merge = (actor: Actor, id: number, into: number, platform = 'bikeable') =>
  send(t, 'POST', `/api/admin/spots/${id}/merge`, { headers: actors.headers(actor, { 'moveable-platform': platform }), body: { into } });

async function pair(): Promise<{ kept: number; merged: number }> {
  const kept = await createSpot(t, token('user'), { title: 'Behalten' });
  const merged = await createSpot(t, token('otherMember'), { title: 'Doppelt', location: { lat: 47.37691, lng: 8.54171 } });
  return { kept: kept.id, merged: merged.id };
}

async function rowCounts(spotId: number) {
  const { rows } = await sql<{
    votes: number;
    comments: number;
    photos: number;
    proposals: number;
    answers: number;
    reports: number;
    vote_count: number;
    comment_count: number;
  }>`
    SELECT (SELECT count(*)::int FROM votes WHERE spot_id = s.id) AS votes,
      (SELECT count(*)::int FROM comments WHERE spot_id = s.id) AS comments,
      (SELECT count(*)::int FROM photos WHERE spot_id = s.id) AS photos,
      (SELECT count(*)::int FROM fix_proposals WHERE spot_id = s.id) AS proposals,
      (SELECT count(*)::int FROM official_answers WHERE spot_id = s.id) AS answers,
      (SELECT count(*)::int FROM reports WHERE spot_id = s.id) AS reports,
      s.vote_count, s.comment_count
    FROM spots s WHERE s.id = ${spotId}`.execute(t.db.kysely);
  return rows[0]!;
}

describe('POST /admin/spots/:id/merge', () => {
  it('answers moderators and administrators only', async () => {
    await expectOnlyAllowed(['moderator', 'admin'], async (actor) => {
      const { kept, merged } = await pair();
      return t.app.inject({ method: 'POST', url: `/api/admin/spots/${merged}/merge`, headers: actors.headers(actor), payload: { into: kept } });
    });
  });

  it('moves votes (once per person), comments, photos, fix proposals, answers and reports; counts stay exact; audited', async () => {
    const { kept, merged } = await pair();
    // Votes: user (the kept spot's author) and moderator on the merged one, moderator and admin on the kept one.
    for (const [actor, spot] of [
      ['user', merged],
      ['moderator', merged],
      ['moderator', kept],
      ['admin', kept],
    ] as const) {
      expect((await send(t, 'POST', `/api/spots/${spot}/votes`, { token: token(actor) })).status).toBeLessThan(300);
    }
    for (const [actor, spot, text] of [
      ['user', merged, 'Auf dem Doppel'],
      ['admin', merged, 'Noch einer'],
      ['moderator', kept, 'Auf dem Original'],
    ] as const) {
      expect((await send(t, 'POST', `/api/spots/${spot}/comments`, { token: token(actor), body: { body: text } })).status).toBe(201);
    }
    for (const [actor, spot] of [
      ['moderator', merged],
      ['moderator', kept],
      ['admin', merged],
    ] as const) {
      expect((await send(t, 'POST', `/api/spots/${spot}/fix-proposals`, { token: token(actor) })).status).toBeLessThan(300);
    }
    // The same person reported both (one open report per person and spot must hold after the move).
    for (const spot of [merged, kept]) {
      expect(
        (await send(t, 'POST', `/api/spots/${spot}/reports`, { token: token('organisationAdmin'), body: { reason: 'Doppelt erfasst' } })).status,
      ).toBe(201);
    }
    const photo = await sql<{ id: number }>`INSERT INTO photos (spot_id, storage_key, width, height, shows_fix, position)
      VALUES (${merged}, 'merge-test.jpg', 800, 600, false, 0) RETURNING id`.execute(t.db.kysely);
    const org = await t.db.kysely.selectFrom('organisations').select('id').where('platform', '=', 'bikeable').executeTakeFirstOrThrow();
    await sql`INSERT INTO official_answers (spot_id, organisation_id, status, text) VALUES (${merged}, ${org.id}, 'acknowledged', 'Wir schauen es an.')`.execute(
      t.db.kysely,
    );
    const keptBefore = await rowCounts(kept);

    const res = await merge('moderator', merged, kept);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      keptId: kept,
      mergedId: merged,
      moved: { votes: 1, comments: 2, photos: 1, fixProposals: 1, officialAnswers: 1, reports: 1 },
    });

    const after = await rowCounts(kept);
    expect(after).toMatchObject({
      votes: keptBefore.votes + 1,
      vote_count: keptBefore.votes + 1,
      comments: keptBefore.comments + 2,
      comment_count: keptBefore.comments + 2,
      photos: keptBefore.photos + 1,
      proposals: keptBefore.proposals + 1,
      answers: 1,
      reports: keptBefore.reports + 1,
    });
    expect(await rowCounts(merged)).toMatchObject({
      votes: 0,
      vote_count: 0,
      comments: 0,
      comment_count: 0,
      photos: 0,
      proposals: 0,
      answers: 0,
      reports: 0,
    });
    const { rows: open } = await sql<{
      n: number;
    }>`SELECT count(*)::int AS n FROM reports WHERE spot_id = ${kept} AND comment_id IS NULL AND resolved_at IS NULL`.execute(t.db.kysely);
    expect(open[0]!.n).toBe(1);

    const detail = (await send(t, 'GET', `/api/spots/${kept}`)).body;
    expect(detail).toMatchObject({ votes: after.vote_count, comments: after.comment_count, hasOfficialAnswer: true });
    expect(detail.photos.map((p: { id: number }) => p.id)).toContain(photo.rows[0]!.id);
    expect(detail.officialAnswer).toMatchObject({ text: 'Wir schauen es an.' });
    const comments = (await send(t, 'GET', `/api/spots/${kept}/comments`)).body.items.map((c: { body: string }) => c.body);
    expect(comments).toEqual(expect.arrayContaining(['Auf dem Doppel', 'Noch einer', 'Auf dem Original']));
    await expectExactCells(t);

    const audit = await as(t, actors, 'admin', 'GET', `/api/admin/audit?spotId=${kept}`);
    expect(audit.body.items[0]).toMatchObject({
      action: 'spot.merge',
      subjectType: 'spot',
      subjectId: merged,
      actor: { id: DEMO_ACCOUNTS.moderator.id },
      after: { mergedInto: kept, moved: { votes: 1, comments: 2 } },
    });
  });

  it('redirects GET /spots/{old} to the kept spot (308), keeping the query; every list leaves the old one out', async () => {
    const { kept, merged } = await pair();
    expect((await merge('admin', merged, kept)).status).toBe(200);
    const res = await t.app.inject({ method: 'GET', url: `/api/spots/${merged}?lang=fr`, headers: { 'moveable-platform': 'bikeable' } });
    expect(res.statusCode).toBe(308);
    expect(res.headers.location).toBe(`/api/spots/${kept}?lang=fr`);
    // Another platform learns nothing.
    const walkable = await t.app.inject({ method: 'GET', url: `/api/spots/${merged}`, headers: { 'moveable-platform': 'walkable' } });
    expect(walkable.statusCode).toBe(404);
    const list = (await send(t, 'GET', '/api/spots?limit=100&sort=date')).body.items.map((s: { id: number }) => s.id);
    expect(list).toContain(kept);
    expect(list).not.toContain(merged);
  });

  it('refuses itself (400 into), an unknown or deleted kept spot (400 into), a merged or unknown one (409/404), another platform (404)', async () => {
    const { kept, merged } = await pair();
    const self = await merge('moderator', kept, kept);
    expect(self.status).toBe(400);
    expect(self.body.field).toBe('into');
    const unknownInto = await merge('moderator', merged, 999_999_999);
    expect(unknownInto.status).toBe(400);
    expect(unknownInto.body.field).toBe('into');
    expect((await merge('moderator', 999_999_999, kept)).status).toBe(404);
    expect((await merge('moderator', merged, kept, 'walkable')).status).toBe(404);
    expect((await merge('moderator', merged, kept)).status).toBe(200);
    expect((await merge('moderator', merged, kept)).body).toMatchObject({ statusCode: 409, code: 'already_merged' });
    // Into a merged spot: refused, naming where it went.
    const other = await createSpot(t, token('user'), { title: 'Dritter' });
    const intoMerged = await merge('moderator', other.id, merged);
    expect(intoMerged.status).toBe(400);
    expect(intoMerged.body.message).toMatch(new RegExp(`merged into ${kept}`));
  });

  it('two merges of one pair in opposite directions at once: exactly one wins, counts stay exact', async () => {
    const { kept, merged } = await pair();
    await send(t, 'POST', `/api/spots/${merged}/votes`, { token: token('admin') });
    await send(t, 'POST', `/api/spots/${kept}/votes`, { token: token('admin') });
    const [a, b] = await Promise.all([merge('moderator', merged, kept), merge('admin', kept, merged)]);
    // The loser finds its spot merged (409) or its target merged (400 into), whichever it locked as what.
    expect([a.status, b.status].filter((s) => s === 200)).toHaveLength(1);
    expect([400, 409]).toContain(a.status === 200 ? b.status : a.status);
    const winner = a.status === 200 ? kept : merged;
    expect(await rowCounts(winner)).toMatchObject({ votes: 1, vote_count: 1 });
    await expectExactCells(t);
  });
});
