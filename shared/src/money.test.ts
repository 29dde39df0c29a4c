import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  centsToAmount,
  divideRoundHalfUp,
  exactDecimal,
  formatCents,
  invoiceTotals,
  lineCents,
  MoneyError,
  moneyField,
  negateCents,
  parseMoneyText,
  rateField,
  reversalOf,
  roundToCents,
  sumCents,
  type TaxableLine,
  taxLines,
  taxRateField,
  toCents,
} from './money.ts';

/** Cents within what an invoice could ever hold (±100 million dollars). */
const cents = fc.integer({ min: -10_000_000_000, max: 10_000_000_000 });
/** A rate in ten-thousandths of a dollar (0 to 10,000.0000) and hours in hundredths (0 to 1,000.00). */
const rateUnits = fc.integer({ min: 0, max: 100_000_000 });
const hoursHundredths = fc.integer({ min: 0, max: 100_000 });
/** Tax rates in thousandths of a percent: the real ones and any up to 100 %. */
const taxRateUnits = fc.oneof(fc.constantFrom(5000, 13000, 14000, 14975, 15000), fc.integer({ min: 0, max: 100_000 }));
const taxCode = fc.constantFrom('GST', 'HST-ON', 'HST-NS', 'QST');

/** The reference: half-up away from zero in plain BigInt, written independently of money.ts. */
function referenceRound(numerator: bigint, divisor: bigint): bigint {
  const q = numerator / divisor;
  const r = numerator % divisor;
  const twice = (r < 0n ? -r : r) * 2n;
  if (twice < divisor) return q;
  return numerator < 0n ? q - 1n : q + 1n;
}

describe('money: reading and writing amounts', () => {
  it('reads decimals exactly as written, whatever floating point makes of them', () => {
    expect(exactDecimal(1.005)).toEqual({ digits: 1005n, scale: 3 });
    expect(exactDecimal(14.975)).toEqual({ digits: 14975n, scale: 3 });
    expect(exactDecimal('1.50')).toEqual({ digits: 15n, scale: 1 });
    expect(exactDecimal(1e-7)).toEqual({ digits: 1n, scale: 7 });
    expect(exactDecimal(1e21)).toEqual({ digits: 10n ** 21n, scale: 0 });
    expect(exactDecimal(-0.1)).toEqual({ digits: -1n, scale: 1 });
    expect(() => exactDecimal(Number.NaN)).toThrow(MoneyError);
    expect(() => exactDecimal('12a')).toThrow(MoneyError);
  });

  it('converts API amounts to cents and refuses a third decimal instead of rounding it away', () => {
    expect(toCents(123.45)).toBe(12345);
    expect(toCents(0.1)).toBe(10);
    expect(toCents(-19.99)).toBe(-1999);
    expect(toCents(1.1)).toBe(110);
    expect(() => toCents(1.005)).toThrow('Amount 1.005 has more than 2 decimals.');
  });

  it('rounds 1.005 to 1.01 where floating point gives 1.00', () => {
    expect(Math.round(1.005 * 100) / 100).toBe(1); // the bug this module exists to avoid
    expect(roundToCents(1.005)).toBe(101);
    expect(roundToCents(-1.005)).toBe(-101);
    expect(roundToCents(0.125)).toBe(13);
    expect(roundToCents(0.1249)).toBe(12);
    expect(roundToCents(-0.004)).toBe(0);
    expect(Object.is(roundToCents(-0.004), -0)).toBe(false);
  });

  it('rounds half a cent up, away from zero, in both signs', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1_000_000_000_000 }), (whole) => {
        const halfAbove = BigInt(whole) * 10n + 5n; // whole cents and a half, in tenths of a cent
        expect(roundToCents({ digits: halfAbove, scale: 3 })).toBe(whole + 1);
        expect(roundToCents({ digits: -halfAbove, scale: 3 })).toBe(-(whole + 1));
        expect(roundToCents({ digits: halfAbove - 1n, scale: 3 })).toBe(whole);
        expect(roundToCents({ digits: -(halfAbove - 1n), scale: 3 })).toBe(-whole + 0);
      }),
    );
  });

  it('rounds exactly like an independent BigInt half-up', () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: -(10n ** 20n), max: 10n ** 20n }),
        fc.bigInt({ min: 1n, max: 10n ** 9n }),
        (n, d) => {
          expect(divideRoundHalfUp(n, d)).toBe(referenceRound(n, d));
        },
      ),
    );
  });

  it('round-trips cents through the API number and through the display text', () => {
    fc.assert(
      fc.property(cents, (c) => {
        expect(toCents(centsToAmount(c))).toBe(c);
        expect(parseMoneyText(formatCents(c))).toBe(c);
        expect(parseMoneyText(formatCents(c, 'parentheses'))).toBe(c);
      }),
    );
  });

  it('formats with 2 decimals and thousands separators, negatives with a minus or in parentheses', () => {
    expect(formatCents(0)).toBe('0.00');
    expect(formatCents(5)).toBe('0.05');
    expect(formatCents(123456789)).toBe('1,234,567.89');
    expect(formatCents(-100000)).toBe('-1,000.00');
    expect(formatCents(-100000, 'parentheses')).toBe('(1,000.00)');
    expect(formatCents(99999, 'parentheses')).toBe('999.99');
  });

  it('reads amounts as people type them, and refuses what is not one', () => {
    expect(parseMoneyText('$1,234.5')).toBe(123450);
    expect(parseMoneyText(' 12 ')).toBe(1200);
    expect(parseMoneyText('.5')).toBe(50);
    expect(parseMoneyText('-0.01')).toBe(-1);
    for (const bad of ['', '1,23.00', '12.345', '(12', '-(12)', '(-12)', 'abc', '1.2.3'])
      expect(() => parseMoneyText(bad), bad).toThrow(MoneyError);
  });
});

