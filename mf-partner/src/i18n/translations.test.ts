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

  it('the parts share no key: each loads with what shows it, none overrides another', () => {
    const keys = Object.values(partnerParts).flatMap((part) => Object.keys(part.de));
    expect(keys.filter((key, i) => keys.indexOf(key) !== i)).toEqual([]);
  });
});
