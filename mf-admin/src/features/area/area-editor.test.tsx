// The area editor against the real API, as a platform administrator, on Lugano (a town no other
// test of this package touches): regions chosen from a searchable list, an outline drawn with the
// keyboard alone (corners typed, moved, removed), checked before sending with focus on the
// corner at fault, a GeoJSON file imported; what is saved is what the API then answers.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Providers } from '@moveable/shared';
import { apiAs, signInPage, signOutPage } from '@moveable/shared/testing';
import { resetBrowser } from '../../../test/render-route.tsx';
import { AreaEditor } from './area-editor.tsx';

const TIMEOUT = { timeout: 10_000 };
let luganoRegions: number[] = [];

const areaOf = async () => (await apiAs('admin')).get('/organisations/:slug/area', { params: { slug: 'lugano' } });

beforeAll(async () => {
  resetBrowser();
  luganoRegions = (await areaOf()).regions.map((r) => r.id);
});
afterEach(() => {
  resetBrowser();
  signOutPage();
});
afterAll(async () => {
  await (await apiAs('admin')).put('/organisations/:slug/area', { params: { slug: 'lugano' }, body: { regionIds: luganoRegions } });
});

async function editor() {
  await signInPage('admin');
  const user = userEvent.setup();
  render(
    <Providers>
      <AreaEditor platform="bikeable" slug="lugano" />
    </Providers>,
  );
  await screen.findByRole('heading', { level: 2, name: 'Gebiet' }, TIMEOUT);
  return user;
}

async function drawMode(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole('radio', { name: 'Ein auf der Karte gezeichneter Umriss' }, TIMEOUT));
  return screen.findByRole('group', { name: 'Ecken des Umrisses' });
}

async function typeCorner(user: ReturnType<typeof userEvent.setup>, corners: HTMLElement, lat: string, lng: string) {
  await user.click(within(corners).getByRole('button', { name: 'Ecke am Ende hinzufügen' }));
  const latitudes = within(corners).getAllByLabelText('Breitengrad');
  const longitudes = within(corners).getAllByLabelText('Längengrad');
  await user.clear(latitudes.at(-1)!);
  await user.type(latitudes.at(-1)!, lat);
  await user.clear(longitudes.at(-1)!);
  await user.type(longitudes.at(-1)!, lng);
}

