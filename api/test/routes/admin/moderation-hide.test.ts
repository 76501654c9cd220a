// The moderation queue, hiding and restoring comments and spots with a note to the author, and
// dismissing reports: who may (the matrix), what the queue shows, what the author and everybody
// else see afterwards, the map's counts, and the audit lines.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { createTestApp, type TestApp } from '../../helpers/app.ts';
import { DEMO_ACCOUNTS, GENEROUS_LIMITS } from '../../helpers/auth.ts';
import { expectOnlyAllowed, signInActors, type Actor, type Actors } from '../../helpers/admin-actors.ts';
import { send } from '../spots/write-helpers.ts';
import { as, expectExactCells, reportedSpotAndComment } from './moderation-fixtures.ts';

let t: TestApp;
let actors: Actors;

beforeAll(async () => {
  t = await createTestApp(GENEROUS_LIMITS);
  actors = await signInActors(t);
});
afterAll(() => t.app.close());

const STAFF: Actor[] = ['moderator', 'admin'];
const token = (actor: Actor) => actors.session(actor)!.accessToken;
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Item = any;

async function queue(query = '', actor: Actor = 'moderator'): Promise<Item[]> {
  const res = await as(t, actors, actor, 'GET', `/api/admin/reports${query}`);
  expect(res.status).toBe(200);
  return res.body.items;
}

async function auditOf(subjectType: string, subjectId: number) {
  return (await as(t, actors, 'admin', 'GET', `/api/admin/audit?subjectType=${subjectType}&subjectId=${subjectId}`)).body.items;
}

describe('the authorization matrix', () => {
  it('GET /admin/reports: moderators and administrators', async () => {
    await expectOnlyAllowed(STAFF, (actor) => t.app.inject({ method: 'GET', url: '/api/admin/reports', headers: actors.headers(actor) }));
  });

  // A fresh subject per actor: a call that got through changes it.
  for (const [name, path, body] of [
    ['POST /admin/comments/:id/hide', (r: { commentId: number }) => `/api/admin/comments/${r.commentId}/hide`, { note: 'Beleidigend' }],
    ['POST /admin/spots/:id/hide', (r: { spotId: number }) => `/api/admin/spots/${r.spotId}/hide`, { note: 'Doppelt' }],
  ] as const) {
    it(`${name}: moderators and administrators`, async () => {
      await expectOnlyAllowed(STAFF, async (actor) => {
        const r = await reportedSpotAndComment(t, actors);
        return t.app.inject({ method: 'POST', url: path(r as never), headers: actors.headers(actor), payload: body });
      });
    });
  }

  for (const [name, subject] of [
    ['POST /admin/comments/:id/restore', 'comment'],
    ['POST /admin/spots/:id/restore', 'spot'],
  ] as const) {
    it(`${name}: moderators and administrators`, async () => {
      await expectOnlyAllowed(STAFF, async (actor) => {
        const r = await reportedSpotAndComment(t, actors);
        const id = subject === 'comment' ? r.commentId : r.spotId;
        expect((await as(t, actors, 'admin', 'POST', `/api/admin/${subject}s/${id}/hide`, { note: 'x' })).status).toBe(200);
        return t.app.inject({ method: 'POST', url: `/api/admin/${subject}s/${id}/restore`, headers: actors.headers(actor) });
      });
    });
  }

  it('POST /admin/reports/resolve: moderators and administrators', async () => {
    await expectOnlyAllowed(STAFF, async (actor) => {
      const r = await reportedSpotAndComment(t, actors);
      return t.app.inject({
        method: 'POST',
        url: '/api/admin/reports/resolve',
        headers: actors.headers(actor),
        payload: { subjectType: 'comment', subjectId: r.commentId },
      });
    });
  });
});

