// Cell counts for zoom 16 too (0021 kept 0..15): a viewport at zoom 16, about 1.5 km wide, holds
// over 10,000 spots downtown at a million spots, too many to count one by one in time. The same
// trigger and rebuild functions as 0021, for one more zoom, then a recount.
import { changedFunction, rebuildFunction } from './0021-map-cells.ts';

export const statements = [changedFunction(16, 'CREATE OR REPLACE'), rebuildFunction(16, 'CREATE OR REPLACE'), `SELECT spot_cells_rebuild()`];
