// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { LOCALES } from '@moveable/contract';
import { ERROR_IDENTIFIERS, sharedResources } from './index';

type Tree = { [key: string]: string | Tree };

function flatten(tree: Tree, prefix = ''): Record<string, string> {
  return Object.fromEntries(
    Object.entries(tree).flatMap(([key, value]) =>
      typeof value === 'string' ? [[`${prefix}${key}`, value]] : Object.entries(flatten(value, `${prefix}${key}.`)),
    ),
  );
}

const flat = Object.fromEntries(LOCALES.map((l) => [l, flatten(sharedResources[l] as Tree)])) as Record<
  (typeof LOCALES)[number],
  Record<string, string>
>;
const placeholders = (text: string): string[] => [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1] ?? '').sort();

describe('shared translations', () => {
  it.each(LOCALES.filter((l) => l !== 'en').map((l) => [l]))('%s has exactly the keys of en', (locale) => {
    expect(Object.keys(flat[locale]).sort()).toEqual(Object.keys(flat.en).sort());
  });

  it.each(LOCALES.flatMap((l) => Object.keys(flat.en).map((key) => [l, key] as const)))(
    '%s %s is a non-empty text with the placeholders of en',
    (locale, key) => {
      const text = flat[locale][key] ?? '';
      expect(text.trim()).not.toBe('');
      expect(placeholders(text)).toEqual(placeholders(flat.en[key] ?? ''));
    },
  );

  it.each(ERROR_IDENTIFIERS.map((id) => [id]))('has a text for the error identifier %s', (identifier) => {
    for (const locale of LOCALES) expect(flat[locale]).toHaveProperty([`error.${identifier}`]);
  });

  it('names every language in that language, the same in every file', () => {
    for (const locale of LOCALES) {
      expect(sharedResources[locale].language).toEqual({ de: 'Deutsch', fr: 'Français', it: 'Italiano', en: 'English' });
    }
  });

  it.each([
    ['en', 'Page not found'],
    ['de', 'Seite nicht gefunden'],
    ['fr', 'Page introuvable'],
    ['it', 'Pagina non trovata'],
  ] as const)('%s error.notFound is %j', (locale, text) => {
    expect(flat[locale]['error.notFound']).toBe(text);
  });
});
