import { describe, expect, it } from 'vitest';
import { currentMonth, paramsOf } from './report-values.ts';

describe('report parameters', () => {
  it('default to the current month, first to last day', () => {
    expect(currentMonth(new Date(2026, 1, 14))).toEqual({ fromDate: '2026-02-01', toDate: '2026-02-28' });
    expect(currentMonth(new Date(2028, 1, 29))).toEqual({ fromDate: '2028-02-01', toDate: '2028-02-29' });
    expect(currentMonth(new Date(2026, 11, 31))).toEqual({ fromDate: '2026-12-01', toDate: '2026-12-31' });
  });

  it('send only what the report reads, without the empty ones', () => {
    const values = {
      fromDate: '2026-11-01',
      toDate: '2026-11-30',
      jobId: 7,
      merchandiserId: null,
      provinceIds: [],
      isHistory: true,
      sortExpression: [{ field: 'ServiceId', direction: 'DESC' as const }],
    };
    // Merchandiser Pay Rate reads the merchandiser and the job only; All Merchandisers (null) is left out.
    expect(paramsOf('merchandiserPayRate', values)).toEqual({ jobId: 7 });
    expect(paramsOf('contacts', { ...values, merchandiserId: -1, provinceIds: [3, 4] })).toEqual({
      fromDate: '2026-11-01',
      toDate: '2026-11-30',
      jobId: 7,
      merchandiserId: -1,
      provinceIds: [3, 4],
    });
    expect(paramsOf('chargeApproval', values)).toEqual({
      fromDate: '2026-11-01',
      toDate: '2026-11-30',
      jobId: 7,
      isHistory: true,
      sortExpression: [{ field: 'ServiceId', direction: 'DESC' }],
    });
  });
});
