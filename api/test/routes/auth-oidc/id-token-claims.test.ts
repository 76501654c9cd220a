// A provider that puts e-mail and profile in the ID token itself (Keycloak does with its default
// client scopes): the claims come from the verified token, without asking userinfo.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { resetDatabase, testDatabase } from '../../helpers/database.ts';
import { Browser, sessionOf, signIn, startOidcWorld, type OidcWorld, type ProviderAccount } from './harness.ts';

const KIM: ProviderAccount = {
  sub: 'kc-7f3a',
  login: 'kim',
  password: 'kim-password',
  email: 'kim@example.org',
  emailVerified: true,
  preferredUsername: 'kim',
};
let world: OidcWorld;

beforeAll(async () => {
  const db = await testDatabase();
  await resetDatabase(db);
  world = await startOidcWorld(db, [KIM], { claimsInIdToken: true });
});
afterAll(() => world?.close());

it('signs in from the ID token alone', async () => {
  const browser = new Browser();
  world.providerRequests.length = 0;
  const res = await signIn(world, browser, KIM, 'redirect=/en/map');
  expect(res.headers.get('location')).toBe('/en/map');
  expect(world.providerRequests).toContain('/token');
  expect(world.providerRequests).not.toContain('/me'); // oidc-provider's userinfo endpoint
  expect((await sessionOf(world, browser)).user).toMatchObject({ username: 'kim', email: 'kim@example.org', locale: 'en' });
});
