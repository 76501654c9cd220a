// The open-data exports at scale (issue 15): GET /api/spots.geojson and /api/spots.csv of the
// bench data's largest view (bikeable, worldwide, current spots) on PostgreSQL, over real HTTP,
// from the API in a process of its own (lib/bench-server.ts). Per export it prints the time to
// the first byte of the body, the total time, rows per second and the API process's resident
// memory above idle: idle is the median RSS over a second after a warm-up and a full garbage
// collection; the peak is the kernel's high-water mark (VmHWM of /proc/<pid>/status, reset
// before each export through /proc/<pid>/clear_refs, so no peak falls between samples), with
// RSS also sampled every 100 ms for the curve's end. Linux only. Targets: first byte ≤ 200 ms,
// ≤ 100 MB above idle.
//
//   npx tsx bench/export-stream.ts [--count 1000000] [--seed 42] [--encodings identity,br] [--formats geojson,csv]   # npm run bench:export-stream
//
// The rows are counted in the answer (features, or CSV records) and checked against count(*)
// of the same selection; a br answer is decompressed as it arrives. See bench/README.md.
import { DEMO_SEED } from '@moveable/api/bench-kit';
import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import { createBrotliDecompress, createGunzip } from 'node:zlib';
import { parseArgs } from 'node:util';
import { sql } from 'kysely';
import { benchDatabase } from './lib/database.ts';

const { values: args } = parseArgs({
  options: {
    count: { type: 'string', default: '1000000' },
    seed: { type: 'string', default: String(DEMO_SEED) },
    encodings: { type: 'string', default: 'identity,br' },
    // V8 flags for the API process, e.g. --max-old-space-size=512 (default: none, as npm start).
    'node-flags': { type: 'string', default: '' },
    formats: { type: 'string', default: 'geojson,csv' },
  },
});
const COUNT = Number(args.count);
const SEED = Number(args.seed);
const ENCODINGS = args.encodings.split(',') as ('identity' | 'br' | 'gzip')[];
const FORMATS = args.formats.split(',') as ('geojson' | 'csv')[];
if (!(COUNT >= 1000) || !ENCODINGS.every((e) => ['identity', 'br', 'gzip'].includes(e)) || !FORMATS.every((f) => ['geojson', 'csv'].includes(f))) {
  console.error('usage: npx tsx bench/export-stream.ts [--count N] [--seed 42] [--encodings identity,br,gzip] [--formats geojson,csv]');
  process.exit(2);
}

const SECRET = 'bench-secret-bench-secret-bench-secret-0123';
const HEADERS = { 'moveable-platform': 'bikeable', 'moveable-countrycode': 'world', 'accept-language': 'de' };
const MB = 1024 * 1024;
const mb = (bytes: number) => `${(bytes / MB).toFixed(0)} MB`;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

