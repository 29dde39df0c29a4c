import { draftSchedulesRoutes } from '@shelfline/shared/routes/draftschedules.routes';
import { describe, expect, it } from 'vitest';
import { routePath } from '../../lib/route-call.ts';
import {
  type DraftListState,
  draftListQuery,
  parseDraftListState,
  writeDraftListState,
} from './use-draft-list-state.ts';

const defaults: DraftListState = {
  search: '',
  active: 'active',
  pageNumber: 1,
  pageSize: 20,
  sortBy: 'createdOn',
  sortDesc: true,
};

describe('draft list state in the URL', () => {
  it('defaults to Active = Yes, 20 a page, Created newest first', () => {
    expect(parseDraftListState(new URLSearchParams())).toEqual(defaults);
    expect(writeDraftListState(new URLSearchParams(), defaults).toString()).toBe('');
  });

  it('round-trips a filtered, sorted page of 1000 and keeps other params', () => {
    const state: DraftListState = {
      search: 'spring',
      active: 'inactive',
      pageNumber: 2,
      pageSize: 1000,
      sortBy: 'name',
      sortDesc: false,
    };
    const params = writeDraftListState(new URLSearchParams('x=1'), state);
    expect(params.get('x')).toBe('1');
    expect(parseDraftListState(params)).toEqual(state);
  });

  it('falls back to defaults for values it cannot read', () => {
    const params = new URLSearchParams('active=maybe&page=-3&size=30&sort=password');
    expect(parseDraftListState(params)).toEqual(defaults);
  });

  it('sends the paging, sort, search and active filter the API reads', () => {
    const path = routePath(
      draftSchedulesRoutes.list,
      undefined,
      draftListQuery({ ...defaults, search: ' wal ', active: 'all' }),
    );
    const query = new URLSearchParams(path.slice(path.indexOf('?') + 1));
    expect(Object.fromEntries(query)).toEqual({
      pageNumber: '1',
      pageSize: '20',
      sortBy: 'createdOn',
      sortDesc: 'true',
      activeFilter: 'all',
      search: 'wal',
    });
  });

  it('leaves a blank search out', () => {
    expect(draftListQuery({ ...defaults, search: '  ' }).search).toBeUndefined();
  });
});
