import { describe, expect, it } from 'vitest';
import { translationProblems } from '../../../testing/translation-check.ts';
import { filterTranslations } from './index.ts';

describe('filters translations', () => {
  it('has de, fr, it and en with the same keys, no empty text, the placeholders of German', () => {
    expect(Object.keys(filterTranslations).sort()).toEqual(['de', 'en', 'fr', 'it']);
    expect(translationProblems(filterTranslations)).toEqual([]);
  });
});
