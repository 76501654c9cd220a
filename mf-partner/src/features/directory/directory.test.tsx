// /partner against the real API (the demo organisations): a section per type in the order towns,
// partners, sponsors, every organisation of the country once, as a link to its page (towns under
// /town, the others under /partners), with its counts; the 404 screen for a path with no page.
import { afterEach, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { MAX_ORGANISATION_PAGE } from '@moveable/contract';
import { renderAt, resetBrowser, testApi } from '../../../test/render-route.tsx';

const TIMEOUT = { timeout: 10_000 };
afterEach(resetBrowser);

describe('/partner', () => {
  it('shows the country’s towns, partners and sponsors in sections, each linking to its page', async () => {
    const { items } = await testApi().get('/organisations', { query: { limit: MAX_ORGANISATION_PAGE } });
    expect(items.length).toBeGreaterThan(1);
    renderAt('/partner');
    expect(await screen.findByRole('heading', { level: 1, name: 'Partner und Gemeinden' }, TIMEOUT)).toBeTruthy();
    await screen.findAllByRole('heading', { level: 2 }, TIMEOUT);
    // the directory's own sections (the developers' section follows them)
    const sections = screen.getAllByRole('region').filter((s) => s.classList.contains('mp-directory__section'));
    const order = ['town', 'partner', 'sponsor'].filter((type) => items.some((o) => o.type === type));
    const names = { town: 'Gemeinden', partner: 'Partner', sponsor: 'Sponsoren' } as const;
    expect(sections.map((s) => within(s).getByRole('heading', { level: 2 }).textContent)).toEqual(
      order.map((type) => names[type as keyof typeof names]),
    );
    for (const organisation of items) {
      const link = screen.getByRole('link', { name: organisation.name });
      expect(link.getAttribute('href')).toBe(`${organisation.type === 'town' ? '/town' : '/partners'}/${organisation.slug}`);
    }
    const town = items.find((o) => o.type === 'town');
    if (town) {
      const card = screen.getByRole('link', { name: town.name }).closest('article')!;
      expect(within(card).getByText('Spots im Gebiet').nextElementSibling?.textContent).toBe(new Intl.NumberFormat('de').format(town.counts.spots));
    }
  });

  it('ends with the developers’ section: the licence, and curl examples of this site’s API', async () => {
    renderAt('/partner');
    const section = await screen.findByRole('region', { name: 'Offene Daten und Schnittstellen' }, TIMEOUT);
    expect(within(section).getByText(/^Die Spots sind offene Daten unter der Lizenz CC BY 4\.0: .*ohne Benutzernamen\./)).toBeTruthy();
    expect(within(section).getByRole('link', { name: 'Die Lizenz CC BY 4.0' }).getAttribute('href')).toBe(
      'https://creativecommons.org/licenses/by/4.0/',
    );
    expect(within(section).getByRole('link', { name: 'Die Nutzungsbedingungen' }).getAttribute('href')).toBe('/imprint/terms');
    const exports = within(section).getByRole('region', { name: 'Exporte: GeoJSON und CSV' });
    expect(exports.querySelector('code')?.textContent).toMatch(
      /^curl -H 'moveable-platform: bikeable' -H 'moveable-countrycode: ch' 'http.*\/api\/spots\.csv\?/,
    );
    expect(section.querySelectorAll('pre[aria-label^="Beispiel «"] code')).toHaveLength(5);
  });

  it('shows the page in the language of the path', async () => {
    renderAt('/fr/partner');
    expect(await screen.findByRole('heading', { level: 1, name: 'Partenaires et communes' }, TIMEOUT)).toBeTruthy();
  });
});

describe('a path of ours with no page', () => {
  it('shows the 404 screen, never a placeholder', async () => {
    renderAt('/partner/nothing-here');
    expect(await screen.findByRole('heading', { level: 1 }, TIMEOUT)).toBeTruthy();
    expect(screen.getByText(/\/partner\/nothing-here/)).toBeTruthy();
  });
});
