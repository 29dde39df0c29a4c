import { describe, expect, it } from 'vitest';
import type { MerchandiserCharge } from '../../data/entities/merchandiser-charge.entity.ts';
import { customerChargeOf } from './customer-charge-of.ts';

const charge = {
  id: 41,
  serviceId: 9,
  jobId: 3,
  jobNumber: '26-001',
  merchandiser: 'Ann Lee',
  retailer: 'Shop',
  storeId: 5,
  storeDescription: '12 - Main St',
  serviceType: 'Reset',
  product: 'Chips',
  completedDate: '2026-05-10',
  provinceCode: 'ON',
  acctManagerId: 2,
  hoursForBilling: 7.25,
  approvalStatus: 0,
} as MerchandiserCharge;

describe('customerChargeOf', () => {
  it("bills the job's supplier at the job rate, with the store's tax and the pay hours, marked by its source", () => {
    const line = customerChargeOf(
      charge,
      { hourlyRate: 45.5, supplierId: 8, supplier: 'Acme' },
      { code: 'HON', rate: 13 },
      77,
    );
    expect(line).toMatchObject({
      id: 77,
      source: 'C41',
      chargeId: 41,
      supplierId: 8,
      supplierFullName: 'Acme',
      chargeRate: 45.5,
      taxCode: 'HON',
      taxRate: 13,
      originalHours: 7.25,
      billableHours: 7.25,
      amountCents: 32988,
      payApprovalStatus: 0,
      store: '12 - Main St',
    });
  });

  it('leaves the tax out for a store without one', () => {
    const line = customerChargeOf(charge, { hourlyRate: 10, supplierId: 8, supplier: 'Acme' }, undefined, 78);
    expect(line.taxCode).toBeUndefined();
    expect(line.amountCents).toBe(7250);
  });
});
