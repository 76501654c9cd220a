// Updating the cached answers of one spot after a write: patch what the write's answer tells,
// then mark exactly the queries it changed as stale (this spot, this person's viewer state, and
// the lists and highlights that show the spot's counts).
import type { QueryClient } from '@tanstack/react-query';
import type { SpotDetail, SpotViewer } from './spot-write-types.ts';
import type { SpotPageKeys } from './use-spot-keys.ts';

export function patchSpot(qc: QueryClient, keys: SpotPageKeys, patch: (spot: SpotDetail) => SpotDetail): void {
  qc.setQueryData<SpotDetail>(keys.detail, (spot) => (spot ? patch(spot) : spot));
}

export function patchViewer(qc: QueryClient, keys: SpotPageKeys, patch: (viewer: SpotViewer) => SpotViewer): void {
  qc.setQueryData<SpotViewer>(keys.viewer, (viewer) => (viewer ? patch(viewer) : viewer));
}

export interface CacheSnapshot {
  spot: SpotDetail | undefined;
  viewer: SpotViewer | undefined;
}

/** Before an optimistic change: stop refetches that would overwrite it, remember what was. */
export async function snapshot(qc: QueryClient, keys: SpotPageKeys): Promise<CacheSnapshot> {
  await Promise.all([qc.cancelQueries({ queryKey: keys.detail, exact: true }), qc.cancelQueries({ queryKey: keys.viewer, exact: true })]);
  return { spot: qc.getQueryData(keys.detail), viewer: qc.getQueryData(keys.viewer) };
}

export function restore(qc: QueryClient, keys: SpotPageKeys, before: CacheSnapshot | undefined): void {
  if (!before) return;
  qc.setQueryData(keys.detail, before.spot);
  qc.setQueryData(keys.viewer, before.viewer);
}

export function invalidateSpot(qc: QueryClient, keys: SpotPageKeys, { comments = false } = {}): Promise<unknown> {
  return Promise.all([
    qc.invalidateQueries({ queryKey: keys.detail, exact: true }),
    qc.invalidateQueries({ queryKey: keys.viewer, exact: true }),
    qc.invalidateQueries({ queryKey: keys.lists }),
    qc.invalidateQueries({ queryKey: keys.highlights }),
    comments ? qc.invalidateQueries({ queryKey: keys.comments, exact: true }) : null,
  ]);
}