describe('the area editor', () => {
  it('shows the chosen regions, searchable, and saves a change of them', async () => {
    const user = await editor();
    expect(await screen.findByText(/^1 Regionen, \d+ Spots darin\.$/, {}, TIMEOUT)).toBeTruthy();
    const list = await screen.findByRole('group', { name: 'Regionen' }, TIMEOUT);
    const checked = within(list)
      .getAllByRole('checkbox')
      .filter((box) => (box as HTMLInputElement).checked);
    expect(checked).toHaveLength(1);
    await user.type(screen.getByRole('searchbox', { name: 'Regionen suchen' }), 'zzzz-nothing');
    expect(within(list).getByText('Keine Region passt zur Suche.')).toBeTruthy();
    await user.clear(screen.getByRole('searchbox', { name: 'Regionen suchen' }));
    await user.click(screen.getByRole('button', { name: 'Gebiet speichern' }));
    expect((await screen.findByText('Das Gebiet ist gespeichert.', {}, TIMEOUT)).getAttribute('role')).toBe('status');
    expect((await areaOf()).regions.map((r) => r.id)).toEqual(luganoRegions);
  });

  it('draws an outline with the keyboard alone: corners typed and reordered, checked before sending, then saved', async () => {
    const user = await editor();
    const corners = await drawMode(user);
    expect(await screen.findByRole('button', { name: 'Ecke in der Kartenmitte hinzufügen' }, TIMEOUT)).toBeTruthy();

    // A bow tie: the check finds the crossing and puts focus on the corner it starts at.
    await typeCorner(user, corners, '46.00', '8.94');
    await typeCorner(user, corners, '46.01', '8.96');
    await typeCorner(user, corners, '46.00', '8.96');
    await typeCorner(user, corners, '46.01', '8.94');
    await user.click(screen.getByRole('button', { name: 'Gebiet speichern' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('Ecke 1: Der Umriss kreuzt sich selbst. Ändere die Reihenfolge der Ecken.');
    expect(document.activeElement).toBe(within(corners).getAllByLabelText('Breitengrad')[0]);

    // Moving corner 3 up untangles it; focus stays on the button that moved it.
    const moveUp = within(corners).getByRole('button', { name: 'Ecke 3 nach oben' });
    moveUp.focus();
    await user.keyboard('{Enter}');
    expect(
      within(corners)
        .getAllByLabelText('Breitengrad')
        .map((input) => (input as HTMLInputElement).value),
    ).toEqual(['46.00', '46.00', '46.01', '46.01']);
    expect(document.activeElement?.textContent).toContain('Ecke 2 nach oben');

    await user.click(screen.getByRole('button', { name: 'Gebiet speichern' }));
    expect((await screen.findByText('Das Gebiet ist gespeichert.', {}, TIMEOUT)).getAttribute('role')).toBe('status');
    const saved = await areaOf();
    expect(saved.mode).toBe('polygon');
    expect(saved.polygon?.coordinates[0]?.[0]).toEqual([
      [8.94, 46],
      [8.96, 46],
      [8.96, 46.01],
      [8.94, 46.01],
      [8.94, 46],
    ]);
  });

  it('refuses too few corners and a corner removed leaves the others', async () => {
    const user = await editor();
    const corners = await drawMode(user);
    for (const button of within(corners)
      .queryAllByRole('button', { name: /^Ecke \d+ entfernen$/ })
      .reverse())
      await user.click(button);
    // The map's centre, where its crosshair is, for someone who pans with the arrow keys.
    await user.click(await screen.findByRole('button', { name: 'Ecke in der Kartenmitte hinzufügen' }, TIMEOUT));
    const [centre] = within(corners).getAllByLabelText('Breitengrad') as HTMLInputElement[];
    expect(Number(centre!.value)).toBeGreaterThan(45);
    await user.click(within(corners).getByRole('button', { name: 'Ecke 1 entfernen' }));
    await typeCorner(user, corners, '46.00', '8.94');
    await typeCorner(user, corners, '46.01', '8.96');
    await typeCorner(user, corners, 'abc', '8.96');
    await user.click(within(corners).getByRole('button', { name: 'Ecke 3 entfernen' }));
    expect(within(corners).getAllByLabelText('Breitengrad')).toHaveLength(2);
    await user.click(screen.getByRole('button', { name: 'Gebiet speichern' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('Ein Umriss braucht mindestens 3 Ecken.');
    await waitFor(() => expect(document.activeElement).toBe(alert));
  });

  it('imports the outline of a GeoJSON file, and says why another file does not fit', async () => {
    const user = await editor();
    await drawMode(user);
    const ring = [
      [8.9, 46],
      [8.95, 46],
      [8.95, 46.05],
      [8.9, 46],
    ];
    const input = screen.getByLabelText('GeoJSON-Datei importieren');
    await user.upload(
      input,
      new File([JSON.stringify({ type: 'Feature', properties: {}, geometry: { type: 'Polygon', coordinates: [ring] } })], 'lugano.geojson'),
    );
    expect(await screen.findByText('3 Ecken aus der Datei importiert.')).toBeTruthy();
    expect(screen.getAllByLabelText('Längengrad').map((i) => (i as HTMLInputElement).value)).toEqual(['8.9', '8.95', '8.95']);

    await user.upload(
      input,
      new File(['{"type":"MultiPolygon","coordinates":[[' + JSON.stringify(ring) + '],[' + JSON.stringify(ring) + ']]}'], 'two.geojson'),
    );
    expect((await screen.findByRole('alert')).textContent).toMatch(/^Die Datei enthält mehrere Polygone\./);
  });
});
