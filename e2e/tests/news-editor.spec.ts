import { readFile } from 'node:fs/promises';
import { type Page } from '@playwright/test';
import { expect, test } from './contract';
import { expectAccessible } from './axe';

// The news editor of mf-news (issue 11) through the shell, in Chromium against the real server:
// the demo admin signs in, writes an article in two languages with its live preview and a cover,
// saves it as a draft and finds it among their drafts on /news; schedules it, publishes it (the
// public list and article show it), unpublishes it (the public no longer finds it) and deletes it
// after confirming. No axe violation in the editor, with an error shown too.
test.describe.configure({ mode: 'serial' });

const PASSWORD = 'velo-demo-2026';
const stamp = Date.now().toString(36);
const title = `Neue Velowege am See ${stamp}`;
const slug = `neue-velowege-am-see-${stamp}`;

const main = (page: Page) => page.getByRole('main');

async function signIn(page: Page, redirect: string): Promise<void> {
  await page.goto(`/login?redirect=${encodeURIComponent(redirect)}`);
  await main(page).getByLabel('E-Mail-Adresse').fill('demo@bikeable.ch');
  await main(page).getByLabel('Passwort').fill(PASSWORD);
  await main(page).getByRole('button', { name: 'Anmelden', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`${redirect.replace(/[?]/g, '\\?')}$`));
}

/** The public's view of the article: GET /api/news/:slug without a token. */
async function publicStatus(page: Page): Promise<number> {
  const res = await page.request.get(`/api/news/${slug}`, { headers: { 'moveable-platform': 'bikeable', 'moveable-countrycode': 'ch' } });
  return res.status();
}

test('readers of /news get no editor tools and no editor code', async ({ page }) => {
  const scripts: string[] = [];
  page.on('request', (request) => scripts.push(request.url()));
  await page.goto('/news');
  await expect(page.getByRole('heading', { level: 1, name: 'News' })).toBeVisible();
  await expect(main(page).getByRole('link', { name: 'Artikel schreiben' })).toHaveCount(0);
  expect(scripts.filter((url) => /editor/.test(url))).toEqual([]);
});

test('write an article: two languages, live preview, cover, saved as a draft, listed among the drafts', async ({ page }) => {
  await signIn(page, '/news');
  const write = main(page).getByRole('link', { name: 'Artikel schreiben' });
  await write.click();
  await expect(page).toHaveURL(/\/news\?edit=new$/);
  const form = page.getByRole('form', { name: 'Artikel schreiben' });
  await expect(form).toBeVisible();

  // an empty save: the error on the first title, which gets the focus
  await form.getByRole('button', { name: 'Speichern' }).click();
  const firstTitle = form.getByRole('tabpanel').getByRole('textbox', { name: 'Titel' });
  await expect(firstTitle).toBeFocused();
  await expect(form.getByText('Bitte schreibe den Artikel in mindestens einer Sprache: Titel, Lead und Text.')).toBeVisible();
  await expectAccessible(page);

  await firstTitle.fill(title);
  await form.getByRole('tabpanel').getByRole('textbox', { name: 'Lead' }).fill('Die Stadt baut zwei Kilometer neue Velowege.');
  await form
    .getByRole('tabpanel')
    .getByRole('textbox', { name: 'Text' })
    .fill('## Was kommt\n\nDie **Stadt** baut am See.\n\n<script>window.pwned = 1</script>');
  const preview = form.getByRole('tabpanel').getByRole('region', { name: 'Vorschau' });
  await expect(preview.locator('strong')).toHaveText('Stadt');
  await expect(preview.locator('h2')).toHaveText('Was kommt');
  await expect(preview.locator('script')).toHaveCount(0);
  await expect(form.getByRole('textbox', { name: 'Adresse' })).toHaveValue(slug);

  // the English tab by keyboard: arrow keys along the tab list
  await form.getByRole('tab', { name: 'Deutsch (geschrieben)' }).focus();
  await page.keyboard.press('End');
  await expect(form.getByRole('tab', { name: 'Englisch' })).toHaveAttribute('aria-selected', 'true');
  await form.getByRole('tabpanel').getByRole('textbox', { name: 'Titel' }).fill(`New cycle lanes by the lake ${stamp}`);
  await form.getByRole('tabpanel').getByRole('textbox', { name: 'Lead' }).fill('Two kilometres of new cycle lanes.');
  await form.getByRole('tabpanel').getByRole('textbox', { name: 'Text' }).fill('The *city* builds.');

  await form.getByRole('textbox', { name: 'Schlagwörter' }).fill('velowege, see');
  const photo = await readFile(new URL('../../api/test/fixtures/photos/wide.png', import.meta.url));
  await form.getByLabel('Titelbild hochladen').setInputFiles({ name: 'see.png', mimeType: 'image/png', buffer: photo });
  await expect(form.getByRole('img', { name: 'Aktuelles Titelbild' })).toBeVisible();

  await form.getByRole('button', { name: 'Speichern' }).click();
  await expect(page).toHaveURL(new RegExp(`/news/${slug}\\?edit$`));
  await expect(page.getByText('Als Entwurf gespeichert.')).toBeVisible();
  await expectAccessible(page);
  expect(await page.evaluate(() => (window as { pwned?: number }).pwned)).toBeUndefined();
  expect(await publicStatus(page)).toBe(404);

  await page.goto('/news');
  const drafts = main(page).getByRole('region', { name: 'Deine Entwürfe und geplanten Artikel' });
  await expect(drafts.getByRole('link', { name: title })).toHaveAttribute('href', `/news/${slug}?edit`);
  await expectAccessible(page);
});

