// The demo dataset: 2,000 spots over Swiss, German and Austrian cities for the three platforms,
// with users, categories, regions, organisations, photos, votes, comments and official answers.
// `buildDemoData` is pure (tests use it as the expected data); `seedDemo` writes it.
import { OFFICIAL_ANSWER_STATUSES, type OfficialAnswerStatus } from '@moveable/contract';
import { sql, type Kysely } from 'kysely';
import { type DB } from '../schema.ts';
import {
  buildMemberships,
  buildRegions,
  buildUsers,
  DEMO_PASSWORD_HASH,
  type MembershipRow,
  type OrganisationRow,
  type RegionRow,
  type UserRow,
} from './base.ts';
import { CATEGORIES } from './categories.ts';
import { buildOrganisations } from './organisations.ts';
import { CITIES } from './cities.ts';
import { generate, SEED_ANCHOR, USER_COUNT, type PhotoRow, type SpotRow } from './generate.ts';
import { pointInRings } from './geometry.ts';
import {
  insertCategories,
  insertComments,
  insertMemberships,
  insertOfficialAnswers,
  insertOrganisations,
  insertRegions,
  insertSpotBatch,
  insertUsers,
  insertVotes,
  syncIdSequences,
  type CommentRow,
  type OfficialAnswerRow,
  type VoteRow,
} from './load.ts';
import type { PhotoStorage } from '../../storage/photo-storage.ts';
import { buildDemoNews, insertDemoNews, type DemoNewsArticle } from './news/demo-news.ts';
import { storeDemoPhotos } from './photos.ts';
import { Prng } from './prng.ts';
import { commentBody, officialAnswerText } from './texts.ts';

export const DEMO_SEED = 42;
export const DEMO_SPOT_COUNT = 2000;
const DAY = 86_400_000;

export interface DemoData {
  users: UserRow[];
  regions: RegionRow[];
  organisations: OrganisationRow[];
  memberships: MembershipRow[];
  spots: SpotRow[];
  photos: PhotoRow[];
  votes: VoteRow[];
  comments: CommentRow[];
  officialAnswers: OfficialAnswerRow[];
  /** News articles of every platform (their covers are photo rows of their own, inserted with them). */
  news: DemoNewsArticle[];
}

/** Regions whose outline contains the point: what the database's trigger must compute too. */
export function regionIdsAt(regions: readonly RegionRow[], lng: number, lat: number): number[] {
  return regions.filter((r) => pointInRings(lng, lat, r.rings)).map((r) => r.id);
}

function laterThan(prng: Prng, iso: string, maxDays: number): string {
  const start = Date.parse(iso);
  return new Date(Math.min(SEED_ANCHOR - 1, start + prng.next() * maxDays * DAY)).toISOString();
}

function buildVotes(prng: Prng, spots: readonly SpotRow[]): VoteRow[] {
  const userIds = Array.from({ length: USER_COUNT }, (_, i) => i + 1);
  return spots.flatMap((spot) =>
    prng.sample(userIds, spot.voteCount).map((userId) => ({ spotId: spot.id, userId, createdAt: laterThan(prng, spot.createdAt, 90) })),
  );
}

function buildComments(prng: Prng, spots: readonly SpotRow[]): CommentRow[] {
  const comments: CommentRow[] = [];
  const language = new Map(CITIES.map((c) => [c.slug, c.language]));
  for (const spot of spots) {
    const topLevel: number[] = [];
    let at = spot.createdAt;
    for (let i = 0; i < spot.commentCount; i++) {
      at = laterThan(prng, at, 20);
      // Replies are one level deep, to an earlier top-level comment on the same spot.
      const parentId = topLevel.length > 0 && prng.chance(0.3) ? prng.pick(topLevel) : null;
      const id = comments.length + 1;
      comments.push({
        id,
        spotId: spot.id,
        userId: prng.int(1, USER_COUNT),
        parentId,
        body: commentBody(prng, language.get(spot.citySlug) ?? 'de'),
        createdAt: at,
        editedAt: prng.chance(0.1) ? laterThan(prng, at, 2) : null,
      });
      if (parentId === null) topLevel.push(id);
    }
  }
  return comments;
}