describe('GET /admin/reports', () => {
  it('groups open reports per spot and per comment with reasons, reporters, dates, author and count', async () => {
    const r = await reportedSpotAndComment(t, actors, 'Queue-Test');
    const items = await queue('?limit=100');
    const spot = items.find((i) => i.subjectType === 'spot' && i.subjectId === r.spotId);
    const comment = items.find((i) => i.subjectType === 'comment' && i.subjectId === r.commentId);
    expect(spot).toMatchObject({
      spot: { id: r.spotId, title: 'Queue-Test', hidden: false, gone: false },
      comment: null,
      author: { id: DEMO_ACCOUNTS.user.id },
      count: 2,
    });
    expect(spot.reports.map((x: Item) => x.reporter.id).sort()).toEqual([DEMO_ACCOUNTS.organisationAdmin.id, DEMO_ACCOUNTS.neighbour.id].sort());
    expect(spot.reports[0]).toMatchObject({ reason: expect.stringMatching(/^Gemeldet von/), resolvedAt: null });
    expect(comment).toMatchObject({
      spot: { id: r.spotId },
      comment: { id: r.commentId, excerpt: 'Beleidigender Kommentar', hidden: false },
      author: { id: DEMO_ACCOUNTS.neighbour.id },
      count: 2,
    });
    expect(Date.parse(spot.firstReportedAt)).toBeLessThanOrEqual(Date.parse(spot.lastReportedAt));
  });

  it('sorts oldest first by default, most reported first on request, and pages without gaps or repeats', async () => {
    const a = await reportedSpotAndComment(t, actors);
    // One more report on a's comment: three.
    await send(t, 'POST', `/api/comments/${a.commentId}/reports`, { token: token('moderator'), body: { reason: 'noch einmal' } });
    const oldest = await queue('?limit=100');
    const firsts = oldest.map((i) => Date.parse(i.firstReportedAt));
    expect(firsts).toEqual([...firsts].sort((x, y) => x - y));
    const most = await queue('?sort=most&limit=100');
    const counts = most.map((i) => i.count);
    expect(counts).toEqual([...counts].sort((x, y) => y - x));
    expect(most[0].count).toBeGreaterThanOrEqual(3);

    const seen: string[] = [];
    let offset: number | null = 0;
    while (offset !== null) {
      const res = await as(t, actors, 'moderator', 'GET', `/api/admin/reports?limit=3&offset=${offset}`);
      seen.push(...res.body.items.map((i: Item) => `${i.subjectType}${i.subjectId}`));
      offset = res.body.nextOffset;
    }
    expect(seen).toEqual(oldest.map((i) => `${i.subjectType}${i.subjectId}`));
  });

  it('refuses a bad filter with the field named', async () => {
    const res = await as(t, actors, 'moderator', 'GET', '/api/admin/reports?sort=loudest');
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(/sort/);
  });

  it("keeps each platform's queue to it", async () => {
    const res = await send(t, 'GET', '/api/admin/reports', { headers: actors.headers('moderator', { 'moveable-platform': 'walkable' }) });
    expect(res.status).toBe(200);
    expect(res.body.items.every((i: Item) => i.spot.id > 0)).toBe(true);
    const bikeable = await queue('?limit=100');
    const ids = new Set(bikeable.map((i) => i.spot.id));
    expect(res.body.items.some((i: Item) => ids.has(i.spot.id))).toBe(false);
  });
});

