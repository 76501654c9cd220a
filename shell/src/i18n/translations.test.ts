// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { translationProblems } from '@moveable/shared/testing';
import { shellTranslations } from './all-languages.ts';
import { styleGuideTranslations } from '../pages/style-guide/i18n/all-languages.ts';
import { newBuildTranslations } from '../new-build/i18n/all-languages.ts';

describe('shell translations', () => {
  it('de, fr, it and en have the same keys, no empty text, the same placeholders', () => {
    expect(translationProblems(shellTranslations)).toEqual([]);
    expect(translationProblems(styleGuideTranslations)).toEqual([]);
    expect(translationProblems(newBuildTranslations)).toEqual([]);
  });
});
