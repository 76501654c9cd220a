// Spec §8: external addresses only when marked external; dangerous schemes never, in whatever
// spelling a browser would still run them.
import { describe, expect, it } from 'vitest';
import { checkNavigation } from './navigation-target.ts';

const SITE = 'https://bikeable.ch';
const check = (to: string, external = false) => checkNavigation(to, { external, base: `${SITE}/spots?famed=true`, siteOrigin: SITE });
/** Where a followed address leads: 'site' or 'away' (the check's URL), else the refusal. */
const outcome = (to: string, external = false) => {
  const result = check(to, external);
  return typeof result === 'string' ? result : result.origin === SITE ? 'site' : 'away';
};

describe('checkNavigation: dangerous schemes are refused, marked external or not', () => {
  it.each([
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    '  javascript:alert(1)',
    '\u0000\u0001javascript:alert(1)',
    'java\tscript:alert(1)',
    'java\nscr\ript:alert(1)',
    'javascript\t:alert(1)',
    '\u001fjavascript:alert(document.cookie)//',
    'javascript://%0aalert(1)',
    'vbscript:msgbox(1)',
    'VBScript:msgbox(1)',
    'data:text/html,<script>alert(1)</script>',
    'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
    ' DATA:image/svg+xml,<svg onload=alert(1)>',
    'data:image/png;base64,iVBORw0KGgo=',
    'file:///etc/passwd',
    'blob:https://bikeable.ch/2b0c-4d',
    'ftp://files.example.org/x',
    'chrome://settings',
    'intent://scan/#Intent;scheme=zxing;end',
  ])('%j', (to) => {
    for (const external of [false, true]) expect(outcome(to, external), `external: ${external}`).toBe('protocol');
  });

  it.each([
    // No scheme to a browser either: relative paths of the site, which only show a 404.
    'javascript%3Aalert(1)',
    '&#106;avascript:alert(1)',
    '\uff4aavascript:alert(1)', // a full-width j
  ])('%j is a harmless path of the site', (to) => {
    expect(outcome(to)).toBe('site');
  });
});

describe('checkNavigation: the site and the rest of the web', () => {
  it.each(['/spots', '/fr/spots/3?tab=comments#c-2', 'map', '?page=2', '#main', `${SITE}/news`, ' /spots ', 'https:news'])(
    '%j stays on the site',
    (to) => {
      expect(outcome(to)).toBe('site');
      expect(outcome(to, true)).toBe('site');
    },
  );

  it.each([
    'https://evil.example/login',
    '//evil.example/login',
    '/\\evil.example/login',
    '\\\\evil.example',
    '/\t/evil.example',
    'http:evil.example', // another scheme than the page's: an absolute address
    'http://bikeable.ch/spots', // another scheme is another origin
    'https://bikeable.ch:8443/spots',
    'https://bikeable.ch.evil.example/',
    'https://user@evil.example',
    'mailto:velo@bikeable.ch',
    'tel:+41441234567',
  ])('%j leaves the site: refused unless marked external', (to) => {
    expect(outcome(to)).toBe('external');
    expect(outcome(to, true)).toBe('away');
  });

  it('an address that does not parse is refused', () => {
    expect(outcome('http://[::1')).toBe('invalid');
    expect(outcome('https://', true)).toBe('invalid');
  });
});
