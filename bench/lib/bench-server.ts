// The API on a bench database, in a process of its own, so that the load generator does not share
// its event loop. Prints `listening <port>` when ready; stops on SIGTERM. Its database connections
// carry `--application-name` (so a bench can find their PostgreSQL backends), and when started
// with an IPC channel it answers the message 'cpu' with its process.cpuUsage() and 'memory' with
// its process.memoryUsage().
//
//   npx tsx bench/lib/bench-server.ts --schema bench_100000_42 --secret <AUTH_SECRET> [--pool 10] [--application-name moveable-bench-api]
import { buildApp, loadConfig, openDatabase } from '@moveable/api/bench-kit';
import { mkdtemp } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { BENCH_URL } from './database.ts';

const { values: args } = parseArgs({
  options: {
    schema: { type: 'string' },
    secret: { type: 'string' },
    pool: { type: 'string', default: '10' },
    'application-name': { type: 'string', default: 'moveable-bench-api' },
  },
});
if (!args.schema || !args.secret) {
  console.error('usage: bench-server.ts --schema <name> --secret <AUTH_SECRET> [--pool 10]');
  process.exit(2);
}

const url = new URL(BENCH_URL);
url.searchParams.set('application_name', args['application-name']);
const db = await openDatabase({ url: url.toString(), searchPath: [args.schema, 'public'], poolSize: Number(args.pool) });
const dataDir = await mkdtemp(path.join(os.tmpdir(), 'moveable-bench-server-'));
// No background jobs: the figures are the API's alone. No write limits: the load's hundreds of
// people all come through one loopback address.
const config = loadConfig({ DATA_DIR: dataDir, SEED: 'false', LOG_LEVEL: 'silent', AUTH_SECRET: args.secret, JOBS: 'false', WRITE_LIMITS: 'off' });
const app = await buildApp(config, { database: db });
await app.listen({ host: '127.0.0.1', port: 0 });
const address = app.server.address();
console.log(`listening ${typeof address === 'object' && address ? address.port : 0}`);

// A bench that measures memory asks for a full garbage collection first (node --expose-gc, then
// SIGUSR2), as with lib/demo-server.ts.
const gc = (globalThis as { gc?: () => void }).gc;
if (gc) {
  process.on('SIGUSR2', () => {
    gc();
    console.log('collected');
  });
}

if (process.send) {
  process.on('message', (message) => {
    if (message === 'cpu') process.send?.({ cpu: process.cpuUsage() });
    if (message === 'memory') process.send?.({ memory: process.memoryUsage() });
  });
}

process.on('SIGTERM', () => {
  void app
    .close()
    .then(() => db.close())
    .finally(() => process.exit(0));
});
