import { describe, expect, it } from 'vitest';
import {
  DEFAULT_SELECTIONS,
  createSelectionStorage,
  isIsoDate,
  parseStoredSelection,
  serializeStoredSelection,
  type SelectionKey,
  type SelectionStorageBackend,
} from './stored-selections';

describe('parseStoredSelection', () => {
  it.each<[SelectionKey, string | null, unknown]>([
    ['filterType', null, 'all'],
    ['filterType', '"fame"', 'fame'],
    ['filterType', '"shame"', 'shame'],
    ['filterType', '"FAME"', 'all'],
    ['filterType', 'fame', 'all'], // not JSON
    ['filterType', '{', 'all'],
    ['filterFixed', 'true', true],
    ['filterFixed', 'false', false],
    ['filterFixed', 'null', null],
    ['filterFixed', '"true"', null],
    ['filterFixed', '1', null],
    ['filterOfficialAnswer', 'true', true],
    ['filterArchived', null, false],
    ['filterArchived', 'true', true],
    ['filterArchived', 'null', false],
    ['selectedCategorieIds', '[1,2,30]', [1, 2, 30]],
    ['selectedCategorieIds', '[]', []],
    ['selectedCategorieIds', '[1,"2"]', []],
    ['selectedCategorieIds', '[0]', []],
    ['selectedCategorieIds', '[1.5]', []],
    ['selectedCategorieIds', '{"0":1}', []],
    ['selectedCategorieIds', 'garbage', []],
    ['filterMinDate', '"2024-02-29"', '2024-02-29'],
    ['filterMinDate', '"2023-02-29"', null],
    ['filterMaxDate', '"2024-12-31"', '2024-12-31'],
    ['filterMaxDate', '"2024-12-31T10:00:00Z"', null],
    ['filterMaxDate', '20241231', null],
    ['debugPlatform', '"walkable"', 'walkable'],
    ['debugPlatform', '"cycling"', null],
    ['debugCountry', '"de"', 'de'],
    ['debugCountry', '"world"', 'world'],
    ['debugCountry', '"Deutschland"', null],
    ['debugMultinational', 'true', true],
    ['debugMultinational', '"yes"', null],
  ])('%s from %j → %j', (key, raw, expected) => {
    expect(parseStoredSelection(key, raw)).toEqual(expected);
  });

  it('hands out a fresh default list each time, so a caller cannot change the default', () => {
    const ids = parseStoredSelection('selectedCategorieIds', null);
    ids.push(99);
    expect(parseStoredSelection('selectedCategorieIds', null)).toEqual([]);
    expect(DEFAULT_SELECTIONS.selectedCategorieIds).toEqual([]);
  });
});

describe('serializeStoredSelection', () => {
  it.each<[SelectionKey, unknown, string]>([
    ['filterType', 'shame', '"shame"'],
    ['filterFixed', null, 'null'],
    ['selectedCategorieIds', [3, 4], '[3,4]'],
    ['filterMinDate', '2025-01-01', '"2025-01-01"'],
  ])('%s %j → %s and back', (key, value, text) => {
    expect(serializeStoredSelection(key, value as never)).toBe(text);
    expect(parseStoredSelection(key, text)).toEqual(value);
  });

  it.each<[SelectionKey, unknown]>([
    ['filterType', 'good'],
    ['filterArchived', null],
    ['selectedCategorieIds', [-1]],
    ['filterMinDate', '1.1.2024'],
  ])('rejects %s %j', (key, value) => {
    expect(() => serializeStoredSelection(key, value as never)).toThrow(TypeError);
  });
});

describe('isIsoDate', () => {
  it.each([
    ['2024-01-31', true],
    ['2024-02-30', false],
    ['2024-13-01', false],
    ['24-01-01', false],
    [20240101, false],
  ])('%j → %s', (value, expected) => {
    expect(isIsoDate(value)).toBe(expected);
  });
});

function memoryStorage(): SelectionStorageBackend & { data: Map<string, string> } {
  const data = new Map<string, string>();
  return {
    data,
    getItem: (key) => data.get(key) ?? null,
    setItem: (key, value) => void data.set(key, value),
    removeItem: (key) => void data.delete(key),
  };
}

const refusing: SelectionStorageBackend = {
  getItem: () => {
    throw new DOMException('denied', 'SecurityError');
  },
  setItem: () => {
    throw new DOMException('full', 'QuotaExceededError');
  },
  removeItem: () => {
    throw new DOMException('denied', 'SecurityError');
  },
};

describe('createSelectionStorage', () => {
  it('stores JSON under the (prefixed) key and reads it back', () => {
    const backend = memoryStorage();
    const storage = createSelectionStorage(backend, 'ms.');
    expect(storage.set('filterType', 'fame')).toBe(true);
    expect(storage.set('selectedCategorieIds', [5])).toBe(true);
    expect(backend.data.get('ms.filterType')).toBe('"fame"');
    expect(storage.get('filterType')).toBe('fame');
    expect(storage.readAll()).toEqual({ ...DEFAULT_SELECTIONS, filterType: 'fame', selectedCategorieIds: [5] });
    storage.reset('filterType');
    expect(storage.get('filterType')).toBe('all');
  });

  it('reads corrupt values as defaults', () => {
    const backend = memoryStorage();
    backend.data.set('filterArchived', '{not json');
    expect(createSelectionStorage(backend).get('filterArchived')).toBe(false);
  });

  it.each([
    ['refusing storage', refusing],
    ['no storage', null],
  ] as const)('with %s reads defaults and reports failed writes', (_, backend) => {
    const storage = createSelectionStorage(backend);
    expect(storage.readAll()).toEqual(DEFAULT_SELECTIONS);
    expect(storage.set('filterFixed', true)).toBe(false);
    expect(() => storage.reset('filterFixed')).not.toThrow();
  });
});
