// /admin against the real API: an administrator and a moderator see the platform's figures as the
// API counts them (for the site's country, then worldwide after the switch, then over 90 days), the
// trends with their table, and the places of the moderation queue and the latest actions; a plain
// user meets "no access".
import { afterEach, describe, expect, it } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Dashboard } from '@moveable/contract';
import { Providers } from '@moveable/shared';
import { apiAs, signInPage, signOutPage, testApi } from '@moveable/shared/testing';
import { renderAt, resetBrowser } from '../../../test/render-route.tsx';
import { DashboardPage } from './dashboard-page.tsx';

const TIMEOUT = { timeout: 10_000 };
afterEach(() => {
  resetBrowser();
  signOutPage();
});

const number = new Intl.NumberFormat('de');
const figures = async (country: string, days: number): Promise<Dashboard> =>
  (await apiAs('admin')).get('/admin/dashboard', { query: { country, days } });

/** The card of one count: its value as shown. */
function cardValue(label: string): string | null {
  const card = screen.getByText(label, { selector: '.ma-figure__label' }).closest('li')!;
  return card.querySelector('.ma-figure__value')!.textContent;
}

describe('/admin', () => {
  it("shows an administrator the site country's figures as the API counts them, then the world's, then 90 days", async () => {
    const ch = await figures('ch', 30);
    await signInPage('admin');
    renderAt('/admin');
    expect(await screen.findByRole('heading', { level: 1, name: 'Übersicht' }, TIMEOUT)).toBeTruthy();
    await screen.findByRole('heading', { level: 2, name: 'Zahlen der letzten 30 Tage' }, TIMEOUT);
    await waitFor(() => expect(cardValue('Neue Spots')).toBe(number.format(ch.totals.newSpots.current)), TIMEOUT);
    expect(cardValue('Kommentare')).toBe(number.format(ch.totals.comments.current));
    expect(cardValue('Offene Meldungen')).toBe(number.format(ch.openReports));
    expect(screen.getAllByText(`Davor: ${number.format(ch.totals.newFame.previous)}`).length).toBeGreaterThan(0);

    const world = await figures('world', 30);
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Land' }), 'world');
    await waitFor(() => expect(cardValue('Neue Spots')).toBe(number.format(world.totals.newSpots.current)), TIMEOUT);
    expect(cardValue('Neue Konten')).toBe(number.format(world.totals.newAccounts.current));

    const ninety = await figures('world', 90);
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Zeitraum' }), '90');
    await screen.findByRole('heading', { level: 2, name: 'Zahlen der letzten 90 Tage' }, TIMEOUT);
    await waitFor(() => expect(cardValue('Neue Fame-Spots')).toBe(number.format(ninety.totals.newFame.current)), TIMEOUT);
  });

  it('shows the page views and visitors that POST /event counted, and says where they come from', async () => {
    // A browser's views (a bot's user agent, such as Node's own, would not be counted).
    const browser = { 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64; rv:132.0) Gecko/20100101 Firefox/132.0' };
    for (const [route, path] of [
      ['spots', '/spots'],
      ['map', '/map'],
      ['spots', '/spots'],
    ] as const) {
      await testApi().post('/event', { body: { route, path }, headers: browser });
    }
    const ch = await figures('ch', 30);
    expect(ch.totals.pageViews.current).toBeGreaterThanOrEqual(3);
    expect(ch.totals.visitors.current).toBeGreaterThanOrEqual(1);
    await signInPage('admin');
    renderAt('/admin');
    await waitFor(() => expect(cardValue('Seitenaufrufe')).toBe(number.format(ch.totals.pageViews.current)), TIMEOUT);
    expect(cardValue('Besuchende')).toBe(number.format(ch.totals.visitors.current));
    expect(screen.getByText(/Seitenaufrufe und Besuchende zählt die anonyme Nutzungsstatistik/)).toBeTruthy();
  });

  it('draws a chart per count, each described in words, and all numbers as a table per day', async () => {
    const ch = await figures('ch', 30);
    await signInPage('admin');
    renderAt('/admin');
    const trends = await screen.findByRole('region', { name: 'Verlauf pro Tag' }, TIMEOUT);
    const charts = within(trends).getAllByRole('img');
    expect(charts).toHaveLength(8);
    expect(charts[0]!.getAttribute('aria-label')).toMatch(/^Neue Fame-Spots: /);
    const total = ch.series.reduce((n, d) => n + d.comments, 0);
    const comments = within(trends).getByRole('figure', { name: 'Kommentare' });
    expect(comments.textContent).toContain(total === 0 ? 'Keine vom' : `${number.format(total)} vom`);

    await userEvent.click(within(trends).getByText('Zahlen pro Tag als Tabelle'));
    const table = within(trends).getByRole('table');
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(31); // the header and 30 days
    const newest = ch.series.at(-1)!;
    expect(
      within(rows[1]!)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(
      [
        newest.newFame,
        newest.newShame,
        newest.fixed,
        newest.officialAnswers,
        newest.comments,
        newest.newAccounts,
        newest.pageViews,
        newest.visitors,
      ].map((n) => number.format(n)),
    );
  });

  it('shows the moderation queue it is handed (a section of its own) after the figures', async () => {
    await signInPage('moderator');
    render(
      <Providers>
        <DashboardPage moderationQueue={<section aria-label="the queue" />} />
      </Providers>,
    );
    const queue = await screen.findByRole('region', { name: 'the queue' }, TIMEOUT);
    const figures = screen.getByRole('heading', { level: 2, name: /^Zahlen/ });
    expect(figures.compareDocumentPosition(queue) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('tells a signed-in user without the role that there is no access', async () => {
    await signInPage('user');
    renderAt('/admin');
    expect(await screen.findByRole('heading', { level: 1, name: 'Kein Zugang' }, TIMEOUT)).toBeTruthy();
    expect(screen.queryByText('Neue Spots')).toBeNull();
  });
});
