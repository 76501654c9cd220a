// The expected answers, computed in plain JavaScript from the demo data the database was loaded
// with: an oracle independent of the SQL under test (regions by the JS point-in-polygon test).
import type { Platform } from '@moveable/contract';
import { regionIdsAt, type DemoData } from '../../src/db/seed/demo.ts';
import type { SpotRow } from '../../src/db/seed/generate.ts';

export interface Scope {
  platform: Platform;
  /** null = world */
  country: string | null;
}

export interface ExpectedSpot extends SpotRow {
  regionIds: number[];
  hasOfficialAnswer: boolean;
  hasPhoto: boolean;
}

const cache = new WeakMap<DemoData, ExpectedSpot[]>();

export function expectedSpots(data: DemoData): ExpectedSpot[] {
  let spots = cache.get(data);
  if (!spots) {
    const answered = new Set(data.officialAnswers.map((a) => a.spotId));
    const withPhoto = new Set(data.photos.map((p) => p.spotId));
    spots = data.spots.map((s) => ({
      ...s,
      regionIds: regionIdsAt(data.regions, s.lng, s.lat),
      hasOfficialAnswer: answered.has(s.id),
      hasPhoto: withPhoto.has(s.id),
    }));
    cache.set(data, spots);
  }
  return spots;
}

export function inScope(scope: Scope, archived = false) {
  return (s: ExpectedSpot) => s.platform === scope.platform && (scope.country === null || s.country === scope.country) && s.archived === archived;
}

export const byDateDesc = (a: SpotRow, b: SpotRow) => (a.createdAt < b.createdAt ? 1 : a.createdAt > b.createdAt ? -1 : b.id - a.id);
export const byVotesDesc = (a: SpotRow, b: SpotRow) => b.voteCount - a.voteCount || b.id - a.id;
export const byCommentsDesc = (a: SpotRow, b: SpotRow) => b.commentCount - a.commentCount || b.id - a.id;

/** Great-circle metres on earthdistance's sphere (radius 6378168 m). */
export function metresBetween(lat1: number, lng1: number, lat2: number, lng2: number): number {
  const rad = Math.PI / 180;
  const dLat = (lat2 - lat1) * rad;
  const dLng = (lng2 - lng1) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(lat1 * rad) * Math.cos(lat2 * rad) * Math.sin(dLng / 2) ** 2;
  return 2 * 6378168 * Math.asin(Math.min(1, Math.sqrt(h)));
}

export const headersFor = (scope: Scope): Record<string, string> => ({
  'moveable-platform': scope.platform,
  'moveable-countrycode': scope.country ?? 'world',
});
