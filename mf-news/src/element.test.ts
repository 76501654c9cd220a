// <moveable-news> as a partner page uses it: attributes in, shadow DOM out, links to our site; an
// organisation's news, the empty and the error state, the lang attribute.
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { waitFor } from '@testing-library/react';
import { config } from '@moveable/shared';
import { resetBrowser, testApi } from '../test/render-route.tsx';
import { DEFAULT_ELEMENT_LIMIT, elementLimit } from './features/embed/embedded-news.tsx';

beforeAll(async () => {
  await import('./element.ts');
});
afterEach(() => {
  document.body.innerHTML = '';
  resetBrowser();
});

function mount(html: string): HTMLElement {
  document.body.innerHTML = html;
  return document.body.firstElementChild as HTMLElement;
}

const cards = (el: HTMLElement) => [...(el.shadowRoot?.querySelectorAll('article') ?? [])];
const TIMEOUT = { timeout: 10_000 };

describe('<moveable-news>', () => {
  it('lists the newest news with cover, date, title and lead, linking to our site; its CSS stays inside', async () => {
    const { items } = await testApi().get('/news', { query: { limit: 2 } });
    const el = mount('<moveable-news limit="2"></moveable-news>');
    await waitFor(() => expect(cards(el)).toHaveLength(2), TIMEOUT);
    const root = el.shadowRoot!;
    expect(root.querySelector('h2')?.textContent).toBe('News');
    const [card] = cards(el);
    expect(card!.querySelector('h3')?.textContent).toBe(items[0]!.title);
    expect(card!.textContent).toContain(items[0]!.lead);
    expect(card!.querySelector('time')?.getAttribute('dateTime')).toBe(items[0]!.publishedAt);
    expect(card!.querySelector('.ms-card__cover')).not.toBeNull();
    expect(card!.querySelector('a')!.getAttribute('href')).toBe(`${config.siteUrl}/news/${items[0]!.slug}`);
    expect(root.querySelector('.mv-news-latest__more a')!.getAttribute('href')).toBe(`${config.siteUrl}/news`);
    expect(root.querySelector('style')).not.toBeNull();
    expect(document.head.querySelector('style')).toBeNull();
    expect(location.pathname).toBe('/');
  });

  it("shows an organisation's news under its name, in the lang attribute's language", async () => {
    const { items } = await testApi().get('/news', { query: { organisation: 'zuerich', limit: 50 } });
    expect(items.length).toBeGreaterThan(0);
    const el = mount('<moveable-news organisation="zuerich" lang="fr"></moveable-news>');
    await waitFor(() => expect(cards(el)).toHaveLength(Math.min(items.length, DEFAULT_ELEMENT_LIMIT)), TIMEOUT);
    const root = el.shadowRoot!;
    expect(root.querySelector('h2')?.textContent).toBe(`Actualités de ${items[0]!.organisation!.name}`);
    expect(root.querySelector('.mv-news-latest__more a')?.textContent).toBe('Toutes les actualités');
    expect(root.querySelector('.mv-news-latest__more a')!.getAttribute('href')).toBe(`${config.siteUrl}/fr/news?organisation=zuerich`);
    expect(cards(el)[0]!.querySelector('a')!.getAttribute('href')).toMatch(new RegExp(`^${config.siteUrl}/fr/news/[a-z0-9-]+$`));
  });

  it('says so when an organisation has no news', async () => {
    const el = mount('<moveable-news organisation="nowhere" lang="en"></moveable-news>');
    await waitFor(() => expect(el.shadowRoot?.textContent).toContain('There is no news from “nowhere” here.'), TIMEOUT);
    expect(cards(el)).toHaveLength(0);
    expect(el.shadowRoot!.querySelector('.mv-news-latest__more')).toBeNull();
  });

  it('shows the error state with "try again" when the API refuses (a slug that is not one)', async () => {
    const el = mount('<moveable-news organisation="Stadt Zürich"></moveable-news>');
    await waitFor(() => expect(el.shadowRoot?.textContent).toContain('Die News konnten nicht geladen werden.'), TIMEOUT);
    expect(el.shadowRoot!.querySelector('button')).not.toBeNull();
    expect(cards(el)).toHaveLength(0);
  });

  it('takes the spot filters of every element without acting on them, and honours theme and accent', async () => {
    const { items } = await testApi().get('/news', { query: { limit: 2 } });
    const el = mount(
      '<moveable-news limit="2" region="3" categories="1,2" famed="shame" fixed="true" theme="dark" accent="#ffc629"></moveable-news>',
    );
    await waitFor(() => expect(cards(el)).toHaveLength(2), TIMEOUT);
    expect(cards(el)[0]!.querySelector('h3')?.textContent).toBe(items[0]!.title);
    const wrapper = el.shadowRoot!.querySelector<HTMLElement>('.moveable-element')!;
    expect(wrapper.classList).toContain('mv-theme-dark');
    expect(wrapper.style.getPropertyValue('--ms-color-accent')).toBe('#ffc629');
    expect(wrapper.classList).toContain('mv-accent');
  });

  it('shows the light theme without an accent when theme and accent make no sense', async () => {
    const el = mount('<moveable-news limit="1" theme="neon" accent="red;background:url(x)"></moveable-news>');
    await waitFor(() => expect(cards(el)).toHaveLength(1), TIMEOUT);
    const wrapper = el.shadowRoot!.querySelector<HTMLElement>('.moveable-element')!;
    expect(wrapper.classList).toContain('mv-theme-light');
    expect(wrapper.getAttribute('style')).toBeNull();
  });
});

describe('elementLimit', () => {
  it.each([
    [undefined, DEFAULT_ELEMENT_LIMIT],
    [Number.NaN, DEFAULT_ELEMENT_LIMIT],
    [0, 1],
    [3, 3],
    [2.6, 3],
    [500, 50],
  ])('%s → %s', (limit, expected) => expect(elementLimit(limit)).toBe(expected));
});
