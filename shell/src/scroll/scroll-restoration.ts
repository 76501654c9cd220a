// Applies the scroll policy. Positions are saved per URL in sessionStorage so a reload or a
// back navigation across a micro-frontend's lazy load still finds them.
import { scrollAction } from './scroll-policy.ts';

const KEY = 'moveable:scroll';
const RESTORE_TIMEOUT_MS = 1500;

function positions(): Record<string, number> {
  try {
    return JSON.parse(sessionStorage.getItem(KEY) ?? '{}') as Record<string, number>;
  } catch {
    return {};
  }
}

const urlKey = (url: URL) => url.pathname + url.search;

export function saveScroll(url: URL): void {
  const all = positions();
  all[urlKey(url)] = window.scrollY;
  try {
    sessionStorage.setItem(KEY, JSON.stringify(all));
  } catch {
    // Storage denied (a third-party frame) or full: positions are not kept, nothing else breaks.
  }
}

/** The page may still be loading its content: wait until it is tall enough, briefly. */
function scrollWhenReady(y: number): void {
  const start = performance.now();
  const attempt = () => {
    const fits = document.documentElement.scrollHeight - window.innerHeight >= y;
    if (fits || performance.now() - start > RESTORE_TIMEOUT_MS) window.scrollTo(0, y);
    else requestAnimationFrame(attempt);
  };
  attempt();
}

export function applyScroll(from: string | null, to: string | null, url: URL): void {
  const action = scrollAction(from, to, url.hash);
  if (action.kind === 'hash') {
    const el = document.getElementById(action.id);
    if (el) el.scrollIntoView();
    return;
  }
  const saved = positions()[urlKey(url)];
  if (action.kind === 'restore' && saved !== undefined) scrollWhenReady(saved);
  else window.scrollTo(0, 0);
}
