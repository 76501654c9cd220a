// Shared by the organisation write tests: a valid new organisation, creating one through the API,
// and what the database holds about one (to show that a refused write changed nothing).
import type { Organisation } from '@moveable/contract';
import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import type { TestApp } from '../../helpers/app.ts';
import { send } from '../spots/write-helpers.ts';

export const uniqueSlug = (prefix = 'test-org') => `${prefix}-${randomBytes(4).toString('hex')}`;

export function organisationInput(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    slug: uniqueSlug(),
    type: 'partner',
    country: 'ch',
    name: 'Pro Velo Thun',
    names: { fr: 'Pro Vélo Thoune' },
    descriptions: { de: 'Velofahren in Thun, sicher und gern.', fr: 'Le vélo à Thoune, en sécurité.' },
    website: 'https://www.provelothun.ch',
    contactEmail: 'info@provelothun.ch',
    premium: false,
    regionIds: [],
    ...overrides,
  };
}

/** Creates an organisation through the API as `token` (asserting 201) and returns its answer. */
export async function createOrganisation(
  t: TestApp,
  token: string,
  overrides: Record<string, unknown> = {},
  headers?: Record<string, string>,
): Promise<Organisation> {
  const res = await send(t, 'POST', '/api/organisations', { token, body: organisationInput(overrides), ...(headers ? { headers } : {}) });
  if (res.status !== 201) throw new Error(`create failed: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body as Organisation;
}

/** The organisation's row and regions as stored (null when there is none). */
export async function storedOrganisation(t: TestApp, slug: string, platform = 'bikeable') {
  const { rows } = await sql<Record<string, unknown>>`SELECT o.*,
      ARRAY(SELECT region_id FROM organisation_regions WHERE organisation_id = o.id ORDER BY 1) AS region_ids
    FROM organisations o WHERE o.slug = ${slug} AND o.platform = ${platform}`.execute(t.db.kysely);
  return rows[0] ?? null;
}

export interface AuditRow {
  action: string;
  user_id: number | null;
  changed: string[];
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
}

/** The audit trail of an organisation by slug, oldest first. */
export async function auditOf(t: TestApp, slug: string, platform = 'bikeable'): Promise<AuditRow[]> {
  const { rows } = await sql<AuditRow>`SELECT action, user_id, changed, before, after FROM organisation_audit
    WHERE slug = ${slug} AND platform = ${platform} ORDER BY id`.execute(t.db.kysely);
  return rows;
}

/** Makes a demo person a member of an organisation (role admin or member). */
export async function addMember(t: TestApp, platform: string, slug: string, userId: number, role: 'admin' | 'member'): Promise<void> {
  await sql`INSERT INTO organisation_members (organisation_id, user_id, role)
    SELECT id, ${userId}, ${role} FROM organisations WHERE platform = ${platform} AND slug = ${slug}
    ON CONFLICT (organisation_id, user_id) DO UPDATE SET role = EXCLUDED.role`.execute(t.db.kysely);
}
