// /partnermap against the real API (the demo organisations and their areas): the skeleton first,
// then every organisation of the country in the list as a link to its page with its type; a
// labelled map with a label link per area; the legend; links in the page's language; a list link
// followed in the app; an error with a retry that works.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { MAX_ORGANISATION_PAGE } from '@moveable/contract';
import { renderAt, resetBrowser, testApi } from '../../../test/render-route.tsx';

const TIMEOUT = { timeout: 10_000 };
afterEach(() => {
  vi.restoreAllMocks();
  resetBrowser();
});

/** The organisations' labels: the map's other links are the tiles' attribution. */
const mapLabels = (map: HTMLElement) => [...map.querySelectorAll<HTMLAnchorElement>('a.mp-map-label')];
const pathOf = (o: { type: string; slug: string }) => `${o.type === 'town' ? '/town' : '/partners'}/${o.slug}`;

describe('/partnermap', () => {
  it('shows a skeleton, then the map with a label per area, the legend, and every organisation in the list', async () => {
    const { items } = await testApi().get('/organisations', { query: { limit: MAX_ORGANISATION_PAGE } });
    const areas = await testApi().get('/organisations/areas');
    expect(areas.features.length).toBeGreaterThan(1);
    const { container } = renderAt('/partnermap');
    expect(container.querySelector('[data-page-loading]')).not.toBeNull();

    expect(await screen.findByRole('heading', { level: 1, name: 'Partner und Gemeinden auf der Karte' }, TIMEOUT)).toBeTruthy();
    expect(container.querySelector('[data-page-loading]')).toBeNull();
    expect(document.title).toContain('Partner und Gemeinden auf der Karte');

    const list = screen.getByRole('region', { name: 'Alle Partner und Gemeinden' });
    const entries = within(list).getAllByRole('listitem');
    expect(entries).toHaveLength(items.length);
    for (const organisation of items) {
      const link = within(list).getByRole('link', { name: organisation.name });
      expect(link.getAttribute('href')).toBe(pathOf(organisation));
      const hasArea = areas.features.some((f) => f.id === organisation.slug);
      expect(link.closest('li')!.textContent).toContain(
        hasArea ? { town: 'Gemeinde', partner: 'Partner', sponsor: 'Sponsor' }[organisation.type] : 'ohne Gebiet auf der Karte',
      );
    }

    const map = screen.getByRole('region', { name: 'Karte der Gebiete der Partner und Gemeinden' });
    expect(map.getAttribute('aria-describedby')).toBeTruthy();
    const labels = mapLabels(map);
    expect(labels.map((l) => l.dataset.slug).sort()).toEqual(areas.features.map((f) => f.id).sort());
    for (const label of labels) {
      const organisation = items.find((o) => o.slug === label.dataset.slug)!;
      expect(label.getAttribute('href')).toBe(pathOf(organisation));
      expect(label.textContent).toBe(organisation.name);
    }
    expect(within(map).getByRole('button', { name: 'Vergrössern' })).toBeTruthy();

    const legend = screen.getByRole('list', { name: 'Legende' });
    const types = new Set(areas.features.map((f) => f.properties.type));
    const names = { town: 'Gemeinden', partner: 'Partner', sponsor: 'Sponsoren' } as const;
    expect(
      within(legend)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual((['town', 'partner', 'sponsor'] as const).filter((type) => types.has(type)).map((type) => names[type]));
  });

  it.each(['map', 'list'] as const)('follows a link of the %s in the app', async (where) => {
    renderAt('/partnermap');
    const list = await screen.findByRole('region', { name: 'Alle Partner und Gemeinden' }, TIMEOUT);
    const map = screen.getByRole('region', { name: 'Karte der Gebiete der Partner und Gemeinden' });
    const link = where === 'map' ? mapLabels(map)[0]! : within(list).getAllByRole('link')[0]!;
    const target = link.getAttribute('href')!;
    expect(target).toMatch(/^\/(town|partners)\//);
    expect(fireEvent.click(link)).toBe(false); // handled in the app: no page load
    expect(location.pathname).toBe(target);
  });

  it('shows the page in the language of the path, its links too', async () => {
    renderAt('/fr/partnermap');
    expect(await screen.findByRole('heading', { level: 1, name: 'Partenaires et communes sur la carte' }, TIMEOUT)).toBeTruthy();
    const map = screen.getByRole('region', { name: 'Carte des zones des partenaires et des communes' });
    for (const label of mapLabels(map)) expect(label.getAttribute('href')).toMatch(/^\/fr\/(town|partners)\//);
    const list = screen.getByRole('region', { name: 'Tous les partenaires et communes' });
    for (const link of within(list).getAllByRole('link')) expect(link.getAttribute('href')).toMatch(/^\/fr\/(town|partners)\//);
  });

  it('shows an error with a retry when the areas cannot be loaded, and the map after the retry', async () => {
    const fetch = globalThis.fetch;
    let failing = true;
    vi.spyOn(globalThis, 'fetch').mockImplementation((input, init) => {
      const url = input instanceof Request ? input.url : String(input);
      if (failing && url.includes('/organisations/areas')) {
        return Promise.resolve(
          new Response(JSON.stringify({ statusCode: 404, error: 'Not Found', message: 'gone' }), {
            status: 404,
            headers: { 'content-type': 'application/json' },
          }),
        );
      }
      return fetch(input, init);
    });
    renderAt('/partnermap');
    const retry = await screen.findByRole('button', { name: 'Erneut versuchen' }, TIMEOUT);
    expect(screen.getByRole('heading', { level: 1, name: 'Partner und Gemeinden auf der Karte' })).toBeTruthy();
    failing = false;
    fireEvent.click(retry);
    expect(await screen.findByRole('region', { name: 'Karte der Gebiete der Partner und Gemeinden' }, TIMEOUT)).toBeTruthy();
  });
});
