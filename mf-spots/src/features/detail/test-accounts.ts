// Test helpers for the spot page's writes: the demo people (api/src/db/seed/base.ts), an API
// client per person for arranging data, the page's own sign-in, and fresh spots to act on (so
// no test depends on what another did to the shared test database).
import { clearSession, config, createApiClient, getPageContext, signIn, type ApiClient } from '@moveable/shared';
import type { SpotDetailFull, SpotViewer } from './spot-write-types.ts';

const PASSWORD = 'velo-demo-2026';

export const PEOPLE = {
  admin: 'demo@bikeable.ch',
  member: 'zuerich@bikeable.ch',
  user: 'user@bikeable.ch',
  moderator: 'moderator@bikeable.ch',
  neighbour: 'nachbar@bikeable.ch',
  commuter: 'pendler@bikeable.ch',
} as const;
export type Person = keyof typeof PEOPLE;

export const ZURICH = { lat: 47.3769, lng: 8.5417 };
export const BERN = { lat: 46.948, lng: 7.4474 };
/** A temporary category of bikeable (snow): its spots archive after 30 days. */
export const SNOW = 10;

const tokens = new Map<Person, string>();
const plain = () => createApiClient({ baseUrl: config.apiBase, context: () => getPageContext() });

/** An API client signed in as a demo person (one login per person and test file). */
export async function apiAs(person: Person): Promise<ApiClient> {
  let token = tokens.get(person);
  if (!token) {
    const answer = await plain().post<{ data: { access_token: string } }>('/auth/login', { email: PEOPLE[person], password: PASSWORD });
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

export interface FreshSpot {
  title?: string;
  famed?: boolean;
  location?: { lat: number; lng: number };
  categoryIds?: number[];
  description?: string;
}

let serial = 0;
/** A new spot written by `author`: shame in Zürich unless told otherwise. */
export async function freshSpot(author: Person, input: FreshSpot = {}): Promise<SpotDetailFull> {
  serial += 1;
  const api = await apiAs(author);
  return api.post<SpotDetailFull>('/spots', {
    title: input.title ?? `Testspot ${Date.now().toString(36)}-${serial}`,
    famed: input.famed ?? false,
    location: input.location ?? ZURICH,
    description: input.description ?? '',
    categoryIds: input.categoryIds ?? [],
  });
}

export async function viewerOf(person: Person, spotId: number): Promise<SpotViewer> {
  return (await apiAs(person)).get<SpotViewer>(`/spots/${spotId}/viewer`);
}
