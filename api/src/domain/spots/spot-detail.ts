// One spot as GET /spots/:id shows it: the summary's columns and the description, photos,
// categories, regions, author, fix proposals and the newest official answer. The writes answer
// with it too, after they committed.
import { FIX_PROPOSALS_NEEDED, type Locale, type Platform, type SpotDetail } from '@moveable/contract';
import { sql, type Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { photoSrcset, photoUrl } from '../../images/photo-sizes.ts';
import { categoriesOfSpot, toCategory } from '../categories.ts';
import { summaryTuple, summaryValues, toSummary } from './summary.ts';

type Db = Kysely<DB>;

/**
 * One spot by id. Scoped by platform only: ids are global and links are shared across country
 * sites (a bikeable ch visitor may open a German spot), but never across platforms.
 */
export async function findSpot(db: Db, platform: Platform, id: number, locale: Locale): Promise<SpotDetail | null> {
  const row = await db
    .selectFrom('spots as s')
    .leftJoin('users as u', 'u.id', 's.author_id')
    .select(summaryTuple.as('summary'))
    .select(['s.description', 's.author_id', 'u.username', 's.archive_at'])
    .select(sql<number>`(SELECT count(*)::int FROM fix_proposals fp WHERE fp.spot_id = s.id)`.as('fix_proposals'))
    .where('s.id', '=', id)
    .where('s.platform', '=', platform)
    .where('s.deleted_at', 'is', null)
    .executeTakeFirst();
  if (!row) return null;

  const [photos, categories, regions, answer] = await Promise.all([
    db
      .selectFrom('photos')
      .select(['id', 'width', 'height', 'shows_fix', 'variants'])
      .where('spot_id', '=', id)
      .orderBy('position')
      .orderBy('id')
      .execute(),
    categoriesOfSpot(db, id),
    db
      .selectFrom('spot_regions as sr')
      .innerJoin('regions as r', 'r.id', 'sr.region_id')
      .select(['r.id', 'r.slug', 'r.name'])
      .where('sr.spot_id', '=', id)
      .orderBy('r.id')
      .execute(),
    db
      .selectFrom('official_answers as oa')
      .innerJoin('organisations as o', 'o.id', 'oa.organisation_id')
      .select(['oa.status', 'oa.text', 'oa.created_at', 'o.slug', 'o.name'])
      // A date as text: drivers would turn it into a Date at local midnight.
      .select(sql<string | null>`to_char(oa.planned_for, 'YYYY-MM-DD')`.as('planned_for'))
      .where('oa.spot_id', '=', id)
      .orderBy('oa.created_at', 'desc')
      .orderBy('oa.id', 'desc')
      .limit(1)
      .executeTakeFirst(),
  ]);

  return {
    ...toSummary(summaryValues(row.summary)),
    description: row.description,
    photos: photos.map((p) => ({
      id: p.id,
      url: photoUrl(p.id),
      width: p.width,
      height: p.height,
      showsFix: p.shows_fix,
      srcset: photoSrcset(p.id, p, p.variants.length > 0),
    })),
    categories: categories.map((c) => toCategory(c, locale)),
    regions,
    author: row.author_id !== null && row.username !== null ? { id: row.author_id, username: row.username } : null,
    archiveAt: row.archive_at?.toISOString() ?? null,
    fixProposals: row.fix_proposals,
    fixProposalsNeeded: FIX_PROPOSALS_NEEDED,
    officialAnswer: answer
      ? {
          organisation: { slug: answer.slug, name: answer.name },
          status: answer.status,
          text: answer.text,
          plannedFor: answer.planned_for,
          createdAt: answer.created_at.toISOString(),
        }
      : null,
  };
}
