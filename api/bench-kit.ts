// The API's internals that the benchmarks under bench/ measure (the repositories of the hot
// reads, the app, the database, the bulk loader, the token signer and the ended-sessions check), as one public entry:
// `@moveable/api/bench-kit`. Nothing else imports the API's source by path.
export { buildApp } from './src/app.ts';
export { loadConfig } from './src/config.ts';
export { deriveTokenKeys, signAccessToken, signRefreshToken, verifyAccessToken, verifyRefreshToken } from './src/auth/jwt.ts';
export { createSessionRevocations } from './src/auth/session-revocations.ts';
export { openDatabase, type Database, type Engine } from './src/db/database.ts';
export { migrate } from './src/db/migrate.ts';
export type { DB } from './src/db/schema.ts';
export { buildRegions, buildUsers, DEMO_ACCOUNTS, DEMO_PASSWORD } from './src/db/seed/base.ts';
export { buildOrganisations } from './src/db/seed/organisations.ts';
export { CITIES } from './src/db/seed/cities.ts';
export { DEMO_SEED, insertReferenceData } from './src/db/seed/demo.ts';
export { generate } from './src/db/seed/generate.ts';
export { bulkLoadSpots, syncIdSequences } from './src/db/seed/load.ts';
export { Prng } from './src/db/seed/prng.ts';
export type { RequestContext } from './src/plugins/context.ts';
export { cellRange } from './src/routes/map/grid.ts';
export { mapClusters } from './src/routes/map/repository.ts';
export { listSpots } from './src/routes/spots/repository.ts';
export { countStatistics, refreshAllStatistics, refreshStatistics } from './src/domain/organisations/statistics.ts';
export { dashboardFigures } from './src/routes/admin-dashboard/repository.ts';
