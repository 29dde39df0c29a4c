import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { kmRate, type MiscChargeRates, miscChargeAmount } from './misc-charge-math.ts';
import { MoneyError } from './money.ts';

const rates: MiscChargeRates = {
  travelLowKmRate: 0.4525,
  travelHighKmRate: 0.55,
  travelHighLowKmThreshold: 100,
  travelPerHourRate: 18.75,
  travelContinuity: 12.5,
  printPerPageRate: 0.0725,
};

describe('misc charge amounts', () => {
  it('pays the whole distance at the low rate below the threshold and at the high rate from it on', () => {
    expect(miscChargeAmount({ kind: 'km', km: 99 }, rates)).toEqual({ rate: 0.4525, units: 99, amount: 4480 }); // 44.7975
    expect(miscChargeAmount({ kind: 'km', km: 100 }, rates)).toEqual({ rate: 0.55, units: 100, amount: 5500 });
    expect(miscChargeAmount({ kind: 'km', km: 0 }, rates)).toEqual({ rate: 0.4525, units: 0, amount: 0 });
  });

  it('computes time, continuity and printing as rate × units rounded once', () => {
    expect(miscChargeAmount({ kind: 'time', hours: 3 }, rates)).toEqual({ rate: 18.75, units: 3, amount: 5625 });
    expect(miscChargeAmount({ kind: 'continuity', services: 3 }, rates)).toEqual({
      rate: 12.5,
      units: 3,
      amount: 3750,
    });
    // 7 × 0.0725 = 0.5075 → 0.51 (half-up), where 0.5075 * 100 in floating point is 50.74999…
    expect(miscChargeAmount({ kind: 'printing', pages: 7 }, rates)).toEqual({ rate: 0.0725, units: 7, amount: 51 });
  });

  it('takes a typed amount as it is, refusing a negative one or a third decimal', () => {
    expect(miscChargeAmount({ kind: 'typed', amount: 23.4 }, rates)).toEqual({ rate: 0, units: 0, amount: 2340 });
    expect(() => miscChargeAmount({ kind: 'typed', amount: -1 }, rates)).toThrow('Amount must be 0 or more.');
    expect(() => miscChargeAmount({ kind: 'typed', amount: 2.345 }, rates)).toThrow(MoneyError);
  });

  it('refuses units the form cannot send: fractions, negatives, continuity without a service', () => {
    expect(() => miscChargeAmount({ kind: 'km', km: 1.5 }, rates)).toThrow('Km must be a whole number of at least 0.');
    expect(() => miscChargeAmount({ kind: 'time', hours: -1 }, rates)).toThrow(MoneyError);
    expect(() => miscChargeAmount({ kind: 'printing', pages: Number.NaN }, rates)).toThrow(MoneyError);
    expect(() => miscChargeAmount({ kind: 'continuity', services: 0 }, rates)).toThrow(
      'Services must be a whole number of at least 1.',
    );
  });

  it('switches rate exactly at the threshold, for any threshold and rates, and never tiers the distance', () => {
    const rateUnits = fc.integer({ min: 0, max: 100_000 }); // up to 10.0000 per km
    fc.assert(
      fc.property(rateUnits, rateUnits, fc.integer({ min: 0, max: 5000 }), fc.nat(10_000), (low, high, limit, km) => {
        const r = {
          ...rates,
          travelLowKmRate: low / 10_000,
          travelHighKmRate: high / 10_000,
          travelHighLowKmThreshold: limit,
        };
        const units = km < limit ? low : high;
        const expected = (BigInt(units) * BigInt(km) * 2n + 100n) / 200n; // half-up of units × km / 100 (≥ 0)
        const result = miscChargeAmount({ kind: 'km', km }, r);
        expect(result).toEqual({ rate: kmRate(km, r), units: km, amount: Number(expected) });
        expect(result.rate).toBe(units / 10_000);
      }),
    );
  });
});
