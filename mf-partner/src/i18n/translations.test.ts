import { describe, expect, it } from 'vitest';
import { translationProblems } from '@moveable/shared/testing';
import { partnerParts, partnerTranslations } from './all-languages.ts';

describe('translations', () => {
  it('has de, fr, it and en with the same keys, no empty text, the placeholders of German', () => {
    expect(Object.keys(partnerTranslations).sort()).toEqual(['de', 'en', 'fr', 'it']);
    expect(translationProblems(partnerTranslations)).toEqual([]);
  });

  it.each(Object.entries(partnerParts))('the %s part is complete in every language on its own', (_, part) => {
    expect(translationProblems(part)).toEqual([]);
  });

  it('the parts share no top-level key: each loads with the pages that show it, none overrides another', () => {
    const [main, organisation] = Object.values(partnerParts).map((part) => Object.keys(part.de));
    const all = [...main!, ...organisation!];
    expect(new Set(all).size).toBe(all.length);
  });
});
