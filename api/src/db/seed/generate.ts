// The spot generator behind both the demo data (2,000 spots) and the benchmarks (100k, 1M):
// `generate(count, seed)` yields batches of rows with explicit ids, ready for the bulk loader.
// Same count and seed, same rows, on every machine.
import type { Locale, Platform } from '@moveable/contract';
import { categoriesFor, type CategoryDefinition } from './categories.ts';
import { CITIES, type City } from './cities.ts';
import { kmToDegrees, pointInRings, ringsBbox, type Ring } from './geometry.ts';
import { DEMO_PHOTOS } from './photos.ts';
import { legacyId, Prng } from './prng.ts';
import { cityRings } from './region-shapes.ts';
import { spotDescription, spotTitle } from './texts.ts';

/** Every generated timestamp lies before this instant, so output never depends on the clock. */
export const SEED_ANCHOR = Date.UTC(2026, 9, 1); // 2026-10-01T00:00:00Z
const DAY = 86_400_000;
export const ARCHIVE_AFTER_DAYS = 30;
/** Authors, voters and commenters are the demo users 1..USER_COUNT. */
export const USER_COUNT = 40;

export interface SpotRow {
  id: number;
  legacyId: string | null;
  platform: Platform;
  country: string;
  citySlug: string;
  title: string;
  description: string;
  famed: boolean;
  lng: number;
  lat: number;
  street: string;
  postalCode: string;
  city: string;
  countryCode: string;
  fixed: boolean;
  fixedAt: string | null;
  archived: boolean;
  archivedAt: string | null;
  voteCount: number;
  commentCount: number;
  authorId: number;
  createdAt: string;
  updatedAt: string;
  categoryIds: number[];
}

export interface PhotoRow {
  id: number;
  spotId: number;
  storageKey: string;
  width: number;
  height: number;
  showsFix: boolean;
  position: number;
  createdAt: string;
}

export interface GeneratedBatch {
  spots: SpotRow[];
  photos: PhotoRow[];
}

export interface GenerateOptions {
  batchSize?: number;
}

interface Target {
  city: City;
  platform: Platform;
  rings: Ring[];
  bbox: ReturnType<typeof ringsBbox>;
  categories: CategoryDefinition[];
  weight: number;
}

function targets(): Target[] {
  return CITIES.flatMap((city) => {
    const rings = cityRings(city);
    return Object.entries(city.weights).map(([platform, weight]) => ({
      city,
      platform: platform as Platform,
      rings,
      bbox: ringsBbox(rings),
      categories: categoriesFor(platform as Platform),
      weight: weight ?? 0,
    }));
  });
}

/** A point near the centre (spots cluster downtown) that lies inside the city's outline. */
function locate(prng: Prng, t: Target): { lng: number; lat: number } {
  const [minLng, minLat, maxLng, maxLat] = t.bbox;
  const sigmaLng = (maxLng - minLng) / 6;
  const sigmaLat = (maxLat - minLat) / 6;
  for (let attempt = 0; attempt < 50; attempt++) {
    const lng = t.city.lng + prng.gaussian() * sigmaLng;
    const lat = t.city.lat + prng.gaussian() * sigmaLat;
    if (pointInRings(lng, lat, t.rings)) return { lng: round7(lng), lat: round7(lat) };
  }
  // Fall back to a small circle around the centre (which the tests check is inside the outline).
  const { dLng, dLat } = kmToDegrees(t.city.lat, 0.3, 0.3);
  return { lng: round7(t.city.lng + (prng.next() - 0.5) * dLng), lat: round7(t.city.lat + (prng.next() - 0.5) * dLat) };
}

function round7(n: number): number {
  return Math.round(n * 1e7) / 1e7;
}

function iso(ms: number): string {
  return new Date(Math.round(ms)).toISOString();
}

function pickLocale(prng: Prng, city: City): Locale {
  // Mostly the city's language; some English everywhere, some German in the French-speaking cities.
  const r = prng.next();
  if (r < 0.1) return 'en';
  if (r < 0.15 && city.language === 'fr') return 'de';
  return city.language;
}

function chooseCategories(prng: Prng, available: CategoryDefinition[]): CategoryDefinition[] {
  const permanent = available.filter((c) => !c.temporary);
  const temporary = available.filter((c) => c.temporary);
  const chosen = [prng.pick(permanent)];
  if (prng.chance(0.3)) chosen.push(prng.pick(permanent));
  if (prng.chance(0.1)) chosen.push(prng.pick(temporary));
  return [...new Map(chosen.map((c) => [c.id, c])).values()];
}

