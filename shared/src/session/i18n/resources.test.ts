// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { LOCALES } from '@moveable/contract';
import { sessionTranslations } from './index';

type Tree = { [key: string]: string | Tree };
const flatten = (tree: Tree, prefix = ''): Record<string, string> =>
  Object.fromEntries(
    Object.entries(tree).flatMap(([key, value]) =>
      typeof value === 'string' ? [[`${prefix}${key}`, value]] : Object.entries(flatten(value, `${prefix}${key}.`)),
    ),
  );
const flat = Object.fromEntries(LOCALES.map((l) => [l, flatten(sessionTranslations[l] as Tree)])) as Record<string, Record<string, string>>;
const placeholders = (text: string) => [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort();

describe('session translations', () => {
  it.each(LOCALES.flatMap((l) => Object.keys(flat.en!).map((key) => [l, key] as const)))(
    '%s %s exists with the placeholders of en',
    (locale, key) => {
      const text = flat[locale]![key] ?? '';
      expect(text.trim()).not.toBe('');
      expect(placeholders(text)).toEqual(placeholders(flat.en![key]!));
    },
  );

  it.each(LOCALES.map((l) => [l]))('%s has exactly the keys of en', (locale) => {
    expect(Object.keys(flat[locale]!).sort()).toEqual(Object.keys(flat.en!).sort());
  });

  it('spec §4 login failure in English word for word', () => {
    expect(flat.en!.loginFailed).toBe('Login failed, please check your credentials.');
  });
});
