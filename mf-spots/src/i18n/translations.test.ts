import { describe, expect, it } from 'vitest';
import { translationProblems } from '@moveable/shared/testing';
import { spotsParts, spotsTranslations } from './all-languages.ts';

describe('translations', () => {
  it('has de, fr, it and en with the same keys, no empty text, the placeholders of German', () => {
    expect(Object.keys(spotsTranslations).sort()).toEqual(['de', 'en', 'fr', 'it']);
    expect(translationProblems(spotsTranslations)).toEqual([]);
  });

  it.each(Object.entries(spotsParts))('the %s part is complete in every language on its own', (_, part) => {
    expect(translationProblems(part)).toEqual([]);
  });

  it('the parts share no key: each loads with the pages that show it, none overrides another', () => {
    const [list, spotPage, spotForm] = Object.values(spotsParts).map((part) => Object.keys(part.de));
    const all = [...list!, ...spotPage!, ...spotForm!];
    expect(new Set(all).size).toBe(all.length);
  });
});
