// The page editor against the real API: readers never see a way in (not even with ?edit); the
// demo admin opens it from the page, edits with a sanitised live preview, saves, sees the save in
// the history, compares a revision line by line (labelled in words) and restores it; a save that
// meets someone else's keeps the text and offers to save over it. Edits 'app-terms' in English and
// Italian, which no other test of this package reads.
import { afterEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { clearSession, signIn } from '@moveable/shared';
import { renderAt, resetBrowser, testApi } from '../../../test/render-route.tsx';

const TIMEOUT = { timeout: 10_000 };
const ADMIN = { email: 'demo@bikeable.ch', password: 'velo-demo-2026' };

afterEach(() => {
  clearSession();
  resetBrowser();
});

const history = (locale: 'en' | 'it') => testApi().get('/content/:page/:locale/revisions', { params: { page: 'app-terms', locale }, query: {} });

async function openEditor(url = '/en/app/terms') {
  const user = userEvent.setup();
  await signIn(ADMIN.email, ADMIN.password);
  renderAt(url);
  await user.click(await screen.findByRole('link', { name: 'Edit this page' }, TIMEOUT));
  expect(new URL(location.href).searchParams.has('edit')).toBe(true);
  const body = await screen.findByRole('textbox', { name: 'Text (Markdown)' }, TIMEOUT);
  await waitFor(() => expect((body as HTMLTextAreaElement).value.length).toBeGreaterThan(100), TIMEOUT);
  return { user, body: body as HTMLTextAreaElement };
}

describe('page editor', () => {
  it('a reader sees no edit link, and ?edit shows the page, not the editor', async () => {
    renderAt('/en/app/terms?edit');
    await screen.findByRole('heading', { level: 1 }, TIMEOUT);
    expect(screen.queryByRole('link', { name: 'Edit this page' })).toBeNull();
    expect(screen.queryByRole('textbox')).toBeNull();
  });

  it('edits with a live preview, saves, compares a revision in labelled lines and restores it', async () => {
    const { user, body } = await openEditor();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toMatch(/^Edit page: /);
    const original = body.value;
    const before = (await history('en')).items;

    fireEvent.change(body, { target: { value: `${original}\n## Editor test section\n\nA new paragraph.\n` } });
    const preview = screen.getByRole('region', { name: 'Preview' });
    await waitFor(() => expect(within(preview).getByRole('heading', { level: 2, name: 'Editor test section' })).toBeTruthy());

    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Saved. The page shows the new text now.', {}, TIMEOUT)).toBeTruthy();
    const after = (await history('en')).items;
    expect(after).toHaveLength(before.length + 1);
    expect(after[0]).toMatchObject({ current: true, author: { username: 'velo_fan' } });

    // the history lists the save on top; the previous text, compared with the current one
    const list = await screen.findByRole('list', { name: 'History' }, TIMEOUT);
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(after.length), TIMEOUT);
    const older = within(list).getAllByRole('button', { name: 'Show changes' })[1]!;
    await user.click(older);
    const changes = await screen.findByRole('list', { name: 'Text (Markdown)' }, TIMEOUT);
    const added = within(changes)
      .getAllByRole('listitem')
      .filter((li) => li.textContent?.startsWith('Added'));
    expect(added.map((li) => li.textContent)).toContain('Added ## Editor test section');
    expect(document.activeElement?.textContent).toMatch(/^Changes from the version of /);

    await user.click(screen.getByRole('button', { name: 'Restore this version' }));
    expect(await screen.findByText('The version was restored as the current text.', {}, TIMEOUT)).toBeTruthy();
    const current = await testApi().get('/content/:page/:locale/revisions/:id', {
      params: { page: 'app-terms', locale: 'en', id: (await history('en')).items[0]!.id },
    });
    // stored as the API stores every text: trimmed at the ends
    expect(current.bodyMarkdown).toBe(original.trim());
    expect(body.value).toBe(original.trim());
  });

  it('the preview never inserts markup outside the allow-list', async () => {
    const { body } = await openEditor();
    fireEvent.change(body, {
      target: { value: '## Safe\n\n<script>window.__pwned = 1</script><img src=x onerror="window.__pwned = 1">[x](javascript:alert(1))' },
    });
    const preview = screen.getByRole('region', { name: 'Preview' });
    await waitFor(() => expect(within(preview).getByRole('heading', { name: 'Safe' })).toBeTruthy());
    expect(preview.querySelector('script, [onerror]')).toBeNull();
    expect(preview.querySelector('a[href^="javascript"]')).toBeNull();
  });

  it('switches the language in the URL, keeping unsaved text; a save that meets another keeps the text and can save over it', async () => {
    const { user, body: english } = await openEditor();
    const unsavedEnglish = `${english.value}\nNot saved yet.`;
    fireEvent.change(english, { target: { value: unsavedEnglish } });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Language of the text' }), 'it');
    expect(new URL(location.href).searchParams.get('edit')).toBe('it');
    const body = (await screen.findByRole('textbox', { name: 'Text (Markdown)' }, TIMEOUT)) as HTMLTextAreaElement;
    await waitFor(() => expect(body.lang).toBe('it'));
    await waitFor(() => expect(body.value.length).toBeGreaterThan(100), TIMEOUT);
    const mine = `${body.value}\nMy addition.\n`;
    fireEvent.change(body, { target: { value: mine } });

    // someone else saves meanwhile
    const [latest] = (await history('it')).items;
    const other = await testApi().get('/content/:page/:locale/revisions/:id', { params: { page: 'app-terms', locale: 'it', id: latest!.id } });
    await testApi().put('/content/:page/:locale', {
      params: { page: 'app-terms', locale: 'it' },
      body: {
        title: other.title,
        description: other.description,
        bodyMarkdown: `${other.bodyMarkdown}\nTheir addition.\n`,
        baseRevisionId: other.id,
      },
    });

    await user.click(screen.getByRole('button', { name: 'Save' }));
    const alert = await screen.findByText(/Someone else saved this page/, {}, TIMEOUT);
    await waitFor(() => expect(document.activeElement).toBe(alert));
    expect(body.value).toBe(mine);

    await user.click(screen.getByRole('button', { name: 'Save my text over theirs' }));
    expect(await screen.findByText('Saved. The page shows the new text now.', {}, TIMEOUT)).toBeTruthy();
    const saved = await testApi().get('/content/:page/:locale/revisions/:id', {
      params: { page: 'app-terms', locale: 'it', id: (await history('it')).items[0]!.id },
    });
    expect(saved.bodyMarkdown).toBe(mine.trim());

    // back to English: what was typed there is still there
    await user.selectOptions(screen.getByRole('combobox', { name: 'Language of the text' }), 'en');
    await waitFor(
      () => expect((screen.getByRole('textbox', { name: 'Text (Markdown)' }) as HTMLTextAreaElement).value).toBe(unsavedEnglish),
      TIMEOUT,
    );
  });
});
