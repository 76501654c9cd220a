// The server's memory under parallel photo uploads (issue 10: "16 parallel 36 MP uploads: ≤ 300 MB
// above idle"). The API runs in a process of its own on the demo data (lib/demo-server.ts,
// PGlite), listening on loopback; this process makes a 36-megapixel PNG with sharp (a few hundred
// KB, as a phone screenshot or a scan can be), signs in as a demo person, warms the server up with
// one small upload, then sends `--parallel` uploads of the PNG at once, `--rounds` times. The
// server's resident memory is read from /proc/<pid>/status (Linux): idle (after a full garbage
// collection in the server, the median over a second before the first round), and per round the
// kernel's high-water mark (VmHWM, reset before each round through /proc/<pid>/clear_refs, so no
// peak between samples is missed).
//
//   npx tsx bench/upload-memory.ts [--parallel 16] [--rounds 3] [--width 7200] [--height 5000] [--interlaced]
//                                  [--concurrency N] [--queue 16] [--malloc-arena-max N]
//
// --concurrency and --queue set the server's UPLOAD_CONCURRENCY and UPLOAD_QUEUE_LENGTH (default:
// the server's own defaults), --malloc-arena-max its MALLOC_ARENA_MAX (default: unset). Write
// limits are off in this server: what is measured is decoding, not the 20 uploads a minute.
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '@moveable/api/bench-kit';
import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import { parseArgs } from 'node:util';
import sharp from 'sharp';

const { values: args } = parseArgs({
  options: {
    parallel: { type: 'string', default: '16' },
    rounds: { type: 'string', default: '3' },
    width: { type: 'string', default: '7200' },
    height: { type: 'string', default: '5000' },
    interlaced: { type: 'boolean', default: false },
    concurrency: { type: 'string' },
    queue: { type: 'string' },
    'malloc-arena-max': { type: 'string' },
  },
});
const PARALLEL = Number(args.parallel);
const ROUNDS = Number(args.rounds);
const WIDTH = Number(args.width);
const HEIGHT = Number(args.height);
const MB = 1024 * 1024;

/** A 36 MP PNG of about 280 KB (the issue's): overlapping translucent discs on a plain ground, 8-bit palette. */
async function bigPng(): Promise<Buffer> {
  const shapes = Array.from({ length: 40 }, (_, i) => {
    const x = (i * 997) % WIDTH;
    const y = (i * 613) % HEIGHT;
    return `<circle cx="${x}" cy="${y}" r="${200 + ((i * 37) % 600)}" fill="hsl(${(i * 47) % 360},70%,55%)" fill-opacity="0.6"/>`;
  }).join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}"><rect width="100%" height="100%" fill="#2a6f97"/>${shapes}</svg>`;
  return sharp(Buffer.from(svg), { limitInputPixels: false, density: 72 })
    .png({ compressionLevel: 9, palette: true, progressive: args.interlaced })
    .toBuffer();
}

