import { afterEach, describe, expect, it } from 'vitest';
import { config, configure } from '../runtime/config.ts';
import { photoSrcset, photoUrl } from './photo-url.ts';

const site = config.siteUrl;
afterEach(() => configure({ siteUrl: site }));

describe('photo URLs', () => {
  it('resolve against our site, so they load inside an embed on a partner page', () => {
    configure({ siteUrl: 'https://bikeable.ch' });
    expect(photoUrl({ url: '/api/photos/7' })).toBe('https://bikeable.ch/api/photos/7');
    expect(photoUrl({ url: 'https://cdn.example/p.webp' })).toBe('https://cdn.example/p.webp');
  });

  it('srcset: every candidate resolved, widths kept; none for single-file photos', () => {
    configure({ siteUrl: 'https://bikeable.ch' });
    expect(photoSrcset({ srcset: '/api/photos/7?size=small 480w, /api/photos/7?size=medium 960w, /api/photos/7?size=large 1600w' })).toBe(
      'https://bikeable.ch/api/photos/7?size=small 480w, https://bikeable.ch/api/photos/7?size=medium 960w, https://bikeable.ch/api/photos/7?size=large 1600w',
    );
    expect(photoSrcset({ srcset: null })).toBeUndefined();
  });
});
