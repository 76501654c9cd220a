import { describe, expect, it } from 'vitest';
import { isAllowedUrl, isExternalUrl, type UrlKind } from './url-policy';

describe('isAllowedUrl', () => {
  it.each<[string, UrlKind, boolean]>([
    ['https://bikeable.ch/spots/1', 'link', true],
    ['http://example.org', 'link', true],
    ['HTTPS://EXAMPLE.ORG', 'link', true],
    ['mailto:info@bikeable.ch', 'link', true],
    ['tel:+41441234567', 'link', true],
    ['ftp://files.example.org/a.pdf', 'link', true],
    ['/spots/3', 'link', true],
    ['spots/3', 'link', true],
    ['./a', 'link', true],
    ['../a', 'link', true],
    ['#comments', 'link', true],
    ['?page=2', 'link', true],
    ['//cdn.example.org/x.png', 'image', true],
    ['', 'link', true],
    ['data:image/png;base64,iVBORw0KGgo=', 'image', true],
    ['DATA:IMAGE/JPEG;base64,/9j/4AAQ', 'image', true],
    ['data:image/png;base64,iVBORw0KGgo=', 'link', false],
    ['data:image/svg+xml;base64,PHN2Zz4=', 'image', false],
    ['data:text/html,<script>alert(1)</script>', 'image', false],
    ['data:text/html;base64,PHNjcmlwdD4=', 'link', false],
    ['javascript:alert(1)', 'link', false],
    ['JaVaScRiPt:alert(1)', 'link', false],
    ['  javascript:alert(1)', 'link', false],
    ['java\tscript:alert(1)', 'link', false],
    ['java\nscript:alert(1)', 'link', false],
    ['java\u0000script:alert(1)', 'link', false],
    ['\u00a0javascript:alert(1)', 'link', false],
    ['vbscript:msgbox(1)', 'link', false],
    ['file:///etc/passwd', 'link', false],
    ['blob:https://x/1', 'image', false],
    ['sms:+41', 'link', false],
    ['unknown-scheme:x', 'link', false],
  ])('%j as %s → %s', (url, kind, expected) => {
    expect(isAllowedUrl(url, kind)).toBe(expected);
  });
});

describe('isExternalUrl', () => {
  it.each([
    ['https://example.org', true],
    ['http://example.org/a', true],
    ['ftp://example.org/a', true],
    ['//example.org/a', true],
    ['/\\example.org/a', true],
    ['\\\\example.org', true],
    ['/spots/1', false],
    ['spots/1', false],
    ['#top', false],
    ['?q=1', false],
    ['mailto:a@b.ch', false],
    ['tel:+41', false],
    ['http://[invalid', false],
  ])('%j → %s', (url, expected) => {
    expect(isExternalUrl(url)).toBe(expected);
  });
});
