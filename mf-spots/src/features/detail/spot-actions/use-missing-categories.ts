// The categories a spot does not have yet: what "Add a category" offers, and whether the menu
// offers it at all (nothing while the categories load, nothing once the spot has them all).
import { useCategories } from '@moveable/shared';
import type { SpotDetail } from '../../common/spot-data/spot-write-types.ts';

export function useMissingCategories(spot: SpotDetail) {
  const categories = useCategories();
  const has = new Set(spot.categories.map((c) => c.id));
  return (categories.data ?? []).filter((c) => !has.has(c.id));
}
