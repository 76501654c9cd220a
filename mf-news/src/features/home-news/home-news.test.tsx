// mf-news on the home (/): only the latest news section (the spots above it are mf-spots'), the
// 3 newest articles as the API lists them, a link to /news that navigates in the page; in the
// page's language.
import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Locale } from '@moveable/contract';
import { setPageContext } from '@moveable/shared';
import { renderAt, resetBrowser, testApi } from '../../../test/render-route.tsx';
import { HOME_NEWS_COUNT } from './home-news.tsx';

const TIMEOUT = { timeout: 10_000 };
afterEach(resetBrowser);

const TEXTS: Record<Locale, { path: string; title: string; all: string; href: string }> = {
  de: { path: '/', title: 'Neueste News', all: 'Alle News', href: '/news' },
  fr: { path: '/fr', title: 'Dernières actualités', all: 'Toutes les actualités', href: '/fr/news' },
  it: { path: '/it', title: 'Ultime notizie', all: 'Tutte le notizie', href: '/it/news' },
  en: { path: '/en', title: 'Latest news', all: 'All news', href: '/en/news' },
};

describe('the home’s latest news', () => {
  it.each(Object.entries(TEXTS))('%s: a section under its h2 with the 3 newest articles and a link to all news', async (locale, texts) => {
    setPageContext({ locale: locale as Locale }); // the API picks each article's language by it
    const newest = await testApi().get('/news', { query: { limit: HOME_NEWS_COUNT } });
    expect(newest.items).toHaveLength(HOME_NEWS_COUNT); // the demo data has more
    const { container } = renderAt(texts.path);
    const section = await screen.findByRole('region', { name: texts.title }, TIMEOUT);
    await waitFor(() => expect(within(section).getAllByRole('article')).toHaveLength(HOME_NEWS_COUNT), TIMEOUT);
    expect(
      within(section)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(newest.items.map((item) => item.title));
    const first = newest.items[0]!;
    expect(within(section).getByRole('link', { name: first.title }).getAttribute('href')).toBe(`${texts.href}/${first.slug}`);
    expect(within(section).getByText(first.lead)).toBeTruthy();
    expect(within(section).getByRole('link', { name: texts.all }).getAttribute('href')).toBe(texts.href);
    // our part of the page only: no h1 (mf-spots' home has it), nothing still loading
    expect(screen.queryByRole('heading', { level: 1 })).toBeNull();
    expect(container.querySelector('[data-page-loading]')).toBeNull();
  });

  it('shows skeleton cards that hold the footer back while loading', () => {
    const { container } = renderAt('/');
    const section = screen.getByRole('region', { name: 'Neueste News' });
    expect(section.getAttribute('aria-busy')).toBe('true');
    expect(container.querySelector('[data-page-loading]')).toBe(section);
    expect(within(section).getByRole('status').textContent).toBe('News werden geladen');
  });

  it('"all news" navigates in the page to the list', async () => {
    renderAt('/');
    const link = await screen.findByRole('link', { name: 'Alle News' }, TIMEOUT);
    await userEvent.setup().click(link);
    expect(location.pathname).toBe('/news');
    expect(await screen.findByRole('heading', { level: 1, name: 'News' }, TIMEOUT)).toBeTruthy();
  });
});
