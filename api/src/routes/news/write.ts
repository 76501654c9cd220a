// News writes. Each is one transaction: the article row is locked first (edits, deletes), the
// person's right is checked against it, the change is made, and the audit row records who did
// what with the article before and after. A refused or failed write leaves nothing behind.
import {
  isPlatformCountry,
  LOCALES,
  type Locale,
  type NewsInput,
  type NewsPatch,
  type NewsTranslationInput,
  type Platform,
} from '@moveable/contract';
import { sql, type Kysely } from 'kysely';
import type { DB, NewsAuditAction } from '../../db/schema.ts';
import { lockFreePhoto } from '../../domain/free-photo.ts';
import { badRequest, conflict, notFound } from '../../http/errors.ts';
import { editorScope, mayEdit, notAnEditor, type Actor, type EditorScope } from './editors.ts';
import { resolvePublication, type Publication } from './publication.ts';

type Db = Kysely<DB>;

export const SLUG_TAKEN = () => conflict('An article of this platform has this slug already.', 'slug_taken', 'slug');
const notFoundArticle = (slug: string) => notFound(`Article ${slug} not found`);

/** The article as the audit keeps it: what editors write, Markdown included. */
interface Snapshot {
  slug: string;
  platform: Platform;
  country: string | null;
  status: string;
  publishedAt: string | null;
  organisation: string | null;
  authorId: number | null;
  tags: string[];
  coverPhotoId: number | null;
  translations: Partial<Record<Locale, NewsTranslationInput>>;
}

async function snapshot(trx: Db, id: number): Promise<Snapshot> {
  const row = await trx
    .selectFrom('news_articles as a')
    .leftJoin('organisations as o', 'o.id', 'a.organisation_id')
    .select([
      'a.slug',
      'a.platform',
      'a.country',
      'a.status',
      'a.published_at',
      'o.slug as organisation',
      'a.author_id',
      'a.tags',
      'a.cover_photo_id',
    ])
    .where('a.id', '=', id)
    .executeTakeFirstOrThrow();
  const translations = await trx.selectFrom('news_translations').select(['locale', 'title', 'lead', 'body']).where('article_id', '=', id).execute();
  return {
    slug: row.slug,
    platform: row.platform,
    country: row.country,
    status: row.status,
    publishedAt: row.published_at?.toISOString() ?? null,
    organisation: row.organisation,
    authorId: row.author_id,
    tags: row.tags,
    coverPhotoId: row.cover_photo_id,
    translations: Object.fromEntries(
      LOCALES.flatMap((l) => translations.filter((t) => t.locale === l).map((t) => [l, { title: t.title, lead: t.lead, body: t.body }])),
    ),
  };
}

/** Fields whose value differs ('translations.fr' per language). */
function changedFields(before: Snapshot | null, after: Snapshot | null): string[] {
  const changed: string[] = [];
  const keys = ['slug', 'country', 'status', 'publishedAt', 'organisation', 'tags', 'coverPhotoId'] as const;
  for (const key of keys) {
    if (JSON.stringify(before?.[key] ?? null) !== JSON.stringify(after?.[key] ?? null)) changed.push(key);
  }
  for (const locale of LOCALES) {
    if (JSON.stringify(before?.translations[locale] ?? null) !== JSON.stringify(after?.translations[locale] ?? null))
      changed.push(`translations.${locale}`);
  }
  return changed;
}

async function audit(trx: Db, action: NewsAuditAction, id: number, actor: Actor, before: Snapshot | null, after: Snapshot | null): Promise<void> {
  const subject = after ?? before;
  if (!subject) return;
  await trx
    .insertInto('news_audit')
    .values({
      article_id: id,
      platform: subject.platform,
      slug: subject.slug,
      action,
      user_id: actor.id,
      changed: changedFields(before, after),
      before: before === null ? null : JSON.stringify(before),
      after: after === null ? null : JSON.stringify(after),
    })
    .execute();
}

async function organisationBySlug(trx: Db, platform: Platform, slug: string): Promise<number> {
  const row = await trx.selectFrom('organisations').select('id').where('platform', '=', platform).where('slug', '=', slug).executeTakeFirst();
  if (!row) throw badRequest(`organisation: no organisation ${slug} on this platform`, 'organisation', 'unknown_organisation');
  return row.id;
}

function checkCountry(platform: Platform, country: string | null): void {
  if (country !== null && !isPlatformCountry(platform, country)) {
    throw badRequest(`country: ${platform} has no site for ${country}`, 'country', 'unknown_country');
  }
}

/** A cover: a photo this person uploaded that nothing shows yet, or the article's own (domain/free-photo.ts). */
async function checkCover(trx: Db, photoId: number, actor: Actor, articleId: number | null): Promise<void> {
  if (!(await lockFreePhoto(trx, photoId, actor.id, { kind: 'article', id: articleId }))) {
    throw badRequest(
      'coverPhotoId must be a photo you uploaded (POST /photos) that no spot, article or organisation uses',
      'coverPhotoId',
      'unknown_photo',
    );
  }
}

