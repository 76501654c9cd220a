// /addSpot through the route against the real API (no fetch mocks) and the dev geocoder
// (tools/dev-geocoder.mjs): signed out, the required choices, the whole flow by keyboard, and
// the duplicate warning for a spot next to an existing one.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { configure, queryClient, type Category } from '@moveable/shared';
import { startDevGeocoder } from '../../../../tools/dev-geocoder.mjs';
import { renderAt, resetBrowser, testApi } from '../../../test/render-route.tsx';
import { apiAs, freshSpot, signInPage, signOutPage } from '../../../test/accounts.ts';
import { tabTo } from '../../../test/keyboard.ts';

const TIMEOUT = { timeout: 10_000 };
let geocoder: Awaited<ReturnType<typeof startDevGeocoder>>;
let temporary: Category;

beforeAll(async () => {
  geocoder = await startDevGeocoder(0);
  const categories = await testApi().get('/categories');
  temporary = categories.items.find((c) => c.temporary)!;
});
afterAll(() => geocoder.stop());
afterEach(() => {
  configure({ geocoderUrl: null });
  resetBrowser();
  signOutPage();
});

const form = () => screen.findByRole('form', { name: 'Spot erfassen' }, TIMEOUT);
const submitButton = () => screen.getByRole('button', { name: 'Spot veröffentlichen' });
/** Somewhere in the Jura no other test puts spots (a new place per run). */
const lonelyPlace = () => ({ lat: 47.2 + Math.random() * 0.2, lng: 7.0 + Math.random() * 0.3 });

