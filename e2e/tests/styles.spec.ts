import type { Page } from '@playwright/test';
import { expect, test } from './contract';
import { expectAccessible } from './axe';

// The living style guide in real Chromium: the native <dialog> and popover behind the sheet and
// the menu, driven with the keyboard as a person without a mouse would.

/** Where focus really is, through shadow roots: a short description for assertions. */
const focused = (page: Page) =>
  page.evaluate(() => {
    let el = document.activeElement;
    while (el?.shadowRoot?.activeElement) el = el.shadowRoot.activeElement;
    return el ? `${el.tagName.toLowerCase()}:${(el.getAttribute('aria-label') ?? el.textContent ?? '').trim()}` : '';
  });

const focusInside = (page: Page, selector: string) =>
  page.evaluate((sel) => {
    const found = document.querySelectorAll(sel);
    return found.length === 1 && found[0]!.contains(document.activeElement);
  }, selector);

test.describe('/styles, the living style guide', () => {
  test('shows tokens and every component, accessible, and is not linked from the footer', async ({ page }) => {
    await page.goto('/styles');
    await expect(page.getByRole('heading', { level: 1, name: 'Gestaltungsrichtlinien' })).toBeVisible();
    for (const name of ['Gestaltungsgrößen', 'Knöpfe', 'Chips', 'Karten', 'Blatt, Menü und Hinweise', 'Reiter', 'Seitennavigation']) {
      await expect(page.getByRole('heading', { level: 2, name })).toBeVisible();
    }
    await expect(page.getByRole('contentinfo').getByRole('link', { name: /gestaltung/i })).toHaveCount(0);
    await expectAccessible(page);
  });

  test('cards of a row are equally tall and crop their covers to one shape', async ({ page }) => {
    await page.goto('/styles');
    const cards = page.locator('section:has(#styles-cards) .ms-card');
    await expect(cards).toHaveCount(3);
    const boxes = await cards.evaluateAll((els) => els.map((el) => el.getBoundingClientRect().height));
    expect(Math.max(...boxes) - Math.min(...boxes)).toBeLessThanOrEqual(1);
    const covers = await page
      .locator('section:has(#styles-cards) .ms-card__cover')
      .evaluateAll((els) => els.map((el) => Math.round(el.getBoundingClientRect().height)));
    expect(new Set(covers).size).toBe(1);
  });

  test('the sheet: opens from the keyboard, keeps Tab inside, Escape closes it and focus returns', async ({ page }) => {
    await page.goto('/styles');
    const opener = page.getByRole('button', { name: 'Weitere Filter' });
    await opener.focus();
    await page.keyboard.press('Enter');
    const sheet = page.getByRole('dialog', { name: 'Filter' });
    await expect(sheet).toBeVisible();
    expect(await focused(page)).toBe('h2:Filter');
    // the page behind is inert: nothing there can be reached with Tab, however often
    for (let i = 0; i < 8; i++) {
      await page.keyboard.press('Tab');
      expect(await focusInside(page, 'dialog[open]')).toBe(true);
    }
    for (let i = 0; i < 5; i++) {
      await page.keyboard.press('Shift+Tab');
      expect(await focusInside(page, 'dialog[open]')).toBe(true);
    }
    await expectAccessible(page);
    await page.keyboard.press('Escape');
    await expect(sheet).toBeHidden();
    await expect(opener).toBeFocused();
    await expect(opener).toHaveAttribute('aria-expanded', 'false');
  });

  test('the sheet is a side drawer on wide screens and a bottom sheet on phones', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/styles');
    await page.getByRole('button', { name: 'Weitere Filter' }).click();
    let box = (await page.getByRole('dialog').boundingBox())!;
    expect(box.x + box.width).toBeCloseTo(1280, 0);
    expect(box.height).toBeCloseTo(800, 0);
    await page.getByRole('button', { name: 'Schließen' }).click();
    await page.setViewportSize({ width: 390, height: 844 });
    await page.getByRole('button', { name: 'Weitere Filter' }).click();
    box = (await page.getByRole('dialog').boundingBox())!;
    expect(box.width).toBeCloseTo(390, 0);
    expect(box.y + box.height).toBeCloseTo(844, 0);
    expect(box.y).toBeGreaterThan(100);
    await expectAccessible(page);
  });

  test('the menu: arrow keys, Home and End, Escape and a choice, all with the keyboard', async ({ page }) => {
    await page.goto('/styles');
    const button = page.getByRole('button', { name: 'Weitere Aktionen' }).first();
    await button.focus();
    await page.keyboard.press('Enter');
    const menu = page.getByRole('menu', { name: 'Weitere Aktionen' });
    await expect(menu).toBeVisible();
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(await focused(page)).toBe('button:Bearbeiten');
    await page.keyboard.press('ArrowDown');
    expect(await focused(page)).toBe('button:Foto hinzufügen');
    await page.keyboard.press('ArrowDown'); // "Melden" is not available: skipped
    expect(await focused(page)).toBe('button:Löschen');
    await page.keyboard.press('ArrowDown');
    expect(await focused(page)).toBe('button:Bearbeiten');
    await page.keyboard.press('End');
    expect(await focused(page)).toBe('button:Löschen');
    await page.keyboard.press('Home');
    expect(await focused(page)).toBe('button:Bearbeiten');
    await expectAccessible(page);
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(button).toBeFocused();
    await page.keyboard.press('ArrowUp');
    await expect(menu).toBeVisible();
    expect(await focused(page)).toBe('button:Löschen');
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('Enter');
    await expect(menu).toBeHidden();
    await expect(button).toBeFocused();
    await expect(page.locator('output')).toHaveText('Gewählt: Foto hinzufügen');
  });

  test('the menu sits over the page in the top layer, under its button, and a click elsewhere closes it', async ({ page }) => {
    await page.goto('/styles');
    const button = page.getByRole('button', { name: 'Weitere Aktionen' }).first();
    await button.click();
    const menu = page.getByRole('menu');
    await expect(menu).toBeVisible();
    const [b, m] = [(await button.boundingBox())!, (await menu.boundingBox())!];
    expect(m.y).toBeGreaterThanOrEqual(b.y + b.height);
    expect(Math.abs(m.x - b.x)).toBeLessThanOrEqual(1);
    expect(await menu.evaluate((el) => el.matches(':popover-open'))).toBe(true);
    await page.mouse.click(5, 5);
    await expect(menu).toBeHidden();
    await expect(button).toHaveAttribute('aria-expanded', 'false');
  });

  test('tabs and toasts', async ({ page }) => {
    await page.goto('/styles');
    const first = page.getByRole('tab', { name: 'Neueste' });
    await first.focus();
    await page.keyboard.press('ArrowRight');
    await expect(page.getByRole('tab', { name: 'Meistunterstützte' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('tabpanel')).toHaveText('Die Spots, die am meisten Leute unterstützen.');
    await page.getByRole('button', { name: 'Hinweis zeigen' }).click();
    const status = page.locator('.ms-toasts [role="status"]');
    await expect(status).toContainText('Link kopiert');
    await page.getByText('Link kopiert').hover(); // it waits while pointed at
    await expectAccessible(page);
    await page.waitForTimeout(5500);
    await expect(status).toContainText('Link kopiert');
    await page.getByRole('button', { name: 'Hinweis schließen' }).click();
    await expect(status).not.toContainText('Link kopiert');
  });
});
