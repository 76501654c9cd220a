// A spot summary, read from the spot row alone: the list, the nearby candidates and the detail
// page all read it through these columns. Each column is named once here (its SQL) and once in
// the contract's spotSummarySchema (its place on the wire): a flat column whose name is a
// summary field goes to the wire as it is; the grouped ones (location, address, cover photo,
// dates) are put together in toSummary. Categories, regions, the cover and the official-answer
// flag are columns of the spot row (migration 0020; the cover's sizes, 0031).
import type { Platform, SpotSummary } from '@moveable/contract';
import { sql, type RawBuilder } from 'kysely';
import { photoSrcset, photoUrl } from '../../images/photo-sizes.ts';

/** A timestamp as milliseconds since the epoch (float8): drivers parse a float much faster than a timestamptz text. */
export const epochMs = (column: 's.created_at' | 's.updated_at') => sql<number>`date_part('epoch', ${sql.ref(column)}) * 1000`;
/** The columns are timestamptz(3), so the value is a whole number of milliseconds (rounded against float noise). */
export const isoOf = (ms: number) => new Date(Math.round(ms)).toISOString();

/** The summary's columns of `spots s`, in the order of its JSON tuple. */
export const SUMMARY_COLUMNS = {
  id: sql<number>`s.id`,
  legacyId: sql<string | null>`s.legacy_id`,
  platform: sql<Platform>`s.platform`,
  country: sql<string>`s.country`,
  title: sql<string>`s.title`,
  famed: sql<boolean>`s.famed`,
  fixed: sql<boolean>`s.fixed`,
  archived: sql<boolean>`s.archived`,
  hasOfficialAnswer: sql<boolean>`s.has_official_answer`,
  categoryIds: sql<number[]>`s.category_ids`,
  regionIds: sql<number[]>`s.region_ids`,
  votes: sql<number>`s.vote_count`,
  comments: sql<number>`s.comment_count`,
  lng: sql<number>`s.location[0]`,
  lat: sql<number>`s.location[1]`,
  street: sql<string | null>`s.street`,
  postalCode: sql<string | null>`s.postal_code`,
  city: sql<string | null>`s.city`,
  countryCode: sql<string | null>`s.country_code`,
  createdMs: epochMs('s.created_at'),
  updatedMs: epochMs('s.updated_at'),
  coverId: sql<number | null>`s.cover_photo_id`,
  coverWidth: sql<number | null>`s.cover_photo_width`,
  coverHeight: sql<number | null>`s.cover_photo_height`,
  coverShowsFix: sql<boolean | null>`s.cover_photo_shows_fix`,
  /** The cover's stored WebP sizes ('{}' for a single-file photo): an upload's cover has a srcset. */
  coverVariants: sql<string[]>`s.cover_photo_variants`,
};

type Columns = typeof SUMMARY_COLUMNS;
export type SummaryValues = { [K in keyof Columns]: Columns[K] extends RawBuilder<infer T> ? T : never };
const NAMES = Object.keys(SUMMARY_COLUMNS) as (keyof Columns)[];

/**
 * The summary as one JSON array: a driver decodes one value instead of 26 per row. On PGlite,
 * where every value crosses from WebAssembly on its own, that is most of what a 500-spot page
 * costs (at 1M spots: 35 ms → 12 ms); numbers are the same doubles either way.
 */
export const summaryTuple = sql<unknown[]>`json_build_array(${sql.join(Object.values(SUMMARY_COLUMNS))})`;

/** The values of a tuple by their column names. */
export function summaryValues(tuple: readonly unknown[]): SummaryValues {
  return Object.fromEntries(NAMES.map((name, i) => [name, tuple[i]])) as SummaryValues;
}

export function toSummary(values: SummaryValues): SpotSummary {
  const {
    lat,
    lng,
    street,
    postalCode,
    city,
    countryCode,
    createdMs,
    updatedMs,
    coverId,
    coverWidth,
    coverHeight,
    coverShowsFix,
    coverVariants,
    ...wire
  } = values;
  const width = coverWidth ?? 0;
  const height = coverHeight ?? 0;
  return {
    ...wire,
    location: { lat, lng },
    address: { street, postalCode, city, country: countryCode },
    coverPhoto:
      coverId === null
        ? null
        : {
            id: coverId,
            url: photoUrl(coverId),
            width,
            height,
            showsFix: coverShowsFix ?? false,
            srcset: photoSrcset(coverId, { width, height }, coverVariants.length > 0),
          },
    createdAt: isoOf(createdMs),
    updatedAt: isoOf(updatedMs),
  };
}

// A flat column that is no summary field would reach the wire unseen (the spread above): refuse it here.
type Flat = Omit<SummaryValues, 'lat' | 'lng' | 'street' | 'postalCode' | 'city' | 'countryCode' | 'createdMs' | 'updatedMs' | `cover${string}`>;
const everyFlatColumnIsAField: Record<Exclude<keyof Flat, keyof SpotSummary>, never> = {};
void everyFlatColumnIsAField;
