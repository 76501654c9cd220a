// Decoding images on Linux with glibc's malloc: each libuv thread that runs a decode gets an arena
// of its own, and every arena keeps the peak of what was decoded in it. With two arenas
// (MALLOC_ARENA_MAX=2, as sharp's documentation advises, or jemalloc preloaded) 16 parallel
// 36-megapixel uploads left the server 34 MB above idle; without, 261 MB (bench/README.md,
// upload-memory.ts). The variable must be set before the process starts (tools/start.sh does).

/** Why this process's allocator will hold on to decoded images, or null when it will not. */
export function allocatorAdvice(env: NodeJS.ProcessEnv = process.env): string | null {
  const report = process.report?.getReport() as { header?: { glibcVersionRuntime?: string } } | undefined;
  if (process.platform !== 'linux' || !report?.header?.glibcVersionRuntime) return null;
  if (env['MALLOC_ARENA_MAX'] || env['LD_PRELOAD']?.includes('jemalloc')) return null;
  return 'MALLOC_ARENA_MAX is not set: with glibc, memory used to decode uploaded images stays with the process (set MALLOC_ARENA_MAX=2, see api/README.md)';
}
