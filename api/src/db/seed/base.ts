// Reference data every dataset needs before spots: users (authors), categories, one region per
// city (its real or approximate outline); the partner organisations are in organisations.ts. Ids are explicit and
// stable, so generated spots can point at them.
import type { Locale, OrganisationRole, OrganisationType, Platform, UserRole } from '@moveable/contract';
import { CITIES } from './cities.ts';
import { ringsBbox, type BBox, type Ring } from './geometry.ts';
import { legacyId, Prng } from './prng.ts';
import { cityRings } from './region-shapes.ts';
import { SEED_ANCHOR, USER_COUNT } from './generate.ts';

export interface UserRow {
  id: number;
  username: string;
  legacyId: string | null;
  createdAt: string;
  email: string;
  role: UserRole;
}

export interface MembershipRow {
  organisationId: number;
  userId: number;
  role: OrganisationRole;
}

/** Every demo account signs in with this password (api/README.md, "Demo accounts"). */
export const DEMO_PASSWORD = 'velo-demo-2026';
/**
 * argon2id of DEMO_PASSWORD, computed once: the seed stays deterministic and costs no hashing.
 * A test checks that it verifies.
 */
export const DEMO_PASSWORD_HASH = '$argon2id$v=19$m=19456,t=2,p=1$ZnvVEOi5H7UPvHGCPsUM7A$GjWu+DBUg5KSojRWZ+JMj0VHj5Dw673A5qVsJWwXhuU';

/** The demo accounts with a memorable address; everyone else is <username>@example.com. */
export const DEMO_ACCOUNTS = {
  admin: { id: 1, email: 'demo@bikeable.ch' },
  organisationAdmin: { id: 2, email: 'zuerich@bikeable.ch' },
  user: { id: 3, email: 'user@bikeable.ch' },
  moderator: { id: 4, email: 'moderator@bikeable.ch' },
  // Two more people, so that "three different users propose fixed" can be shown and tested.
  neighbour: { id: 5, email: 'nachbar@bikeable.ch' },
  commuter: { id: 6, email: 'pendler@bikeable.ch' },
} as const;

export interface RegionRow {
  id: number;
  slug: string;
  name: string;
  country: string;
  platform: Platform | null;
  rings: Ring[];
  bbox: BBox;
}

export interface OrganisationRow {
  id: number;
  slug: string;
  type: OrganisationType;
  name: string;
  names: Partial<Record<Locale, string>>;
  descriptions: Record<Locale, string>;
  website: string;
  contactEmail: string | null;
  premium: boolean;
  platform: Platform;
  country: string;
  /** The language of its official answers. */
  language: Locale;
  regionIds: number[];
  /** Gives the demo's official answers (the three organisations the demo had before issue 12). */
  answers: boolean;
}

const NAME_STARTS = ['velo', 'rad', 'bici', 'pedal', 'kiez', 'quartier', 'strassen', 'trottoir', 'rolli', 'stadt'];
const NAME_ENDS = ['fan', 'pilotin', 'freund', 'held'];

export function buildUsers(seed: number): UserRow[] {
  const prng = Prng.derive(seed, 1);
  const named = new Map<number, string>(Object.values(DEMO_ACCOUNTS).map((a) => [a.id, a.email]));
  return Array.from({ length: USER_COUNT }, (_, i) => {
    const username = `${NAME_STARTS[i % NAME_STARTS.length]}_${NAME_ENDS[Math.floor(i / NAME_STARTS.length)]}`;
    return {
      id: i + 1,
      username,
      legacyId: i % 2 === 0 ? legacyId(prng) : null,
      createdAt: new Date(SEED_ANCHOR - (4 * 365 - i * 7) * 86_400_000).toISOString(),
      email: named.get(i + 1) ?? `${username}@example.com`,
      role: i + 1 === DEMO_ACCOUNTS.admin.id ? 'admin' : i + 1 === DEMO_ACCOUNTS.moderator.id ? 'moderator' : 'user',
    };
  });
}

/** zuerich@bikeable.ch administers the organisation zuerich (Stadt Zürich, bikeable/ch). */
export function buildMemberships(organisations: readonly OrganisationRow[]): MembershipRow[] {
  const zuerich = organisations.find((o) => o.slug === 'zuerich' && o.platform === 'bikeable');
  if (!zuerich) throw new Error('no organisation zuerich');
  return [{ organisationId: zuerich.id, userId: DEMO_ACCOUNTS.organisationAdmin.id, role: 'admin' }];
}

export function buildRegions(): RegionRow[] {
  return CITIES.map((city, i) => {
    const rings = cityRings(city);
    return { id: i + 1, slug: city.slug, name: city.name, country: city.country, platform: null, rings, bbox: ringsBbox(rings) };
  });
}
