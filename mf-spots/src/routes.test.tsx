// The app through its routes, against the real API with the seeded demo data (no fetch mocks).
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { SpotSummary } from '@moveable/shared';
import { renderAt, resetBrowser, testApi } from '../test/render-route.tsx';

afterEach(resetBrowser);

const articles = () => screen.queryAllByRole('article');
const badgeWords = (article: HTMLElement) =>
  within(within(article).getByRole('list', { name: 'Status' }))
    .getAllByRole('listitem')
    .map((li) => li.textContent);
const TIMEOUT = { timeout: 10_000 };

let withLegacyId: SpotSummary;
let withAnswer: SpotSummary;

beforeAll(async () => {
  const api = testApi();
  const all = await api.get('/spots', { query: { limit: 500 } });
  const legacy = all.items.find((s) => s.legacyId);
  if (!legacy) throw new Error('the demo data has no spot with a legacy id');
  withLegacyId = legacy;
  const answered = await api.get('/spots', { query: { officialAnswer: true, limit: 1 } });
  withAnswer = answered.items[0]!;
});

describe('paths no route of this app matches', () => {
  it.each([['/no/such/page'], ['/spots/1/edit/more']])('%s shows the 404 screen with the path', async (path) => {
    renderAt(path);
    expect(await screen.findByText(`Seite nicht gefunden: ${path}`)).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Seite nicht gefunden' })).toBeTruthy();
    expect(screen.getByText('Status 404')).toBeTruthy();
  });
});

describe('spot list (/spots, /entries)', () => {
  it('shows 24 spots, then 12 more per "show more", announcing the count and moving focus to the first new spot', async () => {
    const user = userEvent.setup();
    renderAt('/spots');
    expect(screen.getByRole('heading', { level: 1, name: 'Spots' })).toBeTruthy();
    await waitFor(() => expect(articles()).toHaveLength(24), TIMEOUT);
    expect(screen.getByText('24 Spots angezeigt')).toBeTruthy();
    expect(screen.getByRole('list', { name: 'Ergebnisse' })).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Mehr Spots anzeigen' }));
    await waitFor(() => expect(articles()).toHaveLength(36), TIMEOUT);
    expect(screen.getByText('36 Spots angezeigt')).toBeTruthy();
    const links = articles().map((a) => within(a).getAllByRole('link')[0]);
    await waitFor(() => expect(document.activeElement).toBe(links[24]));
    // keyset paging: no spot twice
    expect(new Set(links.map((l) => l?.getAttribute('href'))).size).toBe(36);
  });

  it('reads filters from the URL (a shared link): ?famed=false shows shame spots only', async () => {
    renderAt('/entries?famed=false');
    await waitFor(() => expect(articles().length).toBeGreaterThan(0), TIMEOUT);
    for (const article of articles()) expect(badgeWords(article)).toContain('Shame');
    expect(screen.getByRole('button', { name: 'Shame (schlechte Orte)' }).getAttribute('aria-pressed')).toBe('true');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Filter (1 aktiv)' }));
    expect(screen.getByRole('radio', { name: 'Shame (schlechte Orte)' })).toHaveProperty('checked', true);
  });

  it('restores the stored selections when opened without filters, and stores every change', async () => {
    const user = userEvent.setup();
    localStorage.setItem('filterType', '"fame"');
    renderAt('/spots');
    expect(location.search).toBe('?famed=true');
    await waitFor(() => expect(articles()).toHaveLength(24), TIMEOUT);
    for (const article of articles()) expect(badgeWords(article)).toContain('Fame');

    await user.click(screen.getByRole('button', { name: 'Shame (schlechte Orte)' }));
    expect(location.search).toBe('?famed=false');
    expect(localStorage.getItem('filterType')).toBe('"shame"');
    await waitFor(() => {
      expect(articles()).toHaveLength(24);
      for (const article of articles()) expect(badgeWords(article)).toContain('Shame');
    }, TIMEOUT);
  });

  it('says so when nothing matches, and offers to reset the filters', async () => {
    const user = userEvent.setup();
    renderAt('/spots?begin=1990-01-01&end=1990-01-02');
    expect(await screen.findByText('Keine Spots passen zu diesen Filtern.', {}, TIMEOUT)).toBeTruthy();
    const results = screen.getByRole('region', { name: 'Ergebnisse' });
    await user.click(within(results).getByRole('button', { name: 'Filter zurücksetzen' }));
    expect(location.search).toBe('');
    await waitFor(() => expect(articles()).toHaveLength(24), TIMEOUT);
  });
});

