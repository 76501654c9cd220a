// POST /api/spots/:id/official-answers: members of an organisation responsible for the spot (or
// an admin) answer for it; the newest answer is the spot's; "fixed" fixes a shame spot.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../helpers/app.ts';
import { GENEROUS_LIMITS } from '../../helpers/auth.ts';
import { insertPeople, send, signInDemo, softDelete, SpotPicker, type DemoPerson, type Person } from '../votes/fixtures.ts';

let t: TestApp;
let spots: SpotPicker;
let demo: Record<DemoPerson, Person>;
let berlinMember: Person;
let zuerich: number;
let berlin: number;
let bern: number;
beforeAll(async () => {
  t = await createTestApp(GENEROUS_LIMITS);
  spots = new SpotPicker(t);
  demo = await signInDemo(t);
  const organisationId = (slug: string) => t.data.organisations.find((o) => o.slug === slug)!.id;
  zuerich = organisationId('zuerich');
  berlin = organisationId('berlin');
  bern = organisationId('bern');
  [berlinMember] = (await insertPeople(t, 1)) as [Person];
  await t.db.kysely.insertInto('organisation_members').values({ organisation_id: berlin, user_id: berlinMember.userId, role: 'member' }).execute();
});
afterAll(() => t.app.close());

const answer = (spotId: number, who: Person | null, payload: unknown, headers?: Record<string, string>) =>
  send(t, 'POST', `/api/spots/${spotId}/official-answers`, who, payload, headers);

/** planned_for as its text: the drivers turn a `date` into a Date at midnight of some time zone. */
const answersOf = (spotId: number) =>
  t.db.kysely
    .selectFrom('official_answers')
    .select(['organisation_id', 'user_id', 'status', 'text', sql<string | null>`planned_for::text`.as('planned_for')])
    .where('spot_id', '=', spotId)
    .orderBy('id')
    .execute();

/** A Zürich spot without a demo answer, so the one under test is its only one. */
function unanswered(where: { inZuerich: boolean; famed: boolean }) {
  for (;;) {
    const spot = spots.pick(where);
    if (!t.data.officialAnswers.some((a) => a.spotId === spot.id)) return spot;
  }
}

