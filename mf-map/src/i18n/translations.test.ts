import { describe, expect, it } from 'vitest';
import { mapTranslations } from './all-languages.ts';

function keys(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix];
  return Object.entries(value)
    .flatMap(([k, v]) => keys(v, prefix ? `${prefix}.${k}` : k))
    .sort();
}

function placeholders(text: string): string[] {
  return [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]!).sort();
}

function leaves(value: unknown, prefix = ''): [string, string][] {
  if (typeof value === 'string') return [[prefix, value]];
  return Object.entries(value as object).flatMap(([k, v]) => leaves(v, prefix ? `${prefix}.${k}` : k));
}

describe('map translations', () => {
  const [de, ...others] = Object.values(mapTranslations);
  it.each(Object.entries(mapTranslations))('%s has the same keys as de', (_, translations) => {
    expect(keys(translations)).toEqual(keys(de));
  });

  it.each(Object.entries(mapTranslations))('%s keeps every placeholder and leaves nothing empty', (_, translations) => {
    const german = new Map(leaves(de));
    for (const [key, text] of leaves(translations)) {
      expect(text.trim(), key).not.toBe('');
      expect(placeholders(text), key).toEqual(placeholders(german.get(key)!));
    }
  });

  it('has four languages', () => {
    expect(Object.keys(mapTranslations).sort()).toEqual(['de', 'en', 'fr', 'it']);
    expect(others).toHaveLength(3);
  });
});
