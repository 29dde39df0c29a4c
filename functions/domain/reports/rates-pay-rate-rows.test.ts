import { describe, expect, it } from 'vitest';
import { type Employee, NO_FLAGS } from '../../data/entities/employee.entity.ts';
import type { PayRateOverride } from '../../data/entities/pay-rate-override.entity.ts';
import { ALL_JOBS, ALL_PRODUCTS, ALL_SERVICE_TYPES, overrideAppliesToJob, payRateRows } from './rates-pay-rate-rows.ts';

const worker: Employee = { ...NO_FLAGS, id: 5, code: 'w5', firstName: 'Ann', lastName: 'Lee', hourlyRate: 18.5 };
const names = {
  jobs: new Map([[7, '24-0007']]),
  products: new Map([[9, 'Soap']]),
  serviceTypes: new Map([[2, 'Reset']]),
};
const override = (id: number, extra: Partial<PayRateOverride>): PayRateOverride => ({ id, employeeId: 5, ...extra });

describe('payRateRows', () => {
  it('gives the base row first, then the overrides by start date with their names or "all"', () => {
    const rows = payRateRows(
      worker,
      [
        override(3, { jobId: 7, productId: 9, serviceTypeId: 2, startDate: '2026-03-01', ratePerHour: 21 }),
        override(2, { rateFlat: 40 }),
        override(4, { jobId: 99, startDate: '2026-01-01', endDate: '2026-01-31', ratePerHour: 19.25 }),
      ],
      names,
    );
    expect(rows[0]).toEqual({ worker });
    expect(rows.slice(1).map((r) => r.override)).toEqual([
      {
        job: ALL_JOBS,
        product: ALL_PRODUCTS,
        serviceType: ALL_SERVICE_TYPES,
        startDate: undefined,
        endDate: undefined,
        rateFlat: 40,
        ratePerHour: undefined,
      },
      {
        job: '#99',
        product: ALL_PRODUCTS,
        serviceType: ALL_SERVICE_TYPES,
        startDate: '2026-01-01',
        endDate: '2026-01-31',
        rateFlat: undefined,
        ratePerHour: 19.25,
      },
      {
        job: '24-0007',
        product: 'Soap',
        serviceType: 'Reset',
        startDate: '2026-03-01',
        endDate: undefined,
        rateFlat: undefined,
        ratePerHour: 21,
      },
    ]);
    expect(rows.every((r) => r.worker === worker)).toBe(true);
  });

  it("keeps, for a job, that job's overrides and those for all jobs; the base row always", () => {
    const overrides = [override(1, { jobId: 7, rateFlat: 1 }), override(2, { rateFlat: 2 }), override(3, { jobId: 8 })];
    expect(payRateRows(worker, overrides, names, 7).map((r) => r.override?.rateFlat ?? 'base')).toEqual(['base', 1, 2]);
    expect(payRateRows(worker, [], names, 7)).toEqual([{ worker }]);
    expect(overrideAppliesToJob({ jobId: 8 }, undefined)).toBe(true);
    expect(overrideAppliesToJob({ jobId: 8 }, 7)).toBe(false);
  });
});
