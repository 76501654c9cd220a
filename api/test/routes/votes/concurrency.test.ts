// Counters under concurrent requests. On PostgreSQL (TEST_DATABASE_URL) the requests really run in
// parallel on a pool of connections; on PGlite they queue on its one connection. Either way each
// counter must equal COUNT(*) of its rows, and the spot row lock must make the third proposal fix
// the spot exactly once and refuse every vote that comes after it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../helpers/app.ts';
import { insertPeople, send, SpotPicker, spotCounts, type Person } from './fixtures.ts';

let t: TestApp;
let spots: SpotPicker;
let crowd: Person[];
beforeAll(async () => {
  t = await createTestApp();
  spots = new SpotPicker(t);
  crowd = await insertPeople(t, 24);
});
afterAll(() => t.app.close());

const statuses = (responses: { statusCode: number }[]) => responses.map((r) => r.statusCode).sort();

describe('concurrent interaction writes', () => {
  it('20 people voting at once plus one person voting 10 times add exactly 21 votes', async () => {
    const spot = spots.pick({ inZuerich: true, famed: false });
    const before = await spotCounts(t, spot.id);
    const [repeater, ...voters] = crowd.slice(0, 21) as [Person, ...Person[]];
    const responses = await Promise.all([
      ...voters.map((p) => send(t, 'POST', `/api/spots/${spot.id}/votes`, p)),
      ...Array.from({ length: 10 }, () => send(t, 'POST', `/api/spots/${spot.id}/votes`, repeater)),
    ]);
    expect(statuses(responses)).toEqual([...Array<number>(21).fill(201), ...Array<number>(9).fill(409)]);
    for (const r of responses.filter((x) => x.statusCode === 409)) expect(r.json()).toMatchObject({ code: 'already_voted' });
    const after = await spotCounts(t, spot.id);
    expect(after.votes).toBe(before.votes + 21);
    expect(after.vote_count).toBe(after.votes);
    // Every answer reported a count it alone produced.
    const answered = responses.filter((r) => r.statusCode === 201).map((r) => r.json().votes as number);
    expect(new Set(answered).size).toBe(21);
    expect(Math.max(...answered)).toBe(after.vote_count);
  });

  it('withdrawals racing votes: 10 people take back their votes while 10 others vote and one withdraws 6 times', async () => {
    const spot = spots.pick({ inZuerich: true, famed: true });
    const [repeater, ...rest] = crowd.slice(0, 21) as [Person, ...Person[]];
    const earlier = rest.slice(0, 10);
    const newcomers = rest.slice(10, 20);
    const voted = await Promise.all([repeater, ...earlier].map((p) => send(t, 'POST', `/api/spots/${spot.id}/votes`, p)));
    expect(statuses(voted)).toEqual(Array<number>(11).fill(201));
    const before = await spotCounts(t, spot.id);

    const responses = await Promise.all([
      ...earlier.map((p) => send(t, 'DELETE', `/api/spots/${spot.id}/votes`, p)),
      ...newcomers.map((p) => send(t, 'POST', `/api/spots/${spot.id}/votes`, p)),
      ...Array.from({ length: 6 }, () => send(t, 'DELETE', `/api/spots/${spot.id}/votes`, repeater)),
    ]);
    const withdrawals = [...responses.slice(0, 10), ...responses.slice(20)];
    expect(statuses(withdrawals)).toEqual([...Array<number>(11).fill(200), ...Array<number>(5).fill(409)]);
    for (const r of withdrawals.filter((x) => x.statusCode === 409)) expect(r.json()).toMatchObject({ code: 'not_voted' });
    expect(statuses(responses.slice(10, 20))).toEqual(Array<number>(10).fill(201));

    const after = await spotCounts(t, spot.id);
    expect(after.votes).toBe(before.votes - 11 + 10);
    expect(after.vote_count).toBe(after.votes);
    // Every answer is the count right after its own write, so the last write answered the final one.
    const ok = responses.filter((r) => r.statusCode === 200 || r.statusCode === 201).map((r) => r.json().votes as number);
    expect(ok).toContain(after.vote_count);
  });

  it('proposals racing votes: the spot is fixed once, by the third proposal, and no vote lands after it', async () => {
    const spot = spots.pick({ inZuerich: false, famed: false });
    const before = await spotCounts(t, spot.id);
    const proposers = crowd.slice(0, 6);
    const voters = crowd.slice(6, 22);
    const responses = await Promise.all([
      ...proposers.map((p) => send(t, 'POST', `/api/spots/${spot.id}/fix-proposals`, p).then((r) => ({ kind: 'proposal' as const, r }))),
      ...voters.map((p) => send(t, 'POST', `/api/spots/${spot.id}/votes`, p).then((r) => ({ kind: 'vote' as const, r }))),
    ]);
    const proposals = responses.filter((x) => x.kind === 'proposal').map((x) => x.r);
    const votes = responses.filter((x) => x.kind === 'vote').map((x) => x.r);

    expect(statuses(proposals)).toEqual([201, 201, 201, 409, 409, 409]);
    const accepted = proposals.filter((r) => r.statusCode === 201).map((r) => r.json());
    expect(accepted.filter((a) => a.fixed)).toEqual([{ fixProposals: 3, fixProposalsNeeded: 3, fixed: true }]);
    for (const r of proposals.filter((x) => x.statusCode === 409)) expect(r.json()).toMatchObject({ code: 'spot_fixed' });

    const votedOk = votes.filter((r) => r.statusCode === 201).length;
    for (const r of votes.filter((x) => x.statusCode !== 201)) {
      expect(r.statusCode).toBe(409);
      expect(r.json()).toMatchObject({ code: 'spot_fixed' });
    }
    const after = await spotCounts(t, spot.id);
    expect(after).toMatchObject({ fixed: true, proposals: 3, votes: before.votes + votedOk });
    expect(after.vote_count).toBe(after.votes);
    // Votes after the fix are refused, so the highest count answered is the final one.
    if (votedOk > 0) expect(Math.max(...votes.filter((r) => r.statusCode === 201).map((r) => r.json().votes as number))).toBe(after.vote_count);
  });

  it('comments and deletions at once keep comment_count equal to the comments', async () => {
    const spot = spots.pick({ inZuerich: false, famed: true });
    const top = await send(t, 'POST', `/api/spots/${spot.id}/comments`, crowd[0]!, { body: 'first' });
    expect(top.statusCode).toBe(201);
    const topId = top.json().id as number;
    const replies = await Promise.all(
      crowd.slice(1, 6).map((p) => send(t, 'POST', `/api/spots/${spot.id}/comments`, p, { body: 'reply', parentId: topId })),
    );
    expect(statuses(replies)).toEqual(Array<number>(5).fill(201));

    const responses = await Promise.all([
      ...crowd.slice(6, 16).map((p) => send(t, 'POST', `/api/spots/${spot.id}/comments`, p, { body: 'a comment' })),
      ...crowd.slice(16, 20).map((p) => send(t, 'POST', `/api/spots/${spot.id}/comments`, p, { body: 'late reply', parentId: topId })),
      send(t, 'DELETE', `/api/comments/${topId}`, crowd[0]!),
    ]);
    expect(responses.at(-1)!.statusCode).toBe(204);
    // A reply either landed before the deletion (and went with it) or found its parent gone.
    for (const r of responses.slice(10, 14)) expect([201, 400]).toContain(r.statusCode);
    const after = await spotCounts(t, spot.id);
    expect(after.comment_count).toBe(after.comments);
    expect(after.comments).toBe(spot.commentCount + 10);
  });

  it('comment votes at once add exactly one per person', async () => {
    const spot = spots.pick({ inZuerich: false, famed: true });
    const comment = await send(t, 'POST', `/api/spots/${spot.id}/comments`, crowd[0]!, { body: 'vote for me' });
    const id = comment.json().id as number;
    const responses = await Promise.all([
      ...crowd.slice(0, 15).map((p) => send(t, 'POST', `/api/comments/${id}/votes`, p)),
      ...Array.from({ length: 5 }, () => send(t, 'POST', `/api/comments/${id}/votes`, crowd[0]!)),
    ]);
    expect(statuses(responses)).toEqual([...Array<number>(15).fill(201), ...Array<number>(5).fill(409)]);
    const row = await t.db.kysely
      .selectFrom('comments')
      .select((eb) => ['vote_count', eb.selectFrom('comment_votes').select(eb.fn.countAll<number>().as('n')).where('comment_id', '=', id).as('rows')])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row.vote_count).toBe(15);
    expect(Number(row.rows)).toBe(15);
  });
});