describe('hiding and restoring a comment', () => {
  it('hides it for everyone but its author, who reads the body and the note; resolves its reports; audits', async () => {
    const r = await reportedSpotAndComment(t, actors);
    const res = await as(t, actors, 'moderator', 'POST', `/api/admin/comments/${r.commentId}/hide`, { note: 'Bitte sachlich bleiben.' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      subjectType: 'comment',
      subjectId: r.commentId,
      spotId: r.spotId,
      hidden: true,
      note: 'Bitte sachlich bleiben.',
      resolvedReports: 2,
    });

    const anonymous = (await send(t, 'GET', `/api/spots/${r.spotId}/comments`)).body.items[0];
    expect(anonymous).toMatchObject({ id: r.commentId, hidden: true, body: '' });
    expect(anonymous).not.toHaveProperty('hiddenNote');
    const other = (await send(t, 'GET', `/api/spots/${r.spotId}/comments`, { token: token('user') })).body.items[0];
    expect(other).toMatchObject({ hidden: true, body: '' });
    expect(other).not.toHaveProperty('hiddenNote');
    const author = await send(t, 'GET', `/api/spots/${r.spotId}/comments`, { token: token('otherMember') });
    expect(author.headers['cache-control']).toBe('no-store');
    expect(author.body.items[0]).toMatchObject({ hidden: true, body: 'Beleidigender Kommentar', hiddenNote: 'Bitte sachlich bleiben.' });

    const open = await queue('?limit=100');
    expect(open.some((i) => i.subjectType === 'comment' && i.subjectId === r.commentId)).toBe(false);
    const history = await queue('?resolved=true&limit=100');
    const resolved = history.find((i) => i.subjectType === 'comment' && i.subjectId === r.commentId);
    expect(resolved).toMatchObject({ count: 2, comment: { hidden: true } });
    expect(resolved.reports.every((x: Item) => x.resolvedAt !== null)).toBe(true);

    const [line] = await auditOf('comment', r.commentId);
    expect(line).toMatchObject({
      action: 'comment.hide',
      actor: { id: DEMO_ACCOUNTS.moderator.id },
      spotId: r.spotId,
      note: 'Bitte sachlich bleiben.',
      before: { hidden: false },
      after: { hidden: true },
    });
  });

  it('restores it: everyone reads it again, the note is gone, audited with what it was', async () => {
    const r = await reportedSpotAndComment(t, actors);
    await as(t, actors, 'admin', 'POST', `/api/admin/comments/${r.commentId}/hide`, { note: 'Zu Unrecht?' });
    const res = await as(t, actors, 'admin', 'POST', `/api/admin/comments/${r.commentId}/restore`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ hidden: false, note: null });
    const item = (await send(t, 'GET', `/api/spots/${r.spotId}/comments`)).body.items[0];
    expect(item).toMatchObject({ hidden: false, body: 'Beleidigender Kommentar' });
    const [line] = await auditOf('comment', r.commentId);
    expect(line).toMatchObject({ action: 'comment.restore', before: { hidden: true, note: 'Zu Unrecht?' }, after: { hidden: false } });
  });

  it('answers 409 for hiding twice or restoring a shown one, 404 for an unknown one, 400 without a note', async () => {
    const r = await reportedSpotAndComment(t, actors);
    expect((await as(t, actors, 'moderator', 'POST', `/api/admin/comments/${r.commentId}/restore`)).body).toMatchObject({
      statusCode: 409,
      code: 'not_hidden',
    });
    const noNote = await as(t, actors, 'moderator', 'POST', `/api/admin/comments/${r.commentId}/hide`, { note: '  ' });
    expect(noNote.status).toBe(400);
    expect(noNote.body.field).toBe('note');
    expect((await as(t, actors, 'moderator', 'POST', `/api/admin/comments/${r.commentId}/hide`, { note: 'a' })).status).toBe(200);
    expect((await as(t, actors, 'moderator', 'POST', `/api/admin/comments/${r.commentId}/hide`, { note: 'b' })).body).toMatchObject({
      statusCode: 409,
      code: 'already_hidden',
    });
    expect((await as(t, actors, 'moderator', 'POST', '/api/admin/comments/999999999/hide', { note: 'a' })).status).toBe(404);
    // Another platform's comment does not exist here.
    const walkable = await send(t, 'POST', `/api/admin/comments/${r.commentId}/restore`, {
      headers: actors.headers('moderator', { 'moveable-platform': 'walkable' }),
    });
    expect(walkable.status).toBe(404);
  });
});

