// The page-view sender (spec §7, §9): one event per page opened, none on localhost, none for a
// visitor who asks not to be tracked, none when the site has no automatic page views; the referrer
// goes with the first page only, and only when it is another site.
import { describe, expect, it } from 'vitest';
import type { PageViewEvent } from '@moveable/contract';
import { browserOptedOut, createPageViews, type PageViewSettings } from './page-views.ts';

function pageViews(overrides: Partial<PageViewSettings> = {}) {
  const sent: PageViewEvent[] = [];
  const views = createPageViews({
    hostname: 'bikeable.ch',
    automatic: true,
    optedOut: false,
    referrer: '',
    origin: 'https://bikeable.ch',
    send: (event) => sent.push(event),
    ...overrides,
  });
  return { views, sent };
}

describe('page views', () => {
  it('sends one event per route change: a new path is a page, the same path again (a new query) is not', () => {
    const { views, sent } = pageViews();
    views.view('index', '/');
    views.view('spots', '/spots');
    views.view('spots', '/spots'); // ?famed=false: the same page
    views.view('spots-id', '/fr/spots/42');
    views.view('spots', '/spots');
    expect(sent).toEqual([
      { route: 'index', path: '/' },
      { route: 'spots', path: '/spots' },
      { route: 'spots-id', path: '/fr/spots/42' },
      { route: 'spots', path: '/spots' },
    ]);
  });

  it('sends the referrer with the first page only, and not when it is the site itself', () => {
    const outside = pageViews({ referrer: 'https://duckduckgo.com/' });
    outside.views.view('index', '/');
    outside.views.view('map', '/map');
    expect(outside.sent).toEqual([
      { route: 'index', path: '/', referrer: 'https://duckduckgo.com/' },
      { route: 'map', path: '/map' },
    ]);
    const inside = pageViews({ referrer: 'https://bikeable.ch/spots?famed=false' });
    inside.views.view('map', '/map');
    expect(inside.sent).toEqual([{ route: 'map', path: '/map' }]);
  });

  it.each(['localhost', '127.0.0.1', '[::1]'])('sends nothing on %s (spec §9)', (hostname) => {
    const { views, sent } = pageViews({ hostname });
    views.view('index', '/');
    views.view('spots', '/spots');
    expect(sent).toEqual([]);
  });

  it('sends nothing when the visitor asks not to be tracked, or the site has no automatic page views', () => {
    for (const settings of [{ optedOut: true }, { automatic: false }]) {
      const { views, sent } = pageViews(settings);
      views.view('index', '/');
      expect(sent, JSON.stringify(settings)).toEqual([]);
    }
  });

  it('sends nothing for the 404 screen (no route), and counts the page after it', () => {
    const { views, sent } = pageViews();
    views.view(null, '/nowhere');
    views.view('spots', '/spots');
    expect(sent).toEqual([{ route: 'spots', path: '/spots' }]);
  });

  it("reads Do Not Track and Global Privacy Control from the browser's navigator", () => {
    const nav = (fields: Record<string, unknown>) => fields as unknown as Navigator;
    expect(browserOptedOut(nav({ doNotTrack: '1' }))).toBe(true);
    expect(browserOptedOut(nav({ globalPrivacyControl: true }))).toBe(true);
    expect(browserOptedOut(nav({ doNotTrack: '0', globalPrivacyControl: false }))).toBe(false);
    expect(browserOptedOut(nav({ doNotTrack: null }))).toBe(false);
  });
});
