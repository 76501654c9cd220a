// @vitest-environment jsdom
import { beforeAll, describe, expect, it } from 'vitest';
import { linkify } from './linkify';
import { sanitizeHtml } from './sanitize-html';
import { loadSanitizer } from './sanitizer';

// linkify links only once the page's sanitiser has loaded (sanitizer.test.ts: before that)
beforeAll(() => loadSanitizer());

const REL = 'rel="noopener noreferrer nofollow ugc"';
const ext = (href: string, text = href): string => `<a href="${href}" ${REL} target="_blank">${text}</a>`;
const mail = (address: string): string => `<a href="mailto:${address}" ${REL}>${address}</a>`;

describe('linkify', () => {
  it.each([
    ['', ''],
    ['just text', 'just text'],
    ['a < b & c > d "q" \'s\'', 'a &lt; b &amp; c &gt; d &quot;q&quot; &#39;s&#39;'],
    ['<script>alert(1)</script>', '&lt;script&gt;alert(1)&lt;/script&gt;'],
    ['<img src=x onerror=alert(1)>', '&lt;img src=x onerror=alert(1)&gt;'],
    ['line 1\nline 2\r\nline 3\rline 4', 'line 1<br>line 2<br>line 3<br>line 4'],
    ['see https://bikeable.ch/spots/1', `see ${ext('https://bikeable.ch/spots/1')}`],
    ['http://example.org', ext('http://example.org')],
    ['HTTPS://EXAMPLE.ORG/A', ext('HTTPS://EXAMPLE.ORG/A')],
    ['www.bikeable.ch/news', ext('https://www.bikeable.ch/news', 'www.bikeable.ch/news')],
    ['Go to https://x.ch/a. Then', `Go to ${ext('https://x.ch/a')}. Then`],
    ['Really? https://x.ch/a?!', `Really? ${ext('https://x.ch/a')}?!`],
    ['(see https://x.ch/a)', `(see ${ext('https://x.ch/a')})`],
    ['https://en.wikipedia.org/wiki/Bike_(disambiguation)', ext('https://en.wikipedia.org/wiki/Bike_(disambiguation)')],
    ['(https://x.ch/a_(b)), ok', `(${ext('https://x.ch/a_(b)')}), ok`],
    ['https://x.ch/?a=1&b=2', ext('https://x.ch/?a=1&amp;b=2')],
    ['https://x.ch/ä ö', `${ext('https://x.ch/ä')} ö`],
    ['two: https://a.ch https://b.ch', `two: ${ext('https://a.ch')} ${ext('https://b.ch')}`],
    ['mail info@bikeable.ch please', `mail ${mail('info@bikeable.ch')} please`],
    ['First.Last+tag@sub.example.co.uk.', `${mail('First.Last+tag@sub.example.co.uk')}.`],
    ['user@www.example.com', mail('user@www.example.com')],
    ['not an address: a@b, @home, x@y.', 'not an address: a@b, @home, x@y.'],
    // a quote ends an address: it can never break out of the href attribute
    ['https://x.ch/"onmouseover="alert(1)', `${ext('https://x.ch/')}"onmouseover="alert(1)`],
    ["https://x.ch/'><script>alert(1)</script>", `${ext('https://x.ch/')}'&gt;&lt;script&gt;alert(1)&lt;/script&gt;`],
    ['https://x.ch/<b>', `${ext('https://x.ch/')}&lt;b&gt;`],
    // only http(s) and www. become links
    ['javascript:alert(1)', 'javascript:alert(1)'],
    ['ftp://files.example.org', 'ftp://files.example.org'],
    ['data:text/html,<script>x</script>', 'data:text/html,&lt;script&gt;x&lt;/script&gt;'],
    ['xhttps://x.ch', 'xhttps://x.ch'],
    ['https://', 'https://'],
    ['https://.', 'https://.'],
    ['www.', 'www.'],
    // phone numbers stay text (see linkify.ts)
    ['Call +41 44 123 45 67', 'Call +41 44 123 45 67'],
  ])('%j → %s', (text, expected) => {
    expect(linkify(text)).toBe(expected);
  });

  it.each([[null], [undefined]])('returns an empty string for %s', (input) => {
    expect(linkify(input)).toBe('');
  });

  it('produces output the sanitiser leaves unchanged', () => {
    const html = linkify('a https://x.ch/?q="1" b@c.ch\n<i>x</i> www.y.ch');
    expect(sanitizeHtml(html)).toBe(html);
  });

  it.each([
    ['letters', 'a'.repeat(200_000)],
    ['address characters without @', 'a.b-c+d%'.repeat(25_000)],
    ['many @ without domain', 'ab@'.repeat(60_000)],
    ['domain labels without TLD', `x@${'a1.'.repeat(60_000)}`],
    ['one endless URL', `https://x.ch/${'a'.repeat(200_000)}`],
    ['brackets', `https://x.ch/${')'.repeat(50_000)}`],
    ['many links', 'https://x.ch/a b@c.ch www.d.ch\n'.repeat(2_000)],
  ])('ends on very long input (no catastrophic backtracking): %s', (_, input) => {
    // Catastrophic backtracking would take minutes: the test's timeout (not a stopwatch) catches it.
    const html = linkify(input);
    expect(html.length).toBeGreaterThan(0);
  });
});