describe('money: lines, sums and reversals', () => {
  it('computes a line as rate × quantity rounded once: 45.50 × 7.25 h = 329.875 → 329.88', () => {
    expect(lineCents(45.5, 7.25)).toBe(32988);
    expect(lineCents(0.4525, 120, 0)).toBe(5430);
    expect(lineCents(0.4525, 3, 0)).toBe(136); // 1.3575 → 1.36
    expect(lineCents(10, 0)).toBe(0);
    expect(() => lineCents(0.12345, 1)).toThrow('Rate 0.12345 has more than 4 decimals.');
    expect(() => lineCents(10, 1.5, 0)).toThrow('Quantity 1.5 has more than 0 decimals.');
  });

  it('has no floating drift over 10,000 random lines: each line and the sum equal BigInt arithmetic', () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(rateUnits, hoursHundredths), { minLength: 10_000, maxLength: 10_000 }), (lines) => {
        let expected = 0n;
        const computed = lines.map(([r, h]) => {
          const exact = referenceRound(BigInt(r) * BigInt(h), 10_000n); // 4 + 2 decimals down to cents
          expected += exact;
          const line = lineCents(r / 10_000, h / 100);
          expect(line).toBe(Number(exact));
          return line;
        });
        expect(sumCents(computed)).toBe(Number(expected));
      }),
      { numRuns: 3, endOnFailure: true }, // shrinking 10,000-line arrays would take minutes
    );
  });

  it('rounds a negative line as the exact mirror of the positive one', () => {
    fc.assert(
      fc.property(rateUnits, hoursHundredths, (r, h) => {
        expect(lineCents(-r / 10_000, h / 100)).toBe(negateCents(lineCents(r / 10_000, h / 100)));
      }),
    );
  });

  it('negates twice to the same amount, and a reversal plus its original sums to zero', () => {
    fc.assert(
      fc.property(cents, cents, fc.string(), (amount, other, note) => {
        expect(negateCents(negateCents(amount))).toBe(amount);
        const original = { id: 7, note, amount, cost: other, rate: centsToAmount(other) };
        const reversal = reversalOf(original, ['amount', 'cost', 'rate']);
        const rate = centsToAmount(negateCents(other));
        expect(reversal).toEqual({ id: 7, note, amount: negateCents(amount), cost: negateCents(other), rate });
        expect(sumCents([original.amount, reversal.amount, original.cost, reversal.cost])).toBe(0);
        expect(reversalOf(reversal, ['amount', 'cost', 'rate'])).toEqual(original);
      }),
    );
    expect(Object.is(negateCents(0), -0)).toBe(false);
    expect(() => reversalOf({ amount: 'x' }, ['amount'])).toThrow(MoneyError);
  });

  it('refuses sums and amounts a double cannot hold exactly', () => {
    expect(() => sumCents([Number.MAX_SAFE_INTEGER, 1])).toThrow('The amount is too large.');
    expect(() => sumCents([1.5])).toThrow(MoneyError);
  });
});

const taxableLine = fc.record({
  amount: cents,
  tax: fc.option(fc.record({ code: taxCode, rate: taxRateUnits.map((u) => u / 1000) }), { nil: undefined }),
});

