// npm run seed -w api [-- --reset]: seeds the configured database (DATABASE_URL or the PGlite in
// DATA_DIR) with the demo data if it has no spots, and the demo photos into the photo storage
// (a folder or the bucket), and the content pages that are missing. --reset empties every table first.
// Don't run it against the PGlite folder of a running server: PGlite allows one process.
import { parseArgs } from 'node:util';
import { sql } from 'kysely';
import { loadConfig } from '../../config.ts';
import { openPhotoStorages } from '../../storage/open-photo-storage.ts';
import { openDatabase } from '../database.ts';
import { migrate } from '../migrate.ts';
import { seedContentPages } from './content/seed-content-pages.ts';
import { seedDemoIfEmpty } from './demo.ts';

const { values } = parseArgs({ options: { reset: { type: 'boolean', default: false } } });
const config = loadConfig();
const storages = await openPhotoStorages(config);
const db = await openDatabase({ url: config.databaseUrl, pgliteDir: config.pgliteDir });
try {
  await migrate(db);
  if (values.reset) {
    await sql`TRUNCATE official_answers, votes, comments, photos, spot_regions, spot_categories, spots,
      organisation_members, organisation_regions, organisations, region_shapes, regions, categories,
      refresh_tokens, one_time_tokens, identities, email_outbox, content_page_revisions, content_pages,
      newsletter_requests, newsletter_subscriptions, admin_audit, news_audit, news_translations, news_articles, organisation_audit, organisation_statistics,
      premium_requests, users RESTART IDENTITY CASCADE`.execute(db.kysely);
    console.log('emptied every table');
  }
  const pages = await seedContentPages(db.kysely);
  if (pages > 0) console.log(`seeded ${pages} content pages`);
  const result = await seedDemoIfEmpty(db.kysely, { photos: storages.photos });
  if (!result) console.log('the database already has spots: nothing to do (use --reset to start over)');
  else
    console.log(
      `seeded ${db.engine}: ${result.spots} spots, ${result.photos} photos, ${result.votes} votes, ${result.comments} comments, ${result.officialAnswers} official answers, ${result.news} news articles in ${result.ms} ms`,
    );
} finally {
  await db.close();
  storages.close();
}
