// The API on a bench database, in a process of its own, so that the load generator does not share
// its event loop. Prints `listening <port>` when ready; stops on SIGTERM.
//
//   npx tsx bench/lib/bench-server.ts --schema bench_100000_42 --secret <AUTH_SECRET>
import { buildApp, loadConfig, openDatabase } from '@moveable/api/bench-kit';
import { mkdtemp } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { BENCH_URL } from './database.ts';

const { values: args } = parseArgs({ options: { schema: { type: 'string' }, secret: { type: 'string' }, pool: { type: 'string', default: '10' } } });
if (!args.schema || !args.secret) {
  console.error('usage: bench-server.ts --schema <name> --secret <AUTH_SECRET> [--pool 10]');
  process.exit(2);
}

const db = await openDatabase({ url: BENCH_URL, searchPath: [args.schema, 'public'], poolSize: Number(args.pool) });
const dataDir = await mkdtemp(path.join(os.tmpdir(), 'moveable-bench-server-'));
// No background jobs: the figures are the API's alone. No write limits: the load's hundreds of
// people all come through one loopback address.
const config = loadConfig({ DATA_DIR: dataDir, SEED: 'false', LOG_LEVEL: 'silent', AUTH_SECRET: args.secret, JOBS: 'false', WRITE_LIMITS: 'off' });
const app = await buildApp(config, { database: db });
await app.listen({ host: '127.0.0.1', port: 0 });
const address = app.server.address();
console.log(`listening ${typeof address === 'object' && address ? address.port : 0}`);

process.on('SIGTERM', () => {
  void app
    .close()
    .then(() => db.close())
    .finally(() => process.exit(0));
});
