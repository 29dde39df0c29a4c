import type { CustomerChargeRow } from '@shelfline/shared/contracts/customer-invoicing.contract';
import { describe, expect, it } from 'vitest';
import { hideMatchingReversals, selectAllOf, totalsOf } from './charge-rows.ts';

const row = (id: number, amount: number, extra: Partial<CustomerChargeRow> = {}) =>
  ({
    id,
    jobId: 1,
    storeId: 5,
    store: 'S',
    completedDate: '2026-11-02',
    amount,
    billableHours: 1,
    payApprovalStatus: 1,
    ...extra,
  }) as CustomerChargeRow;

describe('Charges tab rules', () => {
  it('hides both rows of each matching reversal pair, one to one', () => {
    const rows = [row(1, 61), row(2, -61), row(3, 61), row(4, -61, { storeId: 6 }), row(5, 0), row(6, -0.01)];
    expect(hideMatchingReversals(rows).map((r) => r.id)).toEqual([3, 4, 5, 6]);
  });

  it('select-all skips not-approved and rejected rows', () => {
    const rows = [
      row(1, 1),
      row(2, 1, { payApprovalStatus: 0 }),
      row(3, 1, { payApprovalStatus: 3 }),
      row(4, 1, { payApprovalStatus: 2 }),
    ];
    expect(selectAllOf(rows).map((r) => r.id)).toEqual([1, 4]);
  });

  it('totals hours and amounts exactly, negatives in parentheses', () => {
    expect(totalsOf([row(1, 0.1), row(2, 0.2), row(3, -10.35)])).toEqual({ hours: '3.00', amount: '(10.05)' });
    expect(totalsOf([{ ...row(1, 1), amount: undefined }]).amount).toBeUndefined();
  });
});
