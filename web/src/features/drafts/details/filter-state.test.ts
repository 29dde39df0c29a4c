import { describe, expect, it } from 'vitest';
import {
  type DetailsView,
  dateRangeErrors,
  parseDetailsView,
  parseDraftIds,
  toDetailFilter,
  writeDetailsView,
} from './filter-state.ts';

const messages = { bothDates: 'both', fromBeforeTo: 'from', toAfterFrom: 'to' };

describe('parseDraftIds', () => {
  it('reads one or several ids separated by commas', () => {
    expect(parseDraftIds('12')).toEqual([12]);
    expect(parseDraftIds('12,13, 12')).toEqual([12, 13]);
  });
  it('answers no ids for anything unreadable', () => {
    expect(parseDraftIds(undefined)).toEqual([]);
    expect(parseDraftIds('12,abc')).toEqual([]);
    expect(parseDraftIds('0')).toEqual([]);
  });
});

describe('details view in the URL', () => {
  it('falls back to the defaults', () => {
    expect(parseDetailsView(new URLSearchParams('size=7&page=x&sort=nope'))).toEqual({
      filter: { ids: {} },
      pageNumber: 1,
      pageSize: 20,
      sortBy: undefined,
      sortDesc: false,
    });
  });

  it('writes and reads back every filter, the page and the sort', () => {
    const view: DetailsView = {
      filter: {
        ids: { retailerIds: [3], storeIds: [4, 5], merchandiserIds: [9] },
        traits: ['Aisle 5', 'End cap, left'],
        hours: [2.5, 0],
        exceptions: ['NoWorkers', 'NoHours'],
        startDate: '2026-12-01',
        endDate: '2026-12-31',
        search: 'king',
      },
      pageNumber: 3,
      pageSize: 100,
      sortBy: 'hours',
      sortDesc: true,
    };
    const params = writeDetailsView(new URLSearchParams('keep=1'), view);
    expect(params.get('keep')).toBe('1');
    expect(parseDetailsView(params)).toEqual(view);
  });

  it('leaves defaults out of the URL', () => {
    const params = writeDetailsView(new URLSearchParams(), {
      filter: { ids: {} },
      pageNumber: 1,
      pageSize: 20,
      sortDesc: true,
    });
    expect(params.toString()).toBe('');
  });
});

describe('toDetailFilter', () => {
  it('sends the draft ids and only the filters that are set', () => {
    expect(toDetailFilter([1, 2], { ids: { jobIds: [7], cityIds: [] }, hours: [0] })).toEqual({
      draftIds: [1, 2],
      jobIds: [7],
      hours: [0],
    });
  });
});

describe('dateRangeErrors', () => {
  it('accepts no dates, or From strictly before To', () => {
    expect(dateRangeErrors('', '', messages)).toEqual({});
    expect(dateRangeErrors('2026-12-01', '2026-12-02', messages)).toEqual({});
  });
  it('wants both dates once one is given', () => {
    expect(dateRangeErrors('2026-12-01', '', messages)).toEqual({ endDate: 'both' });
    expect(dateRangeErrors('', '2026-12-01', messages)).toEqual({ startDate: 'both' });
  });
  it('refuses equal or reversed bounds (exclusive)', () => {
    expect(dateRangeErrors('2026-12-01', '2026-12-01', messages)).toEqual({ startDate: 'from', endDate: 'to' });
    expect(dateRangeErrors('2026-12-02', '2026-12-01', messages)).toEqual({ startDate: 'from', endDate: 'to' });
  });
});
