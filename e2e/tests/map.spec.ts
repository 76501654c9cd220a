import { type Locator, type Page } from '@playwright/test';
import { expect, test } from './contract';
import { expectAccessible } from './axe';

// The map as a visitor meets it (issue 8), in Chromium against the real server and its demo data:
// the first results on the first screen at desktop and phone size, clusters that never cover each
// other, cluster markers for the keyboard, spots at one place listed, the filters beside the map,
// and a plain basemap with a message when the tiles cannot be loaded.
const SIZES = [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
];
const HEADERS = { 'moveable-platform': 'bikeable', 'moveable-countrycode': 'ch' };
const PASSWORD = 'velo-demo-2026';

const mapRegion = (page: Page) => page.getByRole('region', { name: 'Karte der Spots' });
const markerPane = (page: Page) => page.locator('.leaflet-marker-pane');
const listItems = (page: Page) => page.locator('.mv-map__list-item');
const zoomOf = (page: Page) => Number(new URL(page.url()).searchParams.get('zoom'));

/** The map has drawn the answer for its view: the list is filled and no request is pending. */
async function settled(page: Page): Promise<void> {
  await expect(listItems(page).first()).toBeVisible();
  await page.waitForLoadState('networkidle');
}

/** Pairs of cluster (and stack) markers whose boxes on screen overlap. */
async function overlappingClusters(page: Page): Promise<{ count: number; overlaps: string[] }> {
  const boxes = await markerPane(page)
    .locator('.map-cluster')
    .evaluateAll((els) =>
      els.map((el) => {
        const r = el.getBoundingClientRect();
        return { name: el.getAttribute('aria-label') ?? '', left: r.left, top: r.top, right: r.right, bottom: r.bottom };
      }),
    );
  const overlaps: string[] = [];
  for (let i = 0; i < boxes.length; i++) {
    for (let j = i + 1; j < boxes.length; j++) {
      const a = boxes[i]!;
      const b = boxes[j]!;
      if (a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom) overlaps.push(`${a.name} × ${b.name}`);
    }
  }
  return { count: boxes.length, overlaps };
}

/** Nothing lies over the element's centre (a panel, a control): a click there reaches it. */
async function uncovered(target: Locator): Promise<boolean> {
  return target.evaluate((el) => {
    const r = el.getBoundingClientRect();
    const top = (el.getRootNode() as Document).elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
    return top !== null && (el === top || el.contains(top));
  });
}

for (const size of SIZES) {
  test(`at ${size.width} × ${size.height} the first result is on the first screen, and no cluster covers another`, async ({ page }) => {
    await page.setViewportSize(size);
    await page.goto('/map');
    await settled(page);

    // the first entry of the list, without scrolling
    const first = listItems(page).first();
    await expect(first).toBeInViewport({ ratio: 1 });
    expect(await page.evaluate(() => [window.scrollX, window.scrollY])).toEqual([0, 0]);
    const box = (await first.boundingBox())!;
    expect(box.y + box.height).toBeLessThanOrEqual(size.height);

    // its marker on the map, named alike, in view and not under a control or panel
    const name = (await first.textContent())!;
    expect(name).toMatch(/^\d+ Spots bei /);
    const marker = markerPane(page).getByRole('button', { name, exact: true });
    await expect(marker).toBeInViewport({ ratio: 1 });
    expect(await uncovered(marker)).toBe(true);

    const { count, overlaps } = await overlappingClusters(page);
    expect(count).toBeGreaterThan(3);
    expect(overlaps).toEqual([]);
    await expectAccessible(page);
  });
}

for (const size of SIZES) {
  test(`at ${size.width} × ${size.height} the filters open beside the map and leave most of it usable`, async ({ page }) => {
    await page.setViewportSize(size);
    await page.goto('/map');
    await settled(page);
    const toggle = page.locator('.mv-map__filters .mv-filter-bar__open');
    await expect(toggle).toHaveText('Filter');
    await toggle.click();
    const panel = page.getByRole('dialog', { name: 'Filter' });
    await expect(panel).toBeVisible();
    const map = (await mapRegion(page).boundingBox())!;
    const covered = (await panel.boundingBox())!;
    const share = (covered.width * Math.min(covered.height, map.height)) / (map.width * map.height);
    expect(share, 'share of the map under the open filters').toBeLessThan(0.6);
    // the map beside the open filters still works: a cluster they leave free zooms in on a click
    const before = zoomOf(page);
    const clusters = await markerPane(page).locator('.map-cluster').all();
    let free: Locator | undefined;
    for (const cluster of clusters) if (!free && (await uncovered(cluster))) free = cluster;
    expect(free, 'a cluster beside the open filters').toBeTruthy();
    await free!.click();
    await expect.poll(() => zoomOf(page)).toBeGreaterThan(before);
    await expect(panel).toBeVisible();
    await page.getByRole('radio', { name: /Shame/ }).check();
    await expect(page).toHaveURL(/famed=false/);
    await expect(toggle).toHaveText('Filter (1 aktiv)');
    await expectAccessible(page);
    await page.keyboard.press('Escape');
    await expect(panel).toBeHidden();
  });
}

