// Adding a spot without a connection (issue 14) in Chromium: the form is kept on this device
// (IndexedDB, the photo as a Blob) and published by itself when the connection is back, once,
// with the photo; a draft kept when the server could not be reached survives a reload.
import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { expect, test } from './contract';
import { expectAccessible } from './axe';
import { signInAs } from './sign-in';

const main = (page: Page) => page.getByRole('main');
const photo = readFile(new URL('../../api/test/fixtures/photos/oriented.jpg', import.meta.url));

/** Somewhere no other test puts spots: a new place per run, so its bbox finds only this one. */
function lonelyPlace() {
  return { lat: 47.2 + Math.random() * 0.2, lng: 7.0 + Math.random() * 0.3 };
}

async function fillForm(page: Page, title: string, at: { lat: number; lng: number }) {
  const form = main(page);
  await expect(form.getByRole('form', { name: 'Spot erfassen' })).toBeVisible();
  await form.getByRole('radio', { name: 'Fame' }).check();
  const search = form.getByRole('combobox', { name: 'Adresse oder Koordinaten' });
  await search.fill(`${at.lat.toFixed(5)}, ${at.lng.toFixed(5)}`);
  await search.press('Enter');
  await expect(form.getByText(/Die Nadel steht bei/)).toBeVisible();
  await form.getByRole('textbox', { name: /Titel/ }).fill(title);
}

async function spotsAt(page: Page, at: { lat: number; lng: number }) {
  const bbox = [at.lng - 0.001, at.lat - 0.001, at.lng + 0.001, at.lat + 0.001].join(',');
  const res = await page.request.get(`/api/spots?bbox=${bbox}`, { headers: { 'moveable-platform': 'bikeable', 'moveable-countrycode': 'ch' } });
  expect(res.status()).toBe(200);
  return ((await res.json()) as { items: Array<{ id: number; title: string }> }).items;
}

test('a spot added offline is kept with its photo and published once when the connection is back', async ({ page, context }) => {
  await signInAs(page, 'user@bikeable.ch', '/addSpot');
  const title = `Offline erfasst ${Date.now().toString(36)}`;
  const at = lonelyPlace();
  await fillForm(page, title, at);

  await context.setOffline(true);
  const form = main(page);
  await form.getByLabel('Fotos hinzufügen').setInputFiles({ name: 'offline.jpg', mimeType: 'image/jpeg', buffer: await photo });
  await expect(form.getByText('Keine Verbindung zum Server. Prüfe deine Verbindung und versuche es nochmals.').first()).toBeVisible();
  await form.getByRole('button', { name: 'Spot veröffentlichen' }).click();

  const kept = form.getByRole('heading', { level: 2, name: 'Auf diesem Gerät gespeichert' });
  await expect(kept).toBeFocused();
  await expect(form.getByText(`Dein Spot «${title}» ist deshalb mit seinen Fotos auf diesem Gerät gespeichert.`)).toBeVisible();
  await expectAccessible(page);
  // Another spot may be started; the kept one is listed above the form, waiting.
  await form.getByRole('button', { name: 'Weiteren Spot erfassen' }).click();
  const waiting = form.getByRole('region', { name: 'Ein Spot wartet aufs Senden' });
  await expect(waiting.getByText(title)).toBeVisible();
  await expect(waiting.getByText('Er wird gesendet, sobald du wieder online bist.')).toBeVisible();
  await expect(waiting.getByRole('button', { name: `«${title}» jetzt senden` })).toBeDisabled();
  await expectAccessible(page, ['.leaflet-container']);

  await context.setOffline(false);
  const published = page.getByRole('status').getByText(`Dein Spot «${title}», offline gespeichert, ist jetzt veröffentlicht.`);
  await expect(published).toBeVisible({ timeout: 15_000 });
  await expect(waiting).toHaveCount(0);
  await page.getByRole('button', { name: 'Öffnen' }).click();
  await expect(page).toHaveURL(/\/spots\/\d+$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);

  const found = await spotsAt(page, at);
  expect(found.filter((s) => s.title === title)).toHaveLength(1);
  const res = await page.request.get(`/api/spots/${found[0]!.id}`, { headers: { 'moveable-platform': 'bikeable', 'moveable-countrycode': 'ch' } });
  expect(((await res.json()) as { photos: unknown[] }).photos).toHaveLength(1);
});

