// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { ALLOWED_ATTRIBUTES, ALLOWED_TAGS, sanitizeArticleHtml, sanitizeHtml } from './sanitize-html';
import { isAllowedUrl } from './url-policy';

/** Parses sanitised output again and checks what a browser would get from it. */
function expectSafe(html: string): void {
  const template = document.createElement('template');
  template.innerHTML = html;
  for (const element of template.content.querySelectorAll('*')) {
    expect(ALLOWED_TAGS as readonly string[]).toContain(element.localName);
    for (const attribute of element.attributes) {
      expect(ALLOWED_ATTRIBUTES as readonly string[]).toContain(attribute.name);
      if (attribute.name === 'href') expect(isAllowedUrl(attribute.value, 'link')).toBe(true);
      if (attribute.name === 'src') expect(isAllowedUrl(attribute.value, 'image')).toBe(true);
    }
  }
  // sanitising is stable: a second pass changes nothing (mutation-XSS canary)
  expect(sanitizeHtml(html)).toBe(html);
}

describe('sanitizeHtml keeps allowed markup', () => {
  it.each([
    [
      '<p>Hello <b>bold</b> <strong>s</strong> <i>i</i> <em>e</em> <u>u</u></p>',
      '<p>Hello <b>bold</b> <strong>s</strong> <i>i</i> <em>e</em> <u>u</u></p>',
    ],
    ['<ul><li>a</li></ul><ol><li>b</li></ol>', '<ul><li>a</li></ul><ol><li>b</li></ol>'],
    ['<blockquote>q</blockquote><pre><code>x &lt; y</code></pre>', '<blockquote>q</blockquote><pre><code>x &lt; y</code></pre>'],
    ['line<br>break', 'line<br>break'],
    ['<span title="t">s</span>', '<span title="t">s</span>'],
    ['<img src="https://x.ch/a.png" alt="A" width="100" height="50">', '<img src="https://x.ch/a.png" alt="A" width="100" height="50">'],
    ['<img src="data:image/png;base64,iVBORw0KGgo=" alt="">', '<img src="data:image/png;base64,iVBORw0KGgo=" alt="">'],
    ['<a href="/spots/3">spot</a>', '<a href="/spots/3" rel="noopener noreferrer nofollow ugc">spot</a>'],
    ['<a href="#c">c</a>', '<a href="#c" rel="noopener noreferrer nofollow ugc">c</a>'],
    ['<a href="https://x.ch" title="X">x</a>', '<a href="https://x.ch" title="X" rel="noopener noreferrer nofollow ugc" target="_blank">x</a>'],
    ['<a href="mailto:a@b.ch">m</a>', '<a href="mailto:a@b.ch" rel="noopener noreferrer nofollow ugc">m</a>'],
    ['<a href="tel:+41441234567">t</a>', '<a href="tel:+41441234567" rel="noopener noreferrer nofollow ugc">t</a>'],
    ['<a href="ftp://f.ch/a">f</a>', '<a href="ftp://f.ch/a" rel="noopener noreferrer nofollow ugc" target="_blank">f</a>'],
    // input target/rel are replaced, never trusted
    ['<a href="/x" target="_top" rel="opener">x</a>', '<a href="/x" rel="noopener noreferrer nofollow ugc">x</a>'],
    ['<a href="https://x.ch" target="_self">x</a>', '<a href="https://x.ch" rel="noopener noreferrer nofollow ugc" target="_blank">x</a>'],
    // text without markup passes untouched; a lone & is literal text in HTML
    ['plain text & more', 'plain text & more'],
    ['a &lt;b&gt; c', 'a &lt;b&gt; c'],
    ['', ''],
  ])('%s', (input, expected) => {
    expect(sanitizeHtml(input)).toBe(expected);
    expectSafe(sanitizeHtml(input));
  });

  it.each([[null], [undefined]])('returns an empty string for %s', (input) => {
    expect(sanitizeHtml(input)).toBe('');
  });
});

