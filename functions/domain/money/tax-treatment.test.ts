import { describe, expect, it } from 'vitest';
import { taxTreatmentOf } from './tax-treatment.ts';

const company = {
  taxGST: 5,
  taxGSTCode: 'GST',
  taxHSTON: 13,
  taxHSTONCode: 'HON',
  taxHSTNS: 14,
  taxHSTNSCode: 'HNS',
  taxHSTAB: 0,
};

describe('taxTreatmentOf', () => {
  it('takes the province HST and its code when the HST rate is above 0', () => {
    expect(taxTreatmentOf('ON', company)).toEqual({ code: 'HON', rate: 13 });
    expect(taxTreatmentOf('ns', company)).toEqual({ code: 'HNS', rate: 14 });
  });

  it('falls back to GST where the province has no HST', () => {
    expect(taxTreatmentOf('AB', company)).toEqual({ code: 'GST', rate: 5 });
    expect(taxTreatmentOf('QC', company)).toEqual({ code: 'GST', rate: 5 });
  });

  it('has no tax outside the Canadian provinces, or without a province', () => {
    expect(taxTreatmentOf('NY', company)).toBeUndefined();
    expect(taxTreatmentOf(undefined, company)).toBeUndefined();
  });
});
