import { describe, expect, it } from 'vitest';
import type { PayRateOverride } from '../../data/entities/pay-rate-override.entity.ts';
import { payAmountCents, resolvePayRate } from './pay-rate.ts';

const base = { overrides: [], jobId: 7, productId: 3, serviceTypeId: 2, completedDate: '2026-05-10' };
const override = (id: number, fields: Partial<PayRateOverride>): PayRateOverride => ({ id, employeeId: 1, ...fields });

describe('resolvePayRate', () => {
  it("takes the service's own rate first (flat wins), then overrides, then the worker's rate, else none", () => {
    expect(
      resolvePayRate({ ...base, serviceRate: { payrateFlat: 40, payratePerHour: 20 }, workerHourlyRate: 15 }),
    ).toEqual({ payrateFlat: 40, rateSource: 'service' });
    expect(resolvePayRate({ ...base, overrides: [override(1, { ratePerHour: 19 })], workerHourlyRate: 15 })).toEqual({
      payratePerHour: 19,
      rateSource: 'override:1',
    });
    expect(resolvePayRate({ ...base, workerHourlyRate: 15 })).toEqual({ payratePerHour: 15, rateSource: 'worker' });
    expect(resolvePayRate(base)).toEqual({ rateSource: 'none' });
  });

  it('picks the most specific fitting override (job 4 + product 2 + type 1), ties by latest start then id', () => {
    const overrides = [
      override(1, { ratePerHour: 10 }),
      override(2, { jobId: 7, ratePerHour: 20 }),
      override(3, { productId: 3, serviceTypeId: 2, ratePerHour: 30 }),
      override(4, { jobId: 8, productId: 3, serviceTypeId: 2, ratePerHour: 99 }),
      override(5, { jobId: 7, serviceTypeId: 2, ratePerHour: 50, endDate: '2026-05-09' }),
    ];
    expect(resolvePayRate({ ...base, overrides }).rateSource).toBe('override:2');
    const ties = [
      override(6, { jobId: 7, ratePerHour: 21, startDate: '2026-01-01' }),
      override(7, { jobId: 7, ratePerHour: 22, startDate: '2026-03-01' }),
      override(8, { jobId: 7, ratePerHour: 23, startDate: '2026-03-01' }),
    ];
    expect(resolvePayRate({ ...base, overrides: [...overrides, ...ties] }).rateSource).toBe('override:8');
  });

  it('pays flat as it is, per hour rounded once half-up, none as 0', () => {
    expect(payAmountCents({ payrateFlat: 55.25 }, 3)).toBe(5525);
    expect(payAmountCents({ payratePerHour: 45.5 }, 7.25)).toBe(32988);
    expect(payAmountCents({}, 3)).toBe(0);
  });
});
