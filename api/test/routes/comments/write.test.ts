// POST /api/spots/:id/comments, PATCH and DELETE /api/comments/:id: validation naming the field,
// who may, and the spot's comment_count equal to its comments after every write.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../helpers/app.ts';
import { GENEROUS_LIMITS } from '../../helpers/auth.ts';
import { insertPeople, send, signInDemo, softDelete, SpotPicker, spotCounts, type DemoPerson, type Person } from '../votes/fixtures.ts';

let t: TestApp;
let spots: SpotPicker;
let demo: Record<DemoPerson, Person>;
let people: Person[];
beforeAll(async () => {
  t = await createTestApp(GENEROUS_LIMITS);
  spots = new SpotPicker(t);
  demo = await signInDemo(t);
  people = await insertPeople(t, 3);
});
afterAll(() => t.app.close());

const comment = (spotId: number, who: Person | null, payload: unknown, headers?: Record<string, string>) =>
  send(t, 'POST', `/api/spots/${spotId}/comments`, who, payload, headers);

async function expectCountsAgree(spotId: number, comments: number) {
  const counts = await spotCounts(t, spotId);
  expect(counts.comments).toBe(comments);
  expect(counts.comment_count).toBe(counts.comments);
}

describe('POST /api/spots/:id/comments', () => {
  it('adds a comment and a reply, as typed but trimmed, and counts both', async () => {
    const spot = spots.pick({ inZuerich: true, famed: false });
    const hostile = '  <script>alert(1)</script> <a href="javascript:x">x</a>\nzweite Zeile  ';
    const res = await comment(spot.id, people[0]!, { body: hostile });
    expect(res.statusCode).toBe(201);
    const created = res.json();
    expect(created).toMatchObject({
      spotId: spot.id,
      parentId: null,
      body: hostile.trim(),
      hidden: false,
      editedAt: null,
      votes: 0,
      replies: [],
    });
    expect(created.author.id).toBe(people[0]!.userId);

    const reply = await comment(spot.id, people[1]!, { body: 'Eine Antwort', parentId: created.id });
    expect(reply.statusCode).toBe(201);
    expect(reply.json()).toMatchObject({ parentId: created.id, body: 'Eine Antwort', replies: [] });
    await expectCountsAgree(spot.id, spot.commentCount + 2);
    expect((await t.get(`/api/spots/${spot.id}`)).body.comments).toBe(spot.commentCount + 2);

    const thread = (await t.get(`/api/spots/${spot.id}/comments`)).body.items;
    expect(thread.at(-1)).toMatchObject({ id: created.id, replies: [{ id: reply.json().id }] });
  });

  it('refuses a reply to a reply (reply_depth) and a parent of another spot (unknown_parent), naming parentId', async () => {
    const spot = spots.pick({ inZuerich: false, famed: false });
    const top = (await comment(spot.id, people[0]!, { body: 'oben' })).json();
    const reply = (await comment(spot.id, people[0]!, { body: 'Antwort', parentId: top.id })).json();
    const deep = await comment(spot.id, people[0]!, { body: 'zu tief', parentId: reply.id });
    expect(deep.statusCode).toBe(400);
    expect(deep.json()).toMatchObject({ field: 'parentId', code: 'reply_depth' });

    const other = spots.pick({ inZuerich: false, famed: false });
    const stranger = await comment(other.id, people[0]!, { body: 'falscher Ort', parentId: top.id });
    expect(stranger.json()).toMatchObject({ statusCode: 400, field: 'parentId', code: 'unknown_parent' });
    expect((await comment(other.id, people[0]!, { body: 'x', parentId: 99_999_999 })).json()).toMatchObject({ field: 'parentId' });
    expect((await comment(other.id, people[0]!, { body: 'x', parentId: 'eins' })).json()).toMatchObject({ statusCode: 400, field: 'parentId' });
    await expectCountsAgree(spot.id, spot.commentCount + 2);
    await expectCountsAgree(other.id, other.commentCount);
  });

  it.each([
    ['missing', {}],
    ['empty', { body: '' }],
    ['only spaces', { body: '  \n\t ' }],
    ['too long', { body: 'a'.repeat(2001) }],
    ['a NUL byte', { body: 'a\u0000b' }],
    ['a number', { body: 42 }],
  ])('names body when it is %s', async (_what, payload) => {
    const spot = spots.pick({ inZuerich: false, famed: true });
    const res = await comment(spot.id, people[0]!, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ field: 'body' });
    await expectCountsAgree(spot.id, spot.commentCount);
  });

  it('counts characters, not UTF-16 units: 2000 emoji are allowed', async () => {
    const spot = spots.pick({ inZuerich: false, famed: true });
    const res = await comment(spot.id, people[0]!, { body: '🚲'.repeat(2000) });
    expect(res.statusCode).toBe(201);
    expect((await comment(spot.id, people[0]!, { body: '🚲'.repeat(2001) })).json()).toMatchObject({ field: 'body', code: 'too_long' });
  });

  it('answers 401 without a token and 404 for unknown, deleted and other-platform spots', async () => {
    const spot = spots.pick({ inZuerich: false, famed: true });
    expect((await comment(spot.id, null, { body: 'anonym' })).statusCode).toBe(401);
    expect((await comment(99_999_999, people[0]!, { body: 'x' })).statusCode).toBe(404);
    expect((await comment(spot.id, people[0]!, { body: 'x' }, { 'moveable-platform': 'walkable' })).statusCode).toBe(404);
    await softDelete(t, spot.id);
    expect((await comment(spot.id, people[0]!, { body: 'x' })).statusCode).toBe(404);
    await expectCountsAgree(spot.id, spot.commentCount);
  });
});