function memoryOf(pid: number): { rss: number; hwm: number } {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (name: string) => Number(new RegExp(`^${name}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? 0) * 1024;
  return { rss: kb('VmRSS'), hwm: kb('VmHWM') };
}
const resetPeak = (pid: number) => writeFileSync(`/proc/${pid}/clear_refs`, '5');

interface Result {
  status: number;
  firstByteMs: number;
  totalMs: number;
  wireBytes: number;
  bytes: number;
  rows: number;
}

/** One export over HTTP: the body decompressed as it arrives, rows counted by their marker. */
function exportOnce(port: number, path: string, encoding: string, format: 'geojson' | 'csv'): Promise<Result> {
  // A feature starts with this; a CSV record ends with CRLF (the generated texts hold no CR).
  const marker = format === 'geojson' ? '{"type":"Feature",' : '\r\n';
  return new Promise((resolve, reject) => {
    const started = performance.now();
    let firstByteMs = 0;
    let wireBytes = 0;
    let bytes = 0;
    let found = 0;
    let tail = '';
    const request = http.get({ host: '127.0.0.1', port, path, headers: { ...HEADERS, 'accept-encoding': encoding } }, (res) => {
      res.on('data', (chunk: Buffer) => {
        if (wireBytes === 0) firstByteMs = performance.now() - started;
        wireBytes += chunk.length;
      });
      const coding = res.headers['content-encoding'];
      const body = coding === 'br' ? res.pipe(createBrotliDecompress()) : coding === 'gzip' ? res.pipe(createGunzip()) : res;
      body.on('data', (chunk: Buffer) => {
        bytes += chunk.length;
        const text = tail + chunk.toString('latin1');
        for (let i = text.indexOf(marker); i >= 0; i = text.indexOf(marker, i + marker.length)) found++;
        // A marker cut in two by the chunk boundary is found in the next round (a whole one never fits in the tail).
        tail = text.slice(Math.max(0, text.length - (marker.length - 1)));
      });
      body.on('end', () =>
        resolve({
          status: res.statusCode ?? 0,
          firstByteMs,
          totalMs: performance.now() - started,
          wireBytes,
          bytes,
          rows: format === 'csv' ? found - 1 : found,
        }),
      );
      body.on('error', reject);
    });
    request.on('error', reject);
  });
}

const bench = await benchDatabase('postgres', { count: COUNT, seed: SEED, keep: true });
const { rows: counted } = await sql<{ n: number }>`SELECT count(*)::int AS n FROM spots
  WHERE deleted_at IS NULL AND platform = 'bikeable' AND archived = false`.execute(bench.db.kysely);
const expected = counted[0]!.n;
await bench.cleanup();

let server: ChildProcess | undefined;
try {
  server = spawn(
    process.execPath,
    [
      ...args['node-flags'].split(' ').filter(Boolean),
      '--expose-gc',
      '--import',
      'tsx',
      'bench/lib/bench-server.ts',
      '--schema',
      `bench_${COUNT}_${SEED}`,
      '--secret',
      SECRET,
    ],
    { stdio: ['ignore', 'pipe', 'inherit', 'ipc'] },
  );
  const pid = server.pid!;
  const lines = server.stdout!;
  const port = await new Promise<number>((resolve, reject) => {
    lines.on('data', (chunk: Buffer) => {
      const match = /listening (\d+)/.exec(chunk.toString());
      if (match) resolve(Number(match[1]));
    });
    server!.once('exit', (code) => reject(new Error(`bench server exited with ${code}`)));
  });
  /** The server's own view of its memory (V8 heap, Buffers outside it), asked over IPC. */
  let lastMemory: NodeJS.MemoryUsage | null = null;
  server.on('message', (message: { memory?: NodeJS.MemoryUsage }) => {
    if (message.memory) lastMemory = message.memory;
  });
  const collect = () =>
    new Promise<void>((resolve) => {
      const done = (chunk: Buffer) => {
        if (!chunk.toString().includes('collected')) return;
        lines.off('data', done);
        resolve();
      };
      lines.on('data', done);
      server!.kill('SIGUSR2');
    });

  // Warm-up: the routes, their statements' plans and the compressor loaded, on a small box.
  for (const format of FORMATS) {
    for (const encoding of ENCODINGS) await exportOnce(port, `/api/spots.${format}?bbox=8.53,47.37,8.55,47.38`, encoding, format);
  }
  await collect();
  await sleep(1000);
  const samples: number[] = [];
  for (let i = 0; i < 20; i++) {
    samples.push(memoryOf(pid).rss);
    await sleep(50);
  }
  const idle = median(samples);
  server.send('memory');
  await sleep(100);
  const idleHeap = lastMemory as NodeJS.MemoryUsage | null;
  console.log(
    `\n${expected.toLocaleString('en')} current bikeable spots (of ${COUNT.toLocaleString('en')}) on PostgreSQL, worldwide; ` +
      `${os.availableParallelism()} cores, load average ${os
        .loadavg()
        .map((l) => l.toFixed(1))
        .join(
          ' ',
        )}; API idle RSS ${mb(idle)} (V8 heap used ${idleHeap ? mb(idleHeap.heapUsed) : '?'})${args['node-flags'] ? `, node ${args['node-flags']}` : ''}\n`,
  );
  console.log('| export | encoding | rows | first byte ms | total s | rows/s | MB on the wire | peak RSS above idle | RSS above idle at the end |');
  console.log('|---|---|---|---|---|---|---|---|---|');
  let worst = 0;
  let slowest = 0;
  for (const format of FORMATS) {
    for (const encoding of ENCODINGS) {
      resetPeak(pid);
      let sampledPeak = 0;
      let atPeak: NodeJS.MemoryUsage | null = null;
      const sampler = setInterval(() => {
        const { rss } = memoryOf(pid);
        if (rss > sampledPeak) {
          sampledPeak = rss;
          atPeak = lastMemory;
        }
        server!.send('memory');
      }, 100);
      const result = await exportOnce(port, `/api/spots.${format}`, encoding, format);
      clearInterval(sampler);
      const { hwm, rss } = memoryOf(pid);
      const peak = Math.max(hwm, sampledPeak) - idle;
      worst = Math.max(worst, peak);
      slowest = Math.max(slowest, result.firstByteMs);
      if (result.status !== 200 || result.rows !== expected) {
        console.log(`!! ${format} ${encoding}: status ${result.status}, ${result.rows} rows, expected ${expected}`);
      }
      const heap = atPeak as NodeJS.MemoryUsage | null;
      if (heap)
        console.error(
          `  ${format} ${encoding} near the peak: heap used ${mb(heap.heapUsed)} of ${mb(heap.heapTotal)}, external ${mb(heap.external)}, array buffers ${mb(heap.arrayBuffers)}`,
        );
      console.log(
        `| ${format} | ${encoding} | ${result.rows.toLocaleString('en')} | ${result.firstByteMs.toFixed(0)} | ${(result.totalMs / 1000).toFixed(1)} | ` +
          `${Math.round(result.rows / (result.totalMs / 1000)).toLocaleString('en')} | ${(result.wireBytes / MB).toFixed(0)} | ${mb(peak)} | ${mb(rss - idle)} |`,
      );
      await collect();
    }
  }
  console.log(`\nslowest first byte ${slowest.toFixed(0)} ms (target ≤ 200), peak ${mb(worst)} above idle (target ≤ 100 MB)`);
} finally {
  server?.kill('SIGTERM');
}
