// The page of a spot merged into another moves for good (301) to the kept spot's page, with the
// locale prefix and the query kept; a spot that exists or never existed keeps its page.
import { describe, expect, it } from 'vitest';
import { bearer, signIn } from '../helpers/auth.ts';
import { DEMO_ACCOUNTS } from '../helpers/auth.ts';
import { HTML } from './fixture-site.ts';
import { useSiteApp } from './site-app.ts';

const fixture = useSiteApp();
const SITE = { 'moveable-platform': 'bikeable', 'moveable-countrycode': 'ch' };

async function mergedPair(): Promise<{ kept: number; merged: number }> {
  const { t } = fixture;
  const user = await signIn(t, DEMO_ACCOUNTS.user.email);
  const moderator = await signIn(t, DEMO_ACCOUNTS.moderator.email);
  const create = async (title: string) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/spots',
      headers: { ...SITE, ...bearer(user.accessToken) },
      payload: { title, famed: false, location: { lat: 47.3769, lng: 8.5417 }, categoryIds: [1] },
    });
    expect(res.statusCode).toBe(201);
    return res.json().id as number;
  };
  const kept = await create('Behalten');
  const merged = await create('Doppelt');
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/admin/spots/${merged}/merge`,
    headers: { ...SITE, ...bearer(moderator.accessToken) },
    payload: { into: kept },
  });
  expect(res.statusCode).toBe(200);
  return { kept, merged };
}

describe("a merged spot's page", () => {
  it('redirects (301) to the kept spot, keeping the locale prefix and the query', async () => {
    const { kept, merged } = await mergedPair();
    const plain = await fixture.t.app.inject({ url: `/spots/${merged}`, headers: HTML });
    expect(plain.statusCode).toBe(301);
    expect(plain.headers.location).toBe(`/spots/${kept}`);
    const french = await fixture.t.app.inject({ url: `/fr/spots/${merged}?utm=x`, headers: HTML });
    expect(french.statusCode).toBe(301);
    expect(french.headers.location).toBe(`/fr/spots/${kept}?utm=x`);
    const keptPage = await fixture.t.app.inject({ url: `/spots/${kept}`, headers: HTML });
    expect(keptPage.statusCode).toBe(200);
    expect(keptPage.body).toContain('Behalten');
  });

  it('leaves an unknown spot on its own page', async () => {
    const res = await fixture.t.app.inject({ url: '/spots/987654321', headers: HTML });
    expect(res.statusCode).toBe(200);
  });
});
