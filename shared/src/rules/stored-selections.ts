/**
 * The other stored selections of spec §3 (spot filters and debug overrides), kept in
 * localStorage as one JSON value per key. Reading never throws: a missing, corrupt or
 * outdated value reads as the default, and a storage that refuses access (privacy modes,
 * sandboxed iframes) behaves as empty.
 */
import { isPlatform, type Platform } from '@moveable/contract';

/** fame = good spots, shame = bad spots (API parameter famed true/false), all = both. */
export const FILTER_TYPES = ['all', 'fame', 'shame'] as const;
export type FilterType = (typeof FILTER_TYPES)[number];

export interface StoredSelections {
  filterType: FilterType;
  /** null = fixed and unfixed spots. */
  filterFixed: boolean | null;
  /** null = with and without an official answer. */
  filterOfficialAnswer: boolean | null;
  /** Archived spots are hidden unless asked for (domain notes). */
  filterArchived: boolean;
  selectedCategorieIds: number[];
  /** Calendar dates 'YYYY-MM-DD'; null = open. */
  filterMinDate: string | null;
  filterMaxDate: string | null;
  debugPlatform: Platform | null;
  debugCountry: string | null;
  debugMultinational: boolean | null;
}
export type SelectionKey = keyof StoredSelections;

export const DEFAULT_SELECTIONS: Readonly<StoredSelections> = Object.freeze({
  filterType: 'all',
  filterFixed: null,
  filterOfficialAnswer: null,
  filterArchived: false,
  selectedCategorieIds: [],
  filterMinDate: null,
  filterMaxDate: null,
  debugPlatform: null,
  debugCountry: null,
  debugMultinational: null,
});

export const SELECTION_KEYS = Object.keys(DEFAULT_SELECTIONS) as SelectionKey[];

/** A real calendar date in ISO form (rejects 2024-02-30 and times). */
export function isIsoDate(value: unknown): value is string {
  if (typeof value !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

const isNullableBoolean = (v: unknown): v is boolean | null => v === null || typeof v === 'boolean';

const VALIDATORS: { [K in SelectionKey]: (value: unknown) => value is StoredSelections[K] } = {
  filterType: (v): v is FilterType => (FILTER_TYPES as readonly unknown[]).includes(v),
  filterFixed: isNullableBoolean,
  filterOfficialAnswer: isNullableBoolean,
  filterArchived: (v): v is boolean => typeof v === 'boolean',
  selectedCategorieIds: (v): v is number[] => Array.isArray(v) && v.every((id) => Number.isSafeInteger(id) && (id as number) > 0),
  filterMinDate: (v): v is string | null => v === null || isIsoDate(v),
  filterMaxDate: (v): v is string | null => v === null || isIsoDate(v),
  debugPlatform: (v): v is Platform | null => v === null || isPlatform(v),
  debugCountry: (v): v is string | null => v === null || (typeof v === 'string' && /^(?:[a-z]{2}|world)$/.test(v)),
  debugMultinational: isNullableBoolean,
};

function copyDefault<K extends SelectionKey>(key: K): StoredSelections[K] {
  const value = DEFAULT_SELECTIONS[key];
  return (Array.isArray(value) ? [...value] : value) as StoredSelections[K];
}

/** Stored text → value; anything unreadable or of the wrong shape → the default. */
export function parseStoredSelection<K extends SelectionKey>(key: K, raw: string | null | undefined): StoredSelections[K] {
  if (raw === null || raw === undefined) return copyDefault(key);
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return copyDefault(key);
  }
  return VALIDATORS[key](value) ? value : copyDefault(key);
}

/** Value → stored text. Throws on a value of the wrong shape: that is a programming error. */
export function serializeStoredSelection<K extends SelectionKey>(key: K, value: StoredSelections[K]): string {
  if (!VALIDATORS[key](value)) throw new TypeError(`Invalid ${key} selection: ${JSON.stringify(value)}`);
  return JSON.stringify(value);
}

export type SelectionStorageBackend = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export interface SelectionStorage {
  get<K extends SelectionKey>(key: K): StoredSelections[K];
  /** Stores the value; returns false when the storage refused (full, disabled). */
  set<K extends SelectionKey>(key: K, value: StoredSelections[K]): boolean;
  /** Removes the value so that it reads as the default again. */
  reset(key: SelectionKey): void;
  readAll(): StoredSelections;
}

/**
 * Typed access to the stored selections. Pass window.localStorage (or null when there is
 * none, e.g. on a server); keys may be namespaced with a prefix.
 */
export function createSelectionStorage(backend: SelectionStorageBackend | null | undefined, prefix = ''): SelectionStorage {
  const read = (key: SelectionKey): string | null => {
    try {
      return backend?.getItem(prefix + key) ?? null;
    } catch {
      return null;
    }
  };
  const storage: SelectionStorage = {
    get: (key) => parseStoredSelection(key, read(key)),
    set: (key, value) => {
      const text = serializeStoredSelection(key, value);
      try {
        if (!backend) return false;
        backend.setItem(prefix + key, text);
        return true;
      } catch {
        return false;
      }
    },
    reset: (key) => {
      try {
        backend?.removeItem(prefix + key);
      } catch {
        // nothing stored that could be removed
      }
    },
    readAll: () => Object.fromEntries(SELECTION_KEYS.map((key) => [key, storage.get(key)])) as unknown as StoredSelections,
  };
  return storage;
}
