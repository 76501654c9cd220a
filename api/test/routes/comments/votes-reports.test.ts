// POST /api/comments/:id/votes, /api/comments/:id/reports and /api/spots/:id/reports (never one's own).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../helpers/app.ts';
import { GENEROUS_LIMITS } from '../../helpers/auth.ts';
import { insertPeople, send, softDelete, SpotPicker, type Person } from '../votes/fixtures.ts';

let t: TestApp;
let spots: SpotPicker;
let people: Person[];
beforeAll(async () => {
  t = await createTestApp(GENEROUS_LIMITS);
  spots = new SpotPicker(t);
  people = await insertPeople(t, 3);
});
afterAll(() => t.app.close());

/** A new top-level comment with one reply on a fresh spot. */
async function thread() {
  const spot = spots.pick({ inZuerich: false, famed: false });
  const top = (await send(t, 'POST', `/api/spots/${spot.id}/comments`, people[0]!, { body: 'oben' })).json();
  const reply = (await send(t, 'POST', `/api/spots/${spot.id}/comments`, people[1]!, { body: 'unten', parentId: top.id })).json();
  return { spot, top, reply };
}

const commentVotes = async (id: number) => {
  const row = await t.db.kysely
    .selectFrom('comments')
    .select((eb) => ['vote_count', eb.selectFrom('comment_votes').select(eb.fn.countAll<number>().as('n')).where('comment_id', '=', id).as('rows')])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
  return { count: row.vote_count, rows: Number(row.rows) };
};

const reportsOf = (where: { spotId: number; commentId: number | null }) => {
  let query = t.db.kysely.selectFrom('reports').selectAll().where('spot_id', '=', where.spotId).orderBy('id');
  query = where.commentId === null ? query.where('comment_id', 'is', null) : query.where('comment_id', '=', where.commentId);
  return query.execute();
};

describe('POST /api/comments/:id/votes', () => {
  it('adds one vote per person and answers the count, which the thread shows', async () => {
    const { spot, top } = await thread();
    expect((await send(t, 'POST', `/api/comments/${top.id}/votes`, people[1]!)).json()).toEqual({ votes: 1 });
    const second = await send(t, 'POST', `/api/comments/${top.id}/votes`, people[0]!);
    expect(second.statusCode).toBe(201);
    expect(second.json()).toEqual({ votes: 2 });
    const again = await send(t, 'POST', `/api/comments/${top.id}/votes`, people[0]!);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'already_voted' });
    expect(await commentVotes(top.id)).toEqual({ count: 2, rows: 2 });
    expect((await t.get(`/api/spots/${spot.id}/comments`)).body.items.at(-1)).toMatchObject({ id: top.id, votes: 2 });
  });

  it('refuses a reply with 400 reply_not_votable', async () => {
    const { reply } = await thread();
    const res = await send(t, 'POST', `/api/comments/${reply.id}/votes`, people[2]!);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'reply_not_votable' });
    expect(await commentVotes(reply.id)).toEqual({ count: 0, rows: 0 });
  });

  it('answers 401 without a token and 404 for unknown comments, other platforms and deleted spots', async () => {
    const { spot, top } = await thread();
    expect((await send(t, 'POST', `/api/comments/${top.id}/votes`, null)).statusCode).toBe(401);
    expect((await send(t, 'POST', '/api/comments/99999999/votes', people[2]!)).statusCode).toBe(404);
    expect((await send(t, 'POST', `/api/comments/${top.id}/votes`, people[2]!, undefined, { 'moveable-platform': 'accessable' })).statusCode).toBe(
      404,
    );
    await softDelete(t, spot.id);
    expect((await send(t, 'POST', `/api/comments/${top.id}/votes`, people[2]!)).statusCode).toBe(404);
    expect(await commentVotes(top.id)).toEqual({ count: 0, rows: 0 });
  });
});