function buildOfficialAnswers(
  prng: Prng,
  spots: readonly SpotRow[],
  regions: readonly RegionRow[],
  organisations: readonly OrganisationRow[],
): OfficialAnswerRow[] {
  const answers: OfficialAnswerRow[] = [];
  const open = OFFICIAL_ANSWER_STATUSES.filter((s) => s !== 'fixed');
  for (const spot of spots) {
    const regionIds = regionIdsAt(regions, spot.lng, spot.lat);
    const organisation = organisations.find((o) => o.answers && o.platform === spot.platform && o.regionIds.some((id) => regionIds.includes(id)));
    if (!organisation || !prng.chance(0.3)) continue;
    const status: OfficialAnswerStatus = spot.fixed ? 'fixed' : spot.famed ? 'acknowledged' : prng.pick(open);
    answers.push({
      id: answers.length + 1,
      spotId: spot.id,
      organisationId: organisation.id,
      status,
      text: officialAnswerText(organisation.language, status),
      createdAt: spot.fixedAt ?? laterThan(prng, spot.createdAt, 20),
    });
  }
  return answers;
}

export async function buildDemoData(seed = DEMO_SEED, spotCount = DEMO_SPOT_COUNT): Promise<DemoData> {
  const users = buildUsers(seed);
  const regions = buildRegions();
  const organisations = buildOrganisations(regions);
  const memberships = buildMemberships(organisations);
  const spots: SpotRow[] = [];
  const photos: PhotoRow[] = [];
  for await (const batch of generate(spotCount, seed)) {
    spots.push(...batch.spots);
    photos.push(...batch.photos);
  }
  // Each kind of row draws from its own stream, so adding e.g. comments never changes the votes.
  const votes = buildVotes(Prng.derive(seed, 2), spots);
  const comments = buildComments(Prng.derive(seed, 3), spots);
  const officialAnswers = buildOfficialAnswers(Prng.derive(seed, 4), spots, regions, organisations);
  const news = buildDemoNews(organisations, memberships);
  return { users, regions, organisations, memberships, spots, photos, votes, comments, officialAnswers, news };
}

/** Users, categories, regions and organisations (with their members): what spots refer to. */
export async function insertReferenceData(
  db: Kysely<DB>,
  data: Pick<DemoData, 'users' | 'regions' | 'organisations'> & { memberships?: MembershipRow[] },
): Promise<void> {
  await insertUsers(db, data.users, DEMO_PASSWORD_HASH);
  await insertCategories(db, CATEGORIES);
  await insertRegions(db, data.regions);
  await insertOrganisations(db, data.organisations);
  await insertMemberships(db, data.memberships ?? []);
}

export async function insertDemoData(db: Kysely<DB>, data: DemoData): Promise<void> {
  await db.transaction().execute((trx) => insertDemoRows(trx, data));
}

// Always the transaction handle inside: PGlite hangs if the outer connection is used there.
async function insertDemoRows(trx: Kysely<DB>, data: DemoData): Promise<void> {
  await insertReferenceData(trx, data);
  await insertSpotBatch(trx, { spots: data.spots, photos: data.photos });
  await insertVotes(trx, data.votes);
  await insertComments(trx, data.comments);
  await insertOfficialAnswers(trx, data.officialAnswers);
  await syncIdSequences(trx);
  // After the sequences moved on: articles and their covers take the next ids.
  await insertDemoNews(trx, data.news);
}

export async function hasSpots(db: Kysely<DB>): Promise<boolean> {
  const { rows } = await sql<{ any: boolean }>`SELECT EXISTS (SELECT 1 FROM spots) AS any`.execute(db);
  return rows[0]?.any ?? false;
}

export interface SeedResult {
  spots: number;
  photos: number;
  votes: number;
  comments: number;
  officialAnswers: number;
  news: number;
  ms: number;
}

/** Any fixed number: the advisory lock that lets only one starting instance seed. */
const SEED_LOCK = 7_340_001;

/**
 * Writes the demo dataset into the database if it has no spots, and the demo photos into
 * the photo storage. Several API instances may start at once against one PostgreSQL: an advisory lock
 * and a second look inside the transaction make exactly one of them seed. null: nothing to do.
 */
export async function seedDemoIfEmpty(db: Kysely<DB>, options: { photos: PhotoStorage; seed?: number }): Promise<SeedResult | null> {
  if (await hasSpots(db)) return null;
  const started = performance.now();
  const data = await buildDemoData(options.seed ?? DEMO_SEED);
  const seeded = await db.transaction().execute(async (trx) => {
    await sql`SELECT pg_advisory_xact_lock(${SEED_LOCK})`.execute(trx);
    if (await hasSpots(trx)) return false;
    await insertDemoRows(trx, data);
    return true;
  });
  if (!seeded) return null;
  await storeDemoPhotos(options.photos);
  return {
    spots: data.spots.length,
    photos: data.photos.length,
    votes: data.votes.length,
    comments: data.comments.length,
    officialAnswers: data.officialAnswers.length,
    news: data.news.length,
    ms: Math.round(performance.now() - started),
  };
}
