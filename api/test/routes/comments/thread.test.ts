// GET /api/spots/:id/comments: the thread as the demo data holds it (computed here in
// JavaScript), hidden comments, and who may read it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CommentRow } from '../../../src/db/seed/load.ts';
import { createTestApp, type TestApp } from '../../helpers/app.ts';
import { softDelete, SpotPicker } from '../votes/fixtures.ts';

let t: TestApp;
let spots: SpotPicker;
beforeAll(async () => {
  t = await createTestApp();
  spots = new SpotPicker(t);
});
afterAll(() => t.app.close());

const byCreated = (a: CommentRow, b: CommentRow) => a.createdAt.localeCompare(b.createdAt) || a.id - b.id;

function expectedComment(c: CommentRow) {
  const author = t.data.users.find((u) => u.id === c.userId)!;
  return {
    id: c.id,
    spotId: c.spotId,
    parentId: c.parentId,
    body: c.body,
    hidden: false,
    author: { id: author.id, username: author.username },
    createdAt: c.createdAt,
    editedAt: c.editedAt,
    votes: 0,
  };
}

function expectedThread(spotId: number) {
  const rows = t.data.comments.filter((c) => c.spotId === spotId).sort(byCreated);
  return rows
    .filter((c) => c.parentId === null)
    .map((c) => ({ ...expectedComment(c), replies: rows.filter((r) => r.parentId === c.id).map((r) => ({ ...expectedComment(r), replies: [] })) }));
}

/** The bikeable spot whose demo thread has the most replies. */
function spotWithReplies(): number {
  const replies = new Map<number, number>();
  for (const c of t.data.comments) if (c.parentId !== null) replies.set(c.spotId, (replies.get(c.spotId) ?? 0) + 1);
  const bikeable = new Set(t.data.spots.filter((s) => s.platform === 'bikeable').map((s) => s.id));
  const [best] = [...replies].filter(([id]) => bikeable.has(id)).sort((a, b) => b[1] - a[1]);
  if (!best) throw new Error('the demo data has no replies on bikeable');
  return best[0];
}

describe('GET /api/spots/:id/comments', () => {
  it('answers top-level comments oldest first with their replies nested oldest first, to anyone', async () => {
    const spotId = spotWithReplies();
    const res = await t.get(`/api/spots/${spotId}/comments`, { 'moveable-platform': 'bikeable' });
    expect(res.status).toBe(200);
    const expected = expectedThread(spotId);
    expect(expected.some((c) => c.replies.length > 0)).toBe(true);
    expect(res.body).toEqual({ items: expected });
  });

  it('answers an empty list for a spot without comments', async () => {
    const spot = t.data.spots.find((s) => s.platform === 'bikeable' && !t.data.comments.some((c) => c.spotId === s.id))!;
    expect((await t.get(`/api/spots/${spot.id}/comments`)).body).toEqual({ items: [] });
  });

  it('keeps a hidden comment in its place with an empty body', async () => {
    const spotId = spotWithReplies();
    const [first] = expectedThread(spotId);
    expect(first!.body).not.toBe('');
    await t.db.kysely.updateTable('comments').set({ hidden_at: new Date() }).where('id', '=', first!.id).execute();
    const res = await t.get(`/api/spots/${spotId}/comments`);
    expect(res.body.items).toEqual(expectedThread(spotId).map((c) => (c.id === first!.id ? { ...c, body: '', hidden: true } : c)));
  });

  it('answers 404 for unknown, deleted and other-platform spots', async () => {
    expect((await t.get('/api/spots/99999999/comments')).status).toBe(404);
    const spotId = spotWithReplies();
    expect((await t.get(`/api/spots/${spotId}/comments`, { 'moveable-platform': 'walkable' })).status).toBe(404);
    const spot = spots.pick({ inZuerich: false, famed: true });
    await softDelete(t, spot.id);
    expect((await t.get(`/api/spots/${spot.id}/comments`)).status).toBe(404);
    expect((await t.get('/api/spots/0/comments')).body).toMatchObject({ statusCode: 400, field: 'id' });
  });
});
