// The content pages against the real API: each route shows its own page in the path's language,
// title as the h1 and the body as HTML (headings kept, nothing unsafe), and the document title.
import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import type { ContentPageName, Locale } from '@moveable/contract';
import { setPageContext } from '@moveable/shared';
import { renderAt, resetBrowser, testApi } from '../../../test/render-route.tsx';
import { CONTENT_PAGE_ROUTES as CONTENT_ROUTES } from '@moveable/contract';

const TIMEOUT = { timeout: 10_000 };
afterEach(resetBrowser);

async function expected(page: ContentPageName, lang: Locale) {
  return testApi().get('/content/:page', { params: { page }, query: { lang } });
}

describe('content pages', () => {
  it.each([
    ['/imprint', 'imprint', 'de'],
    ['/fr/imprint/terms', 'terms', 'fr'],
    ['/it/imprint/privacy', 'privacy', 'it'],
    ['/en/app/about', 'app-about', 'en'],
  ] as const)('%s shows the %s page in %s: h1, body with its headings, no language note', async (url, page, lang) => {
    const content = await expected(page, lang);
    expect(content.locale).toBe(lang);
    const { container } = renderAt(url);
    const heading = await screen.findByRole('heading', { level: 1, name: content.title }, TIMEOUT);
    const article = heading.closest('article')!;
    expect(article.getAttribute('lang')).toBe(lang);
    const body = article.querySelector('.mv-news-body')!;
    const firstH2 = new DOMParser().parseFromString(content.bodyHtml, 'text/html').querySelector('h2');
    expect(firstH2).not.toBeNull();
    expect(body.querySelector('h2')?.textContent).toBe(firstH2!.textContent);
    expect(body.textContent!.length).toBeGreaterThan(200);
    expect(container.querySelector('script')).toBeNull();
    expect(container.querySelector('.mv-news-language-note')).toBeNull();
    await waitFor(() => expect(document.title.startsWith(`${content.title} · `)).toBe(true));
  });

  it('on an Italian site the text is the Italian one in any page language (§4), with a note saying so', async () => {
    setPageContext({ country: 'it' });
    const content = await expected('imprint', 'it');
    expect(content.locale).toBe('it');
    const { container } = renderAt('/en/imprint');
    const heading = await screen.findByRole('heading', { level: 1, name: content.title }, TIMEOUT);
    expect(heading.closest('article')!.getAttribute('lang')).toBe('it');
    expect(container.querySelector('.mv-news-language-note')).not.toBeNull();
  });

  it('every content route asks for its own page', () => {
    expect(new Set(Object.values(CONTENT_ROUTES)).size).toBe(Object.keys(CONTENT_ROUTES).length);
  });

  it('shows a skeleton that holds the footer back while the text loads', () => {
    const { container } = renderAt('/guidelines');
    expect(container.querySelector('[data-page-loading]')).not.toBeNull();
  });
});