describe('POST /api/spots/:id/official-answers', () => {
  it('lets a member answer for the organisation: 201 with the spot showing the answer', async () => {
    const spot = unanswered({ inZuerich: true, famed: false });
    const res = await answer(spot.id, demo.organisationAdmin, {
      organisationId: zuerich,
      status: 'planned',
      text: ' Wir bauen 2027 um. ',
      plannedFor: '2027-03-01',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      id: spot.id,
      hasOfficialAnswer: true,
      fixed: false,
      officialAnswer: {
        organisation: { slug: 'zuerich', name: 'Stadt Zürich' },
        status: 'planned',
        text: 'Wir bauen 2027 um.',
        plannedFor: '2027-03-01',
      },
    });
    expect(await answersOf(spot.id)).toMatchObject([
      { organisation_id: zuerich, user_id: demo.organisationAdmin.userId, status: 'planned', text: 'Wir bauen 2027 um.', planned_for: '2027-03-01' },
    ]);

    const filtered = await t.get(`/api/spots?officialAnswer=true&regionId=${spots.zuerichRegionId}&limit=500`);
    expect(filtered.body.items.map((s: { id: number }) => s.id)).toContain(spot.id);
  });

  it('makes the newest answer the spot’s', async () => {
    const spot = unanswered({ inZuerich: true, famed: false });
    await answer(spot.id, demo.organisationAdmin, { organisationId: zuerich, status: 'acknowledged', text: 'Erhalten.' });
    const res = await answer(spot.id, demo.organisationAdmin, { organisationId: zuerich, status: 'in_progress', text: 'In Arbeit.' });
    expect(res.json().officialAnswer).toMatchObject({ status: 'in_progress', text: 'In Arbeit.' });
    expect((await t.get(`/api/spots/${spot.id}`)).body.officialAnswer).toMatchObject({ status: 'in_progress' });
    expect(await answersOf(spot.id)).toHaveLength(2);
  });

  it('fixes a shame spot with status fixed, but not a fame spot', async () => {
    const shame = unanswered({ inZuerich: true, famed: false });
    const res = await answer(shame.id, demo.organisationAdmin, { organisationId: zuerich, status: 'fixed', text: 'Erledigt.' });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ fixed: true, officialAnswer: { status: 'fixed' } });
    const fame = unanswered({ inZuerich: true, famed: true });
    expect((await answer(fame.id, demo.organisationAdmin, { organisationId: zuerich, status: 'fixed', text: 'Erledigt.' })).json()).toMatchObject({
      fixed: false,
      hasOfficialAnswer: true,
    });
  });

  it('lets an admin answer for a responsible organisation they are not a member of', async () => {
    const spot = unanswered({ inZuerich: true, famed: false });
    const res = await answer(spot.id, demo.admin, { organisationId: zuerich, status: 'rejected', text: 'Nicht geplant.' });
    expect(res.statusCode).toBe(201);
    expect(await answersOf(spot.id)).toMatchObject([{ user_id: demo.admin.userId, status: 'rejected' }]);
  });

  it.each([
    ['a plain user', 'user', 'zuerich', true],
    ['a moderator', 'moderator', 'zuerich', true],
    ['a member, on a spot outside its regions', 'organisationAdmin', 'zuerich', false],
    ['a member of another organisation, for it', 'berlinMember', 'berlin', true],
    ['an admin, for an organisation not covering the spot', 'admin', 'berlin', true],
  ] as const)('refuses %s with 403 forbidden', async (_name, who, organisation, inZuerich) => {
    const spot = unanswered({ inZuerich, famed: false });
    const person = who === 'berlinMember' ? berlinMember : demo[who];
    const res = await answer(spot.id, person, {
      organisationId: organisation === 'zuerich' ? zuerich : berlin,
      status: 'acknowledged',
      text: 'Danke.',
    });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ code: 'forbidden' });
    expect(await answersOf(spot.id)).toEqual([]);
  });

  it.each([
    ['plannedFor', { status: 'acknowledged', text: 'x', plannedFor: '2027-03-01' }],
    ['plannedFor', { status: 'planned', text: 'x', plannedFor: '2027-02-30' }],
    ['plannedFor', { status: 'planned', text: 'x', plannedFor: '1.3.2027' }],
    ['status', { status: 'done', text: 'x' }],
    ['status', { text: 'x' }],
    ['text', { status: 'planned', text: '  ' }],
    ['text', { status: 'planned', text: 'x'.repeat(5001) }],
    ['text', { status: 'planned', text: 'a\u0000' }],
    ['organisationId', { organisationId: 'zuerich', status: 'planned', text: 'x' }],
    ['organisationId', { organisationId: 99_999, status: 'planned', text: 'x' }],
  ])('names %s when it is wrong (case %#)', async (field, body) => {
    const spot = unanswered({ inZuerich: true, famed: false });
    const res = await answer(spot.id, demo.organisationAdmin, { organisationId: zuerich, ...body });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ field });
    expect(await answersOf(spot.id)).toEqual([]);
  });

  it('takes plannedFor only with planned, and null like absent', async () => {
    const spot = unanswered({ inZuerich: true, famed: false });
    const res = await answer(spot.id, demo.organisationAdmin, { organisationId: zuerich, status: 'acknowledged', text: 'x', plannedFor: null });
    expect(res.statusCode).toBe(201);
    expect((await answersOf(spot.id))[0]).toMatchObject({ planned_for: null });
  });

  it('names organisationId for an organisation of another platform', async () => {
    const spot = unanswered({ inZuerich: true, famed: false });
    const res = await answer(spot.id, demo.admin, { organisationId: bern, status: 'acknowledged', text: 'x' });
    expect(res.json()).toMatchObject({ statusCode: 400, field: 'organisationId', code: 'unknown_organisation' });
  });

  it('answers 401 without a token and 404 for unknown, deleted and other-platform spots', async () => {
    const spot = unanswered({ inZuerich: true, famed: false });
    const body = { organisationId: zuerich, status: 'acknowledged', text: 'x' };
    expect((await answer(spot.id, null, body)).statusCode).toBe(401);
    expect((await answer(99_999_999, demo.organisationAdmin, body)).statusCode).toBe(404);
    expect((await answer(spot.id, demo.organisationAdmin, body, { 'moveable-platform': 'walkable' })).statusCode).toBe(404);
    await softDelete(t, spot.id);
    expect((await answer(spot.id, demo.organisationAdmin, body)).statusCode).toBe(404);
    expect(await answersOf(spot.id)).toEqual([]);
  });
});
