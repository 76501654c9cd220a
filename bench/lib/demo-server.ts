// The API on its embedded database (PGlite) with the demo data, in a process of its own, so that
// a load generator does not share its event loop. Prints `listening <port>` when ready; stops on
// SIGTERM. The data folder is a fresh temp folder (seeded on start, about 2,000 spots). The
// settings a bench varies (write limits, the image decoding queue) come from its environment.
//
//   npx tsx bench/lib/demo-server.ts
import { buildApp, loadConfig } from '@moveable/api/bench-kit';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';

const dataDir = await mkdtemp(path.join(os.tmpdir(), 'moveable-bench-demo-'));
const PASSED_ON = ['WRITE_LIMITS', 'UPLOAD_CONCURRENCY', 'UPLOAD_QUEUE_LENGTH'];
const config = loadConfig({
  ...Object.fromEntries(PASSED_ON.map((name) => [name, process.env[name]])),
  DATA_DIR: dataDir,
  SEED: 'true',
  LOG_LEVEL: 'silent',
  JOBS: 'false',
  AUTH_SECRET: 'bench-secret-bench-secret-bench-secret-0123',
});
const app = await buildApp(config);
await app.listen({ host: '127.0.0.1', port: 0 });
const address = app.server.address();
console.log(`listening ${typeof address === 'object' && address ? address.port : 0}`);

// A bench that measures memory asks for a full garbage collection first (node --expose-gc, then
// SIGUSR2): what seeding left on the heap would otherwise be collected at a random moment later.
const gc = (globalThis as { gc?: () => void }).gc;
if (gc) {
  process.on('SIGUSR2', () => {
    gc();
    console.log('collected');
  });
}

process.on('SIGTERM', () => {
  void app
    .close()
    .then(() => rm(dataDir, { recursive: true, force: true }))
    .finally(() => process.exit(0));
});
