import { type APIRequestContext, type Page } from '@playwright/test';
import { expect, test } from './contract';
import { expectAccessible } from './axe';

// The spot page's secondary actions, in Chromium against the real server: the "Weitere Aktionen"
// menu at the end of the primary actions, driven by the keyboard (the native popover in the top
// layer), each item's dialog, focus back on the menu button when a dialog closes, the author's
// items (no report) and no menu for visitors; axe with the menu open and with each dialog open.
const HEADERS = { 'moveable-platform': 'bikeable', 'moveable-countrycode': 'ch' };
const PASSWORD = 'velo-demo-2026';
const stamp = Date.now().toString(36);

const main = (page: Page) => page.getByRole('main');
const moreButton = (page: Page) => main(page).getByRole('region', { name: 'Mitmachen' }).getByRole('button', { name: 'Weitere Aktionen' });
const menu = (page: Page) => main(page).getByRole('menu', { name: 'Weitere Aktionen' });
const item = (page: Page, name: string) => menu(page).getByRole('menuitem', { name, exact: true });

/** Signs in through the API; with the page's own request context the page is signed in too. */
async function signInByApi(request: APIRequestContext, email: string): Promise<string> {
  const res = await request.post('/api/auth/login', { data: { email, password: PASSWORD } });
  expect(res.status()).toBe(200);
  return (await res.json()).data.access_token as string;
}

/** A new shame spot in Zürich written by `email` (through a request context of its own). */
async function spotBy(request: APIRequestContext, email: string, title: string): Promise<number> {
  const token = await signInByApi(request, email);
  const res = await request.post('/api/spots', {
    headers: { ...HEADERS, authorization: `Bearer ${token}` },
    data: { title, famed: false, location: { lat: 47.3769, lng: 8.5417 } },
  });
  expect(res.status()).toBe(201);
  return ((await res.json()) as { id: number }).id;
}

/** Waits until the menu offers `last` (the viewer and the categories have answered). */
async function menuReady(page: Page, last: string): Promise<void> {
  await moreButton(page).click();
  await expect(item(page, 'Kategorie hinzufügen')).toBeVisible();
  await expect(item(page, last)).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(menu(page)).toBeHidden();
}

test('visitors who are not signed in see no menu, only the way to sign in', async ({ page, request }) => {
  const id = await spotBy(request, 'nachbar@bikeable.ch', `Ohne Menü ${stamp}`);
  await page.goto(`/spots/${id}`);
  const primary = main(page).getByRole('region', { name: 'Mitmachen' });
  await expect(primary.getByRole('link', { name: 'Anmelden, um abzustimmen oder zu kommentieren' })).toBeVisible();
  await expect(main(page).getByRole('button', { name: 'Weitere Aktionen' })).toHaveCount(0);
  await expectAccessible(page, ['.leaflet-container']);
});

