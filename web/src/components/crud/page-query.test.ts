import { describe, expect, it } from 'vitest';
import { asList, asPage, pageQuery } from './page-query.ts';
import { parseListState } from './use-list-state.ts';

describe('pageQuery', () => {
  it('asks for the page, the sort, the trimmed search and the Active? filter of the list state', () => {
    const state = parseListState(new URLSearchParams('search=+wal+&active=inactive&page=3&size=50'));
    expect(pageQuery({ ...state, sortBy: 'code', sortDesc: true })).toEqual({
      pageNumber: 3,
      pageSize: 50,
      includeInactive: true,
      activeFilter: 'inactive',
      sortBy: 'code',
      sortDesc: true,
      search: 'wal',
    });
  });

  it('leaves out an empty search and an unsorted direction', () => {
    const query = pageQuery(parseListState(new URLSearchParams('search=++&desc=true')));
    expect(query).toEqual({
      pageNumber: 1,
      pageSize: 20,
      includeInactive: false,
      activeFilter: 'active',
      sortDesc: false,
    });
  });
});

describe('asPage and asList', () => {
  const page = { items: [1, 2], pageNumber: 2, pageSize: 2, totalRecords: 9, totalFilteredRecords: 5 };

  it('read a paged answer as it came', () => {
    expect(asPage(page)).toBe(page);
    expect(asList(page)).toEqual([1, 2]);
  });

  it('read a plain array as one whole page', () => {
    expect(asPage([1, 2, 3])).toEqual({
      items: [1, 2, 3],
      pageNumber: 1,
      pageSize: 3,
      totalRecords: 3,
      totalFilteredRecords: 3,
    });
    expect(asList([1, 2, 3])).toEqual([1, 2, 3]);
  });
});
