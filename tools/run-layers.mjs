// Runs every test layer, keeps going past a failing one, and ends with the one line CI reads:
// `N passed, N failed`. Static checks count as one test each.
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT } from './importmap.mjs';

const reports = join(ROOT, '.cache', 'test-reports');
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });

function run(cmd, args, env = {}) {
  const started = Date.now();
  const res = spawnSync(cmd, args, { cwd: ROOT, stdio: 'inherit', env: { ...process.env, ...env } });
  return { ok: res.status === 0, seconds: (Date.now() - started) / 1000 };
}

function readJson(file) {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return null;
  }
}

// CI keeps only the tail of the output, so failures are named again beside the summary.
const failures = [];

const vitestCounts = (file) => {
  const r = readJson(file);
  if (!r) return null;
  for (const suite of r.testResults ?? []) {
    for (const t of suite.assertionResults ?? []) {
      if (t.status !== 'failed') continue;
      const message = (t.failureMessages?.[0] ?? '').split('\n').slice(0, 3).join(' | ');
      failures.push(`${suite.name.replace(ROOT + '/', '')} › ${t.fullName}: ${message}`);
    }
    if (suite.status === 'failed' && !(suite.assertionResults ?? []).length) failures.push(`${suite.name}: ${suite.message}`);
  }
  return { passed: r.numPassedTests, failed: r.numFailedTests };
};
const playwrightCounts = (file) => {
  const r = readJson(file);
  if (!r) return null;
  const walk = (suite, trail) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        if (test.status !== 'unexpected') continue;
        const error = test.results?.at(-1)?.error?.message?.split('\n')[0] ?? '';
        failures.push(`${spec.file} › ${[...trail, spec.title].join(' › ')}: ${error}`);
      }
    }
    for (const child of suite.suites ?? []) walk(child, [...trail, child.title]);
  };
  for (const suite of r.suites ?? []) walk(suite, []);
  return { passed: r.stats.expected + (r.stats.flaky ?? 0), failed: r.stats.unexpected };
};
const wtrCounts = (file) => readJson(file);
const budgetCounts = (file) => {
  const r = readJson(file);
  if (!r) return null;
  for (const problem of r.problems ?? []) failures.push(`tools/route-budgets.ts › ${problem}`);
  return { passed: r.passed, failed: r.failed };
};

const layers = [
  { name: 'typecheck', cmd: ['npx', ['tsc', '-p', 'tsconfig.json', '--noEmit']] },
  { name: 'lint', cmd: ['npx', ['eslint', '.', '--max-warnings', '0']] },
  { name: 'format (Prettier)', cmd: ['npx', ['prettier', '--check', '--log-level', 'warn', '.']] },
  {
    // The built routes against their byte budgets (tools/budgets/route-budgets.json): one test per route.
    name: 'route byte budgets (tools/route-budgets.ts)',
    cmd: ['npx', ['tsx', 'tools/route-budgets.ts', '--report', `${reports}/budgets.json`]],
    counts: () => budgetCounts(`${reports}/budgets.json`),
  },
  {
    name: 'unit, component and API tests (vitest, PGlite)',
    cmd: ['npx', ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${reports}/vitest.json`]],
    env: { TEST_DATABASE_URL: '' },
    counts: () => vitestCounts(`${reports}/vitest.json`),
  },
  {
    name: 'API tests on PostgreSQL (vitest)',
    when: () => Boolean(process.env.TEST_DATABASE_URL),
    cmd: ['npx', ['vitest', 'run', '--project', 'api', '--reporter=default', '--reporter=json', `--outputFile.json=${reports}/vitest-pg.json`]],
    counts: () => vitestCounts(`${reports}/vitest-pg.json`),
  },
  {
    name: 'built custom elements in Chromium (@web/test-runner)',
    cmd: ['npx', ['web-test-runner', '--config', 'web-test-runner.config.mjs']],
    env: { WTR_REPORT: `${reports}/wtr.json` },
    counts: () => wtrCounts(`${reports}/wtr.json`),
  },
  {
    name: 'end to end through the shell (Playwright)',
    cmd: ['npx', ['playwright', 'test', '-c', 'e2e/playwright.config.ts']],
    env: { PLAYWRIGHT_JSON_OUTPUT_NAME: `${reports}/playwright.json` },
    counts: () => playwrightCounts(`${reports}/playwright.json`),
  },
];

let passed = 0;
let failed = 0;
const summary = [];
for (const layer of layers) {
  if (layer.when && !layer.when()) {
    summary.push(`${layer.name}: skipped (TEST_DATABASE_URL not set)`);
    continue;
  }
  console.log(`\n=== ${layer.name} ===`);
  const [cmd, args] = layer.cmd;
  const { ok, seconds } = run(cmd, args, layer.env);
  let counts = layer.counts ? layer.counts() : { passed: ok ? 1 : 0, failed: ok ? 0 : 1 };
  // A runner that crashed before reporting still failed.
  if (!counts || (!ok && counts.failed === 0)) counts = { passed: counts?.passed ?? 0, failed: (counts?.failed ?? 0) + 1 };
  passed += counts.passed;
  failed += counts.failed;
  summary.push(`${layer.name}: ${counts.passed} passed, ${counts.failed} failed (${seconds.toFixed(1)} s)`);
}

console.log('\n=== summary ===');
const ansi = new RegExp(`${String.fromCharCode(27)}\\[[0-9;]*m`, 'g');
for (const line of failures) console.log(`FAILED ${line}`.replace(ansi, '').slice(0, 400));
for (const line of summary) console.log(line);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
