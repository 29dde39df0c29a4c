import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { ListState } from '../../../components/crud/use-list-state.ts';
import { type KeyValueStorage, memoryStorage } from '../../../lib/storage.ts';
import {
  MAX_SAVED_USERS,
  openingOf,
  paramsOf,
  readSavedState,
  SAVED_STATE_KEY,
  type SavedApplicantsState,
  savedStateOf,
  writeSavedState,
} from './saved-applicants-state.ts';

const hr = { supervisor: false };
const sup = { supervisor: true };

const chosen: SavedApplicantsState = {
  filters: { jobPostingId: '12', period: 'lastWeek', inactive: 'true', assignedToId: '4' },
  rowFilters: { score: '40-', duplicates: 'yes' },
  search: 'lee',
  sortBy: 'fullName',
  sortDesc: false,
  pageSize: 50,
};

/** A storage holding `value` under the key as it is (a string) or as JSON. */
function holding(value: unknown): KeyValueStorage {
  const storage = memoryStorage();
  storage.setItem(SAVED_STATE_KEY, typeof value === 'string' ? value : JSON.stringify(value));
  return storage;
}

describe('the applicants list saved in local storage', () => {
  it('reads back what a user saved, as the URL of the list', () => {
    const storage = memoryStorage();
    writeSavedState(storage, 'hr1', chosen);
    const saved = readSavedState(storage, 'hr1', hr);
    expect(saved).toEqual(chosen);
    expect(Object.fromEntries(paramsOf(chosen))).toEqual({
      search: 'lee',
      size: '50',
      sort: 'fullName',
      jobPostingId: '12',
      period: 'lastWeek',
      inactive: 'true',
      assignedToId: '4',
      score: '40-',
      duplicates: 'yes',
    });
  });

  it('keeps one entry per login, the most recent ones', () => {
    const storage = memoryStorage();
    writeSavedState(storage, 'hr1', chosen);
    expect(readSavedState(storage, 'hr2', hr)).toBeUndefined();
    for (let n = 2; n <= MAX_SAVED_USERS + 1; n++) writeSavedState(storage, `hr${n}`, { ...chosen, search: `${n}` });
    expect(readSavedState(storage, 'hr1', hr)).toBeUndefined();
    expect(readSavedState(storage, 'hr2', hr)?.search).toBe('2');
    expect(readSavedState(storage, `hr${MAX_SAVED_USERS + 1}`, hr)?.search).toBe(`${MAX_SAVED_USERS + 1}`);
  });

  it('drops a bad field and keeps the others (a partial entry gets the defaults for the rest)', () => {
    const entry = {
      filters: { provinceId: '3', cityId: 'x7', period: 'forever', from: '2026-01-01' },
      rowFilters: 'yes',
      sortBy: '<img>',
      sortDesc: 'true',
      pageSize: 7,
      search: 'ann',
    };
    const saved = readSavedState(holding({ version: 1, users: { hr1: entry } }), 'hr1', hr);
    expect(saved).toEqual({ filters: { provinceId: '3' }, rowFilters: {}, search: 'ann' });
    expect(Object.fromEntries(paramsOf(saved ?? chosen))).toEqual({ search: 'ann', provinceId: '3' });
    expect(readSavedState(holding({ version: 1, users: { hr1: {} } }), 'hr1', hr)).toEqual({
      filters: {},
      rowFilters: {},
    });
  });

  it('keeps saved filters as the screen could set them: a posting excludes a place, dates need Custom', () => {
    const entry = { filters: { jobPostingId: '5', provinceId: '2', cityId: '9', from: '2026-01-01' } };
    expect(readSavedState(holding({ version: 1, users: { hr1: entry } }), 'hr1', hr)?.filters).toEqual({
      jobPostingId: '5',
    });
    const city = { filters: { cityId: '9', period: 'custom', from: '2026-01-01' } };
    expect(readSavedState(holding({ version: 1, users: { hr1: city } }), 'hr1', hr)?.filters).toEqual({
      period: 'custom',
      from: '2026-01-01',
    });
  });

  it('ignores garbage, another version and a storage that refuses, whole and without throwing', () => {
    const entry = { filters: { jobPostingId: '5' } };
    for (const value of [
      '{not json',
      '',
      [entry],
      42,
      null,
      { users: { hr1: entry } },
      { version: 2, users: { hr1: entry } },
      { version: '1', users: { hr1: entry } },
      { version: 1, users: 'hr1' },
      { version: 1, users: { hr1: 'jobPostingId=5' } },
      { version: 1, users: { hr1: [entry] } },
    ]) {
      expect(readSavedState(holding(value), 'hr1', hr), JSON.stringify(value)).toBeUndefined();
    }
    const refusing: KeyValueStorage = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
      removeItem: () => undefined,
    };
    expect(readSavedState(refusing, 'hr1', hr)).toBeUndefined();
    expect(() => writeSavedState(refusing, 'hr1', chosen)).not.toThrow();
    // A garbage key is replaced by the next save.
    const storage = holding('{not json');
    writeSavedState(storage, 'hr1', chosen);
    expect(readSavedState(storage, 'hr1', hr)).toEqual(chosen);
  });

  it('never throws and never answers a field its schema refuses, whatever the key holds', () => {
    fc.assert(
      fc.property(fc.oneof(fc.jsonValue(), fc.string()), fc.jsonValue(), (document, entry) => {
        for (const value of [document, { version: 1, users: { hr1: entry } }]) {
          const saved = readSavedState(holding(value), 'hr1', sup);
          if (saved === undefined) continue;
          expect(saved.filters.assignedToId).toBeUndefined();
          expect([undefined, 10, 20, 50, 100]).toContain(saved.pageSize);
          expect(() => paramsOf(saved)).not.toThrow();
        }
      }),
    );
  });

  it('never gives a supervisor an Assigned To from storage, nor saves one for them', () => {
    const storage = holding({ version: 1, users: { sup1: chosen } });
    expect(readSavedState(storage, 'sup1', sup)?.filters).toEqual({
      jobPostingId: '12',
      period: 'lastWeek',
      inactive: 'true',
    });
    const list: ListState = {
      search: '',
      active: 'active',
      pageNumber: 3,
      pageSize: 20,
      sortBy: 'createdUtc',
      sortDesc: true,
    };
    expect(savedStateOf(list, { assignedToId: '4', period: 'today', score: '' }, sup)).toEqual({
      filters: { period: 'today' },
      rowFilters: {},
      search: undefined,
      sortBy: 'createdUtc',
      sortDesc: true,
      pageSize: 20,
    });
    expect(savedStateOf(list, { assignedToId: '4' }, hr).filters).toEqual({ assignedToId: '4' });
  });
});

