import type { Page } from '@playwright/test';
import { expect, test } from './contract';

// Nothing on the first screen moves while a page loads: the cumulative layout shift of a cold
// visit (Chromium's layout-shift entries, grouped into session windows as Lighthouse and the
// web-vitals library do: shifts less than 1 s apart, at most 5 s per window; the worst window
// counts) stays at or under 0.05 on the main routes, at a phone's size (Lighthouse's mobile
// viewport) and a desktop's. The page area reserves the window's height before the page mounts
// (the footer stays below the fold) and the lists, the home and the spot page show skeletons of
// their real size while their data loads.

const LIMIT = 0.05;
const SIZES = [
  { name: 'phone', viewport: { width: 412, height: 823 } },
  { name: 'desktop', viewport: { width: 1280, height: 800 } },
];

interface Shift {
  value: number;
  startTime: number;
  sources: string[];
}

/** Records every layout shift from the first frame on (before any script of the page runs). */
async function recordShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const shifts: { value: number; startTime: number; sources: string[] }[] = [];
    (window as unknown as { __layoutShifts: typeof shifts }).__layoutShifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
        sources?: { node?: Node | null }[];
      })[]) {
        if (entry.hadRecentInput) continue;
        const sources = (entry.sources ?? []).map((source) => {
          const node = source.node;
          if (!(node instanceof Element)) return node?.nodeName ?? '?';
          return `${node.localName}${node.id ? `#${node.id}` : ''}${[...node.classList].map((c) => `.${c}`).join('')}`;
        });
        shifts.push({ value: entry.value, startTime: entry.startTime, sources });
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

/** The largest session window's sum (CLS as Lighthouse reports it). */
function cumulativeLayoutShift(shifts: readonly Shift[]): number {
  let worst = 0;
  let current = 0;
  let first = 0;
  let last = 0;
  for (const shift of shifts) {
    if (current > 0 && (shift.startTime - last >= 1000 || shift.startTime - first >= 5000)) current = 0;
    if (current === 0) first = shift.startTime;
    current += shift.value;
    last = shift.startTime;
    worst = Math.max(worst, current);
  }
  return worst;
}

/** A spot with photos: its page is the tallest to lay out (the same one on every run). */
async function spotWithPhoto(page: Page): Promise<number> {
  const res = await page.request.get('/api/spots?hasPhoto=true&sort=votes&limit=1');
  const { items } = (await res.json()) as { items: { id: number }[] };
  return items[0]!.id;
}

const ROUTES: [string, (page: Page) => Promise<string>][] = [
  ['home', async () => '/'],
  ['list', async () => '/spots'],
  ['spot', async (page) => `/spots/${await spotWithPhoto(page)}`],
  ['map', async () => '/map'],
];

for (const { name: size, viewport } of SIZES) {
  test.describe(`layout shift on a ${size} (${viewport.width} × ${viewport.height})`, () => {
    test.use({ viewport });

    for (const [name, path] of ROUTES) {
      test(`${name}: a cold visit shifts the layout by at most ${LIMIT}`, async ({ page }) => {
        const url = await path(page);
        await recordShifts(page);
        await page.goto(url);
        await expect(page.getByRole('main')).toBeVisible();
        // settled: data, images and fonts in, and a moment for what they cause to be laid out
        await page.waitForLoadState('networkidle');
        await page.evaluate(() => document.fonts.ready);
        await page.waitForTimeout(500);
        const shifts = await page.evaluate(() => (window as unknown as { __layoutShifts: Shift[] }).__layoutShifts);
        const cls = cumulativeLayoutShift(shifts);
        expect(cls, `layout shifts of ${url}: ${JSON.stringify(shifts)}`).toBeLessThanOrEqual(LIMIT);
      });
    }
  });
}