test('cluster markers are reached with Tab and zoom in with Enter', async ({ page }) => {
  await page.setViewportSize(SIZES[0]!);
  await page.goto('/map');
  await settled(page);
  await mapRegion(page).focus();
  await page.keyboard.press('Tab');
  const focused = page.locator(':focus');
  await expect(focused).toHaveAttribute('role', 'button');
  await expect(focused).toHaveAccessibleName(/^\d+ Spots bei \S/);
  expect(await focused.evaluate((el) => el.closest('.leaflet-marker-pane') !== null)).toBe(true);
  const before = zoomOf(page);
  await page.keyboard.press('Enter');
  await expect.poll(() => zoomOf(page)).toBeGreaterThan(before);
  // focus stays on the map: the first marker of the new area, or the map itself
  await settled(page);
  await expect.poll(() => page.evaluate(() => document.activeElement?.closest('.leaflet-container') !== null)).toBe(true);
});

test.describe('spots at one place', () => {
  // A quiet corner of Zürich (the other tests' spots are kilometres away).
  const place = { lat: 47.3921, lng: 8.5121 };
  const stamp = Date.now().toString(36);
  const ids: number[] = [];
  let token = '';

  test.beforeAll(async ({ request }) => {
    const login = await request.post('/api/auth/login', { data: { email: 'nachbar@bikeable.ch', password: PASSWORD } });
    token = (await login.json()).data.access_token;
    for (let i = 1; i <= 12; i++) {
      const res = await request.post('/api/spots', {
        headers: { ...HEADERS, authorization: `Bearer ${token}` },
        data: { title: `Am selben Ort ${i} ${stamp}`, famed: false, location: place, address: { street: 'Hardturmstrasse 1', city: 'Zürich' } },
      });
      expect(res.status()).toBe(201);
      ids.push((await res.json()).id);
    }
  });

  test.afterAll(async ({ request }) => {
    for (const id of ids) await request.delete(`/api/spots/${id}`, { headers: { ...HEADERS, authorization: `Bearer ${token}` } });
  });

  test('stay one marker at zoom 18 that lists them, by mouse and by keyboard', async ({ page }) => {
    await page.setViewportSize(SIZES[0]!);
    await page.goto(`/map?center=${place.lat},${place.lng}&zoom=18`);
    await settled(page);
    const name = '12 Spots am selben Ort bei Zürich';
    const marker = markerPane(page).getByRole('button', { name });
    await expect(marker).toHaveText('12');

    // mouse: the marker opens the list, a spot in it its card
    await marker.click();
    const stack = page.getByRole('dialog', { name });
    await expect(stack.getByRole('button', { name: /Am selben Ort/ })).toHaveCount(12);
    await expectAccessible(page);
    await stack.getByRole('button', { name: new RegExp(`Am selben Ort 12 ${stamp}`) }).click();
    await expect(page.getByRole('dialog', { name: `Am selben Ort 12 ${stamp}` })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(stack).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(stack).toBeHidden();

    // keyboard: Tab to the marker, Space opens the list, arrows and Enter a spot
    await mapRegion(page).focus();
    await page.keyboard.press('Tab');
    await expect(marker).toBeFocused();
    await page.keyboard.press(' ');
    await expect(stack).toBeVisible();
    await page.keyboard.press('Tab');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await expect(page.getByRole('dialog', { name: `Am selben Ort 11 ${stamp}` })).toBeVisible();
    await page.keyboard.press('Escape');
    await page.keyboard.press('Escape');
    await expect(marker).toBeFocused();

    // and the list beside the map names it too
    await expect(page.locator('.mv-map__list').getByRole('button', { name })).toBeVisible();
  });
});

test.describe('tiles', () => {
  /** Serves /map with the tiles meta pointing at `url`, and their host allowed by the page's CSP (as TILE_URL would). */
  async function withTiles(page: Page, url: string): Promise<void> {
    await page.route('**/map*', async (route) => {
      if (route.request().resourceType() !== 'document') return route.fallback();
      const response = await route.fetch();
      const body = (await response.text()).replace('<head>', `<head><meta name="moveable-tiles" content="${url}">`);
      const headers = response.headers();
      headers['content-security-policy'] = headers['content-security-policy']!.replace('img-src ', `img-src ${new URL(url).origin} `);
      await route.fulfill({ response, body, headers });
    });
  }

  test('that load draw the map, with nothing to say', async ({ page }) => {
    // a 1 × 1 grey PNG for every tile
    const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAAAAAA6fptVAAAACklEQVR4nGO4BwAA0gDQiUa5/wAAAABJRU5ErkJggg==', 'base64');
    await page.route('http://tiles.test/**', (route) => route.fulfill({ contentType: 'image/png', body: png }));
    await withTiles(page, 'http://tiles.test/{z}/{x}/{y}.png');
    await page.goto('/map');
    await settled(page);
    await expect(page.locator('img.leaflet-tile-loaded').first()).toBeVisible();
    await expect(page.locator('.mv-map__tiles-notice')).toHaveCount(0);
    await expect(page.locator('.mv-map__plain-basemap')).toHaveCount(0);
  });

  test('that cannot be loaded are announced, over a plain basemap with the spots on it', async ({ page }) => {
    await withTiles(page, 'http://127.0.0.1:9/{z}/{x}/{y}.png');
    await page.goto('/map');
    await settled(page);
    const notice = page.locator('.mv-map__notice-region[role="status"]');
    await expect(notice).toHaveText('Kartenkacheln können nicht geladen werden.');
    await expect(notice.locator('.mv-map__tiles-notice')).toBeVisible();
    await expect(page.locator('.mv-map__plain-basemap .leaflet-tile').first()).toBeVisible();
    await expect(markerPane(page).locator('.map-cluster').first()).toBeVisible();
    await expectAccessible(page);
  });
});
