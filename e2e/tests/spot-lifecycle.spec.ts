import { readFile } from 'node:fs/promises';
import { type Browser, type Locator, type Page } from '@playwright/test';
import { expect, test } from './contract';
import { expectAccessible } from './axe';

// The life of a spot through the shell, in Chromium against the real server and the local
// geocoder: a person signs in and adds a shame spot with the keyboard only (photo, polarity, an
// address found by the geocoder, title, category), is warned about a similar spot a neighbour
// posted a few metres away, then votes (and withdraws and votes again), comments and replies;
// three people propose "fixed" and the spot is fixed; the list and the map find it with the same
// filter. Typed coordinates place a new spot's pin at once.
test.describe.configure({ mode: 'serial' });

const PASSWORD = 'velo-demo-2026';
const HEADERS = { 'moveable-platform': 'bikeable', 'moveable-countrycode': 'ch' };
// The dev geocoder's "Bahnhofstrasse 50" in Zürich (tools/dev-geocoder.mjs).
const BAHNHOFSTRASSE_50 = { lat: 47.37265, lng: 8.53874 };
const stamp = Date.now().toString(36);
const title = `Velostreifen endet abrupt ${stamp}`;
let spotPath = '';

const main = (page: Page) => page.getByRole('main');

async function signInByApi(page: Page, email: string): Promise<string> {
  const res = await page.request.post('/api/auth/login', { data: { email, password: PASSWORD } });
  expect(res.status()).toBe(200);
  return (await res.json()).data.access_token as string;
}

