import { describe, expect, it } from 'vitest';
import { translationProblems } from '@moveable/shared/testing';
import { adminTranslationParts } from './all-languages.ts';
import { adminParts } from './parts.ts';

describe('translations', () => {
  it.each(Object.entries(adminTranslationParts))(
    'the %s part has de, fr, it and en with the same keys, no empty text, the placeholders of German',
    (_, part) => {
      expect(Object.keys(part).sort()).toEqual(['de', 'en', 'fr', 'it']);
      expect(translationProblems(part)).toEqual([]);
    },
  );

  it('the parts share no key: each loads with what shows it, none overrides another', () => {
    const keys = Object.values(adminTranslationParts).flatMap((part) => Object.keys(part.de));
    expect(keys.filter((key, i) => keys.indexOf(key) !== i)).toEqual([]);
  });

  it('every part that pages load is tested here', () => {
    expect(Object.keys(adminTranslationParts).sort()).toEqual(['common', ...Object.keys(adminParts)].sort());
  });
});
