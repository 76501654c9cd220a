// Organisation writes. Each is one transaction: an edit locks the organisation row first, the
// person's right is checked against it, the change is made, and the audit row records who did what
// with the organisation before and after. A refused or failed write leaves nothing behind.
import { isPlatformCountry, LOCALES, type Locale, type OrganisationInput, type OrganisationPatch, type Platform } from '@moveable/contract';
import { sql, type Kysely } from 'kysely';
import type { DB, LocaleTexts, OrganisationAuditAction } from '../../db/schema.ts';
import { lockFreePhoto } from '../../domain/free-photo.ts';
import { badRequest, conflict, notFound } from '../../http/errors.ts';
import { adminOnly, adminOnlyField, isOrganisationAdmin, isPlatformAdmin, notAnEditor, notPlatformAdmin, type Actor } from './editors.ts';

type Db = Kysely<DB>;

const SLUG_TAKEN = () => conflict('An organisation of this platform has this slug already.', 'slug_taken', 'slug');
const isUniqueViolation = (error: unknown) => (error as { code?: string } | null)?.code === '23505';

/** The organisation as the audit keeps it. */
interface Snapshot {
  slug: string;
  platform: Platform;
  type: string;
  country: string;
  name: string;
  names: LocaleTexts;
  descriptions: LocaleTexts;
  logoPhotoId: number | null;
  website: string | null;
  contactEmail: string | null;
  premium: boolean;
  regionIds: number[];
}
const AUDITED = ['type', 'country', 'name', 'names', 'descriptions', 'logoPhotoId', 'website', 'contactEmail', 'premium', 'regionIds'] as const;

async function snapshot(trx: Db, id: number): Promise<Snapshot> {
  const row = await trx
    .selectFrom('organisations as o')
    .select([
      'o.slug',
      'o.platform',
      'o.type',
      'o.country',
      'o.name',
      'o.names',
      'o.descriptions',
      'o.logo_photo_id',
      'o.website',
      'o.contact_email',
      'o.premium',
      sql<number[]>`ARRAY(SELECT region_id FROM organisation_regions WHERE organisation_id = o.id ORDER BY 1)`.as('region_ids'),
    ])
    .where('o.id', '=', id)
    .executeTakeFirstOrThrow();
  const sorted = (texts: LocaleTexts) => Object.fromEntries(LOCALES.filter((l) => texts[l] !== undefined).map((l) => [l, texts[l]]));
  return {
    slug: row.slug,
    platform: row.platform,
    type: row.type,
    country: row.country,
    name: row.name,
    names: sorted(row.names),
    descriptions: sorted(row.descriptions),
    logoPhotoId: row.logo_photo_id,
    website: row.website,
    contactEmail: row.contact_email,
    premium: row.premium,
    regionIds: row.region_ids,
  };
}

const changedFields = (before: Snapshot | null, after: Snapshot): string[] =>
  AUDITED.filter((key) => JSON.stringify(before?.[key] ?? null) !== JSON.stringify(after[key]));

async function audit(trx: Db, action: OrganisationAuditAction, id: number, actor: Actor, before: Snapshot | null, after: Snapshot): Promise<void> {
  await trx
    .insertInto('organisation_audit')
    .values({
      organisation_id: id,
      platform: after.platform,
      slug: after.slug,
      action,
      user_id: actor.id,
      changed: changedFields(before, after),
      before: before === null ? null : JSON.stringify(before),
      after: JSON.stringify(after),
    })
    .execute();
}

function checkCountry(platform: Platform, country: string): void {
  if (!isPlatformCountry(platform, country)) throw badRequest(`country: ${platform} has no site for ${country}`, 'country', 'unknown_country');
}

/**
 * Every region must exist, belong to the platform (or to every platform) and be public or this
 * organisation's own drawn area (migration 0051): another organisation's drawn area is not a region to choose.
 */
async function checkRegions(trx: Db, platform: Platform, regionIds: readonly number[], organisationId: number | null): Promise<void> {
  if (regionIds.length === 0) return;
  const found = await trx
    .selectFrom('regions')
    .select('id')
    .where('id', 'in', [...regionIds])
    .where((eb) => eb.or([eb('platform', 'is', null), eb('platform', '=', platform)]))
    .where((eb) =>
      organisationId === null
        ? eb('owner_organisation_id', 'is', null)
        : eb.or([eb('owner_organisation_id', 'is', null), eb('owner_organisation_id', '=', organisationId)]),
    )
    .execute();
  const known = new Set(found.map((r) => r.id));
  const index = regionIds.findIndex((id) => !known.has(id));
  if (index !== -1) throw badRequest(`regionIds.${index}: no region ${regionIds[index]} on this platform`, `regionIds.${index}`, 'unknown_region');
}

/** A logo: a photo this person uploaded that nothing shows yet, or the organisation's own (domain/free-photo.ts). */
async function checkLogo(trx: Db, photoId: number, actor: Actor, organisationId: number | null): Promise<void> {
  if (!(await lockFreePhoto(trx, photoId, actor.id, { kind: 'organisation', id: organisationId }))) {
    throw badRequest(
      'logoPhotoId must be a photo you uploaded (POST /photos) that no spot, article or other organisation uses',
      'logoPhotoId',
      'unknown_photo',
    );
  }
}