describe('hiding and restoring a spot', () => {
  it('takes it out of every public read and the map counts; its author sees it with the note', async () => {
    // Alone in its corner of Geneva: nearby's ten nearest hold it.
    const r = await reportedSpotAndComment(t, actors, 'Versteckter Ort', { lat: 46.2101, lng: 6.1402 });
    const nearbyIds = async () => (await send(t, 'GET', '/api/spots/nearby?lat=46.2101&lng=6.1402&radius=50')).body.items.map((s: Item) => s.id);
    const geojsonIds = async () =>
      (
        await t.app.inject({
          method: 'GET',
          url: '/api/spots.geojson?bbox=6.13,46.2,6.15,46.22',
          headers: { 'moveable-platform': 'bikeable', 'moveable-countrycode': 'ch' },
        })
      )
        .json()
        .features.map((f: Item) => f.properties.id ?? f.id);
    const before = (await send(t, 'GET', `/api/spots?limit=100&sort=date`)).body.items.map((s: Item) => s.id);
    expect(before).toContain(r.spotId);
    expect(await nearbyIds()).toContain(r.spotId);
    expect(await geojsonIds()).toContain(r.spotId);
    const res = await as(t, actors, 'moderator', 'POST', `/api/admin/spots/${r.spotId}/hide`, { note: 'Bitte ohne Namen von Personen.' });
    expect(res.status).toBe(200);
    // The spot's own two reports and the two on its comment.
    expect(res.body).toMatchObject({ subjectType: 'spot', hidden: true, resolvedReports: 4 });

    expect((await send(t, 'GET', `/api/spots/${r.spotId}`)).status).toBe(404);
    expect((await send(t, 'GET', `/api/spots/${r.spotId}`, { token: token('otherMember') })).status).toBe(404);
    expect((await send(t, 'GET', `/api/spots/${r.spotId}/comments`)).status).toBe(404);
    expect((await send(t, 'GET', `/api/spots?limit=100&sort=date`)).body.items.map((s: Item) => s.id)).not.toContain(r.spotId);
    expect(await nearbyIds()).not.toContain(r.spotId);
    expect(await geojsonIds()).not.toContain(r.spotId);
    const byAuthor = await send(t, 'GET', `/api/users/${DEMO_ACCOUNTS.user.id}/spots?limit=100`);
    expect(byAuthor.status === 404 || !byAuthor.body.items.some((s: Item) => s.id === r.spotId)).toBe(true);
    await expectExactCells(t);

    const own = await send(t, 'GET', `/api/spots/${r.spotId}`, { token: token('user') });
    expect(own.status).toBe(200);
    expect(own.headers['cache-control']).toBe('no-store');
    expect(own.body).toMatchObject({ id: r.spotId, title: 'Versteckter Ort', hidden: { note: 'Bitte ohne Namen von Personen.' } });
    expect(Date.parse(own.body.hidden.at)).not.toBeNaN();

    const [line] = await auditOf('spot', r.spotId);
    expect(line).toMatchObject({ action: 'spot.hide', spotId: r.spotId, note: 'Bitte ohne Namen von Personen.' });
  });

  it('restores it everywhere with exact counts, audited', async () => {
    const r = await reportedSpotAndComment(t, actors);
    await as(t, actors, 'admin', 'POST', `/api/admin/spots/${r.spotId}/hide`, { note: 'n' });
    const res = await as(t, actors, 'admin', 'POST', `/api/admin/spots/${r.spotId}/restore`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ hidden: false });
    const shown = await send(t, 'GET', `/api/spots/${r.spotId}`);
    expect(shown.status).toBe(200);
    expect(shown.body).not.toHaveProperty('hidden');
    await expectExactCells(t);
    const [line] = await auditOf('spot', r.spotId);
    expect(line).toMatchObject({ action: 'spot.restore', before: { hidden: true, note: 'n' }, after: { hidden: false } });
    const { rows } = await sql<{
      hidden_at: Date | null;
      deleted_at: Date | null;
    }>`SELECT hidden_at, deleted_at FROM spots WHERE id = ${r.spotId}`.execute(t.db.kysely);
    expect(rows[0]).toEqual({ hidden_at: null, deleted_at: null });
  });

  it('answers 404 for a spot its author deleted, 409 for hiding twice or restoring a shown one', async () => {
    const r = await reportedSpotAndComment(t, actors);
    expect((await as(t, actors, 'moderator', 'POST', `/api/admin/spots/${r.spotId}/restore`)).body.code).toBe('not_hidden');
    expect((await as(t, actors, 'moderator', 'POST', `/api/admin/spots/${r.spotId}/hide`, { note: 'a' })).status).toBe(200);
    expect((await as(t, actors, 'moderator', 'POST', `/api/admin/spots/${r.spotId}/hide`, { note: 'a' })).body.code).toBe('already_hidden');
    const deleted = await reportedSpotAndComment(t, actors);
    expect((await send(t, 'DELETE', `/api/spots/${deleted.spotId}`, { token: token('user') })).status).toBe(204);
    expect((await as(t, actors, 'moderator', 'POST', `/api/admin/spots/${deleted.spotId}/hide`, { note: 'a' })).status).toBe(404);
  });
});

describe('dismissing reports', () => {
  it("resolves a subject's open reports and leaves it shown; audited once, a repeat resolves nothing", async () => {
    const r = await reportedSpotAndComment(t, actors);
    const res = await as(t, actors, 'moderator', 'POST', '/api/admin/reports/resolve', {
      subjectType: 'spot',
      subjectId: r.spotId,
      note: 'Kein Verstoss',
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ resolvedReports: 2 });
    const open = await queue('?limit=100');
    expect(open.some((i) => i.subjectType === 'spot' && i.subjectId === r.spotId)).toBe(false);
    // The comment's reports are another subject: still open.
    expect(open.some((i) => i.subjectType === 'comment' && i.subjectId === r.commentId)).toBe(true);
    expect((await send(t, 'GET', `/api/spots/${r.spotId}`)).status).toBe(200);
    const again = await as(t, actors, 'moderator', 'POST', '/api/admin/reports/resolve', { subjectType: 'spot', subjectId: r.spotId });
    expect(again.body).toEqual({ resolvedReports: 0 });
    const lines = await auditOf('spot', r.spotId);
    expect(lines.filter((l: Item) => l.action === 'reports.dismiss')).toHaveLength(1);
    expect(lines[0]).toMatchObject({ action: 'reports.dismiss', note: 'Kein Verstoss', before: { openReports: 2 } });
  });

  it('names the field of a bad body', async () => {
    const res = await as(t, actors, 'moderator', 'POST', '/api/admin/reports/resolve', { subjectType: 'photo', subjectId: 1 });
    expect(res.status).toBe(400);
    expect(res.body.field).toBe('subjectType');
  });
});
