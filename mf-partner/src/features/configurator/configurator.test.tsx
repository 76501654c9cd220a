// /premium/iframe against the real API: the choices come from the platform's lists (organisations,
// regions, categories), every choice is in the snippets at once, and a copy says "copied" in a
// status. (The preview's elements load through the import map: the e2e test shows them.)
import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderAt, resetBrowser, testApi } from '../../../test/render-route.tsx';

const TIMEOUT = { timeout: 10_000 };
afterEach(resetBrowser);

const snippet = (kind: string) => document.querySelector(`[data-snippet="${kind}"] code`)!.textContent!;

describe('/premium/iframe', () => {
  it('offers the platform’s organisations, regions and categories, and writes the choices into every snippet', async () => {
    const [{ items: organisations }, { items: categories }] = await Promise.all([
      testApi().get('/organisations', { query: { limit: 100 } }),
      testApi().get('/categories'),
    ]);
    renderAt('/en/premium/iframe');
    const user = userEvent.setup();
    expect(await screen.findByRole('heading', { level: 1, name: 'Widget configurator' }, TIMEOUT)).toBeTruthy();
    const select = await screen.findByLabelText('Organisation', {}, TIMEOUT);
    const town = organisations.find((o) => o.type === 'town')!;
    expect((select as HTMLSelectElement).value).toBe(town.slug);
    expect(
      within(select)
        .getAllByRole('option')
        .map((o) => (o as HTMLOptionElement).value),
    ).toEqual(organisations.map((o) => o.slug));
    const categoryGroup = screen.getByRole('group', { name: 'Categories (none chosen: all)' });
    expect(within(categoryGroup).getAllByRole('checkbox')).toHaveLength(categories.length);

    expect(snippet('element')).toContain(`organisation="${town.slug}"`);
    expect(snippet('iframe')).toContain(`/en/embed/spots/${town.slug}?`);

    await user.click(within(screen.getByRole('group', { name: 'Fame or shame' })).getByLabelText('Shame only'));
    await user.click(within(categoryGroup).getAllByRole('checkbox')[0]!);
    await user.click(within(screen.getByRole('group', { name: 'Theme' })).getByLabelText('Dark'));
    await user.selectOptions(screen.getByLabelText('Language'), 'Italiano');
    for (const kind of ['element', 'standalone']) {
      expect(snippet(kind)).toContain('famed="shame"');
      expect(snippet(kind)).toContain(`categories="${categories[0]!.id}"`);
      expect(snippet(kind)).toContain('theme="dark"');
      expect(snippet(kind)).toContain('lang="it"');
    }
    expect(snippet('iframe')).toContain(`/it/embed/spots/${town.slug}?`);

    // a region: the elements name it, and a frame (an organisation's page) is not offered
    await user.click(screen.getByLabelText('a region'));
    expect(snippet('element')).toMatch(/region="\d+"/);
    expect(snippet('element')).not.toContain('organisation=');
    expect(document.querySelector('[data-snippet="iframe"]')).toBeNull();
    expect(screen.getByText('A frame shows an organisation’s spots: choose an organisation.')).toBeTruthy();

    // map and list: the map with its height, then the list
    await user.click(screen.getByLabelText('Map and list'));
    expect(snippet('element')).toMatch(/<moveable-map[\s\S]*height="480px"[\s\S]*<moveable-spots/);
  });

  it('an accent colour from the picker or as text; a wrong colour or size is named and not used', async () => {
    renderAt('/en/premium/iframe');
    const user = userEvent.setup();
    await user.click(await screen.findByLabelText('Own accent colour', {}, TIMEOUT));
    const text = screen.getByLabelText('Accent colour as CSS');
    await user.clear(text);
    await user.type(text, '#abc');
    expect((screen.getByLabelText('Accent colour') as HTMLInputElement).value).toBe('#aabbcc');
    expect(snippet('element')).toContain('accent="#abc"');
    await user.type(text, 'x');
    expect(text.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(text.getAttribute('aria-describedby')!)?.textContent).toBe('This is not a CSS colour (e.g. #1e63b5 or teal).');
    expect(snippet('element')).not.toContain('accent=');

    const width = screen.getByLabelText('Width');
    await user.clear(width);
    await user.type(width, '40rem');
    expect(snippet('element')).toContain('width:40rem');
    await user.type(width, ';color:red');
    expect(width.getAttribute('aria-invalid')).toBe('true');
    expect(snippet('element')).toContain('width:100%');
  });

  it('copies a snippet and says so in a status', async () => {
    renderAt('/en/premium/iframe');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Copy code: Custom element' }, TIMEOUT));
    const section = document.querySelector('[data-snippet="element"]')!;
    await waitFor(() => expect(within(section as HTMLElement).getByRole('status').textContent).toBe('Code copied: Custom element'));
    expect(await navigator.clipboard.readText()).toBe(snippet('element'));
  });
});