test("someone else's spot: the menu by keyboard, then adding a category, a photo dialog and a report", async ({ page, request }) => {
  const title = `Fremder Spot ${stamp}`;
  const id = await spotBy(request, 'nachbar@bikeable.ch', title);
  await signInByApi(page.request, 'user@bikeable.ch');
  await page.goto(`/spots/${id}`);
  const button = moreButton(page);
  await menuReady(page, 'Spot melden');

  // Enter opens it at the first item; the arrow keys move and wrap; Escape closes, focus returns.
  await button.focus();
  await page.keyboard.press('Enter');
  await expect(menu(page)).toBeVisible();
  await expect(button).toHaveAttribute('aria-expanded', 'true');
  await expect(menu(page).getByRole('menuitem')).toHaveText(['Kategorie hinzufügen', 'Foto hinzufügen', 'Spot melden']);
  await expect(item(page, 'Kategorie hinzufügen')).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(item(page, 'Foto hinzufügen')).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(item(page, 'Spot melden')).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(item(page, 'Kategorie hinzufügen')).toBeFocused();
  await expectAccessible(page, ['.leaflet-container']);
  await page.keyboard.press('Escape');
  await expect(menu(page)).toBeHidden();
  await expect(button).toHaveAttribute('aria-expanded', 'false');
  await expect(button).toBeFocused();

  // Add a category: the dialog holds the form; on success it closes, says so, focus returns.
  await page.keyboard.press('Enter');
  await expect(item(page, 'Kategorie hinzufügen')).toBeFocused();
  await page.keyboard.press('Enter');
  const categoryDialog = page.getByRole('dialog', { name: `Kategorie zu «${title}» hinzufügen` });
  await expect(categoryDialog).toBeVisible();
  await expectAccessible(page, ['.leaflet-container']);
  const select = categoryDialog.getByLabel('Kategorie hinzufügen');
  const category = (await select.locator('option').nth(1).textContent())!.trim();
  await select.selectOption({ index: 1 });
  await categoryDialog.getByRole('button', { name: 'Hinzufügen' }).click();
  await expect(categoryDialog).toBeHidden();
  await expect(main(page).getByText(`Kategorie «${category}» hinzugefügt.`)).toBeAttached();
  await expect(main(page).getByRole('region', { name: 'Angaben' }).getByText(category, { exact: true })).toBeVisible();
  await expect(button).toBeFocused();

  // Add a photo: the dialog holds "shows the fix" and the picker; Escape closes it, focus returns.
  // ArrowDown on the button opens the menu at its first item; the next one moves once it is open.
  await page.keyboard.press('ArrowDown');
  await expect(item(page, 'Kategorie hinzufügen')).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(item(page, 'Foto hinzufügen')).toBeFocused();
  await page.keyboard.press('Enter');
  const photoDialog = page.getByRole('dialog', { name: `Foto zu «${title}» hinzufügen` });
  await expect(photoDialog).toBeVisible();
  await expect(photoDialog.getByRole('checkbox', { name: 'Das Foto zeigt die Behebung' })).toBeVisible();
  await expect(photoDialog.getByLabel('Foto hinzufügen')).toHaveAttribute('type', 'file');
  await expectAccessible(page, ['.leaflet-container']);
  await page.keyboard.press('Escape');
  await expect(photoDialog).toBeHidden();
  await expect(button).toBeFocused();

  // Report: ArrowUp opens at the last item; the reason dialog; afterwards "Gemeldet", which the
  // arrow keys still reach and which does nothing.
  await page.keyboard.press('ArrowUp');
  await expect(item(page, 'Spot melden')).toBeFocused();
  await page.keyboard.press('Enter');
  const reportDialog = page.getByRole('dialog', { name: `«${title}» melden` });
  await expect(reportDialog).toBeVisible();
  await expectAccessible(page, ['.leaflet-container']);
  await reportDialog.getByLabel('Grund').fill('Doppelt erfasst.');
  await reportDialog.getByRole('button', { name: 'Meldung senden' }).click();
  await expect(reportDialog).toBeHidden();
  await expect(main(page).getByText('Danke, deine Meldung ist eingegangen.')).toBeAttached();
  await expect(button).toBeFocused();
  await page.keyboard.press('ArrowUp');
  const reported = item(page, 'Gemeldet');
  await expect(reported).toBeFocused();
  await expect(reported).toHaveAttribute('aria-disabled', 'true');
  await page.keyboard.press('Enter');
  await expect(reported).toBeFocused();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expectAccessible(page, ['.leaflet-container']);
  await page.keyboard.press('Escape');
  await expect(button).toBeFocused();
});

test("the author's own spot: edit and delete, no report; the delete dialog returns focus to the menu", async ({ page, request }) => {
  const title = `Eigener Spot ${stamp}`;
  const id = await spotBy(request, 'user@bikeable.ch', title);
  await signInByApi(page.request, 'user@bikeable.ch');
  await page.goto(`/spots/${id}`);
  const button = moreButton(page);
  await menuReady(page, 'Löschen');

  await button.click();
  await expect(menu(page).getByRole('menuitem')).toHaveText(['Bearbeiten', 'Kategorie hinzufügen', 'Foto hinzufügen', 'Löschen']);
  await expect(menu(page).getByRole('menuitem', { name: /melden|Gemeldet/ })).toHaveCount(0);
  await expectAccessible(page, ['.leaflet-container']);
  await item(page, 'Löschen').click();
  const deleteDialog = page.getByRole('dialog', { name: 'Spot löschen?' });
  await expect(deleteDialog).toBeVisible();
  await expectAccessible(page, ['.leaflet-container']);
  await page.keyboard.press('Escape');
  await expect(deleteDialog).toBeHidden();
  await expect(button).toBeFocused();

  await page.keyboard.press('Enter');
  await expect(item(page, 'Bearbeiten')).toBeFocused();
  await expect(item(page, 'Bearbeiten')).toHaveAttribute('href', `/spots/${id}/edit`);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/spots/${id}/edit$`));
});
