// Opens the database (or takes the one a test injects), brings its schema up to date, adds the
// content pages that are missing, seeds the demo data into an empty database when configured to,
// and closes it with the app.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config.ts';
import { openDatabase, type Database } from '../db/database.ts';
import { migrate } from '../db/migrate.ts';
import { seedContentPages } from '../db/seed/content/seed-content-pages.ts';
import { seedDemoIfEmpty } from '../db/seed/demo.ts';
import type { PhotoStorage } from '../storage/photo-storage.ts';

declare module 'fastify' {
  interface FastifyInstance {
    db: Database;
  }
}

export interface DbPluginOptions {
  config: Config;
  /** An already open database (tests): migrated here but not closed with the app. */
  database?: Database | undefined;
  /** Where the demo photos go when an empty database is seeded. */
  photos: PhotoStorage;
}

export default fp<DbPluginOptions>(
  async function dbPlugin(app: FastifyInstance, { config, database, photos }) {
    const db =
      database ??
      (await openDatabase({
        url: config.databaseUrl,
        pgliteDir: config.pgliteDir,
        onConnectionError: (error) => app.log.warn({ err: error }, 'database connection lost; the pool reconnects on the next query'),
      }));
    if (!database) app.addHook('onClose', () => db.close());
    app.decorate('db', db);

    const started = performance.now();
    const applied = await migrate(db);
    if (applied.length > 0) {
      app.log.info({ migrations: applied.map((m) => m.migrationName), ms: Math.round(performance.now() - started) }, 'database migrated');
    }
    // Always, not only with SEED: the imprint and the privacy policy are no demo data.
    const pages = await seedContentPages(db.kysely);
    if (pages > 0) app.log.info({ pages }, `content pages missing: seeded ${pages} from the texts in db/seed/content`);
    if (config.seed) {
      const result = await seedDemoIfEmpty(db.kysely, { photos });
      if (result) app.log.info(result, `empty database: seeded demo data, ${result.spots} spots in ${result.ms} ms`);
    }
  },
  { name: 'db' },
);
