// Shared by the news write tests: a valid article, creating one through the API, and what the
// database holds about an article (to show that a refused write changed nothing).
import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import type { TestApp } from '../../helpers/app.ts';
import { send } from '../spots/write-helpers.ts';

export const uniqueSlug = (prefix = 'test-article') => `${prefix}-${randomBytes(4).toString('hex')}`;

export function newsInput(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    slug: uniqueSlug(),
    country: 'ch',
    tags: ['infrastructure'],
    status: 'published',
    translations: {
      de: { title: 'Neue Velostreifen am See', lead: 'Die Stadt markiert die Uferstrasse neu.', body: 'Ab **Montag** wird markiert.' },
      fr: { title: 'Nouvelles bandes cyclables au bord du lac', lead: 'La ville marque à nouveau le quai.', body: 'Dès **lundi**.' },
    },
    ...overrides,
  };
}

/** Creates an article through the API (asserting 201) and returns its NewsSource. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function createNews(t: TestApp, token: string, overrides: Record<string, unknown> = {}, headers?: Record<string, string>): Promise<any> {
  const res = await send(t, 'POST', '/api/news', { token, body: newsInput(overrides), ...(headers ? { headers } : {}) });
  if (res.status !== 201) throw new Error(`create failed: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body;
}

/** The article's row and translations as stored (null when there is none). */
export async function storedArticle(t: TestApp, slug: string, platform = 'bikeable') {
  const { rows } = await sql<
    Record<string, unknown>
  >`SELECT a.*, (SELECT json_agg(t ORDER BY t.locale) FROM news_translations t WHERE t.article_id = a.id) AS translations
    FROM news_articles a WHERE a.slug = ${slug} AND a.platform = ${platform}`.execute(t.db.kysely);
  return rows[0] ?? null;
}

export interface AuditRow {
  action: string;
  user_id: number | null;
  changed: string[];
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
}

/** The audit trail of an article by slug, oldest first. */
export async function auditOf(t: TestApp, slug: string): Promise<AuditRow[]> {
  const { rows } = await sql<AuditRow>`SELECT action, user_id, changed, before, after FROM news_audit WHERE slug = ${slug} ORDER BY id`.execute(
    t.db.kysely,
  );
  return rows;
}