/** Presses Tab until `target` has focus (at most 80 times): how a keyboard user gets there. */
async function tabTo(page: Page, target: Locator): Promise<void> {
  for (let i = 0; i < 80; i++) {
    if (await target.evaluate((el) => el === document.activeElement || el.contains(document.activeElement)).catch(() => false)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`could not reach ${target} with Tab`);
}

test('a neighbour already posted a shame spot at Bahnhofstrasse 50', async ({ page }) => {
  const token = await signInByApi(page, 'nachbar@bikeable.ch');
  const res = await page.request.post('/api/spots', {
    headers: { ...HEADERS, authorization: `Bearer ${token}` },
    data: {
      title: `Parkierte Autos auf dem Velostreifen ${stamp}`,
      famed: false,
      location: { lat: BAHNHOFSTRASSE_50.lat + 0.0001, lng: BAHNHOFSTRASSE_50.lng },
    },
  });
  expect(res.status()).toBe(201);
});

test('sign in, then add a spot with the keyboard only: photo, shame, address, title, category', async ({ page }) => {
  await page.goto('/login?redirect=%2FaddSpot');
  await main(page).getByLabel('E-Mail-Adresse').fill('user@bikeable.ch');
  await main(page).getByLabel('Passwort').fill(PASSWORD);
  await main(page).getByRole('button', { name: 'Anmelden', exact: true }).click();
  await expect(page).toHaveURL(/\/addSpot$/);
  const form = main(page);
  await expect(form.getByRole('heading', { level: 1, name: 'Spot erfassen' })).toBeVisible();
  await expectAccessible(page, ['.leaflet-container']);

  // Photo: the chooser opens from the keyboard; the file is resized and uploaded with progress.
  const photo = await readFile(new URL('../../api/test/fixtures/photos/oriented.jpg', import.meta.url));
  await tabTo(page, form.getByLabel('Fotos hinzufügen'));
  const chooser = page.waitForEvent('filechooser');
  await page.keyboard.press('Space');
  await (await chooser).setFiles({ name: 'velostreifen.jpg', mimeType: 'image/jpeg', buffer: photo });
  await expect(form.getByText('Hochgeladen (Titelbild)')).toBeVisible();

  // Polarity: arrow keys in the radio group.
  await tabTo(page, form.getByRole('radio', { name: 'Fame' }));
  await page.keyboard.press('ArrowRight');
  await expect(form.getByRole('radio', { name: 'Shame' })).toBeChecked();

  // Location: the address search, a result chosen with the arrow keys and Enter.
  await tabTo(page, form.getByRole('combobox', { name: 'Adresse oder Koordinaten' }));
  await page.keyboard.type('Bahnhofstrasse 50');
  await page.keyboard.press('Enter');
  await expect(form.getByRole('listbox', { name: 'Gefundene Orte' })).toBeVisible();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(form.getByText(/Nadel gesetzt: Bahnhofstrasse 50/)).toBeVisible();
  await expect(form.getByLabel('PLZ')).toHaveValue('8001');

  // The neighbour's spot shows up as a possible duplicate before anything is sent.
  const nearby = form.getByRole('region', { name: 'Ähnliche Spots in der Nähe' });
  await expect(nearby.getByRole('link', { name: new RegExp(`Parkierte Autos auf dem Velostreifen ${stamp}`) })).toBeVisible();

  await tabTo(page, form.getByRole('textbox', { name: /Titel/ }));
  await page.keyboard.type(title);
  await page.keyboard.press('Tab');
  await page.keyboard.type('Der Streifen hört vor der Kreuzung einfach auf. Siehe https://example.org/plan');
  await tabTo(page, form.getByRole('checkbox', { name: /Veloweg/ }));
  await page.keyboard.press('Space');
  await expect(form.getByRole('checkbox', { name: /Veloweg/ })).toBeChecked();
  await expectAccessible(page, ['.leaflet-container']);

  await tabTo(page, form.getByRole('button', { name: 'Spot veröffentlichen' }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/spots\/\d+$/);
  spotPath = new URL(page.url()).pathname;
  await expect(main(page).getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(main(page).getByRole('link', { name: 'https://example.org/plan' })).toBeVisible();
  await expect(main(page).locator('img[srcset*="size=small"]').first()).toBeVisible();
});

test('vote, comment and reply on the new spot', async ({ page }) => {
  await signInByApi(page, 'user@bikeable.ch');
  await page.goto(spotPath);
  const spot = main(page);
  // The primary actions come first, right under the title; the secondary ones in the menu that
  // ends their row.
  const primary = spot.getByRole('region', { name: 'Mitmachen' });
  const more = primary.getByRole('button', { name: 'Weitere Aktionen' });
  const menu = spot.getByRole('menu', { name: 'Weitere Aktionen' });
  await more.click();
  await expect(menu.getByRole('menuitem', { name: 'Bearbeiten' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
  const [primaryTop, moreTop, descriptionTop] = await Promise.all(
    [primary, more, spot.getByRole('region', { name: 'Beschreibung' })].map(async (l) => (await l.boundingBox())!.y),
  );
  expect(primaryTop).toBeLessThan(descriptionTop!);
  expect(moreTop).toBeLessThan(descriptionTop!);

  // The vote is a toggle: pressed, then withdrawn, then cast again.
  // (While the server has not answered, the button shows the new state and is busy.)
  const vote = primary.getByRole('button', { name: 'Abstimmen' });
  await vote.click();
  await expect(vote).toHaveAttribute('aria-pressed', 'true');
  await expect(primary.getByText('1 Stimme', { exact: true })).toBeVisible();
  await expect(vote).not.toHaveAttribute('aria-busy');
  await vote.click();
  await expect(vote).toHaveAttribute('aria-pressed', 'false');
  await expect(primary.getByText('0 Stimmen', { exact: true })).toBeVisible();
  await expect(vote).not.toHaveAttribute('aria-busy');
  await vote.press('Enter');
  await expect(vote).toHaveAttribute('aria-pressed', 'true');
  await expect(primary.getByText('1 Stimme', { exact: true })).toBeVisible();
  await expectAccessible(page, ['.leaflet-container']);

  // "Kommentieren" takes the person to the discussion's text field.
  await primary.getByRole('button', { name: 'Kommentieren' }).click();
  await expect(spot.getByRole('textbox', { name: 'Kommentar schreiben' })).toBeFocused();
  await spot.getByRole('textbox', { name: 'Kommentar schreiben' }).fill('Seit Wochen so, bitte markieren.');
  await spot.getByRole('button', { name: 'Kommentar senden' }).click();
  const comment = spot.getByRole('article', { name: 'Kommentar von bici_fan' });
  await expect(comment.getByText('Seit Wochen so, bitte markieren.')).toBeVisible();

  await comment.getByRole('button', { name: 'Antworten' }).click();
  await spot.getByRole('textbox', { name: 'Antwort an bici_fan' }).fill('Ich habe es der Stadt gemeldet.');
  await spot.getByRole('button', { name: 'Antwort senden' }).click();
  await expect(spot.getByRole('list', { name: 'Antworten an bici_fan' }).getByText('Ich habe es der Stadt gemeldet.')).toBeVisible();
  // Nobody is offered to report what they wrote: neither the author's spot nor their comments.
  await expect(spot.getByRole('button', { name: 'Spot melden' })).toHaveCount(0);
  await expect(comment.getByRole('button', { name: 'Melden' })).toHaveCount(0);
  await more.click();
  await expect(menu.getByRole('menuitem', { name: 'Foto hinzufügen' })).toBeVisible();
  await expect(menu.getByRole('menuitem', { name: /melden|Gemeldet/ })).toHaveCount(0);

  // A second photo, one that shows the fix, joins the gallery (from the menu, in a dialog that
  // closes when the photo is up).
  await menu.getByRole('menuitem', { name: 'Foto hinzufügen' }).click();
  const photoDialog = page.getByRole('dialog', { name: `Foto zu «${title}» hinzufügen` });
  await expect(photoDialog).toBeVisible();
  await photoDialog.getByRole('checkbox', { name: 'Das Foto zeigt die Behebung' }).check();
  const chooser = page.waitForEvent('filechooser');
  await photoDialog.getByLabel('Foto hinzufügen').click();
  await (
    await chooser
  ).setFiles({
    name: 'behoben.png',
    mimeType: 'image/png',
    buffer: await readFile(new URL('../../api/test/fixtures/photos/wide.png', import.meta.url)),
  });
  await expect(spot.getByText('Das Foto wurde zum Spot hinzugefügt.')).toBeVisible();
  await expect(photoDialog).toBeHidden();
  await expect(more).toBeFocused();
  await expect(spot.getByRole('region', { name: 'Fotos' }).getByRole('img')).toHaveCount(2);
  await expectAccessible(page, ['.leaflet-container']);
});

async function proposeFixed(browser: Browser, email: string, expected: RegExp): Promise<void> {
  const context = await browser.newContext();
  const page = await context.newPage();
  try {
    await signInByApi(page, email);
    await page.goto(spotPath);
    await main(page).getByRole('button', { name: 'Als behoben vorschlagen' }).click();
    await expect(main(page).getByText(expected).first()).toBeVisible();
  } finally {
    await context.close();
  }
}

test('three people propose "fixed": the spot is fixed and voting stops', async ({ browser, page }) => {
  await proposeFixed(browser, 'user@bikeable.ch', /Noch 2 Vorschläge nötig/);
  await proposeFixed(browser, 'nachbar@bikeable.ch', /Noch 1 Vorschlag nötig/);
  await proposeFixed(browser, 'pendler@bikeable.ch', /Der Spot ist jetzt behoben/);

  await signInByApi(page, 'moderator@bikeable.ch');
  await page.goto(spotPath);
  await expect(main(page).getByText('Dieser Spot ist behoben.').first()).toBeVisible();
  await expect(main(page).getByRole('button', { name: 'Abstimmen' })).toHaveAttribute('aria-disabled', 'true');
});

test('the list and the map find the fixed spot with the same filter', async ({ page }) => {
  await page.goto('/spots?famed=false&fixed=true');
  await expect(main(page).getByRole('link', { name: new RegExp(title) })).toBeVisible();
  await page.goto(`/map?famed=false&fixed=true&center=${BAHNHOFSTRASSE_50.lat},${BAHNHOFSTRASSE_50.lng}&zoom=18`);
  await expect(
    main(page)
      .getByRole('region', { name: /Spots in diesem Ausschnitt/ })
      .getByText(title),
  ).toBeVisible();
  // The same filter without "fixed" leaves it out of the map.
  await page.goto(`/map?famed=false&fixed=false&center=${BAHNHOFSTRASSE_50.lat},${BAHNHOFSTRASSE_50.lng}&zoom=18`);
  await expect(main(page).getByRole('region', { name: /Spots in diesem Ausschnitt/ })).toBeVisible();
  await expect(main(page).getByText(title)).toHaveCount(0);
});

test('typed coordinates and Enter place the pin at once', async ({ page }) => {
  await signInByApi(page, 'pendler@bikeable.ch');
  await page.goto('/addSpot');
  const form = main(page);
  await expect(form.getByRole('heading', { level: 1, name: 'Spot erfassen' })).toBeVisible();
  const search = form.getByRole('combobox', { name: 'Adresse oder Koordinaten' });
  await search.fill('47.3701, 8.5390');
  await search.press('Enter');
  await expect(form.getByText('Die Nadel steht bei 47.37010, 8.53900.')).toBeVisible();
  await expect(search).toHaveAttribute('aria-expanded', 'false');
  await expect(form.locator('.mv-pin')).toHaveCount(1);
  // This site has an address search: the address fields say it fills them.
  await expect(form.getByText('Die Adresssuche oben füllt diese Felder aus; du kannst sie ändern.')).toBeVisible();
  await expectAccessible(page, ['.leaflet-container']);
});
