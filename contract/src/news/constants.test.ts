import { describe, expect, it } from 'vitest';
import type { Locale } from '../rules/locale';
import { newsFeedPath, newsLocale } from './constants';
import { newsInputSchema, newsPatchSchema } from './schemas';

describe('newsLocale: the language an article is shown in', () => {
  it.each<[string, readonly Locale[], string | null, Locale, Locale | undefined, Locale | null]>([
    // The content locale of the site's country (spec §4) when the article has it.
    ['ch follows the visitor', ['de', 'fr', 'it', 'en'], 'ch', 'fr', undefined, 'fr'],
    ['the worldwide site follows the visitor', ['de', 'fr', 'it', 'en'], null, 'it', undefined, 'it'],
    ['de shows German', ['de', 'fr', 'en'], 'de', 'fr', undefined, 'de'],
    ['at shows German', ['de', 'en'], 'at', 'en', undefined, 'de'],
    ['it shows Italian', ['it', 'en'], 'it', 'de', undefined, 'it'],
    ['us shows English', ['de', 'en'], 'us', 'de', undefined, 'en'],
    ['in shows English', ['en', 'de'], 'in', 'fr', undefined, 'en'],
    ['pl shows English', ['fr', 'en'], 'pl', 'fr', undefined, 'en'],
    ['any other country shows English', ['de', 'fr', 'en'], 'se', 'de', undefined, 'en'],
    // Then the visitor's language, then English, then de, fr, it.
    ['de without German: the visitor’s', ['fr', 'en'], 'de', 'fr', undefined, 'fr'],
    ['ch without the visitor’s: English', ['de', 'en'], 'ch', 'it', undefined, 'en'],
    ['without either: de before fr and it', ['it', 'fr', 'de'], 'us', 'en', undefined, 'de'],
    ['only one language', ['it'], 'ch', 'de', undefined, 'it'],
    // A language asked for wins when the article has it.
    ['?lang= wins', ['de', 'fr'], 'de', 'de', 'fr', 'fr'],
    ['?lang= missing falls back like the rule', ['de', 'en'], 'ch', 'it', 'fr', 'en'],
    ['no text at all', [], 'ch', 'de', undefined, null],
  ])('%s', (_name, available, country, userLocale, requested, expected) => {
    expect(newsLocale(available, country, userLocale, requested)).toBe(expected);
  });
});

describe('newsFeedPath', () => {
  it('names the site in the query, world for the worldwide site', () => {
    expect(newsFeedPath('rss', { platform: 'bikeable', country: 'ch', lang: 'de' })).toBe('/api/news.rss?platform=bikeable&country=ch&lang=de');
    expect(newsFeedPath('atom', { platform: 'walkable', country: null, lang: 'fr' })).toBe('/api/news.atom?platform=walkable&country=world&lang=fr');
  });
});

describe('the news input schemas', () => {
  const valid = { slug: 'neue-velostreifen', translations: { de: { title: 'Titel', lead: 'Lead', body: 'Text' } } };

  it('fills the defaults: a draft for the platform, every country, no tags', () => {
    expect(newsInputSchema.parse(valid)).toEqual({ ...valid, country: null, tags: [], status: 'draft' });
  });

  it('trims texts, lower-cases tags and drops repeated ones, reads world as every country', () => {
    const parsed = newsInputSchema.parse({
      ...valid,
      country: 'world',
      tags: ['Zurich', 'zurich ', 'winter'],
      translations: { de: { title: ' T ', lead: 'L', body: ' B ' } },
    });
    expect(parsed).toMatchObject({ country: null, tags: ['zurich', 'winter'], translations: { de: { title: 'T', body: 'B' } } });
  });

  it('an edit passes only the known fields and refuses a new slug', () => {
    expect(newsPatchSchema.parse({ tags: ['a'], other: 1 })).toEqual({
      country: undefined,
      organisation: undefined,
      tags: ['a'],
      coverPhotoId: undefined,
      status: undefined,
      publishedAt: undefined,
      translations: undefined,
    });
    expect(newsPatchSchema.safeParse({ slug: 'x-y-z' }).success).toBe(false);
    expect(newsPatchSchema.parse({ translations: { fr: null } }).translations).toEqual({ fr: null });
  });
});
