// A cluster's place name is the most frequent city of its spots (0021/0022 took the
// alphabetically first: a cell with Zürich and Winterthur was "near Winterthur"). New spots bring
// the most frequent city of their statement; a recount gives each cell the place of its largest
// finer cell. Then a recount.
import { changedFunction, rebuildFunction } from './0021-map-cells.ts';

export const statements = [
  changedFunction(16, 'CREATE OR REPLACE', 'mode'),
  rebuildFunction(16, 'CREATE OR REPLACE', 'mode'),
  `SELECT spot_cells_rebuild()`,
];
