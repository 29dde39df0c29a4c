import { describe, expect, it } from 'vitest';
import type { Job } from '../../data/entities/job.entity.ts';
import type { JobProduct } from '../../data/entities/job-product.entity.ts';
import { chargeRateRows, jobRunOverlaps, jobsOfReport } from './rates-job-charge-rows.ts';

const job = (id: number, jobNumber: string, extra: Partial<Job> = {}): Job => ({
  id,
  jobNumber,
  description: 'd',
  hourlyRate: 30,
  retailerId: 1,
  retailer: 'R',
  supplierId: 1,
  supplier: 'S',
  isInactive: false,
  ...extra,
});
const window = { fromDate: '2026-03-01', toDate: '2026-03-31' };

describe('jobRunOverlaps', () => {
  it('keeps runs touching the window; an open start or end runs on', () => {
    expect(jobRunOverlaps({}, window.fromDate, window.toDate)).toBe(true);
    expect(jobRunOverlaps({ startDate: '2026-03-31' }, window.fromDate, window.toDate)).toBe(true);
    expect(jobRunOverlaps({ endDate: '2026-03-01' }, window.fromDate, window.toDate)).toBe(true);
    expect(jobRunOverlaps({ startDate: '2026-04-01' }, window.fromDate, window.toDate)).toBe(false);
    expect(jobRunOverlaps({ endDate: '2026-02-28' }, window.fromDate, window.toDate)).toBe(false);
    expect(jobRunOverlaps({ startDate: '2026-01-01', endDate: '2026-12-31' }, window.fromDate, window.toDate)).toBe(
      true,
    );
  });
});

describe('jobsOfReport', () => {
  const jobs = [
    job(1, '26-10'),
    job(2, '26-9'),
    job(3, '26-11', { isInactive: true }),
    job(4, '26-12', { endDate: '2026-01-31' }),
  ];
  it('lists active overlapping jobs in job-number order (numbers compared as numbers)', () => {
    expect(jobsOfReport(jobs, window).map((j) => j.id)).toEqual([2, 1]);
  });
  it('adds the inactive ones with isHistory', () => {
    expect(jobsOfReport(jobs, { ...window, isHistory: true }).map((j) => j.id)).toEqual([2, 1, 3]);
  });
});

describe('chargeRateRows', () => {
  const product = (id: number, extra: Partial<JobProduct> = {}): JobProduct => ({
    id,
    jobId: 1,
    productId: id,
    product: `P${id}`,
    serviceTypeId: 2,
    ...extra,
  });
  it('gives one row per job product by id, naming the service type from its copy or the list', () => {
    const rows = chargeRateRows(
      job(1, 'x'),
      [product(5), product(4, { serviceType: 'Own copy' })],
      new Map([[2, 'Reset']]),
    );
    expect(rows.map((r) => [r.product?.id, r.serviceType])).toEqual([
      [4, 'Own copy'],
      [5, 'Reset'],
    ]);
  });
  it('gives a job without products one row, so its rate still shows', () => {
    expect(chargeRateRows(job(1, 'x'), [], new Map())).toEqual([{ job: job(1, 'x') }]);
  });
});
