// The API on its embedded database (PGlite) with the demo data, in a process of its own, so that
// a load generator does not share its event loop. Prints `listening <port>` when ready; stops on
// SIGTERM. The data folder is a fresh temp folder (seeded on start, about 2,000 spots).
//
//   npx tsx bench/lib/demo-server.ts
import { buildApp, loadConfig } from '@moveable/api/bench-kit';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';

const dataDir = await mkdtemp(path.join(os.tmpdir(), 'moveable-bench-demo-'));
const config = loadConfig({
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

process.on('SIGTERM', () => {
  void app
    .close()
    .then(() => rm(dataDir, { recursive: true, force: true }))
    .finally(() => process.exit(0));
});
