// One real API server as a child process (`node --import tsx api/src/server.ts`, as in
// production), on a free loopback port, configured only through its environment. Its JSON log
// lines are kept, so a test can read what the instance did (jobs, lost connections).
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import path from 'node:path';
import { repoRoot } from '../../src/config.ts';

export interface LogLine {
  level: number;
  msg: string;
  [key: string]: unknown;
}

export interface ApiProcess {
  name: string;
  url: string;
  /** Every JSON log line so far (pino's levels: 30 info, 40 warn, 50 error). */
  logs: LogLine[];
  /** Lines that were not JSON (stderr, a crash's stack). */
  output: string[];
  /** null while the process runs. */
  exitCode(): number | null;
  stop(): Promise<void>;
  /** SIGKILL, as a crash or an OOM kill ends it: no shutdown hooks, nothing finished. */
  kill(): Promise<void>;
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

/** The environment every instance of a test gets besides its own: quiet, no site, jobs off unless asked. */
const BASE_ENV = {
  HOST: '127.0.0.1',
  LOG_LEVEL: 'info',
  NODE_ENV: 'production',
  SEED: 'false',
  AUTH_SECRET: 'scale-out-test-secret-shared-by-every-instance-0123456789',
  SITE_DIR: path.join(repoRoot, '.cache', 'scale-out-no-site'),
  IMPORTMAP_PATH: path.join(repoRoot, '.cache', 'scale-out-no-site', 'importmap.json'),
  // The load balancer in front: the test's X-Forwarded-For is the client's address (rate limits).
  TRUST_PROXY: '127.0.0.1',
};

async function waitUntilHealthy(url: string, child: ChildProcess, tail: () => string, timeoutMs: number): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (child.exitCode !== null) throw new Error(`API process exited with ${child.exitCode}:\n${tail()}`);
    try {
      if ((await fetch(`${url}/api/health`, { signal: AbortSignal.timeout(2000) })).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`API process not healthy after ${timeoutMs} ms:\n${tail()}`);
}

/** Starts an instance and resolves once GET /api/health answers 200 (migrated, seeded, listening). */
export async function startApiProcess(name: string, env: Record<string, string>, { startTimeoutMs = 45_000 } = {}): Promise<ApiProcess> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  // Node with tsx's loader rather than the tsx CLI: one process, so signals reach the server itself.
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(repoRoot, 'api/src/server.ts')], {
    cwd: repoRoot,
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', ...BASE_ENV, ...env, PORT: String(port) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const logs: LogLine[] = [];
  const output: string[] = [];
  const collect = (stream: NodeJS.ReadableStream) => {
    let rest = '';
    stream.setEncoding('utf8');
    stream.on('data', (chunk: string) => {
      const lines = (rest + chunk).split('\n');
      rest = lines.pop() ?? '';
      for (const line of lines) {
        if (!line.trim()) continue;
        try {
          logs.push(JSON.parse(line) as LogLine);
        } catch {
          output.push(line);
        }
      }
    });
  };
  collect(child.stdout!);
  collect(child.stderr!);
  // A runner that dies without its teardown must not leave servers behind.
  const killOnExit = () => child.kill('SIGKILL');
  process.once('exit', killOnExit);
  child.once('exit', () => process.off('exit', killOnExit));

  const stop = () =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null || child.signalCode !== null) return resolve();
      const force = setTimeout(() => child.kill('SIGKILL'), 15_000);
      child.once('exit', () => {
        clearTimeout(force);
        resolve();
      });
      child.kill('SIGTERM');
    });
  try {
    const tail = () => [...logs.slice(-5).map((l) => JSON.stringify(l)), ...output.slice(-20)].join('\n');
    await waitUntilHealthy(url, child, tail, startTimeoutMs);
  } catch (error) {
    await stop();
    throw error;
  }
  const kill = () =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null || child.signalCode !== null) return resolve();
      child.once('exit', () => resolve());
      child.kill('SIGKILL');
    });
  return { name, url, logs, output, exitCode: () => child.exitCode, stop, kill };
}
