// The demo news of all three platforms: the articles of bikeable.ts, walkable.ts and
// accessable.ts with an author (an organisation's member for its news, else the platform admin)
// and a cover, one of the demo photos, as an upload that belongs to no spot. `buildDemoNews` is
// pure (the tests' expected data); `insertDemoNews` writes it after the spots.
import type { Platform } from '@moveable/contract';
import { sql, type Kysely } from 'kysely';
import type { DB } from '../../schema.ts';
import { DEMO_ACCOUNTS, type MembershipRow, type OrganisationRow } from '../base.ts';
import { DEMO_PHOTOS, type DemoPhoto } from '../photos.ts';
import { ACCESSABLE_NEWS } from './accessable.ts';
import { BIKEABLE_NEWS } from './bikeable.ts';
import type { DemoNewsSource } from './types.ts';
import { WALKABLE_NEWS } from './walkable.ts';

export type { DemoNewsSource, DemoTranslation } from './types.ts';

export interface DemoNewsArticle extends DemoNewsSource {
  platform: Platform;
  authorId: number;
  cover: DemoPhoto;
  /** When it was last changed: its publication, or for a draft a fixed day before the seed's anchor. */
  updatedAt: string;
}

const SOURCES: readonly [Platform, readonly DemoNewsSource[]][] = [
  ['bikeable', BIKEABLE_NEWS],
  ['walkable', WALKABLE_NEWS],
  ['accessable', ACCESSABLE_NEWS],
];

const DRAFT_UPDATED_AT = '2026-09-28T14:00:00.000Z';

export function buildDemoNews(organisations: readonly OrganisationRow[], memberships: readonly MembershipRow[]): DemoNewsArticle[] {
  let index = 0;
  return SOURCES.flatMap(([platform, articles]) =>
    articles.map((article) => {
      const organisation = article.organisation ? organisations.find((o) => o.platform === platform && o.slug === article.organisation) : null;
      if (article.organisation && !organisation) throw new Error(`demo news ${article.slug}: no organisation ${article.organisation} on ${platform}`);
      const member = organisation ? memberships.find((m) => m.organisationId === organisation.id) : undefined;
      // Every article its own photo row (a cover belongs to one article); the files are shared.
      const cover = DEMO_PHOTOS[(index++ * 7) % DEMO_PHOTOS.length] as DemoPhoto;
      return {
        ...article,
        platform,
        authorId: member?.userId ?? DEMO_ACCOUNTS.admin.id,
        cover,
        updatedAt: article.publishedAt && article.publishedAt < DRAFT_UPDATED_AT ? article.publishedAt : DRAFT_UPDATED_AT,
      };
    }),
  );
}

/** Writes the articles, their translations and covers (after the reference data and spots). */
export async function insertDemoNews(trx: Kysely<DB>, articles: readonly DemoNewsArticle[]): Promise<void> {
  for (const article of articles) {
    const changed = new Date(article.updatedAt);
    const photo = await trx
      .insertInto('photos')
      .values({
        spot_id: null,
        user_id: article.authorId,
        storage_key: article.cover.storageKey,
        width: article.cover.width,
        height: article.cover.height,
        shows_fix: false,
        position: 0,
        created_at: changed,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const { id } = await trx
      .insertInto('news_articles')
      .values({
        platform: article.platform,
        country: article.country,
        slug: article.slug,
        status: article.status ?? 'published',
        published_at: article.publishedAt,
        organisation_id: article.organisation
          ? sql<number>`(SELECT id FROM organisations WHERE platform = ${article.platform} AND slug = ${article.organisation})`
          : null,
        author_id: article.authorId,
        cover_photo_id: photo.id,
        tags: article.tags,
        created_at: changed,
        updated_at: changed,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx
      .insertInto('news_translations')
      .values(
        Object.entries(article.translations).map(([locale, text]) => ({
          article_id: id,
          locale: locale as keyof typeof article.translations,
          ...text,
        })),
      )
      .execute();
  }
}
