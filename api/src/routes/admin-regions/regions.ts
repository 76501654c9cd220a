// The platform's regions for its administrators: listed with their number of shapes, added and
// edited, their outline replaced from a GeoJSON file. Regions drawn for one organisation
// (owner_organisation_id) are not here: they change with that organisation's area. A region of
// every platform (platform null) is edited from any platform's admin pages.
import { isPlatformCountry, type AdminRegion, type Platform, type RegionInput, type RegionPatch, type ImportedShapes } from '@moveable/contract';
import { sql, type Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { recordAudit } from '../../domain/audit/record-audit.ts';
import { badRequest, conflict, notFound } from '../../http/errors.ts';
import { bboxColumns, replaceShapes, ringsOf, spotsInside } from './shapes.ts';

type Db = Kysely<DB>;
const byName = new Intl.Collator('de');
const SLUG_TAKEN = () => conflict('A region of this country has this slug already.', 'slug_taken', 'slug');
const isUniqueViolation = (error: unknown) => (error as { code?: string } | null)?.code === '23505';

function platformRegions(db: Db, platform: Platform) {
  return db
    .selectFrom('regions as r')
    .select([
      'r.id',
      'r.slug',
      'r.name',
      'r.country',
      'r.platform',
      'r.min_lng',
      'r.min_lat',
      'r.max_lng',
      'r.max_lat',
      sql<number>`(SELECT count(*)::int FROM region_shapes rs WHERE rs.region_id = r.id)`.as('shape_count'),
    ])
    .where('r.owner_organisation_id', 'is', null)
    .where((eb) => eb.or([eb('r.platform', 'is', null), eb('r.platform', '=', platform)]));
}

type Row = Awaited<ReturnType<ReturnType<typeof platformRegions>['executeTakeFirstOrThrow']>>;

const toAdminRegion = (row: Row): AdminRegion => ({
  id: row.id,
  slug: row.slug,
  name: row.name,
  country: row.country,
  platform: row.platform,
  bbox: [row.min_lng, row.min_lat, row.max_lng, row.max_lat],
  shapeCount: Number(row.shape_count),
});

export async function listAdminRegions(db: Db, platform: Platform): Promise<AdminRegion[]> {
  const rows = await platformRegions(db, platform).execute();
  // Sorted here: text collation differs between PGlite and PostgreSQL installations.
  return rows.map(toAdminRegion).sort((a, b) => a.country.localeCompare(b.country) || byName.compare(a.name, b.name) || a.id - b.id);
}

async function lockRegion(trx: Db, platform: Platform, id: number): Promise<AdminRegion> {
  const row = await platformRegions(trx, platform).where('r.id', '=', id).forUpdate().executeTakeFirst();
  if (!row) throw notFound(`Region ${id} not found`);
  return toAdminRegion(row);
}

function checkCountry(platform: Platform | null, country: string): void {
  if (platform !== null && !isPlatformCountry(platform, country)) {
    throw badRequest(`country: ${platform} has no site for ${country}`, 'country', 'unknown_country');
  }
}

async function withUniqueSlug<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (isUniqueViolation(error)) throw SLUG_TAKEN();
    throw error;
  }
}

export async function createRegion(db: Db, platform: Platform, actorId: number, input: RegionInput & { geometry: ImportedShapes }) {
  checkCountry(input.platform, input.country);
  return withUniqueSlug(() =>
    db.transaction().execute(async (trx) => {
      const rings = ringsOf(input.geometry);
      const { id } = await trx
        .insertInto('regions')
        .values({ slug: input.slug, name: input.name, country: input.country, platform: input.platform, ...bboxColumns(rings) })
        .returning('id')
        .executeTakeFirstOrThrow();
      await replaceShapes(trx, id, rings);
      const after = await lockRegion(trx, platform, id);
      const spotCount = await spotsInside(trx, [id]);
      await recordAudit(trx, { actorId, platform, action: 'region.create', subjectType: 'region', subjectId: id, after: { ...after, spotCount } });
      return { ...after, spotCount };
    }),
  );
}

export async function updateRegion(db: Db, platform: Platform, actorId: number, id: number, patch: RegionPatch): Promise<AdminRegion> {
  return withUniqueSlug(() =>
    db.transaction().execute(async (trx) => {
      const before = await lockRegion(trx, platform, id);
      const next = { ...before, ...Object.fromEntries(Object.entries(patch).filter(([, v]) => v !== undefined)) } as AdminRegion;
      checkCountry(next.platform, next.country);
      await trx
        .updateTable('regions')
        .set({ slug: next.slug, name: next.name, country: next.country, platform: next.platform })
        .where('id', '=', id)
        .execute();
      // A region moved to another platform is no longer this platform's: answer it as stored.
      const after = next;
      if (JSON.stringify(before) !== JSON.stringify(after)) {
        await recordAudit(trx, { actorId, platform, action: 'region.update', subjectType: 'region', subjectId: id, before, after });
      }
      return after;
    }),
  );
}

export async function replaceRegionShapes(db: Db, platform: Platform, actorId: number, id: number, geometry: ImportedShapes) {
  return db.transaction().execute(async (trx) => {
    const before = await lockRegion(trx, platform, id);
    const spotsBefore = await spotsInside(trx, [id]);
    await replaceShapes(trx, id, ringsOf(geometry));
    const after = await lockRegion(trx, platform, id);
    const spotCount = await spotsInside(trx, [id]);
    await recordAudit(trx, {
      actorId,
      platform,
      action: 'region.shapes',
      subjectType: 'region',
      subjectId: id,
      before: { shapeCount: before.shapeCount, bbox: before.bbox, spotCount: spotsBefore },
      after: { shapeCount: after.shapeCount, bbox: after.bbox, spotCount },
    });
    return { ...after, spotCount };
  });
}
