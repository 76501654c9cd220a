// Icons of the Iconify collection (spec §7, §9): asked from our API (GET /api/_nuxt_icon/…), and
// from the public Iconify service when ours does not answer within ICON_TIMEOUT_MS; a failure of
// both only logs a warning (the label beside the icon says the same). Icons asked for in the same
// moment go in one request; each is asked once per page.
import { ICON_COLLECTION, ICON_FALLBACK_ORIGIN, ICON_TIMEOUT_MS } from '@moveable/contract';
import { config } from '@moveable/shared';

export interface IconData {
  body: string;
  width: number;
  height: number;
}

interface IconSetAnswer {
  icons?: Record<string, { body?: unknown; width?: unknown; height?: unknown }>;
  aliases?: Record<string, { parent?: unknown }>;
  width?: unknown;
  height?: unknown;
}

const known = new Map<string, Promise<IconData | null>>();
let batch: Map<string, (icon: IconData | null) => void> | null = null;

const size = (value: unknown, fallback: number) => (typeof value === 'number' && value > 0 ? value : fallback);

function iconOf(answer: IconSetAnswer, name: string): IconData | null {
  const parent = answer.aliases?.[name]?.parent;
  const icon = answer.icons?.[name] ?? (typeof parent === 'string' ? answer.icons?.[parent] : undefined);
  if (!icon || typeof icon.body !== 'string') return null;
  return { body: icon.body, width: size(icon.width, size(answer.width, 16)), height: size(icon.height, size(answer.height, 16)) };
}

async function ask(base: string, names: readonly string[], fetcher: typeof fetch): Promise<IconSetAnswer> {
  const url = `${base}/${ICON_COLLECTION}.json?icons=${names.map(encodeURIComponent).join(',')}`;
  const res = await fetcher(url, { signal: AbortSignal.timeout(ICON_TIMEOUT_MS), credentials: 'omit' });
  if (!res.ok) throw new Error(`${url}: ${res.status} ${res.statusText}`);
  return (await res.json()) as IconSetAnswer;
}

/** One request for the names of a batch: ours, else the public service's, else nothing. */
export async function fetchIcons(
  names: readonly string[],
  {
    apiBase = config.apiBase,
    fallback = ICON_FALLBACK_ORIGIN,
    fetcher = fetch,
  }: { apiBase?: string; fallback?: string | null; fetcher?: typeof fetch } = {},
): Promise<Map<string, IconData | null>> {
  let answer: IconSetAnswer | null = null;
  try {
    answer = await ask(`${apiBase}/_nuxt_icon`, names, fetcher);
  } catch (ours) {
    try {
      if (!fallback) throw ours;
      answer = await ask(fallback, names, fetcher);
    } catch (error) {
      console.warn('icons could not be loaded', names, error);
    }
  }
  return new Map(names.map((name) => [name, answer ? iconOf(answer, name) : null]));
}

/** The icon `name` of the collection; null when neither source has it. */
export function loadIcon(name: string): Promise<IconData | null> {
  let icon = known.get(name);
  if (icon) return icon;
  icon = new Promise<IconData | null>((resolve) => {
    if (!batch) {
      const current = new Map<string, (icon: IconData | null) => void>();
      batch = current;
      queueMicrotask(() => {
        batch = null;
        void fetchIcons([...current.keys()]).then((icons) => current.forEach((settle, key) => settle(icons.get(key) ?? null)));
      });
    }
    batch.set(name, resolve);
  });
  known.set(name, icon);
  return icon;
}
