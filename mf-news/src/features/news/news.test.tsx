// The news list and articles against the real API (seeded demo articles): the list as the API
// pages it, "show more" along the cursor, a tag filter from the URL, an article with its body,
// and the 404 screen for a slug that does not exist.
import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderAt, resetBrowser, testApi } from '../../../test/render-route.tsx';
import { NEWS_PAGE_SIZE } from './use-news-list.ts';

const TIMEOUT = { timeout: 10_000 };
afterEach(resetBrowser);

describe('/news', () => {
  it('lists the newest articles as links, then more along the cursor (no button on the last page)', async () => {
    const first = await testApi().get('/news', { query: { limit: NEWS_PAGE_SIZE } });
    expect(first.items.length).toBeGreaterThan(0);
    renderAt('/news');
    expect(await screen.findByRole('heading', { level: 1, name: 'News' }, TIMEOUT)).toBeTruthy();
    const titles = () => screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(titles()).toEqual(first.items.map((item) => item.title));
    expect(screen.getByRole('link', { name: first.items[0]!.title }).getAttribute('href')).toBe(`/news/${first.items[0]!.slug}`);
    if (first.nextCursor) {
      const next = await testApi().get('/news', { query: { limit: NEWS_PAGE_SIZE, cursor: first.nextCursor } });
      await userEvent.setup().click(screen.getByRole('button', { name: 'Weitere News anzeigen' }));
      await waitFor(() => expect(titles()).toHaveLength(first.items.length + next.items.length), TIMEOUT);
      expect(titles().slice(NEWS_PAGE_SIZE)).toEqual(next.items.map((item) => item.title));
    } else {
      expect(screen.queryByRole('button', { name: 'Weitere News anzeigen' })).toBeNull();
    }
  });

  it('?tag= shows only that tag, says so and links back to all news', async () => {
    const first = await testApi().get('/news', { query: { limit: 50 } });
    const tag = first.items.flatMap((item) => item.tags)[0]!;
    const tagged = await testApi().get('/news', { query: { tag, limit: NEWS_PAGE_SIZE } });
    renderAt(`/news?tag=${encodeURIComponent(tag)}`);
    expect(await screen.findByText(`News mit dem Schlagwort «${tag}».`, {}, TIMEOUT)).toBeTruthy();
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual(tagged.items.map((item) => item.title));
    expect(screen.getByRole('link', { name: 'Alle News' }).getAttribute('href')).toBe('/news');
  });
});

describe('/news/{slug}', () => {
  it('shows the article: title as h1, lead, body, tags linking to the filtered list', async () => {
    const { items } = await testApi().get('/news', { query: { limit: 1 } });
    const article = await testApi().get('/news/:slug', { params: { slug: items[0]!.slug }, query: { lang: 'de' } });
    renderAt(`/news/${article.slug}`);
    const heading = await screen.findByRole('heading', { level: 1, name: article.title }, TIMEOUT);
    const element = heading.closest('article')!;
    expect(element.getAttribute('lang')).toBe(article.locale);
    expect(within(element).getByText(article.lead)).toBeTruthy();
    expect(element.querySelector('.mv-news-body')!.textContent!.length).toBeGreaterThan(50);
    expect(element.querySelector('script')).toBeNull();
    for (const tag of article.tags) {
      expect(
        within(element)
          .getByRole('link', { name: `#${tag}` })
          .getAttribute('href'),
      ).toBe(`/news?tag=${encodeURIComponent(tag)}`);
    }
    expect(within(element).getByRole('link', { name: 'Zurück zu den News' }).getAttribute('href')).toBe('/news');
  });

  it('in the app (/app/news/{slug}) there is no way out of the article', async () => {
    const { items } = await testApi().get('/news', { query: { limit: 1 } });
    renderAt(`/app/news/${items[0]!.slug}`);
    const heading = await screen.findByRole('heading', { level: 1 }, TIMEOUT);
    expect(
      within(heading.closest('article')!)
        .queryAllByRole('link')
        .filter((a) => !a.closest('.mv-news-body')),
    ).toEqual([]);
  });

  it('an unknown slug shows the 404 screen', async () => {
    renderAt('/news/no-such-article-here');
    expect(await screen.findByRole('heading', { level: 1, name: 'Seite nicht gefunden' }, TIMEOUT)).toBeTruthy();
  });
});
