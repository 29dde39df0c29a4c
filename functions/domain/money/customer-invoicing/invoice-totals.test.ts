import { lineCents } from '@shelfline/shared/money';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { moneyAfterChanges, moneyOfLines } from './invoice-totals.ts';

const ON = { taxCode: 'HST ON', taxRate: 13 };
const NS = { taxCode: 'HST NS', taxRate: 15 };

describe('invoice money', () => {
  it('rounds the tax once per code on two provinces', () => {
    const money = moneyOfLines([
      { amountCents: 3333, ...ON },
      { amountCents: 3333, ...ON },
      { amountCents: 1001, ...NS },
      { amountCents: 500 },
    ]);
    expect(money.subTotalCents).toBe(8167);
    expect(money.taxLines).toEqual([
      { code: 'HST NS', rate: 15, base: 1001, tax: 150 },
      { code: 'HST ON', rate: 13, base: 6666, tax: 867 },
    ]);
    expect(money.totalCents).toBe(8167 + 867 + 150);
  });

  it('an edit by differences equals the totals of the edited lines (any lines, any edit)', () => {
    const line = fc.record({
      amountCents: fc.integer({ min: -500_000, max: 500_000 }),
      tax: fc.constantFrom(undefined, ON, NS),
    });
    fc.assert(
      fc.property(
        fc.array(line, { minLength: 1, maxLength: 40 }),
        fc.nat(),
        fc.integer({ min: 0, max: 2000 }),
        (raw, pick, hours) => {
          const lines = raw.map((l) => ({ amountCents: l.amountCents, ...l.tax }));
          const index = pick % lines.length;
          const before = lines[index] as (typeof lines)[number];
          const after = { ...before, amountCents: lineCents(45.5, hours / 100) };
          const edited = lines.map((l, i) => (i === index ? after : l));
          expect(moneyAfterChanges(moneyOfLines(lines), [{ before, after }])).toEqual(moneyOfLines(edited));
          const removed = lines.filter((_, i) => i !== index);
          expect(moneyAfterChanges(moneyOfLines(lines), [{ before }])).toEqual(moneyOfLines(removed));
        },
      ),
    );
  });
});
