// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { linkify } from './linkify';
import { sanitizeHtml } from './sanitize-html';

// On a server there is no DOM to parse with: sanitizeHtml must fail closed, linkify still works.
describe('without a DOM', () => {
  it('sanitizeHtml escapes everything', () => {
    expect(sanitizeHtml('<b>x</b><img src=x onerror=alert(1)>')).toBe('&lt;b&gt;x&lt;/b&gt;&lt;img src=x onerror=alert(1)&gt;');
  });

  it('linkify builds safe links by itself', () => {
    expect(linkify('<i> https://x.ch\nok')).toBe(
      '&lt;i&gt; <a href="https://x.ch" rel="noopener noreferrer nofollow ugc" target="_blank">https://x.ch</a><br>ok',
    );
  });
});
