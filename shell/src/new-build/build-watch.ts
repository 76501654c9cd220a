// Is a newer build out than the one this page runs? (spec §7, §9) Each build writes
// builds/latest.json (tools/build-record.mjs), served no-cache. The page asks about a second
// after it starts (the first answer is the build it runs: a release in that second is missed,
// which the chunk-load guard of loading/chunk-reload.ts still covers), then every few minutes
// and whenever the tab becomes visible again, until the id changes once.
export const FIRST_CHECK_MS = 1000;
export const POLL_MS = 5 * 60_000;

export interface BuildWatchOptions {
  /** builds/latest.json of the site. */
  url: string;
  onNewBuild: (id: string) => void;
  firstCheckMs?: number;
  pollMs?: number;
  fetch?: typeof fetch;
  /** Where visibility changes are heard (the page's document). */
  document?: Document;
}

export interface BuildWatch {
  /** The id of the first answer: the build this page started with (null until then). */
  readonly startId: string | null;
  /** Asks now; resolves when the answer is handled (tests, and the tab becoming visible). */
  check(): Promise<void>;
  stop(): void;
}

async function latestId(url: string, fetchFn: typeof fetch): Promise<string | null> {
  try {
    const res = await fetchFn(url, { cache: 'no-cache', headers: { accept: 'application/json' } });
    if (!res.ok) return null;
    const body = (await res.json()) as { id?: unknown };
    return typeof body.id === 'string' && body.id ? body.id : null;
  } catch {
    // Offline, or a site without build records (a developer's Vite server): ask again later.
    return null;
  }
}

export function watchBuilds(options: BuildWatchOptions): BuildWatch {
  const { url, onNewBuild, firstCheckMs = FIRST_CHECK_MS, pollMs = POLL_MS } = options;
  const fetchFn = options.fetch ?? ((...args: Parameters<typeof fetch>) => fetch(...args));
  const doc = options.document ?? (typeof document === 'undefined' ? undefined : document);
  let startId: string | null = null;
  let stopped = false;
  let pending: Promise<void> | null = null;
  let timer: ReturnType<typeof setTimeout> | undefined;

  const schedule = (ms: number) => {
    clearTimeout(timer);
    if (!stopped) timer = setTimeout(() => void check(), ms);
  };

  function check(): Promise<void> {
    // One question at a time: a visibility change during a poll does not ask twice.
    pending ??= latestId(url, fetchFn)
      .then((id) => {
        if (stopped || id === null) return;
        if (startId === null) startId = id;
        else if (id !== startId) {
          stop();
          onNewBuild(id);
        }
      })
      .finally(() => {
        pending = null;
        schedule(pollMs);
      });
    return pending;
  }

  const onVisible = () => {
    if (doc?.visibilityState === 'visible') void check();
  };
  function stop() {
    stopped = true;
    clearTimeout(timer);
    doc?.removeEventListener('visibilitychange', onVisible);
  }

  doc?.addEventListener('visibilitychange', onVisible);
  schedule(firstCheckMs);
  return {
    get startId() {
      return startId;
    },
    check,
    stop,
  };
}