describe('spot detail (/spots/{id})', () => {
  it('shows the spot from the API and names the tab after it', async () => {
    renderAt(`/spots/${withAnswer.id}`);
    expect(await screen.findByRole('heading', { level: 1, name: withAnswer.title }, TIMEOUT)).toBeTruthy();
    expect(document.title).toBe(`${withAnswer.title} · bikeable`);
    expect(screen.getByRole('region', { name: 'Offizielle Antwort' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Auf der Karte zeigen' }).getAttribute('href')).toBe(
      `/map?center=${withAnswer.location.lat},${withAnswer.location.lng}&zoom=17`,
    );
  });

  it.each([['/spots/999999999'], ['/spots/abc'], ['/spots/0']])('%s is a 404', async (path) => {
    renderAt(path);
    expect(await screen.findByText(`Seite nicht gefunden: ${path}`, {}, TIMEOUT)).toBeTruthy();
  });
});

describe('old links (/entries/{oldId})', () => {
  it('replace the URL with /spots/{id} and show the spot', async () => {
    const length = history.length;
    renderAt(`/entries/${withLegacyId.legacyId}`);
    await waitFor(() => expect(location.pathname).toBe(`/spots/${withLegacyId.id}`), TIMEOUT);
    expect(history.length).toBe(length); // replaced: Back does not bounce to the redirect
    expect(await screen.findByRole('heading', { level: 1, name: withLegacyId.title }, TIMEOUT)).toBeTruthy();
  });

  it.each([['/entries/AAAAAAAAAAAAAAAAA'], ['/entries/not-an-old-id']])('%s (unknown) is a 404', async (path) => {
    renderAt(path);
    expect(await screen.findByText(`Seite nicht gefunden: ${path}`, {}, TIMEOUT)).toBeTruthy();
    expect(location.pathname).toBe(path);
  });
});

describe('home (/)', () => {
  it('shows the 8 newest spots with a photo and the 4 with most votes', async () => {
    renderAt('/');
    const newest = screen.getByRole('region', { name: 'Neueste Spots mit Foto' });
    const top = screen.getByRole('region', { name: 'Meiste Stimmen' });
    await waitFor(() => expect(within(newest).getAllByRole('article')).toHaveLength(8), TIMEOUT);
    for (const article of within(newest).getAllByRole('article')) expect(within(article).getByRole('img')).toBeTruthy();
    await waitFor(() => expect(within(top).getAllByRole('article')).toHaveLength(4), TIMEOUT);
    const votes = within(top)
      .getAllByText(/Stimmen?$/)
      .map((el) => Number.parseInt(el.textContent ?? '', 10));
    expect(votes).toEqual([...votes].sort((a, b) => b - a));
    expect(screen.getByText('Land: Schweiz')).toBeTruthy();
  });
});

describe('organisation embed (/embed/spots/{organisation})', () => {
  it("shows the organisation's name and its spots", async () => {
    renderAt('/embed/spots/zuerich');
    expect(await screen.findByRole('heading', { level: 1, name: 'Stadt Zürich' }, TIMEOUT)).toBeTruthy();
    await waitFor(() => expect(articles().length).toBeGreaterThan(0), TIMEOUT);
  });

  it('is a 404 for an unknown organisation', async () => {
    renderAt('/embed/spots/nowhere');
    expect(await screen.findByText('Seite nicht gefunden: /embed/spots/nowhere', {}, TIMEOUT)).toBeTruthy();
  });
});