describe('POST /api/comments/:id/reports', () => {
  it('records one open report per person; after it is resolved another may follow', async () => {
    const { spot, reply } = await thread();
    const res = await send(t, 'POST', `/api/comments/${reply.id}/reports`, people[2]!, { reason: '  Beleidigend  ' });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ reported: true });
    const again = await send(t, 'POST', `/api/comments/${reply.id}/reports`, people[2]!, { reason: 'nochmals' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'already_reported' });
    const rows = await reportsOf({ spotId: spot.id, commentId: reply.id });
    expect(rows).toMatchObject([{ user_id: people[2]!.userId, reason: 'Beleidigend', resolved_at: null }]);

    await t.db.kysely.updateTable('reports').set({ resolved_at: new Date() }).where('id', '=', rows[0]!.id).execute();
    expect((await send(t, 'POST', `/api/comments/${reply.id}/reports`, people[2]!, { reason: 'schon wieder' })).statusCode).toBe(201);
    // Reporting the comment is not reporting the spot.
    expect(await reportsOf({ spotId: spot.id, commentId: null })).toEqual([]);
  });

  it.each([
    ['missing', {}],
    ['empty', { reason: '   ' }],
    ['too long', { reason: 'x'.repeat(1001) }],
    ['a NUL byte', { reason: 'x\u0000' }],
  ])('names reason when it is %s', async (_what, payload) => {
    const { spot, top } = await thread();
    const res = await send(t, 'POST', `/api/comments/${top.id}/reports`, people[1]!, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ field: 'reason' });
    expect(await reportsOf({ spotId: spot.id, commentId: top.id })).toEqual([]);
  });

  it("refuses a report of one's own comment with 403 own_content", async () => {
    const { spot, top, reply } = await thread();
    const own = await send(t, 'POST', `/api/comments/${reply.id}/reports`, people[1]!, { reason: 'Tippfehler' });
    expect(own.statusCode).toBe(403);
    expect(own.json()).toMatchObject({ statusCode: 403, code: 'own_content' });
    expect(await reportsOf({ spotId: spot.id, commentId: reply.id })).toEqual([]);
    // The author of the reply may still report the comment it answers.
    expect((await send(t, 'POST', `/api/comments/${top.id}/reports`, people[1]!, { reason: 'Spam' })).statusCode).toBe(201);
  });

  it('answers 401 without a token and 404 for an unknown comment', async () => {
    const { top } = await thread();
    expect((await send(t, 'POST', `/api/comments/${top.id}/reports`, null, { reason: 'x' })).statusCode).toBe(401);
    expect((await send(t, 'POST', '/api/comments/99999999/reports', people[0]!, { reason: 'x' })).statusCode).toBe(404);
  });
});

describe('POST /api/spots/:id/reports', () => {
  it('records one open report per person and spot', async () => {
    const spot = spots.pick({ inZuerich: true, famed: true });
    const reason = 'x'.repeat(1000);
    const res = await send(t, 'POST', `/api/spots/${spot.id}/reports`, people[0]!, { reason });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ reported: true });
    expect((await send(t, 'POST', `/api/spots/${spot.id}/reports`, people[1]!, { reason: 'Doppelt erfasst' })).statusCode).toBe(201);
    const again = await send(t, 'POST', `/api/spots/${spot.id}/reports`, people[0]!, { reason: 'nochmals' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'already_reported' });
    const rows = await reportsOf({ spotId: spot.id, commentId: null });
    expect(rows.map((r) => [r.user_id, r.reason])).toEqual([
      [people[0]!.userId, reason],
      [people[1]!.userId, 'Doppelt erfasst'],
    ]);
  });

  it("refuses a report of one's own spot with 403 own_content", async () => {
    const spot = spots.pick({ inZuerich: false, famed: true });
    await t.db.kysely.updateTable('spots').set({ author_id: people[2]!.userId }).where('id', '=', spot.id).execute();
    const res = await send(t, 'POST', `/api/spots/${spot.id}/reports`, people[2]!, { reason: 'Falscher Ort' });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ statusCode: 403, code: 'own_content' });
    expect(await reportsOf({ spotId: spot.id, commentId: null })).toEqual([]);
    expect((await send(t, 'POST', `/api/spots/${spot.id}/reports`, people[0]!, { reason: 'Falscher Ort' })).statusCode).toBe(201);
  });

  it('names reason, and answers 401 and 404', async () => {
    const spot = spots.pick({ inZuerich: true, famed: true });
    expect((await send(t, 'POST', `/api/spots/${spot.id}/reports`, people[0]!, { reason: '' })).json()).toMatchObject({
      statusCode: 400,
      field: 'reason',
    });
    expect((await send(t, 'POST', `/api/spots/${spot.id}/reports`, null, { reason: 'x' })).statusCode).toBe(401);
    expect((await send(t, 'POST', '/api/spots/99999999/reports', people[0]!, { reason: 'x' })).statusCode).toBe(404);
    expect(
      (await send(t, 'POST', `/api/spots/${spot.id}/reports`, people[0]!, { reason: 'x' }, { 'moveable-platform': 'walkable' })).statusCode,
    ).toBe(404);
    await softDelete(t, spot.id);
    expect((await send(t, 'POST', `/api/spots/${spot.id}/reports`, people[0]!, { reason: 'x' })).statusCode).toBe(404);
    expect(await reportsOf({ spotId: spot.id, commentId: null })).toEqual([]);
  });
});