async function writeTranslations(trx: Db, id: number, translations: Partial<Record<Locale, NewsTranslationInput | null>>): Promise<void> {
  for (const locale of LOCALES) {
    const t = translations[locale];
    if (t === undefined) continue;
    if (t === null) {
      await trx.deleteFrom('news_translations').where('article_id', '=', id).where('locale', '=', locale).execute();
      continue;
    }
    await trx
      .insertInto('news_translations')
      .values({ article_id: id, locale, title: t.title, lead: t.lead, body: t.body })
      .onConflict((oc) => oc.columns(['article_id', 'locale']).doUpdateSet({ title: t.title, lead: t.lead, body: t.body }))
      .execute();
  }
  const { count } = await trx
    .selectFrom('news_translations')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('article_id', '=', id)
    .executeTakeFirstOrThrow();
  if (Number(count) === 0) throw badRequest('translations: an article needs at least one language', 'translations', 'required');
}

const isUniqueViolation = (error: unknown) => (error as { code?: string } | null)?.code === '23505';

/** Creates the article; returns its slug. */
export async function createArticle(db: Db, platform: Platform, actor: Actor, input: NewsInput, now = new Date()): Promise<string> {
  try {
    return await db.transaction().execute(async (trx) => {
      const scope = await editorScope(trx, platform, actor);
      const organisationId = input.organisation ? await organisationBySlug(trx, platform, input.organisation) : null;
      if (!mayEdit(scope, organisationId)) throw notAnEditor();
      checkCountry(platform, input.country);
      const publication = resolvePublication(input.status, input.publishedAt, null, now);
      if (input.coverPhotoId != null) await checkCover(trx, input.coverPhotoId, actor, null);
      const taken = await trx
        .selectFrom('news_articles')
        .select('id')
        .where('platform', '=', platform)
        .where('slug', '=', input.slug)
        .executeTakeFirst();
      if (taken) throw SLUG_TAKEN();
      const { id } = await trx
        .insertInto('news_articles')
        .values({
          platform,
          country: input.country,
          slug: input.slug,
          status: publication.status,
          published_at: publication.publishedAt,
          organisation_id: organisationId,
          author_id: actor.id,
          cover_photo_id: input.coverPhotoId ?? null,
          tags: input.tags,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await writeTranslations(trx, id, input.translations);
      await audit(trx, 'create', id, actor, null, await snapshot(trx, id));
      return input.slug;
    });
  } catch (error) {
    // Two creates with one slug at once: the unique index decides, the loser gets the same 409.
    if (isUniqueViolation(error)) throw SLUG_TAKEN();
    throw error;
  }
}

interface LockedArticle {
  id: number;
  organisationId: number | null;
  publication: Publication;
}

/**
 * Locks the article for a write and checks the person may make it: 404 when there is none, and
 * also when it is not public and they are not its editor (its existence is not given away);
 * 403 for a public article they may not edit.
 */
async function lockForEditor(trx: Db, platform: Platform, slug: string, scope: EditorScope): Promise<LockedArticle> {
  const row = await trx
    .selectFrom('news_articles')
    .select(['id', 'organisation_id', 'status', 'published_at', sql<boolean>`status = 'published' AND published_at <= now()`.as('is_public')])
    .where('platform', '=', platform)
    .where('slug', '=', slug)
    .forUpdate()
    .executeTakeFirst();
  if (!row) throw notFoundArticle(slug);
  if (!mayEdit(scope, row.organisation_id)) {
    if (!row.is_public) throw notFoundArticle(slug);
    throw notAnEditor();
  }
  return {
    id: row.id,
    organisationId: row.organisation_id,
    publication: { status: row.status, publishedAt: row.published_at },
  };
}

export async function updateArticle(db: Db, platform: Platform, actor: Actor, slug: string, patch: NewsPatch, now = new Date()): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const scope = await editorScope(trx, platform, actor);
    const article = await lockForEditor(trx, platform, slug, scope);
    const before = await snapshot(trx, article.id);

    let organisationId = article.organisationId;
    if (patch.organisation !== undefined) {
      organisationId = patch.organisation === null ? null : await organisationBySlug(trx, platform, patch.organisation);
      // Moving news to another organisation (or to the platform) needs the right there too.
      if (!mayEdit(scope, organisationId)) throw notAnEditor();
    }
    if (patch.country !== undefined) checkCountry(platform, patch.country);
    const publication = resolvePublication(patch.status, patch.publishedAt, article.publication, now);
    if (patch.coverPhotoId != null) await checkCover(trx, patch.coverPhotoId, actor, article.id);

    await trx
      .updateTable('news_articles')
      .set({
        organisation_id: organisationId,
        status: publication.status,
        published_at: publication.publishedAt,
        ...(patch.country !== undefined ? { country: patch.country } : {}),
        ...(patch.tags !== undefined ? { tags: patch.tags } : {}),
        ...(patch.coverPhotoId !== undefined ? { cover_photo_id: patch.coverPhotoId } : {}),
      })
      .where('id', '=', article.id)
      .execute();
    if (patch.translations) await writeTranslations(trx, article.id, patch.translations);

    const after = await snapshot(trx, article.id);
    if (changedFields(before, after).length === 0) return;
    await trx
      .updateTable('news_articles')
      .set({ updated_at: sql`now()` })
      .where('id', '=', article.id)
      .execute();
    await audit(trx, 'update', article.id, actor, before, after);
  });
}

export async function deleteArticle(db: Db, platform: Platform, actor: Actor, slug: string): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const scope = await editorScope(trx, platform, actor);
    const article = await lockForEditor(trx, platform, slug, scope);
    const before = await snapshot(trx, article.id);
    await trx.deleteFrom('news_articles').where('id', '=', article.id).execute();
    await audit(trx, 'delete', article.id, actor, before, null);
  });
}