test('schedule it, publish it, unpublish it, delete it', async ({ page }) => {
  await signIn(page, `/news/${slug}?edit`);
  const form = page.getByRole('form', { name: `Bearbeiten: ${title}` });
  await expect(form).toBeVisible();

  await form.getByRole('radio', { name: 'An einem Datum und zu einer Uhrzeit veröffentlichen' }).check();
  await form.getByLabel('Datum und Uhrzeit der Veröffentlichung').fill(`${new Date().getFullYear() + 1}-05-01T08:00`);
  await form.getByRole('button', { name: 'Speichern' }).click();
  await expect(page.getByText('Gespeichert und geplant.')).toBeVisible();
  expect(await publicStatus(page)).toBe(404);
  await page.goto('/news');
  const drafts = main(page).getByRole('region', { name: 'Deine Entwürfe und geplanten Artikel' });
  await expect(drafts.getByRole('listitem').filter({ hasText: title })).toContainText('geplant für');

  await page.goBack();
  await expect(form).toBeVisible();
  await form.getByRole('radio', { name: 'Jetzt veröffentlichen' }).check();
  await form.getByRole('button', { name: 'Speichern' }).click();
  await expect(page.getByText('Gespeichert und veröffentlicht.')).toBeVisible();
  expect(await publicStatus(page)).toBe(200);
  await page.goto('/news');
  await expect(main(page).locator('.mv-news-grid').getByRole('link', { name: title })).toBeVisible();
  await main(page).locator('.mv-news-grid').getByRole('link', { name: title }).click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await page.getByRole('link', { name: 'Artikel bearbeiten' }).click();
  await expect(page).toHaveURL(new RegExp(`/news/${slug}\\?edit$`));

  await form.getByRole('button', { name: 'Veröffentlichung zurückziehen' }).click();
  await expect(form.getByRole('radio', { name: 'Entwurf (nicht öffentlich)' })).toBeChecked();
  await expect.poll(() => publicStatus(page)).toBe(404);

  await form.getByRole('button', { name: 'Artikel löschen' }).click();
  await expect(page.getByText('Diesen Artikel endgültig löschen?')).toBeFocused();
  await expectAccessible(page);
  await form.getByRole('button', { name: 'Ja, löschen' }).click();
  await expect(page).toHaveURL(/\/news$/);
  const res = await page.request.get(`/api/news/${slug}/source`);
  expect([401, 404]).toContain(res.status());
});
