import type { Locator, Page } from '@playwright/test';
import { expect, test } from './contract';
import { expectAccessible } from './axe';

// Spot cards wherever they are shown (home, the list, the organisation embed, <moveable-spots>):
// every card of a row as tall as its neighbours, covers cropped to one shape whatever the photo's
// orientation. The list answers are given a portrait photo in the second card and none in the
// third, so every first row mixes the three cases.

interface Cover {
  id: number;
  url: string;
  width: number;
  height: number;
  showsFix: boolean;
  srcset: string | null;
}

async function portraitCover(page: Page): Promise<Cover> {
  const list = (await (await page.request.get('/api/spots?limit=500&hasPhoto=true')).json()) as { items: { coverPhoto: Cover | null }[] };
  const portrait = list.items.map((s) => s.coverPhoto).find((p) => p && p.height > p.width);
  if (!portrait) throw new Error('the demo data has no portrait photo');
  return portrait;
}

/** Every list of spots the page asks for gets a portrait cover in its second card and none in its third. */
async function mixCovers(page: Page) {
  const portrait = await portraitCover(page);
  await page.route(/\/api\/spots\?/, async (route) => {
    const response = await route.fetch();
    const body = (await response.json()) as { items: { coverPhoto: Cover | null }[] };
    if (body.items[1]) body.items[1].coverPhoto = portrait;
    if (body.items[2]) body.items[2].coverPhoto = null;
    await route.fulfill({ response, json: body });
  });
}

/** Card heights by row (cards whose tops are level), measured from their boxes. */
async function rows(cards: Locator): Promise<number[][]> {
  const byTop = new Map<number, number[]>();
  for (const card of await cards.all()) {
    const box = (await card.boundingBox())!;
    const top = Math.round(box.y);
    byTop.set(top, [...(byTop.get(top) ?? []), box.height]);
  }
  return [...byTop.values()];
}

async function expectEqualRows(cards: Locator) {
  const heights = await rows(cards);
  expect(
    heights.some((row) => row.length > 1),
    `rows of several cards: ${JSON.stringify(heights)}`,
  ).toBe(true);
  for (const row of heights) expect(Math.max(...row) - Math.min(...row), JSON.stringify(heights)).toBeLessThanOrEqual(1);
}

async function expectCroppedCovers(cards: Locator) {
  // a card's only picture is its cover (badges and counts draw SVG); a card without one keeps an empty box
  const covers = await cards.locator('img, .ms-card__cover--empty').evaluateAll((els) =>
    els.map((el) => {
      const box = el.getBoundingClientRect();
      const img = el instanceof HTMLImageElement ? el : null;
      return { width: box.width, height: box.height, fit: getComputedStyle(el).objectFit, portrait: !!img && img.naturalHeight > img.naturalWidth };
    }),
  );
  expect(covers).toHaveLength(await cards.count());
  expect(covers.some((c) => c.portrait)).toBe(true);
  for (const cover of covers) expect(Math.abs(cover.height - (cover.width * 3) / 4), JSON.stringify(cover)).toBeLessThanOrEqual(1);
  for (const cover of covers.filter((c) => c.portrait)) expect(cover.fit).toBe('cover');
}

/** The first four cards of the first grid in `scope`: the second has the portrait, the third no photo. */
const firstCards = (scope: Locator) => scope.locator('.mv-spot-grid').first().locator('li:nth-child(-n+4) .mv-spot-card');

async function loadedCovers(cards: Locator) {
  await cards.last().scrollIntoViewIfNeeded();
  await expect.poll(() => cards.locator('img').evaluateAll((imgs) => imgs.every((img) => (img as HTMLImageElement).complete))).toBe(true);
}

for (const viewport of [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
]) {
  test.describe(`at ${viewport.width} × ${viewport.height}`, () => {
    test.use({ viewport });

    test('home: the cards of a row are equally tall, covers cropped', async ({ page }) => {
      await mixCovers(page);
      await page.goto('/');
      const section = page.getByRole('region', { name: 'Neueste Spots mit Foto' });
      await expect(section.locator('.mv-spot-card')).toHaveCount(8);
      await loadedCovers(firstCards(section));
      // a phone shows one card per row: nothing to compare there, but the covers still crop
      if (viewport.width > 600) await expectEqualRows(section.locator('.mv-spot-card'));
      await expectCroppedCovers(firstCards(section));
      await expectAccessible(page);
    });

    test('the list: the cards of a row are equally tall, covers cropped', async ({ page }) => {
      await mixCovers(page);
      await page.goto('/spots');
      const main = page.getByRole('main');
      await expect(main.locator('.mv-spot-card')).toHaveCount(24);
      await loadedCovers(firstCards(main));
      if (viewport.width > 600) await expectEqualRows(main.locator('.mv-spot-card'));
      await expectCroppedCovers(firstCards(main));
    });
  });
}

test('the organisation embed and <moveable-spots>: equally tall cards, covers cropped', async ({ page }) => {
  await mixCovers(page);
  await page.goto('/embed/spots/zuerich');
  const embed = page.getByRole('main');
  await expect(embed.locator('.mv-spot-card').first()).toBeVisible();
  await loadedCovers(firstCards(embed));
  await expectEqualRows(embed.locator('.mv-spot-card'));
  await expectCroppedCovers(firstCards(embed));

  // the custom element on one of our pages (the import map is there), cards in its shadow root
  await page.goto('/');
  await page.evaluate(() => {
    const el = document.createElement('moveable-spots');
    el.setAttribute('organisation', 'zuerich');
    el.setAttribute('limit', '8');
    document.body.append(el);
  });
  // (as a partner's own module would; an inline script tag would be refused by the page's CSP)
  await page.evaluate((specifier) => import(specifier), '@moveable/mf-spots/element');
  const element = page.locator('moveable-spots');
  await expect(element.locator('.mv-spot-card')).toHaveCount(8);
  await loadedCovers(firstCards(element));
  await expectEqualRows(element.locator('.mv-spot-card'));
  await expectCroppedCovers(firstCards(element));
});
