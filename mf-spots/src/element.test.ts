// <moveable-spots> as a partner page uses it: attributes in, shadow DOM out, links to our site.
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { waitFor } from '@testing-library/react';
import { config } from '@moveable/shared';
import { resetBrowser, testApi } from '../test/render-route.tsx';

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

describe('<moveable-spots>', () => {
  it('lists shame spots of an organisation with its name as heading and links to our site', async () => {
    const el = mount('<moveable-spots organisation="zuerich" famed="shame" limit="5"></moveable-spots>');
    await waitFor(() => expect(cards(el)).toHaveLength(5), TIMEOUT);
    const root = el.shadowRoot!;
    expect(root.querySelector('h2')?.textContent).toBe('Stadt Zürich');
    for (const card of cards(el)) expect(card.textContent).toContain('Shame');
    const href = cards(el)[0]!.querySelector('a')!.getAttribute('href')!;
    expect(href.startsWith(`${config.siteUrl}/spots/`)).toBe(true);
    // its CSS lives inside the shadow root (vitest leaves ?inline CSS empty), the page stays untouched
    expect(root.querySelector('style')).not.toBeNull();
    expect(document.head.querySelector('style')).toBeNull();
    expect(location.search).toBe('');
    expect(localStorage.length).toBe(0);
    expect(root.querySelector('form')).toBeNull(); // no filter bar unless asked for
  });

  it('shows the filter bar when asked, and speaks the lang attribute', async () => {
    const el = mount('<moveable-spots filter-bar lang="fr" limit="3"></moveable-spots>');
    await waitFor(() => expect(cards(el)).toHaveLength(3), TIMEOUT);
    const root = el.shadowRoot!;
    expect(root.querySelector('form h2')?.textContent).toBe('Filtrer les spots');
    expect(root.querySelector('.mv-spot-results__status')?.textContent).toBe('3 spots affichés');
    // links carry the locale prefix of the element's language
    expect(cards(el)[0]!.querySelector('a')!.getAttribute('href')).toMatch(new RegExp(`^${config.siteUrl}/fr/spots/\\d+$`));
  });

  it('shows the spots its common attributes select, as the list API does for the same filters', async () => {
    const { items: categories } = await testApi().get('/categories');
    const [first, second] = categories.map((category) => category.id);
    const { items } = await testApi().get('/spots', { query: { categoryIds: [first!, second!], fixed: false, famed: true, limit: 4 } });
    expect(items.length).toBeGreaterThan(0);
    // a region that is not one is left out (with a warning), not a reason to show nothing
    const el = mount(`<moveable-spots categories="${second},${first}" fixed="false" famed="fame" limit="4" region="nope"></moveable-spots>`);
    await waitFor(() => expect(cards(el)).toHaveLength(items.length), TIMEOUT);
    expect(cards(el).map((card) => card.querySelector('h3')?.textContent)).toEqual(items.map((spot) => spot.title));
  });

  it('says so for an unknown organisation', async () => {
    const el = mount('<moveable-spots organisation="nowhere"></moveable-spots>');
    await waitFor(() => expect(el.shadowRoot?.textContent).toContain('Die Organisation «nowhere» gibt es hier nicht.'), TIMEOUT);
  });
});

describe('<moveable-spots filter-bar>', () => {
  it('follows the bare attribute as it comes and goes', async () => {
    const el = mount('<moveable-spots limit="2"></moveable-spots>');
    await waitFor(() => expect(cards(el)).toHaveLength(2), TIMEOUT);
    expect(el.shadowRoot!.querySelector('form')).toBeNull();
    el.setAttribute('filter-bar', '');
    await waitFor(() => expect(el.shadowRoot!.querySelector('form')).not.toBeNull());
    el.removeAttribute('filter-bar');
    await waitFor(() => expect(el.shadowRoot!.querySelector('form')).toBeNull());
  });
});
