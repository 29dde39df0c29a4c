import { describe, expect, it } from 'vitest';
import { withTotals } from './charge-totals.ts';

/* Subtotals after each group of each level (innermost first), one total at the end. */

interface Line {
  who: string;
  type: string;
  cents: number;
}

const layout = {
  levels: [(l: Line) => l.who, (l: Line) => `${l.who}#${l.type}`],
  sumsOf: (l: Line) => ({ hours: 1, cents: l.cents }),
  row: (l: Line) => `${l.who} ${l.type} ${l.cents}`,
  subtotal: (level: number, first: Line, sums: { hours: number; cents: number }) =>
    `sub${level} ${level === 0 ? first.who : `${first.who} ${first.type}`} ${sums.cents}/${sums.hours}`,
  total: (sums: { hours: number; cents: number }) => `total ${sums.cents}/${sums.hours}`,
};

describe('withTotals', () => {
  it('closes the inner group, then the outer one, and ends with the total', () => {
    const lines: Line[] = [
      { who: 'A', type: 'x', cents: 1 },
      { who: 'A', type: 'x', cents: 2 },
      { who: 'A', type: 'y', cents: 4 },
      { who: 'B', type: 'x', cents: 8 },
    ];
    expect([...withTotals(lines, layout)].flat()).toEqual([
      'A x 1',
      'A x 2',
      'sub1 A x 3/2',
      'A y 4',
      'sub1 A y 4/1',
      'sub0 A 7/3',
      'B x 8',
      'sub1 B x 8/1',
      'sub0 B 8/1',
      'total 15/4',
    ]);
  });

  it('answers the total alone for no rows, and pages of at most 500 lines', () => {
    expect([...withTotals([], layout)]).toEqual([['total 0/0']]);
    const many = Array.from({ length: 1_200 }, () => ({ who: 'A', type: 'x', cents: 1 }));
    const pages = [...withTotals(many, layout)];
    expect(pages.map((p) => p.length)).toEqual([500, 500, 203]);
  });
});
