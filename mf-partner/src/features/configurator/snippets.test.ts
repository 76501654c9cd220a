// The snippets a partner copies: each kind's shape, the attributes of the choices (only what
// differs from the elements' defaults), and every value escaped where it lands, so a value typed
// by hand cannot end an attribute or open a tag.
import { describe, expect, it } from 'vitest';
import { elementSnippet, escapeAttribute, iframeSnippet, iframeUrl, standaloneSnippet } from './snippets.ts';
import { elementAttributes, isCssLength, type WidgetConfig } from './widget-config.ts';

const ORIGIN = 'https://bikeable.example';
const base: WidgetConfig = {
  scope: 'organisation',
  organisation: 'zuerich',
  regionId: 4,
  categoryIds: [],
  famed: 'all',
  fixed: 'all',
  view: 'list',
  lang: 'de',
  platform: 'bikeable',
  country: 'ch',
  theme: 'light',
  accent: null,
  width: '100%',
  height: '480px',
};

/** The attributes of each tag of a snippet, as a browser parses them. */
function parsed(html: string): { tag: string; attributes: Record<string, string> }[] {
  const template = document.createElement('template');
  template.innerHTML = html;
  return [...template.content.children].map((element) => ({
    tag: element.localName,
    attributes: Object.fromEntries([...element.attributes].map((a) => [a.name, a.value])),
  }));
}

describe('escapeAttribute', () => {
  it('escapes what could end a double-quoted attribute or start markup', () => {
    expect(escapeAttribute(`a"b<c>d&e'f`)).toBe("a&quot;b&lt;c&gt;d&amp;e'f");
  });
});

describe('element snippet (a)', () => {
  it('is the loader from our origin, then the element with the chosen attributes', () => {
    const config: WidgetConfig = { ...base, categoryIds: [12, 3], famed: 'shame', fixed: 'false', theme: 'dark', accent: '#ff0000', lang: 'fr' };
    const [script, element, ...rest] = parsed(elementSnippet(config, ORIGIN));
    expect(rest).toEqual([]);
    expect(script).toEqual({ tag: 'script', attributes: { src: `${ORIGIN}/embed.js`, async: '' } });
    expect(element).toEqual({
      tag: 'moveable-spots',
      attributes: {
        organisation: 'zuerich',
        categories: '3,12',
        famed: 'shame',
        fixed: 'false',
        lang: 'fr',
        platform: 'bikeable',
        country: 'ch',
        theme: 'dark',
        accent: '#ff0000',
        style: 'display:block;width:100%',
      },
    });
  });

  it('writes no attribute for a default (both, fixed or not, light, no accent)', () => {
    expect(elementAttributes(base, 'moveable-spots').map(([name]) => name)).toEqual(['organisation', 'lang', 'platform', 'country']);
  });

  it('a region instead of an organisation; map and list: the map with its height first', () => {
    const tags = parsed(elementSnippet({ ...base, scope: 'region', view: 'both', height: '30rem' }, ORIGIN));
    expect(tags.map((t) => t.tag)).toEqual(['script', 'moveable-map', 'moveable-spots']);
    expect(tags[1]!.attributes.region).toBe('4');
    expect(tags[1]!.attributes.organisation).toBeUndefined();
    expect(tags[1]!.attributes.height).toBe('30rem');
    expect(tags[2]!.attributes.height).toBeUndefined();
  });

  it('keeps a hostile value inside its attribute', () => {
    const hostile = `x" onmouseover="alert(1)"><script>alert(2)</script>`;
    const html = elementSnippet({ ...base, organisation: hostile, accent: `red"><img src=x onerror=alert(3)>` }, ORIGIN);
    const tags = parsed(html);
    expect(tags.map((t) => t.tag)).toEqual(['script', 'moveable-spots']);
    expect(tags[1]!.attributes.organisation).toBe(hostile);
    expect(tags[1]!.attributes.onmouseover).toBeUndefined();
    expect(tags[1]!.attributes.accent).toBe(`red"><img src=x onerror=alert(3)>`);
  });
});

