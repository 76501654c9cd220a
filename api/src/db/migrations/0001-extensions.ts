// cube + earthdistance: great-circle distances in metres and a GiST index that answers
// "nearest first" (KNN) on both engines, with no PostGIS (which PGlite cannot load reliably).
// Both are trusted extensions shipped with PostgreSQL's contrib and bundled with PGlite.
export const statements = [`CREATE EXTENSION IF NOT EXISTS cube`, `CREATE EXTENSION IF NOT EXISTS earthdistance`];
