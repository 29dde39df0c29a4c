import { describe, expect, it } from 'vitest';
import { clientCollection } from './use-client-collection.ts';
import { type ListState, matchesActive, pageQueryString, parseListState, writeListState } from './use-list-state.ts';

const defaults: ListState = {
  search: '',
  active: 'active',
  pageNumber: 1,
  pageSize: 20,
  sortBy: undefined,
  sortDesc: false,
};

describe('list state in the URL', () => {
  it('reads defaults from an empty URL and the default sort when none is given', () => {
    expect(parseListState(new URLSearchParams())).toEqual(defaults);
    expect(parseListState(new URLSearchParams(), { sortBy: 'code', sortDesc: true })).toMatchObject({
      sortBy: 'code',
      sortDesc: true,
    });
  });

  it('round-trips a filtered, sorted page and leaves defaults and other params alone', () => {
    const state: ListState = {
      search: 'wal',
      active: 'all',
      pageNumber: 3,
      pageSize: 50,
      sortBy: 'name',
      sortDesc: true,
    };
    const params = writeListState(new URLSearchParams('retailerId=4'), state);
    expect(params.toString()).toBe('retailerId=4&search=wal&active=all&page=3&size=50&sort=name&desc=true');
    expect(parseListState(params)).toEqual(state);
    expect(writeListState(new URLSearchParams('page=2&size=50'), defaults).toString()).toBe('');
  });

  it('falls back to defaults for values it cannot read', () => {
    const params = new URLSearchParams('active=maybe&page=-2&size=7&desc=perhaps&search=x');
    expect(parseListState(params)).toEqual({ ...defaults, search: 'x' });
  });

  it('builds the server query of a paged list', () => {
    const query = pageQueryString(
      { ...defaults, search: ' abc ', sortBy: 'code', active: 'all' },
      { consumerGroupId: '5', x: undefined },
    );
    expect(Object.fromEntries(new URLSearchParams(query))).toEqual({
      pageNumber: '1',
      pageSize: '20',
      includeInactive: 'true',
      activeFilter: 'all',
      sortBy: 'code',
      sortDesc: 'false',
      search: 'abc',
      consumerGroupId: '5',
    });
  });

  it('applies the Active? filter', () => {
    expect([matchesActive('active', false), matchesActive('active', true)]).toEqual([true, false]);
    expect([matchesActive('inactive', false), matchesActive('inactive', true)]).toEqual([false, true]);
    expect([matchesActive('all', false), matchesActive('all', true)]).toEqual([true, true]);
  });
});

describe('client-side collection', () => {
  const items = Array.from({ length: 45 }, (_, i) => ({ id: i + 1, code: `C${i + 1}`, isInactive: i % 10 === 0 }));
  const options = {
    filterText: (item: (typeof items)[number]) => item.code,
    isInactive: (item: (typeof items)[number]) => item.isInactive,
    sortValues: { code: (item: (typeof items)[number]) => item.code },
  };

  it('filters active records, sorts naturally and pages', () => {
    const page = clientCollection(items, { ...defaults, sortBy: 'code', sortDesc: true, pageNumber: 2 }, options);
    expect(page.filteredCount).toBe(40);
    expect(page.pagesCount).toBe(2);
    expect(page.pageItems.map((i) => i.code).slice(0, 3)).toEqual(['C23', 'C22', 'C20']);
  });

  it('searches case-insensitively and keeps the page within range', () => {
    const page = clientCollection(items, { ...defaults, search: 'c4', active: 'all', pageNumber: 9 }, options);
    expect(page.pageItems.map((i) => i.code)).toEqual(['C4', 'C40', 'C41', 'C42', 'C43', 'C44', 'C45']);
    expect(page.pageNumber).toBe(1);
  });
});