describe('money: tax per code per invoice', () => {
  it('rounds once per code, never per line: three 0.10 lines at 13 % are 0.04 of tax, not 0.03', () => {
    const hst = { code: 'HST-ON', rate: 13 };
    const lines: TaxableLine[] = [10, 10, 10].map((amount) => ({ amount, tax: hst }));
    expect(taxLines(lines)).toEqual([{ code: 'HST-ON', rate: 13, base: 30, tax: 4 }]);
    const perLine = lines.map((l) => Number(divideRoundHalfUp(BigInt(l.amount) * 13_000n, 100_000n))); // 1.3 → 1 each
    expect(sumCents(perLine)).toBe(3);
  });

  it('sums bases per code, skips untaxed and zero-rate lines, and totals the invoice', () => {
    const totals = invoiceTotals([
      { amount: 10000, tax: { code: 'HST-NS', rate: 15 } },
      { amount: 2550, tax: { code: 'GST', rate: 5 } },
      { amount: -1000, tax: { code: 'HST-NS', rate: 15 } },
      { amount: 700 },
      { amount: 300, tax: { code: 'US', rate: 0 } },
      { amount: 1001, tax: { code: 'QST', rate: 14.975 } },
    ]);
    expect(totals).toEqual({
      subTotal: 13551,
      gst: 1350 + 128 + 150,
      total: 13551 + 1628,
      taxLines: [
        { code: 'HST-NS', rate: 15, base: 9000, tax: 1350 },
        { code: 'GST', rate: 5, base: 2550, tax: 128 }, // 127.5 → 128
        { code: 'QST', rate: 14.975, base: 1001, tax: 150 }, // 149.89975 → 150
      ],
    });
    expect(() => taxLines([{ amount: 1, tax: { code: 'X', rate: 14.9751 } }])).toThrow(MoneyError);
    expect(() => taxLines([{ amount: 1, tax: { code: 'X', rate: -5 } }])).toThrow(MoneyError);
  });

  it('keeps the same code at two rates apart (a rate change between snapshots)', () => {
    const lines = [
      { amount: 10000, tax: { code: 'HST-NS', rate: 15 } },
      { amount: 10000, tax: { code: 'HST-NS', rate: 14 } },
    ];
    expect(taxLines(lines).map((t) => [t.rate, t.tax])).toEqual([
      [15, 1500],
      [14, 1400],
    ]);
  });

  it('per code: base is the exact sum of its lines and tax is within half a cent of base × rate', () => {
    fc.assert(
      fc.property(fc.array(taxableLine, { maxLength: 60 }), (lines) => {
        const result = taxLines(lines);
        for (const line of result) {
          const mine = lines.filter((l) => l.tax?.code === line.code && l.tax.rate === line.rate);
          expect(line.base).toBe(sumCents(mine.map((l) => l.amount)));
          const rate = BigInt(Math.round(line.rate * 1000)); // thousandths of a percent, from an integer above
          const exactTimes100k = BigInt(line.base) * rate; // the exact tax in 1/100,000 of a cent
          const error = BigInt(line.tax) * 100_000n - exactTimes100k;
          expect((error < 0n ? -error : error) * 2n <= 100_000n).toBe(true);
        }
        const taxedCodes = new Set(
          lines.filter((l) => l.tax && l.tax.rate > 0).map((l) => `${l.tax?.code}/${l.tax?.rate}`),
        );
        expect(result).toHaveLength(taxedCodes.size);
      }),
    );
  });

  it('gives the same tax whatever the order of the lines', () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(taxableLine, fc.double({ noNaN: true })), { maxLength: 60 }), (keyed) => {
        const lines = keyed.map(([line]) => line);
        const shuffled = [...keyed].sort((a, b) => a[1] - b[1]).map(([line]) => line);
        const byCode = (ls: TaxableLine[]) =>
          [...taxLines(ls)].sort((a, b) => `${a.code}${a.rate}`.localeCompare(`${b.code}${b.rate}`));
        expect(byCode(shuffled)).toEqual(byCode(lines));
        expect(invoiceTotals(shuffled).total).toBe(invoiceTotals(lines).total);
      }),
    );
  });

  it('gives an invoice and its full reversal opposite taxes that sum to zero', () => {
    fc.assert(
      fc.property(fc.array(taxableLine, { maxLength: 30 }), (lines) => {
        const reversed = lines.map((l) => reversalOf(l, ['amount']));
        const original = invoiceTotals(lines);
        const credit = invoiceTotals(reversed);
        expect(credit.total).toBe(negateCents(original.total));
        expect(sumCents([original.gst, credit.gst])).toBe(0);
      }),
    );
  });
});

describe('money: zod fields for contracts', () => {
  it('refuses more decimals than the field takes, with a message naming the field', () => {
    const amount = moneyField('Amount');
    expect(amount.safeParse(12.5).success).toBe(true);
    expect(amount.safeParse(1.005).error?.issues.map((i) => i.message)).toEqual(['Amount takes at most 2 decimals.']);
    expect(amount.safeParse(-1).error?.issues.map((i) => i.message)).toEqual(['Amount must be 0 or more.']);
    expect(moneyField('Amount', { min: -1000 }).safeParse(-1).success).toBe(true);
    expect(amount.safeParse('12').error?.issues.map((i) => i.message)).toEqual(['Amount must be a number.']);
    const rate = rateField('Low km rate');
    expect(rate.safeParse(0.4525).success).toBe(true);
    expect(rate.safeParse(0.45251).error?.issues.map((i) => i.message)).toEqual([
      'Low km rate takes at most 4 decimals.',
    ]);
    const tax = taxRateField('HST rate');
    expect(tax.safeParse(14.975).success).toBe(true);
    expect(tax.safeParse(14.9751).success).toBe(false);
    expect(tax.safeParse(101).error?.issues.map((i) => i.message)).toEqual(['HST rate must be at most 100.']);
  });

  it('accepts exactly the values the arithmetic accepts', () => {
    fc.assert(
      fc.property(fc.double({ min: 0, max: 1_000_000, noNaN: true }), (n) => {
        const accepted = moneyField('Amount').safeParse(n).success;
        let converts = true;
        try {
          toCents(n);
        } catch {
          converts = false;
        }
        expect(accepted).toBe(converts);
      }),
    );
  });
});
