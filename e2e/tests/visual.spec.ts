// Visual comparisons: the main pages of each platform at a desktop and a phone size, against
// screenshots committed beside this file (visual.spec.ts-snapshots/). A change that breaks a
// layout shows as a failed comparison with a diff image in test-results/. After an intended
// change: `npm run test:visual:update`, look at the new images, commit them.
//
// Same pixels on every run: a server with the untouched demo data (E2E_VISUAL_URL, seeded from a
// fixed date), Debian's Chromium and fonts (tools/ensure-chromium.sh installs them), no tile
// network (the map shows its plain basemap), animations and the caret off.
import type { Page } from '@playwright/test';
import { expect, test } from './contract';

const PLATFORMS = ['bikeable', 'walkable', 'accessable'] as const;
const SIZES = { desktop: { width: 1280, height: 800 }, phone: { width: 390, height: 844 } } as const;

test.use({ baseURL: process.env.E2E_VISUAL_URL });

/** A spot of the platform with a photo: the same one on every run (the data is seeded). */
async function spotWithPhoto(page: Page, platform: string): Promise<number> {
  const res = await page.request.get(`/api/spots?hasPhoto=true&sort=votes&limit=1`, { headers: { 'moveable-platform': platform } });
  const { items } = (await res.json()) as { items: { id: number }[] };
  return items[0]!.id;
}

/** The page as it settles: fonts loaded, no request pending, nothing moving. */
async function settled(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => document.fonts.ready);
}

for (const platform of PLATFORMS) {
  for (const [size, viewport] of Object.entries(SIZES)) {
    test.describe(`${platform}, ${size}`, () => {
      test.use({ viewport });

      // [name, path, the whole page or its first screen]: long pages (home, list) are compared on
      // their first screen, where the layout matters most and the images stay small.
      const pages: [string, (page: Page) => Promise<string>, boolean][] = [
        ['home', async () => '/', false],
        ['list', async () => '/spots', false],
        ['spot', async (page) => `/spots/${await spotWithPhoto(page, platform)}`, true],
        ['map', async () => '/map', false],
        ['login', async () => '/login', true],
      ];

      for (const [name, path, fullPage] of pages) {
        test(name, async ({ page }) => {
          await page.goto(`/?platform=${platform}`); // remembered for the tab
          await page.goto(await path(page));
          await expect(page.locator('main, [role="main"]').first()).toBeVisible();
          await settled(page);
          await expect(page).toHaveScreenshot(`${name}-${platform}-${size}.png`, {
            fullPage,
            animations: 'disabled',
            caret: 'hide',
            maxDiffPixelRatio: 0.01,
          });
        });
      }
    });
  }
}
