// Categories and regions against the real API, as a platform administrator: a category moved with
// the keyboard (focus stays), edited in four languages, added with its errors on the fields; a
// region added from a GeoJSON file, given a new outline, a bad file refused with the place named.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { Providers } from '@moveable/shared';
import { apiAs, signInPage, signOutPage } from '@moveable/shared/testing';
import { resetBrowser } from '../../../test/render-route.tsx';
import { CatalogueAdmin } from './catalogue-admin.tsx';

const TIMEOUT = { timeout: 10_000 };
let originalOrder: number[] = [];

beforeAll(async () => {
  resetBrowser();
  originalOrder = (await (await apiAs('admin')).get('/admin/categories')).items.map((c) => c.id);
});
afterEach(() => {
  resetBrowser();
  signOutPage();
});
afterAll(async () => {
  const api = await apiAs('admin');
  const now = (await api.get('/admin/categories')).items.map((c) => c.id);
  await api.put('/admin/categories/order', { body: { ids: [...originalOrder, ...now.filter((id) => !originalOrder.includes(id))] } });
});

async function page() {
  await signInPage('admin');
  const user = userEvent.setup();
  render(
    <Providers>
      <CatalogueAdmin />
    </Providers>,
  );
  await screen.findByRole('list', { name: 'Kategorien in ihrer Reihenfolge' }, TIMEOUT);
  return user;
}

const square = (lng: number, lat: number, half = 0.01) => [
  [lng - half, lat - half],
  [lng + half, lat - half],
  [lng + half, lat + half],
  [lng - half, lat + half],
  [lng - half, lat - half],
];
const file = (value: unknown, name = 'region.geojson') =>
  new File([typeof value === 'string' ? value : JSON.stringify(value)], name, { type: 'application/geo+json' });

describe('categories', () => {
  it('is axe-clean with a category open for editing (jsdom: no colours)', async () => {
    const user = await page();
    await screen.findByRole('table', { name: 'Regionen der Plattform' }, TIMEOUT);
    await user.click(screen.getAllByRole('button', { name: / bearbeiten$/ })[0]!);
    const result = await axe.run(document.body, { rules: { 'color-contrast': { enabled: false }, region: { enabled: false } } });
    expect(result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
  });

  it('moves a category up with the keyboard; the API keeps the new order', async () => {
    const user = await page();
    const api = await apiAs('admin');
    const before = (await api.get('/admin/categories')).items;
    const second = before[1]!;
    const button = screen.getByRole('button', { name: `${second.labels.de} nach oben` });
    button.focus();
    await user.keyboard('{Enter}');
    expect(await screen.findByText(`${second.labels.de} ist jetzt an Stelle 1.`, {}, TIMEOUT)).toBeTruthy();
    expect((await api.get('/admin/categories')).items.slice(0, 2).map((c) => c.id)).toEqual([second.id, before[0]!.id]);
    expect(document.activeElement).toBe(button);
    expect(button.getAttribute('aria-disabled')).toBe('true');
  });

  it('edits the labels, the temporary flag and the icon', async () => {
    const user = await page();
    const api = await apiAs('admin');
    const target = (await api.get('/admin/categories')).items.at(-1)!;
    const edit = screen.getByRole('button', { name: `${target.labels.de} bearbeiten` });
    await user.click(edit);
    expect(edit.getAttribute('aria-expanded')).toBe('true');
    const item = within(edit.closest('li')!);
    const english = item.getByLabelText('Name auf Englisch');
    await user.clear(english);
    await user.type(english, `${target.labels.en} (edited)`);
    await user.click(item.getByRole('checkbox', { name: /^Vorübergehend/ }));
    await user.selectOptions(item.getByLabelText('Symbol'), 'Baustelle');
    await user.click(item.getByRole('button', { name: 'Kategorie speichern' }));
    expect(await screen.findByText(`${target.labels.de} ist gespeichert.`, {}, TIMEOUT)).toBeTruthy();
    const saved = (await api.get('/admin/categories')).items.find((c) => c.id === target.id)!;
    expect(saved).toMatchObject({
      labels: { ...target.labels, en: `${target.labels.en} (edited)` },
      icon: 'construction',
      temporary: !target.temporary,
    });
    await api.patch('/admin/categories/:id', {
      params: { id: target.id },
      body: { labels: target.labels, icon: target.icon, temporary: target.temporary },
    });
  });

  it('adds a category last; a missing label and a taken slug are shown on their fields', async () => {
    const user = await page();
    const api = await apiAs('admin');
    const existing = (await api.get('/admin/categories')).items;
    const form = screen.getByRole('button', { name: 'Kategorie hinzufügen' }).closest('form')!;
    const field = (label: string) => within(form).getByLabelText(label);
    await user.type(field('Kurzname (in Adressen, a-z, 0-9, - und _)'), existing[0]!.slug);
    await user.type(field('Name auf Deutsch'), 'Treppe ohne Rampe');
    await user.click(within(form).getByRole('button', { name: 'Kategorie hinzufügen' }));
    await waitFor(() => expect(document.activeElement).toBe(field('Name auf Französisch')));
    expect(field('Name auf Französisch').getAttribute('aria-invalid')).toBe('true');

    await user.type(field('Name auf Französisch'), 'Escalier sans rampe');
    await user.type(field('Name auf Italienisch'), 'Scala senza rampa');
    await user.type(field('Name auf Englisch'), 'Stairs without a ramp');
    await user.click(within(form).getByRole('checkbox', { name: 'bikeable' }));
    await user.click(within(form).getByRole('checkbox', { name: 'walkable' }));
    await user.click(within(form).getByRole('button', { name: 'Kategorie hinzufügen' }));
    expect(await within(form).findByText('Dieser Kurzname ist vergeben.', {}, TIMEOUT)).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(field('Kurzname (in Adressen, a-z, 0-9, - und _)')));

    const slug = `treppe-${Date.now()}`;
    await user.clear(field('Kurzname (in Adressen, a-z, 0-9, - und _)'));
    await user.type(field('Kurzname (in Adressen, a-z, 0-9, - und _)'), slug);
    await user.click(within(form).getByRole('button', { name: 'Kategorie hinzufügen' }));
    expect(await screen.findByText('Treppe ohne Rampe ist hinzugefügt, zuletzt in der Reihenfolge.', {}, TIMEOUT)).toBeTruthy();
    const created = (await api.get('/admin/categories')).items.at(-1)!;
    expect(created).toMatchObject({ slug, platforms: ['accessable'], temporary: false, labels: { it: 'Scala senza rampa' } });
  });
});