/** Stored texts after an edit: the languages named change, null removes one. */
function merged(stored: LocaleTexts, patch: Partial<Record<Locale, string | null>>): LocaleTexts {
  const next: LocaleTexts = { ...stored };
  for (const locale of LOCALES) {
    const value = patch[locale];
    if (value === null) delete next[locale];
    else if (value !== undefined) next[locale] = value;
  }
  return next;
}

async function writeRegions(trx: Db, id: number, regionIds: readonly number[]): Promise<void> {
  await trx.deleteFrom('organisation_regions').where('organisation_id', '=', id).execute();
  if (regionIds.length === 0) return;
  await trx
    .insertInto('organisation_regions')
    .values(regionIds.map((region_id) => ({ organisation_id: id, region_id })))
    .execute();
}

/** Adds an organisation to the platform (platform administrators); returns its slug. */
export async function createOrganisation(db: Db, platform: Platform, actor: Actor, input: OrganisationInput): Promise<string> {
  if (!isPlatformAdmin(actor)) throw notPlatformAdmin();
  try {
    return await db.transaction().execute(async (trx) => {
      checkCountry(platform, input.country);
      await checkRegions(trx, platform, input.regionIds ?? [], null);
      if (input.logoPhotoId != null) await checkLogo(trx, input.logoPhotoId, actor, null);
      const taken = await trx
        .selectFrom('organisations')
        .select('id')
        .where('platform', '=', platform)
        .where('slug', '=', input.slug)
        .executeTakeFirst();
      if (taken) throw SLUG_TAKEN();
      const { id } = await trx
        .insertInto('organisations')
        .values({
          platform,
          slug: input.slug,
          type: input.type,
          country: input.country,
          name: input.name,
          names: JSON.stringify(input.names ?? {}),
          descriptions: JSON.stringify(input.descriptions ?? {}),
          logo_photo_id: input.logoPhotoId ?? null,
          website: input.website ?? null,
          contact_email: input.contactEmail ?? null,
          premium: input.premium ?? false,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await writeRegions(trx, id, input.regionIds ?? []);
      await audit(trx, 'create', id, actor, null, await snapshot(trx, id));
      return input.slug;
    });
  } catch (error) {
    // Two creates with one slug at once: the unique index decides, the loser gets the same 409.
    if (isUniqueViolation(error)) throw SLUG_TAKEN();
    throw error;
  }
}

/**
 * Edits an organisation: a platform administrator anything, its own administrators the
 * self-service fields (another field is a 403 naming it); anyone else 403. Unknown: 404.
 */
export async function updateOrganisation(db: Db, platform: Platform, actor: Actor, slug: string, patch: OrganisationPatch): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const row = await trx
      .selectFrom('organisations')
      .select(['id', 'names', 'descriptions'])
      .where('platform', '=', platform)
      .where('slug', '=', slug)
      .forUpdate()
      .executeTakeFirst();
    if (!row) throw notFound(`Organisation ${slug} not found`);
    if (!isPlatformAdmin(actor)) {
      if (!(await isOrganisationAdmin(trx, actor, row.id))) throw notAnEditor();
      const field = adminOnlyField(patch);
      if (field !== undefined) throw adminOnly(field);
    }
    if (patch.country !== undefined) checkCountry(platform, patch.country);
    if (patch.regionIds !== undefined) await checkRegions(trx, platform, patch.regionIds, row.id);
    if (patch.logoPhotoId != null) await checkLogo(trx, patch.logoPhotoId, actor, row.id);

    const before = await snapshot(trx, row.id);
    const changes = {
      ...(patch.type !== undefined ? { type: patch.type } : {}),
      ...(patch.country !== undefined ? { country: patch.country } : {}),
      ...(patch.name !== undefined ? { name: patch.name } : {}),
      ...(patch.names !== undefined ? { names: JSON.stringify(merged(row.names, patch.names)) } : {}),
      ...(patch.descriptions !== undefined ? { descriptions: JSON.stringify(merged(row.descriptions, patch.descriptions)) } : {}),
      ...(patch.logoPhotoId !== undefined ? { logo_photo_id: patch.logoPhotoId } : {}),
      ...(patch.website !== undefined ? { website: patch.website } : {}),
      ...(patch.contactEmail !== undefined ? { contact_email: patch.contactEmail } : {}),
      ...(patch.premium !== undefined ? { premium: patch.premium } : {}),
    };
    if (Object.keys(changes).length > 0) await trx.updateTable('organisations').set(changes).where('id', '=', row.id).execute();
    if (patch.regionIds !== undefined) await writeRegions(trx, row.id, patch.regionIds);

    const after = await snapshot(trx, row.id);
    if (changedFields(before, after).length === 0) return;
    await trx
      .updateTable('organisations')
      .set({ updated_at: sql`now()` })
      .where('id', '=', row.id)
      .execute();
    await audit(trx, 'update', row.id, actor, before, after);
  });
}
