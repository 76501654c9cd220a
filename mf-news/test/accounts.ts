// Test helpers for the editor: the demo people who write news or do not (api/src/db/seed/base.ts),
// an API client per person for arranging data, and the page's own sign-in.
import { clearSession, config, createApiClient, getPageContext, signIn, type ApiClient } from '@moveable/shared';

const PASSWORD = 'velo-demo-2026';

export const PEOPLE = {
  admin: 'demo@bikeable.ch',
  member: 'zuerich@bikeable.ch',
  user: 'user@bikeable.ch',
} as const;
export type Person = keyof typeof PEOPLE;

const tokens = new Map<Person, string>();
const plain = () => createApiClient({ baseUrl: config.apiBase, context: () => getPageContext() });

/** An API client signed in as a demo person (one login per person and test file). */
export async function apiAs(person: Person): Promise<ApiClient> {
  let token = tokens.get(person);
  if (!token) {
    const answer = await plain().post('/auth/login', { body: { email: PEOPLE[person], password: PASSWORD } });
    token = answer.data.access_token;
    tokens.set(person, token);
  }
  const bearer = token;
  return createApiClient({ baseUrl: config.apiBase, context: () => getPageContext(), accessToken: () => bearer });
}

/** Signs the page in (the session every component reads). */
export async function signInPage(person: Person): Promise<void> {
  const state = await signIn(PEOPLE[person], PASSWORD);
  if (state.status !== 'authenticated') throw new Error(`could not sign in as ${person}`);
}

export function signOutPage(): void {
  clearSession();
}

let serial = 0;
/** A slug no other test or run uses. */
export function freshSlug(prefix = 'test'): string {
  serial += 1;
  return `${prefix}-${Date.now().toString(36)}-${serial}`;
}
