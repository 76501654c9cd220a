// What PostgreSQL cannot store is found wherever it is in a request, and plainText refuses it.
import { describe, expect, it } from 'vitest';
import { findTextProblem, plainText, textProblem } from './plain-text.ts';

describe('textProblem', () => {
  it.each([
    ['plain', null],
    ['Velo 🚲 fahren', null],
    ['', null],
    ['a\u0000b', 'nul'],
    ['a\udc15\udc2eb', 'surrogate'],
    ['\ud800', 'surrogate'],
    ['x\ud83d', 'surrogate'],
    ['\ude00y', 'surrogate'],
    ['\ud83d\ude00\ude00', 'surrogate'],
  ])('%j → %s', (text, problem) => {
    expect(textProblem(text)).toBe(problem);
  });
});

describe('findTextProblem', () => {
  it('finds the first bad string with its path: nested fields, list entries, keys', () => {
    expect(findTextProblem({ title: 'ok', address: { street: 'a\u0000' } })).toEqual({ path: ['address', 'street'], problem: 'nul' });
    expect(findTextProblem({ list: ['ok', 'x\udc00'] })).toEqual({ path: ['list', 1], problem: 'surrogate' });
    expect(findTextProblem({ ['k\u0000']: 1 })).toEqual({ path: ['k\u0000'], problem: 'nul' });
    expect(findTextProblem('\ud800')).toEqual({ path: [], problem: 'surrogate' });
    expect(findTextProblem({ a: 1, b: [true, null, { c: 'fine 🚲' }] })).toBeNull();
  });

  it('survives nesting far deeper than the call stack', () => {
    let deep: unknown = 'a\u0000';
    for (let i = 0; i < 200_000; i++) deep = [deep];
    expect(findTextProblem(deep)?.problem).toBe('nul');
  });
});

describe('plainText', () => {
  const title = plainText('title', 1, 10);
  it('refuses NUL and unpaired surrogates with the field and code invalid_text', () => {
    for (const bad of ['a\u0000b', 'a\udc15\udc2eb']) {
      const issue = title.safeParse(bad).error!.issues[0]!;
      expect(issue.message).toMatch(/^title must/);
      expect((issue as { params?: { code?: string } }).params?.code).toBe('invalid_text');
    }
  });

  it('counts an emoji as one character', () => {
    expect(title.parse(' 🚲🚲🚲🚲🚲🚲🚲🚲🚲🚲 ')).toBe('🚲🚲🚲🚲🚲🚲🚲🚲🚲🚲');
  });
});
