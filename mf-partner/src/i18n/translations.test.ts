import { describe, expect, it } from 'vitest';
import { translationProblems } from '@moveable/shared/testing';
import { partnerTranslations } from './all-languages.ts';

describe('translations', () => {
  it('has de, fr, it and en with the same keys, no empty text, the placeholders of German', () => {
    expect(Object.keys(partnerTranslations).sort()).toEqual(['de', 'en', 'fr', 'it']);
    expect(translationProblems(partnerTranslations)).toEqual([]);
  });
});
