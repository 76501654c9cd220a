import { describe, expect, it } from 'vitest';
import { diffRows } from './page-diff.ts';

describe('diffRows', () => {
  it('is empty for the same text', () => {
    expect(diffRows('a\nb\n', 'a\nb\n')).toEqual([]);
  });

  it('marks removed and added lines, keeps two lines of context and folds the rest', () => {
    const before = ['1', '2', '3', '4', '5', 'old', '6', '7', '8', '9'].join('\n');
    const after = ['1', '2', '3', '4', '5', 'new', '6', '7', '8', '9'].join('\n');
    expect(diffRows(before, after)).toEqual([
      { kind: 'folded', lines: 3 },
      { kind: 'unchanged', text: '4' },
      { kind: 'unchanged', text: '5' },
      { kind: 'removed', text: 'old' },
      { kind: 'added', text: 'new' },
      { kind: 'unchanged', text: '6' },
      { kind: 'unchanged', text: '7' },
      { kind: 'folded', lines: 2 },
    ]);
  });

  it('shows a short unchanged stretch between two changes whole', () => {
    const rows = diffRows('a\nx\nb\ny\n', 'a\nX\nb\nY\n');
    expect(rows.map((r) => r.kind)).toEqual(['unchanged', 'removed', 'added', 'unchanged', 'removed', 'added']);
  });
});
