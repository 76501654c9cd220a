// The CPU cost of compressing API answers per request (api/src/plugins/compression.ts: brotli
// quality 4, gzip level 6, above 1 KB). The API runs in a process of its own on the demo data
// (bench/lib/demo-server.ts, PGlite); this process keeps `--connections` requests in flight over
// loopback HTTP for `--seconds` per round, asking for the same answer with
// Accept-Encoding identity, gzip or br, the three taking turns for `--rounds` rounds. Bodies are
// read as bytes and never decoded, so the client's work is the same for all three.
//
// Also, in this process: how long compressing that answer once takes at each setting (median of
// 200), with brotli 11 for comparison (what the build uses for files).
//
//   npx tsx bench/compression.ts [--path '/api/spots?limit=24'] [--seconds 10] [--rounds 3] [--connections 8]
import { spawn, type ChildProcess } from 'node:child_process';
import http from 'node:http';
import { parseArgs } from 'node:util';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { percentile } from './lib/database.ts';

const { values: args } = parseArgs({
  options: {
    path: { type: 'string', default: '/api/spots?limit=24' },
    seconds: { type: 'string', default: '10' },
    rounds: { type: 'string', default: '3' },
    connections: { type: 'string', default: '8' },
  },
});
const SECONDS = Number(args.seconds);
const ROUNDS = Number(args.rounds);
const CONNECTIONS = Number(args.connections);
const HEADERS = { 'moveable-platform': 'bikeable', 'moveable-countrycode': 'ch', 'accept-language': 'de' };
const VARIANTS = ['identity', 'gzip', 'br'] as const;
type Variant = (typeof VARIANTS)[number];

const agent = new http.Agent({ keepAlive: true, maxSockets: CONNECTIONS });

function get(port: number, encoding: Variant): Promise<{ status: number; bytes: number; encoding: string }> {
  return new Promise((resolve, reject) => {
    const req = http.get({ host: '127.0.0.1', port, path: args.path, agent, headers: { ...HEADERS, 'accept-encoding': encoding } }, (res) => {
      let bytes = 0;
      res.on('data', (chunk: Buffer) => (bytes += chunk.length));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, bytes, encoding: String(res.headers['content-encoding'] ?? 'identity') }));
      res.on('error', reject);
    });
    req.on('error', reject);
  });
}

async function run(port: number, variant: Variant, seconds: number) {
  const latencies: number[] = [];
  let bytes = 0;
  const deadline = performance.now() + seconds * 1000;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: CONNECTIONS }, async () => {
      while (performance.now() < deadline) {
        const t = performance.now();
        const res = await get(port, variant);
        if (res.status !== 200 || res.encoding !== variant) throw new Error(`${variant}: status ${res.status}, content-encoding ${res.encoding}`);
        latencies.push(performance.now() - t);
        bytes = res.bytes;
      }
    }),
  );
  return { latencies, elapsed: (performance.now() - started) / 1000, bytes };
}

function median(run: () => void, times = 200): number {
  const samples: number[] = [];
  for (let i = 0; i < times; i++) {
    const t = performance.now();
    run();
    samples.push(performance.now() - t);
  }
  return percentile(
    samples.sort((a, b) => a - b),
    50,
  );
}

let server: ChildProcess | undefined;
try {
  // node itself (with tsx as its loader), not npx: SIGTERM must reach the server, or its open
  // stdout would keep this process alive after the run.
  server = spawn(process.execPath, ['--import', 'tsx', 'bench/lib/demo-server.ts'], { stdio: ['ignore', 'pipe', 'inherit'] });
  const port = await new Promise<number>((resolve, reject) => {
    server!.stdout!.on('data', (chunk: Buffer) => {
      const match = /listening (\d+)/.exec(chunk.toString());
      if (match) resolve(Number(match[1]));
    });
    server!.once('exit', (code) => reject(new Error(`demo server exited with ${code}`)));
  });

  // The answer itself, and compressing it once at each setting.
  const body = await new Promise<Buffer>((resolve, reject) =>
    http.get({ host: '127.0.0.1', port, path: args.path, headers: HEADERS }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve(Buffer.concat(chunks)));
      res.on('error', reject);
    }),
  );
  const settings: [string, () => Buffer][] = [
    ['gzip 6 (per request)', () => gzipSync(body)],
    ['brotli 4 (per request)', () => brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } })],
    ['brotli 11 (build)', () => brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } })],
  ];
  console.log(`\ncompression benchmark: GET ${args.path}, ${body.length.toLocaleString('en')} bytes uncompressed`);
  console.log('\n  setting                    bytes   ratio   ms per answer (median of 200)');
  for (const [name, compress] of settings) {
    const size = compress().length;
    console.log(
      `  ${name.padEnd(24)} ${String(size).padStart(7)}   ${(body.length / size).toFixed(1).padStart(4)}×   ${median(compress).toFixed(3)}`,
    );
  }

  // Warm up, then the rounds, the variants taking turns.
  for (const variant of VARIANTS) await run(port, variant, 1);
  const results = new Map<Variant, { latencies: number[]; elapsed: number; bytes: number }>(
    VARIANTS.map((v) => [v, { latencies: [], elapsed: 0, bytes: 0 }]),
  );
  for (let round = 0; round < ROUNDS; round++) {
    for (const variant of VARIANTS) {
      const r = await run(port, variant, SECONDS);
      const total = results.get(variant)!;
      total.latencies.push(...r.latencies);
      total.elapsed += r.elapsed;
      total.bytes = r.bytes;
    }
  }
  console.log(`\n  ${CONNECTIONS} connections, ${ROUNDS} rounds of ${SECONDS} s per encoding\n`);
  console.log('  | Accept-Encoding | bytes per answer | req/s | p50 ms | p95 ms | p99 ms |\n  |---|---|---|---|---|---|');
  for (const [variant, { latencies, elapsed, bytes }] of results) {
    latencies.sort((a, b) => a - b);
    console.log(
      `  | ${variant} | ${bytes.toLocaleString('en')} | ${(latencies.length / elapsed).toFixed(0)} | ${percentile(latencies, 50).toFixed(1)} | ${percentile(latencies, 95).toFixed(1)} | ${percentile(latencies, 99).toFixed(1)} |`,
    );
  }
} finally {
  agent.destroy();
  if (server && server.exitCode === null) {
    server.kill('SIGTERM');
    await new Promise((resolve) => server!.once('exit', resolve));
  }
}
