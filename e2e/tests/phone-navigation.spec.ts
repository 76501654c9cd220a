import { expect, test } from './contract';
import { expectAccessible } from './axe';

// The header at both sizes: one line with a menu on a phone, the full navigation on a desktop.

test.describe('on a phone (390 × 844)', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the header is one line of brand and menu button', async ({ page }) => {
    await page.goto('/spots');
    const header = page.getByRole('banner');
    await expect(header).toBeVisible();
    expect((await header.boundingBox())!.height).toBeLessThanOrEqual(64);
    await expect(header.getByRole('button', { name: 'Menü' })).toBeVisible();
    await expect(header.getByRole('navigation', { name: 'Hauptnavigation' })).toBeHidden();
    await expect(header.getByRole('navigation', { name: 'Sprache' })).toBeHidden();
    await expectAccessible(page);
  });

  test('the menu opens with the keyboard, holds navigation and languages, and Escape closes it', async ({ page }) => {
    await page.goto('/spots');
    const button = page.getByRole('button', { name: 'Menü' });
    await expect(page.locator('.mv-spot-card').first()).toBeVisible();
    // from the top of the page: skip link, brand, menu button
    await page.locator('body').focus();
    for (let i = 0; i < 3 && !(await button.evaluate((el) => el === document.activeElement)); i++) await page.keyboard.press('Tab');
    await expect(button).toBeFocused();
    await page.keyboard.press('Enter');
    const menu = page.getByRole('dialog', { name: 'Menü' });
    await expect(menu).toBeVisible();
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await expect(menu.getByRole('navigation', { name: 'Hauptnavigation' }).getByRole('link', { name: 'Karte' })).toBeVisible();
    await expect(menu.getByRole('navigation', { name: 'Sprache' }).getByRole('link')).toHaveCount(4);
    for (let i = 0; i < 12; i++) {
      await page.keyboard.press('Tab');
      expect(await page.evaluate(() => document.querySelector('dialog[open]')?.contains(document.activeElement))).toBe(true);
    }
    await expectAccessible(page);
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(button).toBeFocused();
  });

  test('a link in the menu leads there and closes the menu', async ({ page }) => {
    await page.goto('/spots');
    await page.getByRole('button', { name: 'Menü' }).click();
    await page.getByRole('dialog').getByRole('link', { name: 'Karte' }).click();
    await expect(page).toHaveURL(/\/map/);
    await expect(page.getByRole('dialog')).toBeHidden();
    await expect(page.locator('.leaflet-container')).toBeVisible();
  });

  test('a language chosen in the menu is the page language', async ({ page }) => {
    await page.goto('/spots');
    await page.getByRole('button', { name: 'Menü' }).click();
    await page.getByRole('dialog').getByRole('link', { name: 'FR' }).click();
    await expect(page).toHaveURL(/\/fr\/spots$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    await expect(page.getByRole('button', { name: 'Menu' })).toBeVisible();
  });
});

test.describe('on a desktop (1280 × 800)', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('the header shows navigation, languages and login in one line, and no menu button', async ({ page }) => {
    await page.goto('/spots');
    const header = page.getByRole('banner');
    await expect(header.getByRole('navigation', { name: 'Hauptnavigation' })).toBeVisible();
    await expect(header.getByRole('navigation', { name: 'Sprache' })).toBeVisible();
    await expect(header.getByRole('link', { name: 'Anmelden' })).toBeVisible();
    await expect(header.getByRole('button', { name: 'Menü' })).toBeHidden();
    expect((await header.boundingBox())!.height).toBeLessThanOrEqual(64);
    await expectAccessible(page);
  });
});

test.describe('the footer of a short page', () => {
  for (const viewport of [
    { width: 1280, height: 800 },
    { width: 390, height: 844 },
  ]) {
    test(`sits at the bottom of the window at ${viewport.width} × ${viewport.height}`, async ({ page }) => {
      await page.setViewportSize(viewport);
      await page.goto('/no/such/page');
      await expect(page.locator('.ms-error-screen')).toBeVisible();
      const footer = page.getByRole('contentinfo');
      const box = (await footer.boundingBox())!;
      expect(Math.abs(box.y + box.height - viewport.height)).toBeLessThanOrEqual(1);
      expect(await page.evaluate(() => document.documentElement.scrollHeight)).toBeLessThanOrEqual(viewport.height);
    });
  }
});
