import { describe, expect, it } from 'vitest';
import { BadRequestError } from '../../common/http-errors.ts';
import { monthsOf } from './work-periods.ts';
import { comparatorOf, type SortFields } from './work-sort.ts';

/* A report's sortExpression as a comparator (work-sort.ts), and a range cut into months (work-periods.ts). */

interface Row {
  id: number;
  name?: string;
  hours: number;
}
const FIELDS: SortFields<Row> = { Name: (r) => r.name, Hours: (r) => r.hours };
const byId = (a: Row, b: Row) => a.id - b.id;
const rows: Row[] = [
  { id: 1, name: 'b', hours: 2 },
  { id: 2, hours: 9 },
  { id: 3, name: 'a', hours: 2 },
  { id: 4, name: 'b', hours: 5 },
];
const order = (keys: { field: string; direction: 'ASC' | 'DESC' }[]) =>
  [...rows].sort(comparatorOf(keys, FIELDS, byId)).map((r) => r.id);

describe('comparatorOf', () => {
  it('sorts by the keys in turn, then by the tie-break; names match without regard to case', () => {
    expect(
      order([
        { field: 'hours', direction: 'ASC' },
        { field: 'NAME', direction: 'DESC' },
      ]),
    ).toEqual([1, 3, 4, 2]);
    expect(order([])).toEqual([1, 2, 3, 4]);
  });

  it('keeps empty values last in either direction', () => {
    expect(order([{ field: 'Name', direction: 'ASC' }])).toEqual([3, 1, 4, 2]);
    expect(order([{ field: 'Name', direction: 'DESC' }])).toEqual([1, 4, 3, 2]);
  });

  it('refuses unknown and refused fields with 400 naming sortExpression', () => {
    const refused = { fields: ['StoreName'], reason: 'no store columns.' };
    const attempt = () =>
      comparatorOf(
        [
          { field: 'Colour', direction: 'ASC' },
          { field: 'storename', direction: 'ASC' },
        ],
        { ...FIELDS, StoreName: () => 'x' },
        byId,
        refused,
      );
    expect(attempt).toThrow(BadRequestError);
    try {
      attempt();
    } catch (error) {
      expect((error as BadRequestError).errors).toEqual({
        sortExpression: ['Colour is not a sort field of this report.', 'storename: no store columns.'],
      });
    }
  });
});

describe('monthsOf', () => {
  it('cuts a range at month ends, the first and last months partial', () => {
    expect(monthsOf('2041-01-15', '2041-03-02')).toEqual([
      { from: '2041-01-15', to: '2041-01-31' },
      { from: '2041-02-01', to: '2041-02-28' },
      { from: '2041-03-01', to: '2041-03-02' },
    ]);
    expect(monthsOf('2040-02-10', '2040-02-10')).toEqual([{ from: '2040-02-10', to: '2040-02-10' }]);
    expect(monthsOf('2040-12-31', '2041-01-01')).toHaveLength(2);
  });
});
