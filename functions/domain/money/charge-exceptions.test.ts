import { describe, expect, it } from 'vitest';
import { CHARGE_EXCEPTIONS, chargeExceptionsOf } from './charge-exceptions.ts';

const fine = {
  hoursForBilling: 2,
  timeLimit: 2,
  completedDate: '2026-05-10',
  earliestDate: '2026-05-08',
  latestDate: '2026-05-12',
  dateReportSubmitted: '2026-05-12T23:59:00.000Z',
  rateSource: 'worker',
};

describe('chargeExceptionsOf', () => {
  it('finds none for a charge within its limits', () => expect(chargeExceptionsOf(fine)).toEqual([]));

  it('names each exception', () => {
    expect(chargeExceptionsOf({ ...fine, hoursForBilling: 2.25 })).toEqual([CHARGE_EXCEPTIONS.overTimeLimit]);
    expect(chargeExceptionsOf({ ...fine, completedDate: '2026-05-13', dateReportSubmitted: undefined })).toEqual([
      CHARGE_EXCEPTIONS.outsideWindow,
    ]);
    expect(chargeExceptionsOf({ ...fine, dateReportSubmitted: '2026-05-13T00:00:01.000Z' })).toEqual([
      CHARGE_EXCEPTIONS.lateReport,
    ]);
    expect(chargeExceptionsOf({ ...fine, rateSource: 'none' })).toEqual([CHARGE_EXCEPTIONS.noPayRate]);
  });
});
