// Starts the real API server (site + API, embedded database with demo data) for a test layer:
// a child process on a free loopback port, on its own copy of a database seeded once per run.
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { ROOT } from './importmap.mjs';

const CACHE = join(ROOT, '.cache', 'test-data');
const TEMPLATE = join(CACHE, 'template');

export function freePort() {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
  });
}

async function waitForHealth(url, child, timeoutMs) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (child.exitCode !== null) throw new Error(`test server exited with ${child.exitCode}`);
    try {
      const res = await fetch(`${url}/api/health`);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`test server not healthy after ${timeoutMs} ms`);
}

async function launch(dataDir, { quiet = true, env = {} } = {}) {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const extra = typeof env === 'function' ? env({ url, port }) : env;
  // The component and browser tests write far faster than people, all from 127.0.0.1 and a few
  // demo accounts, so the limits on writes are off unless a caller sets WRITE_LIMITS; the limits
  // have their own tests (api/test/routes/write-limits.test.ts and the two-instance test).
  // Webhook tests register receivers they start on 127.0.0.1: private targets are allowed here
  // (never in production, api/README.md "Webhooks").
  const limits = { WRITE_LIMITS: 'off', WEBHOOKS_ALLOW_PRIVATE_TARGETS: 'true' };
  // Node with tsx's loader, not the tsx CLI: one process, so a signal reaches the server itself.
  const child = spawn(process.execPath, ['--import', 'tsx', join(ROOT, 'api/src/server.ts')], {
    cwd: ROOT,
    env: { ...process.env, ...limits, ...extra, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, DATABASE_URL: '', LOG_LEVEL: 'warn' },
    stdio: quiet ? ['ignore', 'ignore', 'inherit'] : 'inherit',
  });
  // A runner that exits without its teardown (vitest after a failed setup, Ctrl-C) must not leave
  // servers behind: each holds a database in memory.
  const killOnExit = () => child.kill('SIGKILL');
  process.once('exit', killOnExit);
  child.once('exit', () => process.off('exit', killOnExit));
  await waitForHealth(url, child, 180_000);
  const stop = () =>
    new Promise((resolve) => {
      if (child.exitCode !== null) return resolve();
      child.once('exit', () => resolve());
      child.kill('SIGTERM');
    });
  return { url, port, stop };
}

/** Fingerprint of the API's source: a template seeded by older code is thrown away. */
function apiFingerprint() {
  const hash = createHash('sha1');
  const walk = (dir) => {
    for (const entry of readdirSync(dir, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else hash.update(path).update(readFileSync(path));
    }
  };
  walk(join(ROOT, 'api/src'));
  return hash.digest('hex');
}

let template = null;
const LOCK = join(CACHE, 'template.lock');
const STALE_LOCK_MS = 300_000;

/** Test runs in other processes (a developer's watch mode, parallel layers) share the template. */
async function withTemplateLock(work) {
  mkdirSync(CACHE, { recursive: true });
  for (;;) {
    try {
      mkdirSync(LOCK);
      break;
    } catch {
      try {
        if (Date.now() - statSync(LOCK).mtimeMs > STALE_LOCK_MS) rmSync(LOCK, { recursive: true, force: true });
      } catch {
        // released meanwhile
      }
      await new Promise((r) => setTimeout(r, 250));
    }
  }
  try {
    return await work();
  } finally {
    rmSync(LOCK, { recursive: true, force: true });
  }
}

/** A seeded template database, made once per API version (the first start seeds demo data). */
function ensureTemplate() {
  template ??= withTemplateLock(async () => {
    const marker = join(TEMPLATE, '.fingerprint');
    const fingerprint = apiFingerprint();
    if (existsSync(marker) && readFileSync(marker, 'utf8') === fingerprint) return;
    rmSync(TEMPLATE, { recursive: true, force: true });
    mkdirSync(TEMPLATE, { recursive: true });
    const server = await launch(TEMPLATE);
    await server.stop();
    writeFileSync(marker, fingerprint);
  });
  return template;
}

/**
 * @param {string} name a folder name for this layer's copy of the database
 * @param {{ env?: Record<string, string> | ((server: { url: string, port: number }) => Record<string, string>) }} [options]
 *   extra environment for the server, e.g. OIDC_PROVIDERS; a function receives the server's
 *   address first (for PUBLIC_URL)
 */
export async function startTestServer(name, { env } = {}) {
  await ensureTemplate();
  // One copy per process: two runs of the same layer at once (a developer's watch mode beside a
  // full run) must not share, or delete, each other's database.
  const dir = join(CACHE, `${name}-${process.pid}`);
  rmSync(dir, { recursive: true, force: true });
  await withTemplateLock(async () => cpSync(TEMPLATE, dir, { recursive: true }));
  const server = await launch(dir, { env });
  return {
    ...server,
    async stop() {
      await server.stop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