describe('sanitizeHtml removes hostile input', () => {
  it.each([
    ['script tag', '<p>a</p><script>alert(1)</script>', '<p>a</p>'],
    ['script with attributes', '<script src="https://evil.example/x.js"></script>ok', 'ok'],
    ['img onerror', '<img src=x onerror=alert(1)>', '<img src="x">'],
    ['event handler on allowed tag', '<p onclick="alert(1)" onmouseover="x()">p</p>', '<p>p</p>'],
    ['javascript href', '<a href="javascript:alert(1)">x</a>', '<a>x</a>'],
    ['mixed case javascript', '<a href="JaVaScRiPt:alert(1)">x</a>', '<a>x</a>'],
    ['entity-encoded javascript', '<a href="&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;alert(1)">x</a>', '<a>x</a>'],
    ['hex entities', '<a href="&#x6A;avascript&colon;alert(1)">x</a>', '<a>x</a>'],
    ['tab inside scheme', '<a href="java\tscript:alert(1)">x</a>', '<a>x</a>'],
    ['newline inside scheme', '<a href="java\nscript:alert(1)">x</a>', '<a>x</a>'],
    ['encoded newline inside scheme', '<a href="jav&#x0A;ascript:alert(1)">x</a>', '<a>x</a>'],
    ['leading spaces', '<a href="   javascript:alert(1)">x</a>', '<a>x</a>'],
    ['vbscript', '<a href="vbscript:msgbox(1)">x</a>', '<a>x</a>'],
    ['data html link', '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">x</a>', '<a>x</a>'],
    ['data image as link', '<a href="data:image/png;base64,iVBORw0KGgo=">x</a>', '<a>x</a>'],
    ['data html image', '<img src="data:text/html,<script>alert(1)</script>">', '<img>'],
    ['svg data image', '<img src="data:image/svg+xml;base64,PHN2Zz4=">', '<img>'],
    ['javascript image', '<img src="javascript:alert(1)">', '<img>'],
    ['svg script', '<svg><script>alert(1)</script></svg>ok', 'ok'],
    ['svg onload', '<svg onload=alert(1)><circle r="1"/></svg>', ''],
    ['math', '<math><mi xlink:href="javascript:alert(1)">x</mi></math>', ''],
    ['iframe', '<iframe src="https://evil.example"></iframe>ok', 'ok'],
    ['object/embed', '<object data="x.swf"></object><embed src="x.swf">ok', 'ok'],
    ['form', '<form action="https://evil.example"><input name="a"><button>go</button></form>', 'go'],
    ['style attribute expression', '<p style="width: expression(alert(1)); background:url(javascript:alert(1))">s</p>', '<p>s</p>'],
    ['style element', '<style>body{background:url("javascript:alert(1)")}</style>ok', 'ok'],
    ['link/meta', '<link rel="stylesheet" href="x.css"><meta http-equiv="refresh" content="0;url=javascript:alert(1)">ok', 'ok'],
    ['base', '<base href="https://evil.example/">ok', 'ok'],
    ['class/id/data/aria', '<p class="c" id="i" data-x="1" aria-label="l" name="n">p</p>', '<p>p</p>'],
    ['src on a link', '<a src="https://x.ch">x</a>', '<a>x</a>'],
    ['href on a span', '<span href="https://x.ch">x</span>', '<span>x</span>'],
    ['bad dimensions', '<img src="a.png" width="100%;x" height="1e9">', '<img src="a.png">'],
    ['dimensions on text', '<p width="10">p</p>', '<p>p</p>'],
    ['template', '<template><img src=x onerror=alert(1)></template>ok', 'ok'],
    ['noscript mXSS', '<noscript><p title="</noscript><img src=x onerror=alert(1)>">', '<p></p>'],
    [
      'url with quotes',
      `<a href='https://x.ch/"onmouseover="alert(1)'>x</a>`,
      '<a href="https://x.ch/&quot;onmouseover=&quot;alert(1)" rel="noopener noreferrer nofollow ugc" target="_blank">x</a>',
    ],
    [
      'protocol-relative is external',
      '<a href="//evil.example">x</a>',
      '<a href="//evil.example" rel="noopener noreferrer nofollow ugc" target="_blank">x</a>',
    ],
  ])('%s', (_, input, expected) => {
    const output = sanitizeHtml(input);
    expect(output).toBe(expected);
    expectSafe(output);
  });

  it.each([
    ['svg/style mXSS', '<svg></p><style><a id="</style><img src=1 onerror=alert(1)>">'],
    ['math/mglyph mXSS', '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>'],
    ['form/math mXSS', '<form><math><mtext></form><form><mglyph><style></math><img src onerror=alert(1)>'],
    ['comment breakout', '<!--><img src=x onerror=alert(1)>-->'],
    ['unclosed attribute', '<a href="https://x.ch title="><img src=x onerror=alert(1)>">x</a>'],
    ['nested broken tags', '<<script>script>alert(1)<</script>/script>'],
    ['xmp', '<xmp><p title="</xmp><img src=x onerror=alert(1)>"></xmp>'],
    ['textarea', '<textarea><img src=x onerror=alert(1)></textarea>'],
    ['select/style', '<select><style></select><img src=x onerror=alert(1)></style></select>'],
  ])('%s leaves no handler and stays stable', (_, input) => {
    const output = sanitizeHtml(input);
    // an element with a handler or a script/style element; escaped text mentioning them is fine
    expect(output).not.toMatch(/<[a-z][^>]*\son[a-z]+\s*=|<script|<style/i);
    expectSafe(output);
  });

  // No stopwatch here (the machine is shared): the test's own timeout catches a runaway.
  it('handles very long input completely', { timeout: 60_000 }, () => {
    const chunk = '<p>text <b>bold</b> <img src=x onerror=alert(1)> <a href="javascript:x">l</a></p>';
    const input = chunk.repeat(2000);
    const output = sanitizeHtml(input);
    expect(output).not.toMatch(/onerror|javascript/i);
    expect(output.match(/<b>bold<\/b>/g)).toHaveLength(2000);
  });
});

describe('isolation', () => {
  it('leaves the global DOMPurify instance without our hooks', async () => {
    sanitizeHtml('<a href="https://x.ch">x</a>');
    const { default: DOMPurify } = await import('dompurify');
    expect(DOMPurify.sanitize('<a href="https://x.ch">x</a>')).toBe('<a href="https://x.ch">x</a>');
  });
});

describe('sanitizeArticleHtml: articles keep headings, rules and tables, and nothing unsafe', () => {
  it('keeps h2–h4, hr, del, tables with alignment and a list start', () => {
    const html =
      '<h2>A</h2><h3>B</h3><h4>C</h4><hr><p><del>old</del></p><ol start="3"><li>x</li></ol>' +
      '<table><thead><tr><th align="left">k</th></tr></thead><tbody><tr><td align="right">v</td></tr></tbody></table>';
    expect(sanitizeArticleHtml(html)).toBe(html);
  });

  it('drops scripts, handlers, bad alignment, an h1 and javascript: links', () => {
    const out = sanitizeArticleHtml(
      '<h1>T</h1><h2 onclick="x()">H</h2><script>alert(1)</script><td align="javascript:x">v</td><a href="javascript:alert(1)">l</a>',
    );
    expect(out).toBe('T<h2>H</h2>v<a>l</a>');
  });

  it('comments stay without headings: the user allow-list is unchanged', () => {
    expect(sanitizeHtml('<h2>H</h2><table><tr><td>v</td></tr></table>')).toBe('Hv');
  });
});
