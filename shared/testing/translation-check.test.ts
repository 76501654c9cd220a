import { describe, expect, it } from 'vitest';
import { translationProblems } from './translation-check.ts';

describe('translationProblems', () => {
  it('is empty for complete translations', () => {
    expect(translationProblems({ de: { a: { b: 'Hallo {{name}}' } }, fr: { a: { b: 'Salut {{name}}' } } })).toEqual([]);
  });

  it('names missing and extra keys, empty texts and lost placeholders', () => {
    const problems = translationProblems({
      de: { title: 'Titel', count: '{{count}} Spots', nested: { x: 'X' } },
      en: { title: ' ', count: 'Spots', nested: {}, extra: 'More' },
    });
    expect(problems.sort()).toEqual(
      ['en: count has {{}}, de {{count}}', 'en: extra is not in de', 'en: missing nested.x', 'en: title is empty'].sort(),
    );
  });
});
