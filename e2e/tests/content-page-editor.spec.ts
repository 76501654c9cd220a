// The page editor of the content pages (issue 11) through the shell: the demo admin opens it on
// /about with the keyboard (`?edit`, so back closes it), changes the English text with the live
// preview, saves, finds the save in the history, reads the line diff of the previous text (the
// lines labelled in words) and restores it; axe finds nothing on the editor. Someone else sees no
// way in, and the API refuses their save. The test leaves /about as it found it: the restore
// saves the text it started from (a finally restores it too if a step fails).
import type { Page } from '@playwright/test';
import { expect, test } from './contract';
import { expectAccessible } from './axe';

const PASSWORD = 'velo-demo-2026';
const ADDED = 'Edited by the editor test';

async function signInByApi(page: Page, email: string): Promise<string> {
  const res = await page.request.post('/api/auth/login', { data: { email, password: PASSWORD } });
  expect(res.status()).toBe(200);
  return (await res.json()).data.access_token as string;
}

interface Revision {
  id: number;
  title: string;
  description: string;
  bodyMarkdown: string;
}

async function currentRevision(page: Page, token: string): Promise<Revision> {
  const auth = { Authorization: `Bearer ${token}` };
  const history = await (await page.request.get('/api/content/about/en/revisions', { headers: auth })).json();
  return (await page.request.get(`/api/content/about/en/revisions/${history.items[0].id}`, { headers: auth })).json();
}

test('the admin edits /about, sees the save in the history and the diff, and restores the text', async ({ page }) => {
  test.setTimeout(90_000);
  const token = await signInByApi(page, 'demo@bikeable.ch');
  const original = await currentRevision(page, token);
  const readerBefore = await (await page.request.get('/api/content/about?lang=en')).json();
  try {
    await page.goto('/en/about');
    const edit = page.getByRole('link', { name: 'Edit this page' });
    await expect(edit).toBeVisible();
    await expectAccessible(page);
    await edit.focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/en\/about\?edit$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Edit page: ${readerBefore.title}`);
    const body = page.getByRole('textbox', { name: 'Text (Markdown)' });
    await expect(body).toHaveValue(original.bodyMarkdown);
    await expectAccessible(page);

    await body.fill(`${original.bodyMarkdown.trim()}\n\n## ${ADDED}\n\nOne more paragraph.`);
    await expect(page.getByRole('region', { name: 'Preview' }).getByRole('heading', { name: ADDED })).toBeVisible();
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Saved.' })).toHaveText('Saved. The page shows the new text now.');

    const history = page.getByRole('list', { name: 'History' });
    await expect(history.getByRole('listitem').first()).toContainText('velo_fan');
    await expect(history.getByRole('listitem').first()).toContainText('current text');
    await history.getByRole('button', { name: 'Show changes' }).nth(1).click();
    const changes = page.getByRole('list', { name: 'Text (Markdown)' });
    await expect(changes.getByRole('listitem').filter({ hasText: `Added ## ${ADDED}` })).toBeVisible();
    await expect(page.getByRole('heading', { level: 3 })).toBeFocused();
    await expectAccessible(page);

    // back closes the editor: the page shows the saved text
    await page.goBack();
    await expect(page).toHaveURL(/\/en\/about$/);
    await expect(page.locator('.mv-news-body h2').last()).toHaveText(ADDED);
    await page.goForward();
    await expect(page).toHaveURL(/\/en\/about\?edit$/);

    await page.getByRole('list', { name: 'History' }).getByRole('button', { name: 'Show changes' }).nth(1).click();
    await page.getByRole('button', { name: 'Restore this version' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'restored' })).toHaveText('The version was restored as the current text.');
    await expect(page.getByRole('textbox', { name: 'Text (Markdown)' })).toHaveValue(original.bodyMarkdown.trim());
    await page.getByRole('link', { name: 'Close the editor' }).click();
    await expect(page.locator('.mv-news-body h2').last()).not.toHaveText(ADDED);
  } finally {
    const now = await currentRevision(page, token);
    if (now.bodyMarkdown.trim() !== original.bodyMarkdown.trim() || now.title !== original.title || now.description !== original.description) {
      await page.request.put('/api/content/about/en', {
        headers: { Authorization: `Bearer ${token}` },
        data: { title: original.title, description: original.description, bodyMarkdown: original.bodyMarkdown },
      });
    }
  }
  const readerAfter = await (await page.request.get('/api/content/about?lang=en')).json();
  expect({ title: readerAfter.title, description: readerAfter.description, bodyHtml: readerAfter.bodyHtml }).toEqual({
    title: readerBefore.title,
    description: readerBefore.description,
    bodyHtml: readerBefore.bodyHtml,
  });
});

test('someone who is no admin sees no edit link, ?edit shows the page, and the API refuses a save', async ({ page }) => {
  const token = await signInByApi(page, 'user@bikeable.ch');
  await page.goto('/en/about?edit');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.locator('.mv-news-body h2').first()).toBeVisible();
  await expect(page.getByRole('link', { name: 'Edit this page' })).toHaveCount(0);
  await expect(page.getByRole('textbox')).toHaveCount(0);
  const save = await page.request.put('/api/content/about/en', {
    headers: { Authorization: `Bearer ${token}` },
    data: { title: 'Taken over', description: 'Not allowed at all, surely.', bodyMarkdown: '## Nope' },
  });
  expect(save.status()).toBe(403);
});