function makeSpot(prng: Prng, id: number, t: Target, photoIds: { next: number }): { spot: SpotRow; photos: PhotoRow[] } {
  const { city, platform } = t;
  const locale = pickLocale(prng, city);
  const famed = prng.chance(0.35);
  const categories = chooseCategories(prng, t.categories);
  const primary = categories[0] as CategoryDefinition;
  const street = prng.pick(city.streets);
  const createdMs = SEED_ANCHOR - prng.next() * 3 * 365 * DAY;
  const updatedMs = createdMs + (prng.chance(0.4) ? prng.next() * Math.min(60 * DAY, SEED_ANCHOR - createdMs) : 0);
  const fixed = !famed && prng.chance(0.15);
  const fixedMs = fixed ? createdMs + prng.next() * (SEED_ANCHOR - createdMs) : null;
  const temporary = categories.some((c) => c.temporary);
  const archiveMs = createdMs + ARCHIVE_AFTER_DAYS * DAY;
  const archived = temporary && archiveMs < SEED_ANCHOR;
  const { lng, lat } = locate(prng, t);
  const link = prng.chance(0.25)
    ? prng.chance(0.5)
      ? city.website
      : `https://www.openstreetmap.org/?mlat=${lat.toFixed(5)}&mlon=${lng.toFixed(5)}#map=18/${lat.toFixed(5)}/${lng.toFixed(5)}`
    : null;
  const spot: SpotRow = {
    id,
    legacyId: createdMs < SEED_ANCHOR - 365 * DAY ? legacyId(prng) : null,
    platform,
    country: city.country,
    citySlug: city.slug,
    title: spotTitle(prng, locale, famed, primary.labels[locale], street),
    description: spotDescription(prng, locale, famed, link),
    famed,
    lng,
    lat,
    street: `${street} ${prng.int(1, 180)}`,
    postalCode: prng.pick(city.postalCodes),
    city: city.name,
    countryCode: city.country.toUpperCase(),
    fixed,
    fixedAt: fixedMs === null ? null : iso(fixedMs),
    archived,
    archivedAt: archived ? iso(archiveMs) : null,
    // Skewed like real votes: most spots have few, some many (at most one per demo user).
    voteCount: Math.floor((USER_COUNT + 1) * prng.next() ** 3),
    commentCount: Math.floor(7 * prng.next() ** 2.5),
    authorId: prng.int(1, USER_COUNT),
    createdAt: iso(createdMs),
    updatedAt: iso(updatedMs),
    categoryIds: categories.map((c) => c.id).sort((a, b) => a - b),
  };
  const photos: PhotoRow[] = [];
  if (prng.chance(0.5)) {
    const count = prng.int(1, 3);
    for (let position = 0; position < count; position++) {
      const photo = prng.pick(DEMO_PHOTOS);
      const showsFix = fixed && position === count - 1 && count > 1;
      photos.push({
        id: photoIds.next++,
        spotId: id,
        storageKey: photo.storageKey,
        width: photo.width,
        height: photo.height,
        showsFix,
        position,
        createdAt: showsFix && fixedMs !== null ? iso(fixedMs) : spot.createdAt,
      });
    }
  }
  return { spot, photos };
}

/**
 * Yields `count` spots (ids 1..count) with their photos in batches. Spots of each city/platform
 * appear in proportion to the city's weights.
 */
export async function* generate(count: number, seed: number, options: GenerateOptions = {}): AsyncGenerator<GeneratedBatch> {
  const batchSize = options.batchSize ?? 5000;
  const all = targets();
  const weights = all.map((t) => t.weight);
  const prng = new Prng(seed);
  const photoIds = { next: 1 };
  for (let start = 1; start <= count; start += batchSize) {
    const batch: GeneratedBatch = { spots: [], photos: [] };
    for (let id = start; id < Math.min(start + batchSize, count + 1); id++) {
      const target = all[prng.weightedIndex(weights)] as Target;
      const { spot, photos } = makeSpot(prng, id, target, photoIds);
      batch.spots.push(spot);
      batch.photos.push(...photos);
    }
    yield batch;
  }
}
