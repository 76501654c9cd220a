import { afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import { waitFor, within } from '@testing-library/react';
import { apiScope, getPageContext, queryClient, referenceKeys, type Organisation } from '@moveable/shared';
import de from './i18n/de.json';
import fr from './i18n/fr.json';
import { leafletCss } from '@moveable/shared/map';
import { mapCss } from './styles/index.ts';
import { prepareMapTests, resetQueries, seedViewport, spotFixture } from '../test/map-test-utils.tsx';
import './element.ts';

beforeAll(prepareMapTests);
afterEach(() => {
  document.body.innerHTML = '';
  resetQueries();
});

function mount(attributes: Record<string, string>): HTMLElement {
  const element = document.createElement('moveable-map');
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
  document.body.appendChild(element);
  return element;
}

/** The element's content inside its shadow root (Testing Library queries need an element). */
async function shadowOf(element: HTMLElement): Promise<HTMLElement> {
  await waitFor(() => expect(element.shadowRoot?.querySelector('.mv-map')).toBeTruthy());
  return element.shadowRoot!.querySelector<HTMLElement>('.mv-map')!.parentElement!;
}

describe('<moveable-map>', () => {
  it('is defined once', () => {
    expect(customElements.get('moveable-map')).toBeTypeOf('function');
  });

  it('renders the map in its shadow root with the map CSS inside and leaves the page URL alone', async () => {
    history.replaceState(null, '', '/partner-page?utm=1');
    const element = mount({ center: '46.948,7.447', zoom: '14', height: '360px' });
    const shadow = await shadowOf(element);
    expect(within(shadow).getByRole('region', { name: de.map.label })).toBeTruthy();
    const css = [...element.shadowRoot!.querySelectorAll('style')].map((s) => s.textContent).join('\n');
    expect(css).toContain(mapCss);
    expect(css).toContain(leafletCss);
    expect(shadow.querySelector<HTMLElement>('.mv-map--embedded')!.style.getPropertyValue('--mv-map-height')).toBe('360px');
    expect(location.search).toBe('?utm=1');
  });

  it('speaks the language of its lang attribute', async () => {
    const shadow = await shadowOf(mount({ center: '46.2,6.15', zoom: '13', lang: 'fr' }));
    expect(within(shadow).getByRole('region', { name: fr.map.label })).toBeTruthy();
    expect(within(shadow).getByRole('button', { name: fr.map.zoomIn })).toBeTruthy();
  });

  it('shows only the spots of its famed attribute, linking to our site', async () => {
    const view = { center: { lat: 46.948, lng: 7.447 }, zoom: 14 };
    const shame = spotFixture({ id: 91, title: 'Enge Stelle', lat: 46.9475, lng: 7.4465 });
    seedViewport(view, [shame], { filters: { categoryIds: [], famed: false } });
    const shadow = await shadowOf(mount({ center: '46.948,7.447', zoom: '14', famed: 'shame' }));
    const list = await within(shadow).findByRole('region', { name: 'Spots in diesem Ausschnitt (1)' });
    within(list)
      .getByRole('button', { name: /Enge Stelle/ })
      .click();
    const card = await within(shadow).findByRole('dialog', { name: 'Enge Stelle' });
    expect(within(card).getByRole('link', { name: de.card.open }).getAttribute('href')).toMatch(/^https?:\/\/[^/]+\/spots\/91$/);
  });

  it('asks for the spots its common attributes select: region, categories, famed and fixed', async () => {
    const view = { center: { lat: 46.948, lng: 7.447 }, zoom: 14 };
    const spot = spotFixture({ id: 93, title: 'Neue Velospur', lat: 46.9478, lng: 7.4468 });
    seedViewport(view, [spot], { filters: { regionId: 4, categoryIds: [1, 2], famed: true, fixed: false } });
    const shadow = await shadowOf(mount({ center: '46.948,7.447', zoom: '14', region: '4', categories: '2,1', famed: 'fame', fixed: 'false' }));
    const list = await within(shadow).findByRole('region', { name: 'Spots in diesem Ausschnitt (1)' });
    expect(within(list).getByRole('button', { name: /Neue Velospur/ })).toBeTruthy();
  });

  it("opens on the organisation's area and asks for its spots only", async () => {
    const organisation: Organisation = {
      slug: 'bern',
      type: 'town',
      name: 'Stadt Bern',
      ownName: 'Stadt Bern',
      names: {},
      description: null,
      descriptions: {},
      locale: null,
      locales: [],
      logo: null,
      website: null,
      contactEmail: null,
      premium: false,
      platform: 'bikeable',
      country: 'ch',
      regionIds: [1],
      counts: { spots: 1, officialAnswers: 0 },
      bbox: [7.29, 46.91, 7.5, 46.99],
      updatedAt: '2026-11-01T00:00:00.000Z',
    };
    queryClient.setQueryData(referenceKeys.organisation(apiScope(getPageContext()), 'bern'), organisation);
    const spot = spotFixture({ id: 92, title: 'Bärengraben', lat: 46.948, lng: 7.459 });
    seedViewport({ fit: organisation.bbox! }, [spot], { organisation: 'bern' });
    const shadow = await shadowOf(mount({ organisation: 'bern' }));
    expect(await within(shadow).findByRole('button', { name: /Bärengraben/ }, { timeout: 2000 })).toBeTruthy();
  });
});

// Against the real, seeded API when the test run has one.
describe.skipIf(!inject('apiUrl'))('<moveable-map> with the API', () => {
  it("opens on an organisation's area and shows its spots", async () => {
    const shadow = await shadowOf(mount({ organisation: 'zuerich', famed: 'shame' }));
    // The country's view comes first, then the organisation's area: wait for Zürich.
    const labels = await waitFor(
      () => {
        const list = within(shadow).getByRole('region', { name: /^Spots in diesem Ausschnitt \([1-9]\d*\)$/ });
        const texts = within(list)
          .getAllByRole('button')
          .map((b) => b.textContent!);
        expect(
          texts.some((label) => label.includes('Zürich')),
          texts.join(' / '),
        ).toBe(true);
        return texts;
      },
      { timeout: 10_000 },
    );
    // Clusters ("12 Spots bei Zürich") and shame or fixed spots only.
    const cluster = /^\d+ Spots? (bei .+|hier)$/;
    expect(labels.every((label) => cluster.test(label) || label.includes(de.kind.shame) || label.includes(de.kind.fixed))).toBe(true);
  });
});
