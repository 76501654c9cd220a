// Moderation through the browser (issue 13): a user reports a comment with the page's report
// button; a moderator hides it from the queue on /admin with a note; its author then reads the
// comment with the note on the spot's page, while everyone else sees the placeholder. Two
// duplicate spots are merged and the old address /spots/{old} ends on /spots/{kept}.
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './contract';
import { expectAccessible } from './axe';

const PASSWORD = 'velo-demo-2026';
const HEADERS = { 'moveable-platform': 'bikeable', 'moveable-countrycode': 'ch' };
const stamp = Date.now().toString(36);

const main = (page: Page) => page.getByRole('main');

// Arranged through the API with the test's own request context: its sign-ins never touch the
// browser's session cookie.
async function tokenOf(request: APIRequestContext, email: string): Promise<string> {
  const res = await request.post('/api/auth/login', { data: { email, password: PASSWORD } });
  expect(res.status()).toBe(200);
  return (await res.json()).data.access_token as string;
}

async function apiPost(request: APIRequestContext, email: string, path: string, data: unknown): Promise<{ id: number }> {
  const res = await request.post(`/api${path}`, { headers: { ...HEADERS, authorization: `Bearer ${await tokenOf(request, email)}` }, data });
  expect(res.status(), await res.text()).toBeLessThan(300);
  return (await res.json()) as { id: number };
}

async function signIn(page: Page, email: string, redirect: string): Promise<void> {
  await page.goto(`/login?redirect=${encodeURIComponent(redirect)}`);
  await main(page).getByLabel('E-Mail-Adresse').fill(email);
  await main(page).getByLabel('Passwort').fill(PASSWORD);
  await main(page).getByRole('button', { name: 'Anmelden', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`${redirect.replace(/\//g, '\\/')}$`));
}

/** A spot by user@ with a comment by nachbar@ (kiez_fan) on it: the comment the test reports. */
async function spotWithComment(request: APIRequestContext, title: string) {
  const spot = await apiPost(request, 'user@bikeable.ch', '/spots', {
    title,
    famed: false,
    location: { lat: 47.3702, lng: 8.5392 },
    categoryIds: [1],
  });
  const comment = await apiPost(request, 'nachbar@bikeable.ch', `/spots/${spot.id}/comments`, { body: `Ein grober Kommentar ${stamp}` });
  return { spotId: spot.id, commentId: comment.id };
}

async function reportThroughThePage(page: Page, spotId: number): Promise<void> {
  await signIn(page, 'user@bikeable.ch', `/spots/${spotId}`);
  const comment = main(page).getByRole('article', { name: 'Kommentar von kiez_fan' });
  await comment.getByRole('button', { name: 'Melden' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Grund').fill('Beleidigend');
  await dialog.getByRole('button', { name: 'Meldung senden' }).click();
  await expect(comment.getByRole('button', { name: 'Gemeldet' })).toBeVisible();
}

async function authorReadsTheNote(page: Page, spotId: number, note: string): Promise<void> {
  await page.context().clearCookies();
  await signIn(page, 'nachbar@bikeable.ch', `/spots/${spotId}`);
  const own = main(page).getByRole('article', { name: 'Kommentar von kiez_fan' });
  await expect(own.getByText('Die Moderation hat deinen Kommentar ausgeblendet: Nur du siehst ihn.')).toBeVisible();
  await expect(own.getByText(note)).toBeVisible();
  await expect(own.getByText(`Ein grober Kommentar ${stamp}`)).toBeVisible();
  await expectAccessible(page, ['.leaflet-container']);
}

// The queue is the ModerationQueue component (mf-admin/src/features/moderation), a section of the
// dashboard on /admin.
test('a reported comment is hidden from the queue on /admin with a note; its author reads the note', async ({ page, request }) => {
  const title = `Moderation ${stamp}`;
  const { spotId } = await spotWithComment(request, title);
  await reportThroughThePage(page, spotId);

  await page.context().clearCookies();
  await signIn(page, 'moderator@bikeable.ch', '/admin');
  const queue = main(page).getByRole('region', { name: 'Moderations-Warteschlange' });
  await expect(queue).toBeVisible();
  await queue.getByRole('combobox', { name: 'Reihenfolge' }).selectOption('most');
  await expect(queue.getByRole('article').first()).toBeVisible();
  const card = queue.getByRole('article').filter({ hasText: title });
  while (!(await card.count())) await queue.getByRole('button', { name: 'Mehr anzeigen' }).click();
  await expect(card.getByText('Beleidigend')).toBeVisible();
  await expectAccessible(page);
  await card.getByRole('button', { name: 'Kommentar ausblenden' }).click();
  const dialog = page.getByRole('dialog', { name: 'Kommentar ausblenden' });
  // A note is required: sending without one names the field and puts the focus there.
  await dialog.getByRole('button', { name: 'Ausblenden' }).click();
  await expect(dialog.getByText('Bitte schreib eine Notiz für die Autorin oder den Autor.')).toBeVisible();
  await expect(dialog.getByLabel('Notiz an die Autorin oder den Autor')).toBeFocused();
  await expectAccessible(page);
  await page.keyboard.type('Bitte bleib sachlich.');
  await dialog.getByRole('button', { name: 'Ausblenden' }).click();
  await expect(queue.getByRole('article').filter({ hasText: title })).toHaveCount(0);

  await authorReadsTheNote(page, spotId, 'Bitte bleib sachlich.');
});

test('a comment reported on its page and hidden by a moderator shows its author the note, others the placeholder', async ({ page, request }) => {
  const { spotId, commentId } = await spotWithComment(request, `Gemeldeter Kommentar ${stamp}`);
  await reportThroughThePage(page, spotId);
  // The moderator's hide, as the queue sends it (the queue itself: the test above, once /admin shows it).
  await apiPost(request, 'moderator@bikeable.ch', `/admin/comments/${commentId}/hide`, { note: 'Bitte bleib sachlich.' });

  await page.reload();
  await expect(main(page).getByText('Dieser Kommentar wurde von der Moderation ausgeblendet.')).toBeVisible();
  await expect(main(page).getByText(`Ein grober Kommentar ${stamp}`)).toHaveCount(0);
  await authorReadsTheNote(page, spotId, 'Bitte bleib sachlich.');
});

test('two duplicate spots merged: the old address ends on the kept spot, Back does not bounce', async ({ page, request }) => {
  const kept = await apiPost(request, 'user@bikeable.ch', '/spots', {
    title: `Behalten ${stamp}`,
    famed: false,
    location: { lat: 47.3712, lng: 8.5411 },
  });
  const duplicate = await apiPost(request, 'nachbar@bikeable.ch', '/spots', {
    title: `Doppelt ${stamp}`,
    famed: false,
    location: { lat: 47.37121, lng: 8.54111 },
  });
  await apiPost(request, 'nachbar@bikeable.ch', `/spots/${duplicate.id}/votes`, {});
  await apiPost(request, 'moderator@bikeable.ch', `/admin/spots/${duplicate.id}/merge`, { into: kept.id });

  await page.goto('/');
  await page.goto(`/spots/${duplicate.id}`);
  await expect(page).toHaveURL(new RegExp(`/spots/${kept.id}$`));
  await expect(main(page).getByRole('heading', { level: 1, name: `Behalten ${stamp}` })).toBeVisible();
  await page.goBack();
  await expect(page).not.toHaveURL(new RegExp(`/spots/${duplicate.id}$`));

  // In French too: the locale prefix stays.
  await page.goto(`/fr/spots/${duplicate.id}`);
  await expect(page).toHaveURL(new RegExp(`/fr/spots/${kept.id}$`));
});