describe('PATCH /api/comments/:id', () => {
  it('lets the author change the body and marks it edited', async () => {
    const spot = spots.pick({ inZuerich: false, famed: false });
    const created = (await comment(spot.id, people[0]!, { body: 'Tippfeler' })).json();
    const res = await send(t, 'PATCH', `/api/comments/${created.id}`, people[0]!, { body: ' Tippfehler ' });
    expect(res.statusCode).toBe(200);
    const edited = res.json();
    expect(edited).toMatchObject({ id: created.id, body: 'Tippfehler', createdAt: created.createdAt });
    expect(Date.parse(edited.editedAt)).toBeGreaterThanOrEqual(Date.parse(created.createdAt));
    expect((await t.get(`/api/spots/${spot.id}/comments`)).body.items.at(-1)).toEqual(edited);
  });

  it('answers a top-level comment with its replies', async () => {
    const spot = spots.pick({ inZuerich: false, famed: false });
    const top = (await comment(spot.id, people[0]!, { body: 'oben' })).json();
    const reply = (await comment(spot.id, people[1]!, { body: 'unten', parentId: top.id })).json();
    const res = await send(t, 'PATCH', `/api/comments/${top.id}`, people[0]!, { body: 'oben, geändert' });
    expect(res.json().replies).toEqual([reply]);
  });

  it.each(['user', 'moderator', 'admin'] as const)('refuses the %s who did not write it with 403 forbidden', async (who) => {
    const spot = spots.pick({ inZuerich: false, famed: false });
    const created = (await comment(spot.id, people[0]!, { body: 'meins' })).json();
    const res = await send(t, 'PATCH', `/api/comments/${created.id}`, demo[who], { body: 'deins' });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ code: 'forbidden' });
    expect((await t.get(`/api/spots/${spot.id}/comments`)).body.items.at(-1)).toMatchObject({ body: 'meins', editedAt: null });
  });

  it('names body, and answers 401 and 404', async () => {
    const spot = spots.pick({ inZuerich: false, famed: false });
    const created = (await comment(spot.id, people[0]!, { body: 'x' })).json();
    expect((await send(t, 'PATCH', `/api/comments/${created.id}`, people[0]!, { body: ' ' })).json()).toMatchObject({
      statusCode: 400,
      field: 'body',
    });
    expect((await send(t, 'PATCH', `/api/comments/${created.id}`, people[0]!, { body: 'a'.repeat(2001) })).json()).toMatchObject({ field: 'body' });
    expect((await send(t, 'PATCH', `/api/comments/${created.id}`, null, { body: 'y' })).statusCode).toBe(401);
    expect((await send(t, 'PATCH', '/api/comments/99999999', people[0]!, { body: 'y' })).statusCode).toBe(404);
    expect((await send(t, 'PATCH', `/api/comments/${created.id}`, people[0]!, { body: 'y' }, { 'moveable-platform': 'walkable' })).statusCode).toBe(
      404,
    );
    await softDelete(t, spot.id);
    expect((await send(t, 'PATCH', `/api/comments/${created.id}`, people[0]!, { body: 'y' })).statusCode).toBe(404);
  });
});

