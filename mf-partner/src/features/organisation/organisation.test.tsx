// /town/{name} and /partners/{name} against the real API (the demo town "zuerich", with answers
// and news, and the demo partner "pro-velo-bern", with neither): the profile, the area's newest
// spots with "show more", the official answers, the figures with their tables, the news section
// only when there is news; a wrong type's path replaced by the right one, unknown names the 404
// screen, and a failed load that "try again" recovers.
import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ORGANISATION_STATISTICS_MONTHS } from '@moveable/contract';
import { config, configure, setPageContext } from '@moveable/shared';
import { renderAt, resetBrowser, testApi } from '../../../test/render-route.tsx';
import { failingApi } from '../../../test/failing-api.ts';

const TIMEOUT = { timeout: 10_000 };
afterEach(resetBrowser);

const section = (name: string | RegExp) => screen.getByRole('region', { name });
const hrefs = (container: HTMLElement) =>
  within(container)
    .getAllByRole('link')
    .map((link) => link.getAttribute('href'));

describe('/town/{name}', () => {
  it('shows the town’s profile, as the API describes it', async () => {
    const town = await testApi().get('/organisations/:slug', { params: { slug: 'zuerich' } });
    renderAt('/town/zuerich');
    const heading = await screen.findByRole('heading', { level: 1, name: town.name }, TIMEOUT);
    const profile = heading.closest('header')!;
    expect(within(profile).getByText('Gemeinde')).toBeTruthy();
    expect(within(profile).getByText('Premium-Partner')).toBeTruthy();
    expect(within(profile).getByText(town.description!).getAttribute('lang')).toBe(town.locale);
    expect(
      within(profile)
        .getByRole('link', { name: new URL(town.website!).hostname.replace(/^www\./, '') })
        .getAttribute('href'),
    ).toBe(town.website);
    expect(within(profile).getByRole('link', { name: town.contactEmail! }).getAttribute('href')).toBe(`mailto:${town.contactEmail}`);
    await waitFor(() => expect(document.title).toContain(town.name));
  });

  it('lists the newest spots of its area as links to them, more on demand, and links the list of its one region', async () => {
    const { items } = await testApi().get('/spots', { query: { organisation: 'zuerich', limit: 12 } });
    renderAt('/town/zuerich');
    await screen.findByRole('heading', { level: 2, name: 'Spots im Gebiet' }, TIMEOUT);
    const spots = section('Spots im Gebiet');
    await within(spots).findByRole('link', { name: items[0]!.title }, TIMEOUT);
    const spotLinks = () => hrefs(spots).filter((href) => /^\/spots\/\d+$/.test(href ?? ''));
    expect(spotLinks()).toEqual(items.slice(0, 6).map((spot) => `/spots/${spot.id}`));
    expect(within(spots).getByRole('link', { name: 'Alle Spots des Gebiets in der Liste' }).getAttribute('href')).toBe('/spots?regionId=1');
    expect(within(spots).getByRole('link', { name: 'Alle Spots des Gebiets auf der Karte' }).getAttribute('href')).toBe('/map?regionId=1');

    await userEvent.click(within(spots).getByRole('button', { name: 'Mehr Spots anzeigen' }));
    await waitFor(() => expect(spotLinks()).toEqual(items.map((spot) => `/spots/${spot.id}`)), TIMEOUT);
  });

  it('shows its official answers newest first, each linking to its spot, and pages on', async () => {
    const { items } = await testApi().get('/organisations/:slug/official-answers', { params: { slug: 'zuerich' }, query: { limit: 10 } });
    renderAt('/town/zuerich');
    await screen.findByRole('heading', { level: 2, name: 'Offizielle Antworten' }, TIMEOUT);
    const answers = section('Offizielle Antworten');
    await within(answers).findByRole('link', { name: items[0]!.spot.title }, TIMEOUT);
    expect(hrefs(answers)).toEqual(items.slice(0, 5).map((answer) => `/spots/${answer.spot.id}`));
    const statusNames = { acknowledged: 'Erhalten', planned: 'Geplant', in_progress: 'In Arbeit', fixed: 'Erledigt', rejected: 'Nicht geplant' };
    const first = within(answers).getAllByRole('article')[0]!;
    expect(within(first).getByText(statusNames[items[0]!.status])).toBeTruthy();
    expect(within(first).getByText(items[0]!.text)).toBeTruthy();

    await userEvent.click(within(answers).getByRole('button', { name: 'Mehr Antworten anzeigen' }));
    await waitFor(() => expect(hrefs(answers)).toEqual(items.map((answer) => `/spots/${answer.spot.id}`)), TIMEOUT);
  });

  it('shows its figures, and each chart with a text alternative and its numbers as a table', async () => {
    const statistics = await testApi().get('/organisations/:slug/statistics', { params: { slug: 'zuerich' } });
    const number = new Intl.NumberFormat('de');
    renderAt('/town/zuerich');
    await screen.findByRole('heading', { level: 2, name: 'Zahlen' }, TIMEOUT);
    const figures = section('Zahlen');
    const figure = async (term: string) => (await within(figures).findByText(term, {}, TIMEOUT)).nextElementSibling?.textContent;
    expect(await figure('Spots im Gebiet')).toBe(number.format(statistics.spots.current));
    expect(await figure('Offizielle Antworten gegeben')).toBe(number.format(statistics.officialAnswers.total));
    const days = Math.round(statistics.officialAnswers.medianHoursToFirstAnswer! / 24);
    expect(await figure('Median der Zeit bis zur offiziellen Antwort')).toBe(`${days} Tage`);

    const byState = await within(figures).findByRole('table', { name: 'Spots nach Zustand' }, TIMEOUT);
    const row = (table: HTMLElement, name: string) => within(table).getByRole('rowheader', { name }).nextElementSibling?.textContent;
    expect(row(byState, 'Fame')).toBe(number.format(statistics.spots.fame));
    expect(row(byState, 'Shame')).toBe(number.format(statistics.spots.shame));
    expect(row(byState, 'Behoben')).toBe(number.format(statistics.spots.fixed));
    expect(row(byState, 'Mit offizieller Antwort')).toBe(number.format(statistics.spots.answered));
    expect(row(byState, 'Archiviert')).toBe(number.format(statistics.spots.archived));

    const byMonth = within(figures).getByRole('table', { name: 'Neue Spots pro Monat, letzte 24 Monate' });
    const rows = within(byMonth).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(ORGANISATION_STATISTICS_MONTHS);
    const last = statistics.months.at(-1)!;
    expect(rows.at(-1)!.textContent).toContain(number.format(last.spots));

    const charts = within(figures).getAllByRole('img');
    expect(charts).toHaveLength(2);
    expect(charts[0]!.getAttribute('aria-label')).toContain(`${number.format(statistics.spots.fame)} Fame`);
    const total = statistics.months.reduce((sum, month) => sum + month.spots, 0);
    expect(charts[1]!.getAttribute('aria-label')).toContain(`${number.format(total)} neue Spots`);
  });

  it('shows its news as links to the articles', async () => {
    const news = await testApi().get('/news', { query: { organisation: 'zuerich', limit: 3 } });
    expect(news.items.length).toBeGreaterThan(0);
    const town = await testApi().get('/organisations/:slug', { params: { slug: 'zuerich' } });
    renderAt('/town/zuerich');
    const heading = await screen.findByRole('heading', { level: 2, name: `News von ${town.name}` }, TIMEOUT);
    const links = hrefs(heading.closest('section')!);
    expect(links).toEqual([...news.items.map((item) => `/news/${item.slug}`), '/news?organisation=zuerich']);
  });

  it('speaks the path’s language, the description marked with its own', async () => {
    renderAt('/fr/town/zuerich');
    expect(await screen.findByRole('heading', { level: 1, name: 'Ville de Zurich' }, TIMEOUT)).toBeTruthy();
    expect(screen.getByText(/Le service des travaux publics/).getAttribute('lang')).toBe('fr');
    expect(await screen.findByRole('heading', { level: 2, name: 'Spots de la région' }, TIMEOUT)).toBeTruthy();
    expect(await screen.findByRole('heading', { level: 2, name: 'Réponses officielles' }, TIMEOUT)).toBeTruthy();
  });
});