/** Resident memory of a process, in bytes: now (VmRSS) and the high-water mark since the last reset (VmHWM). */
function memoryOf(pid: number): { rss: number; hwm: number } {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (name: string) => Number(new RegExp(`^${name}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? 0) * 1024;
  return { rss: kb('VmRSS'), hwm: kb('VmHWM') };
}

/** Resets VmHWM to the current RSS (clear_refs value 5, Linux 4.0+). */
const resetPeak = (pid: number) => writeFileSync(`/proc/${pid}/clear_refs`, '5');

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const mb = (bytes: number) => `${(bytes / MB).toFixed(0)} MB`;

async function upload(port: number, token: string, png: Buffer, name: string): Promise<number> {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(png)], { type: 'image/png' }), name);
  const res = await fetch(`http://127.0.0.1:${port}/api/photos`, { method: 'POST', body: form, headers: { authorization: `Bearer ${token}` } });
  await res.arrayBuffer();
  return res.status;
}

let server: ChildProcess | undefined;
try {
  const png = await bigPng();
  const meta = await sharp(png).metadata();
  console.log(
    `upload memory benchmark: ${PARALLEL} parallel uploads of a ${meta.width}×${meta.height} PNG ` +
      `(${((meta.width! * meta.height!) / 1e6).toFixed(0)} MP, ${(png.length / 1024).toFixed(0)} KB${meta.isProgressive ? ', interlaced' : ''}), ${ROUNDS} rounds`,
  );

  const env: NodeJS.ProcessEnv = { ...process.env, WRITE_LIMITS: 'off' };
  if (args.concurrency) env['UPLOAD_CONCURRENCY'] = args.concurrency;
  if (args.queue) env['UPLOAD_QUEUE_LENGTH'] = args.queue;
  if (args['malloc-arena-max']) env['MALLOC_ARENA_MAX'] = args['malloc-arena-max'];
  else delete env['MALLOC_ARENA_MAX'];
  // node itself (with tsx as its loader), not npx: the pid is the server's, and SIGTERM reaches it.
  server = spawn(process.execPath, ['--expose-gc', '--import', 'tsx', 'bench/lib/demo-server.ts'], { stdio: ['ignore', 'pipe', 'inherit'], env });
  const pid = server.pid!;
  const lines = server.stdout!;
  const port = await new Promise<number>((resolve, reject) => {
    lines.on('data', (chunk: Buffer) => {
      const match = /listening (\d+)/.exec(chunk.toString());
      if (match) resolve(Number(match[1]));
    });
    server!.once('exit', (code) => reject(new Error(`demo server exited with ${code}`)));
  });
  /** A full garbage collection in the server (lib/demo-server.ts), so idle is not inflated by seeding's leftovers. */
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

  const login = await fetch(`http://127.0.0.1:${port}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: DEMO_ACCOUNTS.user.email, password: DEMO_PASSWORD }),
  });
  if (!login.ok) throw new Error(`sign-in failed: ${login.status} ${await login.text()}`);
  const token = ((await login.json()) as { data: { access_token: string } }).data.access_token;

  // Warm-up: sharp, libvips and the routes loaded, one small photo through the whole pipeline.
  const small = await sharp({ create: { width: 800, height: 600, channels: 3, background: '#3a7' } })
    .png()
    .toBuffer();
  if ((await upload(port, token, small, 'warm-up.png')) !== 201) throw new Error('warm-up upload failed');
  await collect();
  await sleep(2000);
  const samples: number[] = [];
  for (let i = 0; i < 20; i++) {
    samples.push(memoryOf(pid).rss);
    await sleep(50);
  }
  const idle = median(samples);
  console.log(
    `server: pid ${pid}, ${os.availableParallelism()} cores, UPLOAD_CONCURRENCY ${args.concurrency ?? 'default'}, ` +
      `UPLOAD_QUEUE_LENGTH ${args.queue ?? 'default'}, MALLOC_ARENA_MAX ${args['malloc-arena-max'] ?? 'unset'}; load average ${os
        .loadavg()
        .map((l) => l.toFixed(1))
        .join(' ')}`,
  );
  console.log(`idle RSS: ${mb(idle)}\n`);
  console.log('| round | peak RSS | above idle | RSS after | time s | 201 | 503 | other |\n|---|---|---|---|---|---|---|---|');

  let worst = 0;
  for (let round = 1; round <= ROUNDS; round++) {
    resetPeak(pid);
    const started = performance.now();
    const statuses = await Promise.all(Array.from({ length: PARALLEL }, (_, i) => upload(port, token, png, `big-${round}-${i}.png`)));
    const seconds = (performance.now() - started) / 1000;
    const { hwm } = memoryOf(pid);
    await sleep(1000);
    const after = memoryOf(pid).rss;
    worst = Math.max(worst, hwm - idle);
    const count = (s: number) => statuses.filter((x) => x === s).length;
    console.log(
      `| ${round} | ${mb(hwm)} | ${mb(hwm - idle)} | ${mb(after)} | ${seconds.toFixed(1)} | ${count(201)} | ${count(503)} | ${PARALLEL - count(201) - count(503)} |`,
    );
  }
  console.log(`\nidle RSS ${mb(idle)}, peak RSS ${mb(idle + worst)}: ${mb(worst)} above idle (target ≤ 300 MB)`);
} finally {
  server?.kill('SIGTERM');
}