describe('DELETE /api/comments/:id', () => {
  it('lets the author delete a comment; its replies go with it and the count follows', async () => {
    const spot = spots.pick({ inZuerich: true, famed: true });
    const top = (await comment(spot.id, people[0]!, { body: 'oben' })).json();
    await comment(spot.id, people[1]!, { body: 'Antwort 1', parentId: top.id });
    await comment(spot.id, people[2]!, { body: 'Antwort 2', parentId: top.id });
    const keep = (await comment(spot.id, people[1]!, { body: 'bleibt' })).json();
    await expectCountsAgree(spot.id, spot.commentCount + 4);

    const res = await send(t, 'DELETE', `/api/comments/${top.id}`, people[0]!);
    expect(res.statusCode).toBe(204);
    expect(res.body).toBe('');
    await expectCountsAgree(spot.id, spot.commentCount + 1);
    const ids = (await t.get(`/api/spots/${spot.id}/comments`)).body.items.map((c: { id: number }) => c.id);
    expect(ids).toContain(keep.id);
    expect(ids).not.toContain(top.id);
    expect((await send(t, 'DELETE', `/api/comments/${top.id}`, people[0]!)).statusCode).toBe(404);
  });

  it('lets the author delete a reply alone', async () => {
    const spot = spots.pick({ inZuerich: true, famed: true });
    const top = (await comment(spot.id, people[0]!, { body: 'oben' })).json();
    const reply = (await comment(spot.id, people[1]!, { body: 'Antwort', parentId: top.id })).json();
    expect((await send(t, 'DELETE', `/api/comments/${reply.id}`, people[1]!)).statusCode).toBe(204);
    await expectCountsAgree(spot.id, spot.commentCount + 1);
  });

  it.each(['moderator', 'admin'] as const)("lets a %s delete anyone's comment", async (who) => {
    const spot = spots.pick({ inZuerich: true, famed: true });
    const created = (await comment(spot.id, people[0]!, { body: 'Spam' })).json();
    expect((await send(t, 'DELETE', `/api/comments/${created.id}`, demo[who])).statusCode).toBe(204);
    await expectCountsAgree(spot.id, spot.commentCount);
  });

  it('refuses another user with 403 forbidden and answers 401 and 404', async () => {
    const spot = spots.pick({ inZuerich: true, famed: true });
    const created = (await comment(spot.id, people[0]!, { body: 'meins' })).json();
    const res = await send(t, 'DELETE', `/api/comments/${created.id}`, people[1]!);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ code: 'forbidden' });
    expect((await send(t, 'DELETE', `/api/comments/${created.id}`, demo.organisationAdmin)).statusCode).toBe(403);
    expect((await send(t, 'DELETE', `/api/comments/${created.id}`, null)).statusCode).toBe(401);
    expect((await send(t, 'DELETE', '/api/comments/99999999', demo.admin)).statusCode).toBe(404);
    expect((await send(t, 'DELETE', `/api/comments/${created.id}`, demo.admin, undefined, { 'moveable-platform': 'walkable' })).statusCode).toBe(404);
    await expectCountsAgree(spot.id, spot.commentCount + 1);
  });
});
