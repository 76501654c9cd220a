// GET /api/spots/:id/viewer: what this person did (votes, fix proposals, comment votes, open
// reports) and may do (edit, delete, delay, mark fixed, moderate, answer as an organisation whose
// regions contain the spot, on the spot's platform).
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answeringOrganisations } from '../../../src/domain/spots/responsibility.ts';
import { createTestApp, type TestApp } from '../../helpers/app.ts';
import { GENEROUS_LIMITS } from '../../helpers/auth.ts';
import { BERN, createSpot, send, signInPeople, ZURICH, type People, type Person } from './write-helpers.ts';

let t: TestApp;
let people: People;
beforeAll(async () => {
  t = await createTestApp(GENEROUS_LIMITS);
  people = await signInPeople(t);
});
afterAll(() => t.app.close());

const viewer = async (id: number, person: Person | undefined, headers?: Record<string, string>) =>
  send(t, 'GET', `/api/spots/${id}/viewer`, { token: person && people.tokens[person], ...(headers ? { headers } : {}) });

const nothingDone = { voted: false, proposedFix: false, votedCommentIds: [], reportedSpot: false, reportedCommentIds: [] };
const ZUERICH_ORG = { id: 1, slug: 'zuerich', name: 'Stadt Zürich' };

async function comment(spotId: number, userId: number): Promise<number> {
  const { rows } = await sql<{
    id: number;
  }>`INSERT INTO comments (spot_id, user_id, body) VALUES (${spotId}, ${userId}, 'Stimmt.') RETURNING id`.execute(t.db.kysely);
  return rows[0]!.id;
}

describe('GET /api/spots/:id/viewer', () => {
  it('the author of a temporary shame spot may edit, delete and delay, not report it; nothing done yet', async () => {
    const spot = await createSpot(t, people.tokens.user, { categoryIds: [10] });
    const res = await viewer(spot.id, 'user');
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.body).toEqual({
      ...nothingDone,
      can: { edit: true, delete: true, delayArchive: true, markFixed: false, moderate: false, report: false, answerAs: [] },
    });
  });

  it('another person may do none of that, but may report it', async () => {
    const spot = await createSpot(t, people.tokens.user, { categoryIds: [10] });
    expect((await viewer(spot.id, 'neighbour')).body).toEqual({
      ...nothingDone,
      can: { edit: false, delete: false, delayArchive: false, markFixed: false, moderate: false, report: true, answerAs: [] },
    });
  });

  it("shows this person's vote, fix proposal, comment votes and open reports, and nobody else's", async () => {
    const spot = await createSpot(t, people.tokens.user);
    const [first, second, third] = [
      await comment(spot.id, people.ids.user),
      await comment(spot.id, people.ids.user),
      await comment(spot.id, people.ids.user),
    ];
    const me = people.ids.neighbour;
    const k = t.db.kysely;
    await sql`INSERT INTO votes (spot_id, user_id) VALUES (${spot.id}, ${me})`.execute(k);
    await sql`INSERT INTO fix_proposals (spot_id, user_id) VALUES (${spot.id}, ${me})`.execute(k);
    await sql`INSERT INTO comment_votes (comment_id, user_id) VALUES (${third}, ${me}), (${first}, ${me}), (${second}, ${people.ids.moderator})`.execute(
      k,
    );
    await sql`INSERT INTO reports (spot_id, comment_id, user_id, reason) VALUES (${spot.id}, NULL, ${me}, 'Spam'), (${spot.id}, ${second}, ${me}, 'Beleidigend')`.execute(
      k,
    );
    // A report a moderator dealt with is no longer open.
    await sql`INSERT INTO reports (spot_id, comment_id, user_id, reason, resolved_at) VALUES (${spot.id}, ${third}, ${me}, 'Alt', now())`.execute(k);

    expect((await viewer(spot.id, 'neighbour')).body).toMatchObject({
      voted: true,
      proposedFix: true,
      votedCommentIds: [first, third],
      reportedSpot: true,
      reportedCommentIds: [second],
    });
    expect((await viewer(spot.id, 'user')).body).toMatchObject(nothingDone);
  });

  it('a member of the responsible organisation may answer as it and mark a shame spot fixed', async () => {
    const shame = await createSpot(t, people.tokens.user, { famed: false, location: ZURICH });
    expect((await viewer(shame.id, 'organisationMember')).body.can).toEqual({
      edit: false,
      delete: false,
      delayArchive: false,
      markFixed: true,
      moderate: false,
      report: true,
      answerAs: [ZUERICH_ORG],
    });
    const fame = await createSpot(t, people.tokens.user, { famed: true, location: ZURICH });
    expect((await viewer(fame.id, 'organisationMember')).body.can).toMatchObject({ markFixed: false, answerAs: [ZUERICH_ORG] });
    await sql`UPDATE spots SET fixed = true, fixed_at = now() WHERE id = ${shame.id}`.execute(t.db.kysely);
    expect((await viewer(shame.id, 'organisationMember')).body.can.markFixed).toBe(false);
  });

  it('an organisation answers only inside its regions and on its platform', async () => {
    const inBern = await createSpot(t, people.tokens.user, { location: BERN });
    expect((await viewer(inBern.id, 'organisationMember')).body.can).toMatchObject({ markFixed: false, answerAs: [] });
    const walkableZurich = await createSpot(t, people.tokens.user, { location: ZURICH, categoryIds: [] }, { 'moveable-platform': 'walkable' });
    const res = await viewer(walkableZurich.id, 'organisationMember', { 'moveable-platform': 'walkable' });
    expect(res.body.can).toMatchObject({ markFixed: false, answerAs: [] });
    expect(await answeringOrganisations(t.db.kysely, walkableZurich.id, people.ids.organisationMember)).toEqual([]);
  });

  it('a moderator may edit, delete, mark fixed and moderate, but answers for no organisation', async () => {
    const spot = await createSpot(t, people.tokens.user);
    expect((await viewer(spot.id, 'moderator')).body.can).toEqual({
      edit: true,
      delete: true,
      delayArchive: false,
      markFixed: true,
      moderate: true,
      report: true,
      answerAs: [],
    });
  });

  it('an admin may answer as any responsible organisation of the platform', async () => {
    const zurich = await createSpot(t, people.tokens.user);
    expect((await viewer(zurich.id, 'admin')).body.can).toEqual({
      edit: true,
      delete: true,
      delayArchive: false,
      markFixed: true,
      moderate: true,
      report: true,
      answerAs: [ZUERICH_ORG],
    });
    const walkableBern = await createSpot(t, people.tokens.user, { location: BERN, categoryIds: [] }, { 'moveable-platform': 'walkable' });
    expect((await viewer(walkableBern.id, 'admin', { 'moveable-platform': 'walkable' })).body.can.answerAs).toEqual([
      { id: 2, slug: 'bern', name: 'Stadt Bern' },
    ]);
    const nowhere = await createSpot(t, people.tokens.user, { location: { lat: 46.5, lng: 8.0 } });
    expect((await viewer(nowhere.id, 'admin')).body.can.answerAs).toEqual([]);
  });

  it('401 anonymous; 404 deleted, on another platform, unknown', async () => {
    const spot = await createSpot(t, people.tokens.user);
    expect((await viewer(spot.id, undefined)).status).toBe(401);
    expect((await viewer(spot.id, 'user', { 'moveable-platform': 'accessable' })).status).toBe(404);
    expect((await viewer(99_999_999, 'user')).status).toBe(404);
    await send(t, 'DELETE', `/api/spots/${spot.id}`, { token: people.tokens.user });
    expect((await viewer(spot.id, 'user')).status).toBe(404);
  });
});