describe('/addSpot signed out', () => {
  it('explains why and links to sign-in, which comes back here', async () => {
    renderAt('/addSpot');
    expect(await screen.findByRole('heading', { level: 1, name: 'Spot erfassen' }, TIMEOUT)).toBeTruthy();
    expect(screen.getByText(/Um einen Spot zu erfassen, melde dich bitte an/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Anmelden' }).getAttribute('href')).toBe('/login?redirect=%2FaddSpot');
    expect(screen.queryByRole('form')).toBeNull();
  });
});

describe('/addSpot required choices', () => {
  it('refuses to send without fame/shame, pin and title: errors on the fields, focus on the first', async () => {
    const user = userEvent.setup();
    await signInPage('user');
    renderAt('/addSpot');
    await form();
    const fame = screen.getByRole('radio', { name: 'Fame' });
    const shame = screen.getByRole('radio', { name: 'Shame' });
    expect(fame).toHaveProperty('checked', false); // no default
    expect(shame).toHaveProperty('checked', false);

    await user.click(submitButton());
    expect(await screen.findByText('Bitte wähle Fame oder Shame.')).toBeTruthy();
    expect(screen.getByText('Bitte setze die Nadel: per Adresse, per Standort oder auf der Karte.')).toBeTruthy();
    expect(screen.getByText('Bitte gib dem Spot einen Titel mit höchstens 120 Zeichen.')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(fame));
    expect(fame.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByRole('textbox', { name: /Titel/ }).getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByRole('button', { name: 'Bitte prüfe die markierten Felder.' })).toBeTruthy(); // the button's error state

    await user.click(shame);
    expect(screen.queryByText('Bitte wähle Fame oder Shame.')).toBeNull();
  });
});

describe('/addSpot by keyboard only', () => {
  it('address through the geocoder, a temporary category, submit: the spot exists and the page goes there', { timeout: 40_000 }, async () => {
    configure({ geocoderUrl: geocoder.template });
    const user = userEvent.setup();
    await signInPage('user');
    renderAt('/addSpot');
    await form();
    const title = `Velostreifen endet abrupt ${Date.now().toString(36)}`;

    // a radio group is one tab stop; the arrow keys choose within it
    await tabTo(user, screen.getByRole('radio', { name: 'Fame' }));
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('radio', { name: 'Shame' })).toHaveProperty('checked', true);

    const search = screen.getByRole('combobox', { name: 'Adresse oder Koordinaten' });
    await tabTo(user, search);
    await user.keyboard('Bundesplatz Bern{Enter}');
    const results = await screen.findByRole('listbox', { name: 'Gefundene Orte' }, TIMEOUT);
    expect(await screen.findByText('1 Ort gefunden. Mit den Pfeiltasten wählen, mit Enter bestätigen.')).toBeTruthy();
    const option = within(results).getByRole('option', { name: /Bundesplatz 3, 3005, Bern/ });
    expect(search.getAttribute('aria-activedescendant')).toBe(option.id);
    await user.keyboard('{Enter}');
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(screen.getByText('Die Nadel steht bei 46.94680, 7.44420.')).toBeTruthy();
    expect(screen.getByRole('textbox', { name: 'Strasse und Nummer' })).toHaveProperty('value', 'Bundesplatz 3');
    expect(screen.getByRole('textbox', { name: 'PLZ' })).toHaveProperty('value', '3005');
    expect(screen.getByRole('textbox', { name: 'Ort' })).toHaveProperty('value', 'Bern');
    expect(screen.getByRole('combobox', { name: 'Land' })).toHaveProperty('value', 'CH');

    await tabTo(user, screen.getByRole('textbox', { name: /Titel/ }));
    await user.keyboard(title);
    await tabTo(user, screen.getByRole('textbox', { name: 'Beschreibung' }));
    await user.keyboard('Mitten auf der Kreuzung hört der Streifen auf.');
    const snow = screen.getByRole('checkbox', { name: new RegExp(temporary.labels.de) });
    await tabTo(user, snow);
    await user.keyboard(' ');
    expect(await screen.findByText(/Der Spot wird 30 Tage nach dem Erfassen archiviert/)).toBeTruthy();

    await tabTo(user, submitButton());
    await user.keyboard('{Enter}');
    await waitFor(() => expect(location.pathname).toMatch(/^\/spots\/\d+$/), TIMEOUT);
    const id = Number(location.pathname.split('/')[2]);
    const spot = await (await apiAs('user')).get('/spots/:id', { params: { id } });
    expect(spot).toMatchObject({
      title,
      famed: false,
      description: 'Mitten auf der Kreuzung hört der Streifen auf.',
      location: { lat: 46.9468, lng: 7.4442 },
      address: { street: 'Bundesplatz 3', postalCode: '3005', city: 'Bern', country: 'CH' },
      categoryIds: [temporary.id],
    });
    expect(spot.author?.username).toBeTruthy();
    expect(spot.archiveAt).not.toBeNull();
  });

  it('without a geocoder: typed coordinates and Enter place the pin at once, the address fields say they are not searched', async () => {
    const user = userEvent.setup();
    await signInPage('user');
    renderAt('/addSpot');
    await form();
    const addressFields = screen.getByRole('group', { name: 'Adresse' });
    expect(addressFields.getAttribute('aria-describedby')).toBeTruthy();
    expect(document.getElementById(addressFields.getAttribute('aria-describedby')!)?.textContent).toBe(
      'Diese Felder werden nicht gesucht: Sie werden so gespeichert, wie du sie eintippst, und setzen keine Nadel. Setze die Nadel mit Koordinaten, deinem Standort oder auf der Karte.',
    );
    const field = screen.getByRole('combobox', { name: 'Koordinaten' });
    await tabTo(user, field);
    await user.keyboard('Bahnhofstrasse 1{Enter}');
    expect(await screen.findByText(/Hier gibt es keine Adresssuche/)).toBeTruthy();
    await user.clear(field);
    await user.keyboard('47.3701, 8.5390{Enter}');
    expect(screen.getByText('Die Nadel steht bei 47.37010, 8.53900.')).toBeTruthy();
    expect(screen.getByText('Nadel gesetzt: Koordinaten 47.37010, 8.53900')).toBeTruthy();
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(field.getAttribute('aria-expanded')).toBe('false');
    // a decimal comma works as well, and the pin moves again
    await user.clear(field);
    await user.keyboard('47,3769; 8,5417{Enter}');
    expect(screen.getByText('Die Nadel steht bei 47.37690, 8.54170.')).toBeTruthy();
    await tabTo(user, screen.getByRole('textbox', { name: 'Strasse und Nummer' }));
    await user.keyboard('Bahnhofstrasse 1');
    expect(screen.getByRole('textbox', { name: 'Strasse und Nummer' })).toHaveProperty('value', 'Bahnhofstrasse 1');
  });

  it('with a geocoder: typed coordinates still place the pin at once; the address fields say the search fills them', async () => {
    configure({ geocoderUrl: geocoder.template });
    const user = userEvent.setup();
    await signInPage('user');
    renderAt('/addSpot');
    await form();
    const addressFields = screen.getByRole('group', { name: 'Adresse' });
    expect(document.getElementById(addressFields.getAttribute('aria-describedby')!)?.textContent).toBe(
      'Die Adresssuche oben füllt diese Felder aus; du kannst sie ändern.',
    );
    await user.type(screen.getByRole('combobox', { name: 'Adresse oder Koordinaten' }), '46.9511, 7.4386{Enter}');
    expect(screen.getByText('Die Nadel steht bei 46.95110, 7.43860.')).toBeTruthy();
    expect(screen.queryByRole('listbox')).toBeNull();
  });
});

describe('/addSpot "use my position"', () => {
  it('explains when the browser cannot tell the position (jsdom has no geolocation)', async () => {
    const user = userEvent.setup();
    await signInPage('user');
    renderAt('/addSpot');
    await form();
    await user.click(screen.getByRole('button', { name: 'Meinen Standort verwenden' }));
    expect(
      screen.getByText('Dieser Browser kann uns deinen Standort nicht sagen. Tippe die Adresse oder setze die Nadel auf der Karte.'),
    ).toBeTruthy();
    expect(screen.getByText('Noch keine Nadel gesetzt.')).toBeTruthy();
  });
});

describe('/addSpot pin map by keyboard', () => {
  it('the arrow keys move the map, the button puts the pin under the cross', async () => {
    const user = userEvent.setup();
    await signInPage('user');
    renderAt('/addSpot');
    await form();
    const map = screen.getByRole('application', { name: 'Karte zum Setzen der Nadel' });
    const place = await screen.findByRole('button', { name: 'Nadel in die Kartenmitte setzen' }, TIMEOUT);
    await tabTo(user, place);
    await user.keyboard('{Enter}');
    // the country's centre: where the map starts on a Swiss site
    expect(screen.getByText('Die Nadel steht bei 46.79890, 8.23320.')).toBeTruthy();

    await tabTo(user, map);
    // Leaflet reads keyCode, which browsers set and user-event leaves out for arrow keys
    fireEvent.keyDown(map, { key: 'ArrowRight', code: 'ArrowRight', keyCode: 39 });
    await tabTo(user, place);
    await user.keyboard('{Enter}');
    const [lat, lng] = /bei (-?[\d.]+), (-?[\d.]+)\./
      .exec(screen.getByText(/^Die Nadel steht bei/).textContent ?? '')!
      .slice(1)
      .map(Number);
    expect(lat).toBeCloseTo(46.7989, 3);
    expect(lng).toBeGreaterThan(8.2332);
  });
});

describe('/addSpot pin map start', () => {
  it("starts on the region the person chose (the list's and map's region), when it is one of the site's", async () => {
    const user = userEvent.setup();
    const regions = await testApi().get('/regions');
    const region = regions.items.find((r) => r.slug === 'zuerich') ?? regions.items[0]!;
    document.cookie = `selectionRegion=${region.id}; Path=/`;
    await signInPage('user');
    renderAt('/addSpot');
    await form();
    const place = await screen.findByRole('button', { name: 'Nadel in die Kartenmitte setzen' }, TIMEOUT);
    // A pin placed before the regions are known keeps the map where it was: wait for them first.
    await waitFor(
      () =>
        expect(
          queryClient
            .getQueryCache()
            .findAll({ predicate: (query) => query.queryKey[0] === 'reference' && query.queryKey[2] === 'regions' })
            .some((query) => query.state.status === 'success'),
        ).toBe(true),
      TIMEOUT,
    );
    // once the regions are known, the map shows the region: its centre is inside the region's box
    await waitFor(async () => {
      await user.click(place);
      const [lat, lng] = /bei (-?[\d.]+), (-?[\d.]+)\./
        .exec(screen.getByText(/^Die Nadel steht bei/).textContent ?? '')!
        .slice(1)
        .map(Number);
      const [minLng, minLat, maxLng, maxLat] = region.bbox;
      expect(lat).toBeGreaterThanOrEqual(minLat);
      expect(lat).toBeLessThanOrEqual(maxLat);
      expect(lng).toBeGreaterThanOrEqual(minLng);
      expect(lng).toBeLessThanOrEqual(maxLng);
    }, TIMEOUT);
  });
});

describe('/addSpot duplicate candidates', () => {
  it('lists a spot of the same polarity next to the pin, with its distance, before sending', async () => {
    const user = userEvent.setup();
    const place = lonelyPlace();
    const existing = await freshSpot('neighbour', { famed: true, location: place, title: `Schöner Veloweg ${Date.now().toString(36)}` });
    await signInPage('user');
    renderAt('/addSpot');
    await form();
    await user.click(screen.getByRole('radio', { name: 'Fame' }));
    // 11 m north of the existing spot
    await user.type(screen.getByRole('combobox', { name: 'Koordinaten' }), `${(place.lat + 0.0001).toFixed(6)}, ${place.lng.toFixed(6)}{Enter}`);

    const found = await screen.findByRole('region', { name: 'Ähnliche Spots in der Nähe' }, TIMEOUT);
    expect(found.closest('[aria-live="polite"]')).toBeTruthy();
    const link = within(found).getByRole('link', { name: `${existing.title} (öffnet in einem neuen Tab)` });
    expect(link.getAttribute('href')).toBe(`/spots/${existing.id}`);
    expect(link.getAttribute('target')).toBe('_blank');
    expect(within(found).getByText('11 m entfernt')).toBeTruthy();

    // a shame spot does not repeat a fame spot
    await user.click(screen.getByRole('radio', { name: 'Shame' }));
    expect(await screen.findByText('Keine ähnlichen Spots in der Nähe.', {}, TIMEOUT)).toBeTruthy();
  });
});
