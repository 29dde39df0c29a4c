import { describe, expect, it } from 'vitest';
import {
  countOtherFilters,
  currentMonth,
  modeOfPath,
  monthToDate,
  parseScheduleView,
  type ScheduleDefaults,
  searchDateErrors,
  toListRequest,
  toScheduleFilter,
  writeScheduleView,
} from './filter-state.ts';

const DEFAULTS: ScheduleDefaults = {
  mode: 'NotActivated',
  window: (mode) => (mode === 'Late' ? {} : { from: '2030-04-01', to: '2030-04-30' }),
  sort: { earliestDate: true },
};
const MESSAGES = { dateRequired: 'required', startAfterEnd: 'after' };

describe('schedule filter state', () => {
  it('reads defaults from an empty URL: the mode window, page 1 of 20, the default sort', () => {
    const view = parseScheduleView(new URLSearchParams(), 'Open', DEFAULTS);
    expect(view.search).toEqual({ mode: 'Open', category: 'All', ids: {}, from: '2030-04-01', to: '2030-04-30' });
    expect(toListRequest(view, DEFAULTS)).toEqual({
      mode: 'Open',
      category: 'All',
      earliestDate: '2030-04-01',
      latestDate: '2030-04-30',
      pageNumber: 0,
      pageSize: 20,
      sortOptions: { earliestDate: true },
    });
    expect(parseScheduleView(new URLSearchParams(), 'Late', DEFAULTS).search.from).toBeUndefined();
  });

  it('round-trips a search through the URL, leaving defaults out and ignoring bad values', () => {
    const params = new URLSearchParams(
      'from=2030-05-02&to=bad&jobIds=3,x,3,4&category=Online&page=2&size=50&sort=storeNumber&desc=true&size2=1',
    );
    const view = parseScheduleView(params, 'NotActivated', DEFAULTS);
    expect(view.search).toMatchObject({
      from: '2030-05-02',
      to: '2030-04-30',
      category: 'Online',
      ids: { jobIds: [3, 4] },
    });
    expect(view).toMatchObject({ pageNumber: 2, pageSize: 50, sortBy: 'storeNumber', sortDesc: true });
    const written = writeScheduleView(new URLSearchParams('keep=1'), view, DEFAULTS, false);
    expect(Object.fromEntries(written)).toEqual({
      keep: '1',
      from: '2030-05-02',
      jobIds: '3,4',
      category: 'Online',
      page: '2',
      size: '50',
      sort: 'storeNumber',
      desc: 'true',
    });
    expect(
      writeScheduleView(
        new URLSearchParams(),
        { ...view, search: { ...view.search, mode: 'Open' } },
        DEFAULTS,
        true,
      ).get('mode'),
    ).toBe('Open');
  });

  it('matches the path mode case-insensitively and checks the dates of Open and Saved', () => {
    expect(modeOfPath('notactivated')).toBe('NotActivated');
    expect(modeOfPath('nope')).toBeUndefined();
    expect(searchDateErrors({ mode: 'Open' }, MESSAGES)).toEqual({ from: 'required', to: 'required' });
    expect(searchDateErrors({ mode: 'NotActivated' }, MESSAGES)).toEqual({});
    expect(searchDateErrors({ mode: 'Saved', from: '2030-05-02', to: '2030-05-01' }, MESSAGES)).toEqual({
      from: 'after',
    });
  });

  it('defaults to the current month, and month to date', () => {
    const now = new Date(2031, 1, 10);
    expect(currentMonth(now)).toEqual({ from: '2031-02-01', to: '2031-02-28' });
    expect(monthToDate(now)).toEqual({ from: '2031-02-01', to: '2031-02-10' });
  });

  it('round-trips every filter of the call through the URL and into the filter body', () => {
    const params = new URLSearchParams(
      'provinceIds=2&merchandiserIds=4,9&accountManagerIds=7&trait=Endcap&trait=Aisle, 4&hours=2,2.5,x' +
        '&exceptions=Highlighted,Nope&confirmation=notConfirmed,noDate&confirmedFrom=2030-04-03&manual=true',
    );
    const view = parseScheduleView(params, 'Open', DEFAULTS);
    expect(view.search).toMatchObject({
      ids: { provinceIds: [2], merchandiserIds: [4, 9], accountManagerIds: [7] },
      traits: ['Endcap', 'Aisle, 4'],
      hours: [2, 2.5],
      exceptions: ['Highlighted'],
      confirmation: { notConfirmed: true, confirmedWithoutDate: true, fromDate: '2030-04-03' },
      manualEntryOnly: true,
    });
    expect(countOtherFilters(view.search)).toBe(8);
    expect(toScheduleFilter(view.search)).toMatchObject({
      provinceIds: [2],
      merchandiserIds: [4, 9],
      accountManagerIds: [7],
      traits: ['Endcap', 'Aisle, 4'],
      hours: [2, 2.5],
      exceptions: ['Highlighted'],
      serviceConfirmation: { notConfirmed: true, confirmedWithoutDate: true, fromDate: '2030-04-03' },
      manualEntryOnly: true,
    });
    const again = parseScheduleView(writeScheduleView(new URLSearchParams(), view, DEFAULTS, false), 'Open', DEFAULTS);
    expect(again.search).toEqual(view.search);
  });
});
