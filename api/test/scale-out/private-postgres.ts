// A PostgreSQL server of the test's own (initdb in a temporary folder, a free port on loopback),
// so that it can be stopped and started under load: the machine's shared server must never be.
// PostgreSQL refuses to run as root; as root the commands run as the `postgres` user (runuser).
import { execFile } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { freePort } from './api-process.ts';

const exec = promisify(execFile);

/** Folders where the server binaries may be: PG_BINDIR, the usual places, then PATH. */
function findBinDir(): string | undefined {
  const candidates = [process.env.PG_BINDIR, '/usr/local/bin', ...['18', '17', '16', '15'].map((v) => `/usr/lib/postgresql/${v}/bin`)];
  candidates.push(...(process.env.PATH ?? '').split(':'));
  return candidates
    .filter((d): d is string => Boolean(d))
    .find((dir) => ['initdb', 'pg_ctl', 'postgres'].every((b) => existsSync(path.join(dir, b))));
}

/** uid and gid of the `postgres` user, for running the server when we are root. */
function postgresAccount(): { uid: number; gid: number } | undefined {
  const line = readFileSync('/etc/passwd', 'utf8')
    .split('\n')
    .find((l) => l.startsWith('postgres:'));
  if (!line) return undefined;
  const [, , uid, gid] = line.split(':');
  return { uid: Number(uid), gid: Number(gid) };
}

const runUser = ['/usr/sbin/runuser', '/sbin/runuser', '/usr/bin/runuser'].find((p) => existsSync(p));

/** Why no private server can be started here, or null when one can. */
export function privatePostgresUnavailable(): string | null {
  if (!findBinDir()) return 'no PostgreSQL server binaries (initdb, pg_ctl, postgres) found; set PG_BINDIR';
  if (process.getuid?.() === 0 && (!postgresAccount() || !runUser))
    return 'running as root without a postgres user and runuser to start PostgreSQL as';
  return null;
}

export interface PrivatePostgres {
  /** postgres://postgres@127.0.0.1:<port>/postgres */
  url: string;
  port: number;
  /** The server's log file (for a failure's message). */
  logPath: string;
  /** `fast`: sessions are told and ended (57P01); `immediate`: the server is killed like a crash and recovers from its WAL at start. */
  stop(mode: 'fast' | 'immediate'): Promise<void>;
  /** Starts it again; resolves once it accepts connections. */
  start(): Promise<void>;
  /** Stops it (if running) and removes its files. */
  destroy(): Promise<void>;
}

export async function startPrivatePostgres(): Promise<PrivatePostgres> {
  const binDir = findBinDir();
  if (!binDir) throw new Error('no PostgreSQL binaries');
  const account = process.getuid?.() === 0 ? postgresAccount() : undefined;
  const root = mkdtempSync(path.join(os.tmpdir(), 'moveable-private-pg-'));
  if (account) chownSync(root, account.uid, account.gid);
  const dataDir = path.join(root, 'data');
  const port = await freePort();
  const command = (bin: string, args: string[]) => {
    const file = path.join(binDir, bin);
    return account ? exec(runUser!, ['-u', 'postgres', '--', file, ...args]) : exec(file, args);
  };
  // Trust on loopback only; the socket stays in our folder, the port is free and ours.
  await command('initdb', ['-D', dataDir, '-U', 'postgres', '-A', 'trust', '--no-sync', '--no-instructions']).catch((error: unknown) => {
    rmSync(root, { recursive: true, force: true });
    throw error;
  });
  const serverOptions = `-p ${port} -k ${root} -c listen_addresses=127.0.0.1 -c max_connections=40 -c shared_buffers=32MB`;
  const logPath = path.join(root, 'server.log');
  const start = async () => {
    await command('pg_ctl', ['-D', dataDir, '-o', serverOptions, '-l', logPath, '-w', '-t', '30', 'start']);
  };
  let running = false;
  try {
    await start();
  } catch (error) {
    rmSync(root, { recursive: true, force: true });
    throw error;
  }
  running = true;
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    port,
    logPath,
    async stop(mode) {
      await command('pg_ctl', ['-D', dataDir, '-m', mode, '-w', '-t', '30', 'stop']);
      running = false;
    },
    async start() {
      await start();
      running = true;
    },
    async destroy() {
      if (running) await command('pg_ctl', ['-D', dataDir, '-m', 'immediate', '-w', 'stop']).catch(() => {});
      rmSync(root, { recursive: true, force: true });
    },
  };
}
