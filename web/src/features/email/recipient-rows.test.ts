import { describe, expect, it } from 'vitest';
import { COUNTER_FILTERS, recipientRowsOf, withAddresses, withCounterFilter } from './recipient-rows.ts';

const option = (id: number, name: string, email?: string) => ({
  id,
  code: `c${id}`,
  firstName: name,
  lastName: '',
  name,
  ...(email === undefined ? {} : { email }),
  isHelper: false,
  isSpecialProjects: false,
});

describe('recipients panel rows', () => {
  it('sorts by name, keeps each worker once and drops blank addresses', () => {
    expect(recipientRowsOf([option(2, 'Zoe', ' z@x.ca '), option(1, 'Ann', '  '), option(2, 'Zoe', 'z@x.ca')])).toEqual(
      [
        { id: 1, name: 'Ann' },
        { id: 2, name: 'Zoe', email: 'z@x.ca' },
      ],
    );
  });

  it("adds addresses to a field as '; '-separated text, each once whatever its case", () => {
    expect(withAddresses('', ['a@x.ca', 'b@x.ca'])).toBe('a@x.ca; b@x.ca');
    expect(withAddresses('A@x.ca, c@x.ca;', ['a@x.ca', 'b@x.ca'])).toBe('A@x.ca; c@x.ca; b@x.ca');
  });

  it('keeps all, drops or keeps only the counter domains’ addresses (subdomains included)', () => {
    const rows = [
      { id: 1, name: 'Ann', email: 'ann@counter.ca' },
      { id: 2, name: 'Bob', email: 'bob@store.counter.ca' },
      { id: 3, name: 'Cid', email: 'cid@example.com' },
      { id: 4, name: 'Dee' },
    ];
    const ids = (filter: (typeof COUNTER_FILTERS)[keyof typeof COUNTER_FILTERS], domains = ['counter.ca']) =>
      withCounterFilter(rows, filter, domains).map((row) => row.id);
    expect(ids(COUNTER_FILTERS.all)).toEqual([1, 2, 3, 4]);
    expect(ids(COUNTER_FILTERS.no)).toEqual([3, 4]);
    expect(ids(COUNTER_FILTERS.yes)).toEqual([1, 2]);
    expect(ids(COUNTER_FILTERS.yes, [])).toEqual([1, 2, 3, 4]);
  });
});
