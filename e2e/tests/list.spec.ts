import { expect, test } from './contract';
import { expectAccessible } from './axe';

// The spot list as a visitor meets it (issue 8), in Chromium against the real server and its demo
// data: results first at desktop and phone size, a compact filter bar whose Filters button opens
// every filter in the shared sheet (a side drawer, a bottom sheet on phones), the filters that are
// on as chips that remove them, and the count of results.
const SIZES = [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
];

for (const size of SIZES) {
  test(`at ${size.width} × ${size.height} the first result is on the first screen`, async ({ page }) => {
    await page.setViewportSize(size);
    await page.goto('/spots');
    const first = page.locator('.mv-spot-card').first();
    await expect(first).toBeVisible();
    expect(await page.evaluate(() => [window.scrollX, window.scrollY])).toEqual([0, 0]);
    // the first result card's top is inside the viewport, without scrolling
    const box = (await first.boundingBox())!;
    expect(box.y).toBeGreaterThanOrEqual(0);
    expect(box.y).toBeLessThan(size.height);
    // and its title can be read there
    await expect(first.getByRole('heading')).toBeInViewport({ ratio: 1 });
    await expect(page.locator('.mv-filter-bar__results')).toHaveText('Mehr als 24 Spots');
    await expectAccessible(page);
  });

  test(`at ${size.width} × ${size.height} the Filters button opens every filter in the sheet, accessible`, async ({ page }) => {
    await page.setViewportSize(size);
    await page.goto('/spots');
    await expect(page.locator('.mv-spot-card').first()).toBeVisible();
    const button = page.getByRole('button', { name: 'Filter', exact: true });
    await button.click();
    const sheet = page.getByRole('dialog', { name: 'Filter' });
    await expect(sheet).toBeVisible();
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    const box = (await sheet.boundingBox())!;
    if (size.width > 640) {
      // a side drawer at the right, as tall as the window
      expect(box.x + box.width).toBeCloseTo(size.width, 0);
      expect(box.height).toBeCloseTo(size.height, 0);
    } else {
      // a bottom sheet across the phone, the page still showing above it
      expect(box.width).toBeCloseTo(size.width, 0);
      expect(box.y + box.height).toBeCloseTo(size.height, 0);
      expect(box.y).toBeGreaterThan(100);
    }
    await expectAccessible(page);

    await sheet.getByRole('combobox', { name: 'Behoben' }).selectOption({ label: 'Nur behobene' });
    await expect(page).toHaveURL(/fixed=true/);
    await expect(sheet.getByRole('status')).toContainText('1 Filter aktiv');
    await sheet.getByRole('button', { name: 'Ergebnisse anzeigen' }).click();
    await expect(sheet).toBeHidden();
    await expect(page.getByRole('button', { name: 'Filter (1 aktiv)' })).toBeFocused();
    for (const badges of await page.locator('.mv-spot-card').evaluateAll((cards) => cards.map((c) => c.textContent ?? '')))
      expect(badges).toContain('Behoben');
  });
}

test('Escape closes the sheet and returns focus; Tab stays inside while it is open', async ({ page }) => {
  await page.goto('/spots');
  await expect(page.locator('.mv-spot-card').first()).toBeVisible();
  const button = page.getByRole('button', { name: 'Filter', exact: true });
  await button.focus();
  await page.keyboard.press('Enter');
  const sheet = page.getByRole('dialog', { name: 'Filter' });
  await expect(sheet).toBeVisible();
  for (let i = 0; i < 6; i++) {
    await page.keyboard.press('Shift+Tab');
    expect(await page.evaluate(() => document.querySelector('dialog[open]')?.contains(document.activeElement))).toBe(true);
  }
  await page.keyboard.press('Escape');
  await expect(sheet).toBeHidden();
  await expect(button).toBeFocused();
  await expect(button).toHaveAttribute('aria-expanded', 'false');
});

test('fame and shame are one click away; the filters that are on are chips that remove them', async ({ page }) => {
  await page.goto('/spots?fixed=true&sort=votes');
  await expect(page.locator('.mv-spot-card').first()).toBeVisible();
  const shame = page.getByRole('button', { name: 'Shame (schlechte Orte)' });
  await shame.click();
  await expect(shame).toHaveAttribute('aria-pressed', 'true');
  await expect(page).toHaveURL(/famed=false/);
  await expect(page.locator('.mv-spot-card--fame')).toHaveCount(0);

  const active = page.getByRole('list', { name: 'Aktive Filter' });
  await expect(active.getByRole('button', { name: /^Entfernen: / })).toHaveCount(2);
  await active.getByRole('button', { name: 'Entfernen: Nur behobene' }).click();
  await expect(page).not.toHaveURL(/fixed=/);
  // focus moves on to the next chip, not to the top of the page
  await expect(active.getByRole('button', { name: 'Entfernen: Sortiert: Meiste Stimmen' })).toBeFocused();
  await expectAccessible(page);

  await active.getByRole('button', { name: 'Alle entfernen' }).click();
  await expect(page).toHaveURL(/\/spots$/);
  await expect(active).toBeHidden();
  await expect(shame).toHaveAttribute('aria-pressed', 'false');
  await expect(page.getByRole('button', { name: 'Filter', exact: true })).toBeFocused();
});