test('a spot the server could not receive is kept, survives a reload and is sent from the next spots page', async ({ page }) => {
  await signInAs(page, 'user@bikeable.ch', '/addSpot');
  const title = `Server weg ${Date.now().toString(36)}`;
  const at = lonelyPlace();
  await fillForm(page, title, at);

  // The browser believes it is online; the server cannot be reached.
  await page.route('**/api/spots', (route) => (route.request().method() === 'POST' ? route.abort('connectionrefused') : route.fallback()));
  await main(page).getByRole('button', { name: 'Spot veröffentlichen' }).click();
  await expect(main(page).getByRole('heading', { level: 2, name: 'Auf diesem Gerät gespeichert' })).toBeFocused();
  expect(await spotsAt(page, at)).toHaveLength(0);

  await page.unroute('**/api/spots');
  await page.goto('/spots');
  await expect(page.getByRole('status').getByText(`Dein Spot «${title}», offline gespeichert, ist jetzt veröffentlicht.`)).toBeVisible({
    timeout: 15_000,
  });
  await expect.poll(async () => (await spotsAt(page, at)).map((s) => s.title)).toEqual([title]);
  // Nothing waits any more: the add page lists no draft.
  await page.goto('/addSpot');
  await expect(main(page).getByRole('form', { name: 'Spot erfassen' })).toBeVisible();
  await expect(main(page).getByRole('region', { name: /wartet aufs Senden|warten aufs Senden/ })).toHaveCount(0);
});

test('a draft the server refuses waits with the reason, and is fixed and sent from the form', async ({ page, context }) => {
  await signInAs(page, 'user@bikeable.ch', '/addSpot');
  const title = `Abgelehnt ${Date.now().toString(36)}`;
  const at = lonelyPlace();
  await fillForm(page, title, at);
  await context.setOffline(true);
  await main(page).getByRole('button', { name: 'Spot veröffentlichen' }).click();
  await expect(main(page).getByRole('heading', { level: 2, name: 'Auf diesem Gerät gespeichert' })).toBeFocused();

  // Back online, the server refuses the draft once (as if the title had become too long for it).
  let refusals = 0;
  await page.route('**/api/spots', (route) => {
    if (route.request().method() !== 'POST' || refusals > 0) return route.fallback();
    refusals += 1;
    return route.fulfill({
      status: 400,
      contentType: 'application/json',
      body: JSON.stringify({
        statusCode: 400,
        error: 'Bad Request',
        code: 'too_long',
        message: 'title must have at most 120 characters',
        field: 'title',
      }),
    });
  });
  await context.setOffline(false);
  await expect(
    page.getByRole('status').getByText(`Dein Spot «${title}», offline gespeichert, konnte nicht veröffentlicht werden.`, { exact: false }),
  ).toBeVisible({
    timeout: 15_000,
  });
  await main(page).getByRole('button', { name: 'Weiteren Spot erfassen' }).click();
  const waiting = main(page).getByRole('region', { name: 'Ein Spot wartet aufs Senden' });
  await expect(waiting.getByText('Nicht veröffentlicht: Bitte gib dem Spot einen Titel mit höchstens 120 Zeichen.')).toBeVisible();
  await expectAccessible(page, ['.leaflet-container']);

  // Fixing opens the draft in the form, with its values and the reason; sent, it is one spot.
  await waiting.getByRole('button', { name: `«${title}» korrigieren und senden` }).click();
  await expect(waiting).toHaveCount(0);
  const titleField = main(page).getByRole('textbox', { name: /Titel/ });
  await expect(titleField).toHaveValue(title);
  await expect(main(page).getByRole('alert').getByText('Bitte gib dem Spot einen Titel mit höchstens 120 Zeichen.')).toBeVisible();
  await titleField.fill(`${title} korrigiert`);
  await main(page).getByRole('button', { name: 'Spot veröffentlichen' }).click();
  await expect(page).toHaveURL(/\/spots\/\d+$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`${title} korrigiert`);
  expect((await spotsAt(page, at)).map((s) => s.title)).toEqual([`${title} korrigiert`]);
  await page.goto('/addSpot');
  await expect(main(page).getByRole('form', { name: 'Spot erfassen' })).toBeVisible();
  await expect(main(page).getByRole('region', { name: /wartet aufs Senden|warten aufs Senden/ })).toHaveCount(0);
});
