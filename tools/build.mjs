// Builds the whole front end in dependency order. Each package can also build alone
// (`npm run build -w mf-spots`): it then rewrites only its own import-map entries.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT } from './importmap.mjs';
import { buildStandalone } from './build-standalone.mjs';
import { DEFER_ENV, writeBuildRecord } from './build-record.mjs';

const ORDER = ['vendor', 'shared', 'shell', 'mf-spots', 'mf-map', 'mf-auth', 'mf-news', 'mf-partner', 'mf-admin'];

const started = Date.now();
for (const pkg of ORDER) {
  if (!existsSync(join(ROOT, pkg, 'package.json'))) continue;
  const t = Date.now();
  execFileSync('npm', ['run', 'build', '--silent', '-w', pkg], { cwd: ROOT, stdio: 'inherit', env: { ...process.env, [DEFER_ENV]: '1' } });
  console.log(`built ${pkg} in ${((Date.now() - t) / 1000).toFixed(1)} s`);
}
// The standalone elements bundle the packages' sources anew (tools/build-standalone.mjs).
await buildStandalone();
// One build record for the whole build (tools/build-record.mjs), after every file is in place.
const record = writeBuildRecord();
console.log(`front end built in ${((Date.now() - started) / 1000).toFixed(1)} s → dist/, importmap.json, module-graph.json, build ${record.id}`);
