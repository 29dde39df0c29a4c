import { describe, expect, it } from 'vitest';
import { readUrl, urlParam, writeUrl } from './url-state.ts';

const SHAPE = {
  search: urlParam.text(10),
  from: urlParam.date(),
  manual: urlParam.flag(),
  page: urlParam.page(),
  size: urlParam.pageSize([20, 50], 20),
  sort: urlParam.oneOf(['name', 'code'] as const, 'name'),
  storeIds: urlParam.idList(),
  hours: urlParam.numberList(),
  kinds: urlParam.someOf(['a', 'b'] as const),
  trait: urlParam.texts(5),
};

describe('URL state', () => {
  it('reads an empty URL as the defaults', () => {
    expect(readUrl(SHAPE, new URLSearchParams())).toEqual({
      search: undefined,
      from: undefined,
      manual: false,
      page: 1,
      size: 20,
      sort: 'name',
      storeIds: undefined,
      hours: undefined,
      kinds: undefined,
      trait: undefined,
    });
  });

  it('falls back to the default of each unreadable value rather than failing', () => {
    const params = new URLSearchParams(
      'search=%20%20&from=2026-13&manual=yes&page=0&size=7&sort=x&storeIds=1,a,-2,0,1&hours=2.5,-1,x,0&kinds=b,c,b',
    );
    expect(readUrl(SHAPE, params)).toMatchObject({
      search: undefined,
      from: undefined,
      manual: false,
      page: 1,
      size: 20,
      sort: 'name',
      storeIds: [1],
      hours: [2.5, 0],
      kinds: ['b'],
    });
  });

  it('writes values back, leaving defaults out and other parameters alone, and reads them again', () => {
    const values = {
      search: 'king',
      from: '2026-12-01',
      manual: true,
      page: 3,
      size: 50,
      sort: 'code' as const,
      storeIds: [4, 5],
      hours: [0, 2.5],
      kinds: ['a' as const],
      trait: ['End cap, left', 'Aisle'],
    };
    const params = writeUrl(SHAPE, new URLSearchParams('keep=1&page=9'), values);
    expect(params.get('keep')).toBe('1');
    // Repeated keys, so a text may hold a comma; reading cuts each to the parameter's length.
    expect(params.getAll('trait')).toEqual(['End cap, left', 'Aisle']);
    expect(readUrl(SHAPE, params)).toEqual({ ...values, trait: ['End c', 'Aisle'] });
    const defaults = writeUrl(SHAPE, new URLSearchParams('page=9'), readUrl(SHAPE, new URLSearchParams()));
    expect(defaults.toString()).toBe('');
  });

  it('leaves out a value equal to the default the screen gives (e.g. the window of a mode)', () => {
    const params = writeUrl(SHAPE, new URLSearchParams(), { from: '2026-11-01', page: 1 }, { from: '2026-11-01' });
    expect(params.has('from')).toBe(false);
  });

  it('reads one id, or nothing for anything else', () => {
    const shape = { jobId: urlParam.id() };
    expect(readUrl(shape, new URLSearchParams('jobId=12'))).toEqual({ jobId: 12 });
    for (const raw of ['0', '-3', 'x', '1.5', ''])
      expect(readUrl(shape, new URLSearchParams({ jobId: raw }))).toEqual({ jobId: undefined });
    expect(writeUrl(shape, new URLSearchParams('jobId=3'), { jobId: undefined }).toString()).toBe('');
  });
});
