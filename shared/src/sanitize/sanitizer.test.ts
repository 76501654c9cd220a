// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from 'vitest';

// A fresh module graph per test: the sanitiser is page-wide state, loaded once.
beforeEach(() => {
  vi.resetModules();
});

const load = async () => ({ ...(await import('./sanitizer')), ...(await import('./linkify')) });

describe('the lazily loaded sanitiser', () => {
  it('escapes HTML until DOMPurify has loaded, then sanitises it', async () => {
    const { sanitizeHtml, loadSanitizer, isSanitizerLoaded } = await load();
    expect(isSanitizerLoaded()).toBe(false);
    expect(sanitizeHtml('<b>x</b><img src=x onerror=alert(1)>')).toBe('&lt;b&gt;x&lt;/b&gt;&lt;img src=x onerror=alert(1)&gt;');
    await loadSanitizer();
    expect(isSanitizerLoaded()).toBe(true);
    expect(sanitizeHtml('<b>x</b><img src=x onerror=alert(1)>')).toBe('<b>x</b><img src="x">');
  });

  it('linkify gives the escaped text without links before, the same text with links after', async () => {
    const { linkify, loadSanitizer } = await load();
    const text = '<i> see https://x.ch\nok';
    const before = linkify(text);
    expect(before).toBe('&lt;i&gt; see https://x.ch<br>ok');
    await loadSanitizer();
    const after = linkify(text);
    expect(after).toBe('&lt;i&gt; see <a href="https://x.ch" rel="noopener noreferrer nofollow ugc" target="_blank">https://x.ch</a><br>ok');
    // the same words: showing the links later moves nothing
    const words = (html: string) =>
      html
        .replace(/<[^>]+>/g, ' ')
        .replace(/\s+/g, ' ')
        .trim();
    expect(words(after)).toBe(words(before));
  });

  it('loads DOMPurify once however many texts ask at once', async () => {
    const { loadSanitizer } = await load();
    const first = loadSanitizer();
    expect(loadSanitizer()).toBe(first);
    await first;
  });
});
