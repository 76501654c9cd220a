// An organisation's area (issue 13): regions of the platform, or an outline drawn in the area
// editor. A drawn outline becomes a region of the organisation's own (regions.owner_organisation_id,
// migration 0051; slug org-<platform>-<slug>, the organisation's country and platform), so the
// database's triggers assign the spots inside it like any region's, and official answers (which
// follow organisation_regions, domain/spots/responsibility.ts) work without a special case.
// Choosing regions again deletes the drawn region (its spot_regions go with it).
import type { Area, AreaInput, Platform, Region } from '@moveable/contract';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { ringsBbox } from '../../db/seed/geometry.ts';
import { recordAudit } from '../../domain/audit/record-audit.ts';
import { administersOrganisation, notAnOrganisationAdmin, type Actor } from '../../domain/organisations/admins.ts';
import { regionRings } from '../../domain/regions/rings.ts';
import { badRequest, notFound } from '../../http/errors.ts';
import { bboxColumns, replaceShapes, ringsOf, spotsInside } from './shapes.ts';

type Db = Kysely<DB>;

interface Organisation {
  id: number;
  slug: string;
  name: string;
  country: string;
  platform: Platform;
}

async function findOrganisation(db: Db, platform: Platform, slug: string, lock: boolean): Promise<Organisation> {
  const row = await db
    .selectFrom('organisations')
    .select(['id', 'slug', 'name', 'country', 'platform'])
    .where('platform', '=', platform)
    .where('slug', '=', slug)
    .$if(lock, (q) => q.forUpdate())
    .executeTakeFirst();
  if (!row) throw notFound(`Organisation ${slug} not found`);
  return row;
}

async function authorise(db: Db, actor: Actor, organisationId: number): Promise<void> {
  if (!(await administersOrganisation(db, actor, organisationId))) throw notAnOrganisationAdmin();
}

const ownRegionSlug = (organisation: Organisation) => `org-${organisation.platform}-${organisation.slug}`;

async function ownRegionId(db: Db, organisationId: number): Promise<number | null> {
  const row = await db.selectFrom('regions').select('id').where('owner_organisation_id', '=', organisationId).executeTakeFirst();
  return row?.id ?? null;
}

const closed = (ring: readonly (readonly [number, number])[]): [number, number][] => {
  const copy = ring.map(([lng, lat]): [number, number] => [lng, lat]);
  return copy.length > 0 ? [...copy, copy[0]!] : copy;
};

export async function readArea(db: Db, organisation: Pick<Organisation, 'id' | 'country'>): Promise<Area> {
  const organisationId = organisation.id;
  const rows = await db
    .selectFrom('organisation_regions as orr')
    .innerJoin('regions as r', 'r.id', 'orr.region_id')
    .select(['r.id', 'r.slug', 'r.name', 'r.country', 'r.min_lng', 'r.min_lat', 'r.max_lng', 'r.max_lat', 'r.owner_organisation_id'])
    .where('orr.organisation_id', '=', organisationId)
    .orderBy('r.id')
    .execute();
  const regionIds = rows.map((r) => r.id);
  const rings = await regionRings(db, regionIds);
  const own = rows.find((r) => r.owner_organisation_id === organisationId);
  const regions: Region[] = rows
    .filter((r) => r !== own)
    .map((r) => ({ id: r.id, slug: r.slug, name: r.name, country: r.country, bbox: [r.min_lng, r.min_lat, r.max_lng, r.max_lat] }));
  const all = regionIds.flatMap((id) => rings.get(id) ?? []);
  return {
    country: organisation.country,
    mode: own ? 'polygon' : rows.length > 0 ? 'regions' : 'none',
    regions,
    polygon: own ? { type: 'MultiPolygon', coordinates: (rings.get(own.id) ?? []).map((ring) => [closed(ring)]) } : null,
    outline: { type: 'MultiPolygon', coordinates: all.map((ring) => [closed(ring)]) },
    bbox: all.length > 0 ? ringsBbox(all) : null,
    spotCount: await spotsInside(db, regionIds),
  };
}

/** GET: the area of an organisation of the platform, for its administrators and the platform's. */
export async function areaOf(db: Db, platform: Platform, actor: Actor, slug: string): Promise<Area> {
  const organisation = await findOrganisation(db, platform, slug, false);
  await authorise(db, actor, organisation.id);
  return readArea(db, organisation);
}

/** Regions a chosen area may use: the platform's (or every platform's), none drawn for an organisation. */
async function checkRegions(trx: Db, platform: Platform, regionIds: readonly number[]): Promise<void> {
  if (regionIds.length === 0) return;
  const found = await trx
    .selectFrom('regions')
    .select('id')
    .where('id', 'in', [...regionIds])
    .where('owner_organisation_id', 'is', null)
    .where((eb) => eb.or([eb('platform', 'is', null), eb('platform', '=', platform)]))
    .execute();
  const known = new Set(found.map((r) => r.id));
  const index = regionIds.findIndex((id) => !known.has(id));
  if (index !== -1) throw badRequest(`regionIds.${index}: no region ${regionIds[index]} on this platform`, `regionIds.${index}`, 'unknown_region');
}

const auditView = (area: Area) => ({
  mode: area.mode,
  regionIds: area.regions.map((r) => r.id),
  positions: area.polygon?.coordinates.reduce((sum, polygon) => sum + (polygon[0]?.length ?? 0), 0) ?? 0,
  bbox: area.bbox,
});

/** PUT: replaces the area in one transaction with its audit line; answers the new area. */
export async function setArea(db: Db, platform: Platform, actor: Actor, slug: string, input: AreaInput): Promise<Area> {
  return db.transaction().execute(async (trx) => {
    const organisation = await findOrganisation(trx, platform, slug, true);
    await authorise(trx, actor, organisation.id);
    const before = await readArea(trx, organisation);
    const ownId = await ownRegionId(trx, organisation.id);
    let regionIds: number[];
    if (input.polygon) {
      const rings = ringsOf(input.polygon);
      const values = { slug: ownRegionSlug(organisation), name: organisation.name, country: organisation.country, platform, ...bboxColumns(rings) };
      const id =
        ownId ??
        (
          await trx
            .insertInto('regions')
            .values({ ...values, owner_organisation_id: organisation.id })
            .returning('id')
            .executeTakeFirstOrThrow()
        ).id;
      if (ownId !== null) await trx.updateTable('regions').set(values).where('id', '=', ownId).execute();
      await replaceShapes(trx, id, rings);
      regionIds = [id];
    } else {
      regionIds = input.regionIds ?? [];
      await checkRegions(trx, platform, regionIds);
      // Cascades to its spot_regions (whose triggers refresh spots.region_ids) and organisation_regions.
      if (ownId !== null) await trx.deleteFrom('regions').where('id', '=', ownId).execute();
    }
    await trx.deleteFrom('organisation_regions').where('organisation_id', '=', organisation.id).execute();
    if (regionIds.length > 0) {
      await trx
        .insertInto('organisation_regions')
        .values(regionIds.map((region_id) => ({ organisation_id: organisation.id, region_id })))
        .execute();
    }
    const after = await readArea(trx, organisation);
    await recordAudit(trx, {
      actorId: actor.id,
      platform,
      action: 'organisation.area',
      subjectType: 'organisation',
      subjectId: organisation.id,
      before: auditView(before),
      after: auditView(after),
    });
    return after;
  });
}