describe('how the applicants list opens', () => {
  it('lets the URL win when it names any of the list parameters', () => {
    for (const search of ['jobPostingId=5', 'sort=email', 'score=40', 'page=2', 'period=today']) {
      expect(openingOf(new URLSearchParams(search), chosen)).toEqual({ autoSearch: false });
    }
  });

  it('restores the saved list into the URL otherwise, other parameters kept, and searches on its own', () => {
    const opening = openingOf(new URLSearchParams('utm=mail'), chosen);
    expect(opening.autoSearch).toBe(true);
    expect(new URLSearchParams(opening.search).get('utm')).toBe('mail');
    expect(new URLSearchParams(opening.search).get('jobPostingId')).toBe('12');
    expect(openingOf(new URLSearchParams(), undefined)).toEqual({ autoSearch: false });
  });

  it('opens on the defaults (Last 2 Weeks, newest first) when the saved list is the default one', () => {
    const defaults: SavedApplicantsState = {
      filters: { period: 'last2Weeks' },
      rowFilters: {},
      sortBy: 'createdUtc',
      sortDesc: true,
      pageSize: 20,
    };
    expect(paramsOf(defaults).toString()).toBe('period=last2Weeks');
    expect(openingOf(new URLSearchParams(), defaults).autoSearch).toBe(false);
    const stored = readSavedState(holding({ version: 1, users: { hr1: defaults } }), 'hr1', hr);
    expect(stored?.filters).toEqual({});
    expect(openingOf(new URLSearchParams(), stored)).toEqual({ autoSearch: false });
    expect(openingOf(new URLSearchParams(), { filters: {}, rowFilters: {} })).toEqual({ autoSearch: false });
    // Only the table changed (sort, its own filters): restored, but nothing to search again.
    const sorted = openingOf(new URLSearchParams(), { ...defaults, ...stored, sortBy: 'fullName', sortDesc: false });
    expect(sorted).toEqual({ search: 'sort=fullName', autoSearch: false });
  });
});