describe('/partners/{name}', () => {
  it('shows a partner without answers or news: the answers say so, and there is no news section', async () => {
    const partner = await testApi().get('/organisations/:slug', { params: { slug: 'pro-velo-bern' } });
    expect(partner.type).toBe('partner');
    renderAt('/partners/pro-velo-bern');
    expect(await screen.findByRole('heading', { level: 1, name: partner.name }, TIMEOUT)).toBeTruthy();
    expect(await screen.findByText(`${partner.name} hat noch keine offiziellen Antworten gegeben.`, {}, TIMEOUT)).toBeTruthy();
    await within(section('Spots im Gebiet')).findAllByRole('article', {}, TIMEOUT);
    await within(section('Zahlen')).findByRole('table', { name: 'Spots nach Zustand' }, TIMEOUT);
    expect(screen.queryByRole('heading', { name: /^News von/ })).toBeNull();
  });

  it('says that an organisation without an area has no spots here', async () => {
    renderAt('/partners/pro-velo-schweiz');
    expect(await screen.findByText(/noch kein Gebiet festgelegt/, {}, TIMEOUT)).toBeTruthy();
  });
});

describe('the wrong path, an unknown name, a failure', () => {
  it('moves a town under /partners/ to its own path, query kept', async () => {
    renderAt('/partners/zuerich?from=mail');
    await waitFor(() => expect(location.pathname + location.search).toBe('/town/zuerich?from=mail'), TIMEOUT);
    expect(await screen.findByRole('heading', { level: 1 }, TIMEOUT)).toBeTruthy();
  });

  it('moves a partner under /town/ to its own path, in the path’s language', async () => {
    setPageContext({ locale: 'fr' });
    const partner = await testApi().get('/organisations/:slug', { params: { slug: 'pro-velo-bern' } });
    renderAt('/fr/town/pro-velo-bern');
    await waitFor(() => expect(location.pathname).toBe('/fr/partners/pro-velo-bern'), TIMEOUT);
    expect(await screen.findByRole('heading', { level: 1, name: partner.name }, TIMEOUT)).toBeTruthy();
  });

  it.each(['/town/gibt-es-nicht', '/partners/Nicht_So'])('shows the 404 screen for %s (no organisation, no slug at all)', async (path) => {
    renderAt(path);
    expect(await screen.findByRole('heading', { level: 1, name: 'Seite nicht gefunden' }, TIMEOUT)).toBeTruthy();
    expect(screen.getByText(new RegExp(path))).toBeTruthy();
  });

  it('says when the page could not be loaded, and "try again" loads it', async () => {
    const apiBase = config.apiBase;
    const api = await failingApi(apiBase, '/organisations/zuerich');
    configure({ apiBase: api.apiBase });
    try {
      renderAt('/town/zuerich');
      // the query client asks twice more after a 5xx before it gives up
      expect(await screen.findByText('Die Organisation konnte nicht geladen werden.', {}, { timeout: 15_000 })).toBeTruthy();
      api.recover();
      await userEvent.click(screen.getByRole('button', { name: 'Erneut versuchen' }));
      expect(await screen.findByRole('heading', { level: 2, name: 'Spots im Gebiet' }, TIMEOUT)).toBeTruthy();
    } finally {
      configure({ apiBase });
      await api.close();
    }
  });

  it('a section that fails says so in its place, and "try again" loads it; the rest of the page stands', async () => {
    const apiBase = config.apiBase;
    const api = await failingApi(apiBase, '/organisations/zuerich/statistics');
    configure({ apiBase: api.apiBase });
    try {
      const { container } = renderAt('/town/zuerich');
      expect(await screen.findByRole('heading', { level: 1 }, TIMEOUT)).toBeTruthy();
      // while it loads: a skeleton that holds the footer (data-page-loading) and a status line
      expect(container.querySelector('[data-page-loading]')).not.toBeNull();
      const figures = section('Zahlen');
      expect(await within(figures).findByText('Die Zahlen konnten nicht geladen werden.', {}, { timeout: 15_000 })).toBeTruthy();
      expect(within(section('Offizielle Antworten')).getAllByRole('article').length).toBeGreaterThan(0);
      api.recover();
      await userEvent.click(within(figures).getByRole('button', { name: 'Erneut versuchen' }));
      expect(await within(figures).findByRole('table', { name: 'Spots nach Zustand' }, TIMEOUT)).toBeTruthy();
      await waitFor(() => expect(container.querySelector('[data-page-loading]')).toBeNull(), TIMEOUT);
    } finally {
      configure({ apiBase });
      await api.close();
    }
  });
});
