// What an audit line changed, and each value as a short text.
import { describe, expect, it } from 'vitest';
import { AUDIT_ACTIONS } from '@moveable/contract';
import { adminTranslationParts } from '../../i18n/all-languages.ts';
import { auditChanges, describeValue, type ValueWords } from './changes.ts';

const words: ValueWords = {
  none: '–',
  yes: 'ja',
  no: 'nein',
  field: (name) => ({ votes: 'Stimmen', id: 'Nummer' })[name] ?? name,
  moment: (iso) => `am ${iso.slice(0, 10)}`,
  number: (n) => `n${n}`,
};

describe('auditChanges', () => {
  it('gives the fields that differ, in the order they come, a field only on one side included', () => {
    expect(auditChanges({ hidden: true, note: 'x', same: 1 }, { hidden: false, same: 1, mergedInto: 4 })).toEqual([
      { field: 'hidden', before: true, after: false },
      { field: 'note', before: 'x', after: undefined },
      { field: 'mergedInto', before: undefined, after: 4 },
    ]);
  });

  it('compares nested values by content', () => {
    expect(auditChanges({ kept: { id: 1, votes: 2 } }, { kept: { id: 1, votes: 2 } })).toEqual([]);
    expect(auditChanges({ kept: { id: 1, votes: 2 } }, { kept: { id: 1, votes: 5 } })).toHaveLength(1);
  });

  it('takes a subject created (before null) or gone (after null) as all its fields', () => {
    expect(auditChanges(null, { title: 'Danke' })).toEqual([{ field: 'title', before: undefined, after: 'Danke' }]);
    expect(auditChanges({ role: 'member' }, null)).toEqual([{ field: 'role', before: 'member', after: undefined }]);
    expect(auditChanges(null, null)).toEqual([]);
  });
});

describe('describeValue', () => {
  it('says yes, no, none, numbers and moments in words', () => {
    expect(describeValue(true, words)).toBe('ja');
    expect(describeValue(false, words)).toBe('nein');
    expect(describeValue(null, words)).toBe('–');
    expect(describeValue(undefined, words)).toBe('–');
    expect(describeValue(12345, words)).toBe('n12345');
    expect(describeValue('2026-11-27T01:02:03.000Z', words)).toBe('am 2026-11-27');
    expect(describeValue('Bitte prüfen', words)).toBe('Bitte prüfen');
  });

  it('names the fields of an object and lists arrays', () => {
    expect(describeValue({ id: 3, votes: 7 }, words)).toBe('Nummer: n3, Stimmen: n7');
    expect(describeValue([1, 2], words)).toBe('n1, n2');
  });

  it('shortens a long value', () => {
    const text = describeValue(
      Array.from({ length: 200 }, (_, i) => i),
      words,
    );
    expect(text).toHaveLength(160);
    expect(text.endsWith('…')).toBe(true);
  });
});

describe('the names of the actions', () => {
  it.each(['de', 'fr', 'it', 'en'] as const)('every action the server records has a name in %s', (locale) => {
    const names = (adminTranslationParts.audit![locale] as { audit: { names: Record<string, string> } }).audit.names;
    expect(AUDIT_ACTIONS.filter((action) => !names[action])).toEqual([]);
  });
});