describe('regions', () => {
  it('adds a region from a GeoJSON file, replaces its outline, and refuses a bad file with the place named', async () => {
    const user = await page();
    await screen.findByRole('table', { name: 'Regionen der Plattform' }, TIMEOUT);
    const form = screen.getByRole('button', { name: 'Region hinzufügen' }).closest('form')!;
    const slug = `testgebiet-${Date.now()}`;
    await user.type(within(form).getByLabelText('Name'), 'Testgebiet');
    await user.type(within(form).getByLabelText('Kurzname'), slug);
    const upload = within(form).getByLabelText(/^Umriss \(GeoJSON-Datei/);
    await user.upload(
      upload,
      file({
        type: 'Feature',
        geometry: {
          type: 'Polygon',
          coordinates: [
            [
              [8, 47],
              [8.1, 47],
              [8.1, 47.1],
              [8, 47.1],
            ],
          ],
        },
      }),
    );
    await user.click(within(form).getByRole('button', { name: 'Region hinzufügen' }));
    expect(await within(form).findByText('Der Umriss in der Datei ist ungültig (bei geometry.geometry.coordinates.0.3).', {}, TIMEOUT)).toBeTruthy();

    await user.upload(
      upload,
      file({ type: 'FeatureCollection', features: [{ type: 'Feature', geometry: { type: 'Polygon', coordinates: [square(8.54, 47.37)] } }] }),
    );
    await user.click(within(form).getByRole('button', { name: 'Region hinzufügen' }));
    expect(await screen.findByText(/^Testgebiet ist hinzugefügt: \d+ Spots darin\.$/, {}, TIMEOUT)).toBeTruthy();
    const row = (await screen.findByRole('rowheader', { name: 'Testgebiet' }, TIMEOUT)).closest('tr')!;
    expect(within(row).getByText(slug)).toBeTruthy();

    await user.upload(
      within(row).getByLabelText('Neuer Umriss für Testgebiet (GeoJSON-Datei)'),
      file({ type: 'MultiPolygon', coordinates: [[square(8.54, 47.37)], [square(8.6, 47.4)]] }),
    );
    expect(await screen.findByText(/^Der Umriss von Testgebiet ist ersetzt: \d+ Spots darin\.$/, {}, TIMEOUT)).toBeTruthy();
    await waitFor(() => expect(within(screen.getByRole('rowheader', { name: 'Testgebiet' }).closest('tr')!).getByText('2')).toBeTruthy(), TIMEOUT);

    await user.upload(within(screen.getByRole('rowheader', { name: 'Testgebiet' }).closest('tr')!).getByLabelText(/^Neuer Umriss/), file('not json'));
    expect((await screen.findByRole('alert')).textContent).toBe('Die Datei ist kein GeoJSON (kein gültiges JSON).');
  });
});
