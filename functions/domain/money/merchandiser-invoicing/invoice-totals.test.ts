import { describe, expect, it } from 'vitest';
import { invoiceMoneyOf, workerTaxOf } from './invoice-totals.ts';

const HST_ON = { code: 'HON', rate: 13 };
const company = { taxGST: 5, taxGSTCode: 'GST', taxHSTON: 13, taxHSTONCode: 'HON' } as never;

describe('a merchandiser invoice’s money (brief §1.5, A9)', () => {
  it('taxes services and GST-applicable misc charges once per code, and leaves other misc charges untaxed', () => {
    const money = invoiceMoneyOf(
      [{ amountCents: 5_101 }, { amountCents: 5_099 }],
      [
        { amountCents: 1_000, isGSTApplicable: true },
        { amountCents: 500, isGSTApplicable: false },
      ],
      HST_ON,
    );
    expect(money).toEqual({
      servicesAmountCents: 10_200,
      miscAmountCents: 1_500,
      // 13 % of 112.00 = 14.56, rounded once for the code (never per line)
      taxLines: [{ code: 'HON', rate: 13, base: 11_200, tax: 1_456 }],
      gstCents: 1_456,
      amountCents: 13_156,
    });
  });

  it('adds no tax line without a tax', () => {
    const money = invoiceMoneyOf([{ amountCents: 4_000 }], [{ amountCents: 250, isGSTApplicable: true }], undefined);
    expect(money).toMatchObject({ taxLines: [], gstCents: 0, amountCents: 4_250 });
  });

  it('charges tax only for a GST-registered worker with a GST number, at the rate of their province', () => {
    expect(workerTaxOf({ isGstApplicable: true, gstNumber: '12345 RT0001' }, 'ON', company)).toEqual(HST_ON);
    expect(workerTaxOf({ isGstApplicable: true, gstNumber: '12345 RT0001' }, 'AB', company)).toEqual({
      code: 'GST',
      rate: 5,
    });
    expect(workerTaxOf({ isGstApplicable: true, gstNumber: ' ' }, 'ON', company)).toBeUndefined();
    expect(workerTaxOf({ isGstApplicable: false, gstNumber: '12345 RT0001' }, 'ON', company)).toBeUndefined();
    expect(workerTaxOf({ isGstApplicable: true, gstNumber: '12345 RT0001' }, undefined, company)).toBeUndefined();
  });
});
