// Which store a device belongs to, and the platform's entry there.
import { describe, expect, it } from 'vitest';
import { parseAppLinks, storeKindOf, storeLinkFor } from './store-link.ts';

const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1';
const IPAD = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Safari/605.1.15';
const ANDROID = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36';
const DESKTOP = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36';
const links = { bikeable: { ios: 'https://apps.apple.com/app/id1', android: 'https://play.google.com/store/apps/details?id=ch.bikeable' } };

describe('storeKindOf', () => {
  it('knows iPhones, iPads that call themselves a Mac (a touch screen gives them away) and Android', () => {
    expect(storeKindOf(IPHONE)).toBe('ios');
    expect(storeKindOf(IPAD, 5)).toBe('ios');
    expect(storeKindOf(IPAD, 0)).toBeNull(); // a real Mac
    expect(storeKindOf(ANDROID)).toBe('android');
    expect(storeKindOf(DESKTOP)).toBeNull();
  });
});

describe('storeLinkFor', () => {
  it("gives the platform's entry for the device, or null", () => {
    expect(storeLinkFor(links, 'bikeable', ANDROID)).toBe(links.bikeable.android);
    expect(storeLinkFor(links, 'bikeable', IPHONE)).toBe(links.bikeable.ios);
    expect(storeLinkFor(links, 'bikeable', DESKTOP)).toBeNull();
    expect(storeLinkFor(links, 'walkable', IPHONE)).toBeNull();
  });

  it('never follows an entry that is not https', () => {
    expect(storeLinkFor({ bikeable: { android: 'javascript:alert(1)' } }, 'bikeable', ANDROID)).toBeNull();
  });
});

describe('parseAppLinks', () => {
  it('reads the JSON of the page, and nothing from what is missing or broken', () => {
    expect(parseAppLinks(JSON.stringify(links))).toEqual(links);
    expect(parseAppLinks(null)).toEqual({});
    expect(parseAppLinks('{oops')).toEqual({});
    expect(parseAppLinks('"text"')).toEqual({});
  });
});
