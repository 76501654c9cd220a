// The demo people of the seed (api/src/db/seed/base.ts) for component tests against the real API:
// an API client per person for arranging data (one login per person and test file), and the
// page's own sign-in, the session every component reads.
import { clearSession, config, createApiClient, getPageContext, signIn, type ApiClient } from '@moveable/shared';

export const DEMO_PASSWORD = 'velo-demo-2026';

export const DEMO_PEOPLE = {
  admin: 'demo@bikeable.ch',
  member: 'zuerich@bikeable.ch',
  user: 'user@bikeable.ch',
  moderator: 'moderator@bikeable.ch',
  neighbour: 'nachbar@bikeable.ch',
  commuter: 'pendler@bikeable.ch',
} as const;
export type DemoPerson = keyof typeof DEMO_PEOPLE;

const tokens = new Map<DemoPerson, string>();
const plain = () => createApiClient({ baseUrl: config.apiBase, context: () => getPageContext() });

/** An API client signed in as a demo person. */
export async function apiAs(person: DemoPerson): Promise<ApiClient> {
  let token = tokens.get(person);
  if (!token) {
    const answer = await plain().post('/auth/login', { body: { email: DEMO_PEOPLE[person], password: DEMO_PASSWORD } });
    token = answer.data.access_token;
    tokens.set(person, token);
  }
  const bearer = token;
  return createApiClient({ baseUrl: config.apiBase, context: () => getPageContext(), accessToken: () => bearer });
}

/** Signs the page in as a demo person. */
export async function signInPage(person: DemoPerson): Promise<void> {
  const state = await signIn(DEMO_PEOPLE[person], DEMO_PASSWORD);
  if (state.status !== 'authenticated') throw new Error(`could not sign in as ${person}`);
}

export function signOutPage(): void {
  clearSession();
}