describe('standalone snippet (b)', () => {
  it('one script per element from /standalone/, and the elements with our API', () => {
    const tags = parsed(standaloneSnippet({ ...base, view: 'both' }, ORIGIN));
    expect(tags.map((t) => [t.tag, t.attributes.src])).toEqual([
      ['script', `${ORIGIN}/standalone/moveable-map.js`],
      ['script', `${ORIGIN}/standalone/moveable-spots.js`],
      ['moveable-map', undefined],
      ['moveable-spots', undefined],
    ]);
    expect(tags[3]!.attributes['api-base']).toBe(ORIGIN);
    expect(tags[3]!.attributes.organisation).toBe('zuerich');
  });
});

describe('iframe snippet (c)', () => {
  it('frames the organisation’s embed page in the chosen language and platform, then loads the resizer', () => {
    const tags = parsed(iframeSnippet({ ...base, lang: 'it', platform: 'walkable' }, ORIGIN, 'Spot di Zürich')!);
    expect(tags.map((t) => t.tag)).toEqual(['iframe', 'script']);
    expect(tags[0]!.attributes.src).toBe(`${ORIGIN}/it/embed/spots/zuerich?platform=walkable&country=ch`);
    expect(tags[0]!.attributes.title).toBe('Spot di Zürich');
    expect(tags[0]!.attributes.style).toBe('display:block;width:100%;height:480px;border:0');
    expect(tags[1]!.attributes.src).toBe(`${ORIGIN}/embed-resize.js`);
  });

  it('German is the unprefixed path; a slug is one path segment', () => {
    expect(iframeUrl(base, ORIGIN)).toBe(`${ORIGIN}/embed/spots/zuerich?platform=bikeable&country=ch`);
    expect(iframeUrl({ ...base, organisation: '../x?y' }, ORIGIN)).toBe(`${ORIGIN}/embed/spots/..%2Fx%3Fy?platform=bikeable&country=ch`);
  });

  it('on a host bound to a locale (spec §2), its locale is unprefixed and a language with a host of its own is there', () => {
    const routing = { defaultLocale: 'fr' as const, domains: { de: 'https://bikeable.ch' }, bound: true };
    expect(iframeUrl({ ...base, lang: 'fr' }, 'https://fr.bikeable.ch', routing)).toBe(
      'https://fr.bikeable.ch/embed/spots/zuerich?platform=bikeable&country=ch',
    );
    expect(iframeUrl({ ...base, lang: 'de' }, 'https://fr.bikeable.ch', routing)).toBe(
      'https://bikeable.ch/embed/spots/zuerich?platform=bikeable&country=ch',
    );
    expect(iframeUrl({ ...base, lang: 'it' }, 'https://fr.bikeable.ch', routing)).toBe(
      'https://fr.bikeable.ch/it/embed/spots/zuerich?platform=bikeable&country=ch',
    );
  });

  it('escapes the title and needs an organisation', () => {
    const tags = parsed(iframeSnippet(base, ORIGIN, `Spots "of" <Zürich>`)!);
    expect(tags[0]!.attributes.title).toBe(`Spots "of" <Zürich>`);
    expect(iframeSnippet({ ...base, scope: 'region' }, ORIGIN, 'x')).toBeNull();
    expect(iframeSnippet({ ...base, organisation: '' }, ORIGIN, 'x')).toBeNull();
  });
});

describe('isCssLength', () => {
  it.each(['100%', '600px', '30rem', '12.5em', '80vh'])('takes %s', (value) => expect(isCssLength(value)).toBe(true));
  it.each(['', '100', 'calc(100% - 1px)', '10px;color:red', '-5px', 'auto'])('refuses %j', (value) => expect(isCssLength(value)).toBe(false));
});
