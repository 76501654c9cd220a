// GET /api/organisations/:slug/official-answers: the answers an organisation gave, newest first,
// every page against the demo data; a deleted spot's answers gone; scoped by platform; 400s.
import { organisationAnswerPageSchema, type OrganisationAnswer } from '@moveable/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../helpers/app.ts';
import { DEMO_ACCOUNTS, GENEROUS_LIMITS, signIn } from '../../helpers/auth.ts';
import { siteHeaders } from '../../helpers/news.ts';
import { send } from '../spots/write-helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp(GENEROUS_LIMITS);
});
afterAll(() => t.app.close());

async function allAnswers(slug: string, limit: number, platform: 'bikeable' | 'walkable' = 'bikeable'): Promise<OrganisationAnswer[]> {
  const items: OrganisationAnswer[] = [];
  let cursor: string | null = null;
  for (let page = 0; page < 500; page++) {
    const url: string = `/api/organisations/${slug}/official-answers?limit=${limit}${cursor ? `&cursor=${cursor}` : ''}`;
    const res = await t.get(url, siteHeaders(platform, 'ch'));
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const body = organisationAnswerPageSchema.strict().parse(res.body);
    items.push(...body.items);
    cursor = body.nextCursor;
    if (!cursor) return items;
  }
  throw new Error('more than 500 pages');
}

function expectedIds(platform: string, slug: string): number[] {
  const organisation = t.data.organisations.find((o) => o.platform === platform && o.slug === slug)!;
  return t.data.officialAnswers
    .filter((a) => a.organisationId === organisation.id)
    .sort((a, b) => (a.createdAt < b.createdAt ? 1 : a.createdAt > b.createdAt ? -1 : b.id - a.id))
    .map((a) => a.id);
}

describe('GET /api/organisations/:slug/official-answers', () => {
  it.each([
    ['bikeable', 'zuerich', 25],
    ['bikeable', 'berlin', 7],
    ['walkable', 'bern', 100],
  ] as const)('%s %s, pages of %i: every answer once, newest first, as the demo has it', async (platform, slug, limit) => {
    const items = await allAnswers(slug, limit, platform);
    expect(items.map((a) => a.id)).toEqual(expectedIds(platform, slug));
    expect(items.length).toBeGreaterThan(5);
    for (const item of items.slice(0, 20)) {
      const demo = t.data.officialAnswers.find((a) => a.id === item.id)!;
      const spot = t.data.spots.find((s) => s.id === demo.spotId)!;
      expect(item).toMatchObject({
        status: demo.status,
        text: demo.text,
        createdAt: demo.createdAt,
        spot: { id: spot.id, title: spot.title, famed: spot.famed },
      });
    }
  });

  it('an answer given now comes first; a deleted spot takes its answers along', async () => {
    const member = await signIn(t, DEMO_ACCOUNTS.organisationAdmin.email);
    const spotId = t.data.officialAnswers.find((a) => a.organisationId === 1)!.spotId;
    const answered = await send(t, 'POST', `/api/spots/${spotId}/official-answers`, {
      token: member.accessToken,
      body: { organisationId: 1, status: 'planned', text: 'Umbau im Frühling.', plannedFor: '2027-04-01' },
    });
    expect(answered.status, JSON.stringify(answered.body)).toBe(201);
    const [first] = (await t.get('/api/organisations/zuerich/official-answers?limit=1')).body.items;
    expect(first).toMatchObject({ status: 'planned', text: 'Umbau im Frühling.', plannedFor: '2027-04-01', spot: { id: spotId } });

    const admin = await signIn(t, DEMO_ACCOUNTS.admin.email);
    expect((await send(t, 'DELETE', `/api/spots/${spotId}`, { token: admin.accessToken })).status).toBe(204);
    const after = await allAnswers('zuerich', 100);
    expect(after.some((a) => a.spot.id === spotId)).toBe(false);
  });

  it('a partner without answers has none; scoped by platform; 404 unknown; 400 naming cursor or limit', async () => {
    expect((await t.get('/api/organisations/pro-velo-schweiz/official-answers')).body).toEqual({ items: [], nextCursor: null });
    expect((await t.get('/api/organisations/bern/official-answers')).status).toBe(404);
    expect((await t.get('/api/organisations/bern/official-answers', siteHeaders('walkable', 'ch'))).status).toBe(200);
    expect((await t.get('/api/organisations/zuerich/official-answers?cursor=nope')).body.field).toBe('cursor');
    expect((await t.get('/api/organisations/zuerich/official-answers?limit=0')).body.field).toBe('limit');
  });
});
