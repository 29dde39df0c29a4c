import { describe, expect, it } from 'vitest';
import type { ReportLayout } from '../../data/entities/report-layout.entity.ts';
import { layoutMatches, layoutOfService } from './layout-of-service.ts';

const layout = (over: Partial<ReportLayout>): ReportLayout =>
  ({
    id: 1,
    jobId: 7,
    jobProductId: 70,
    productId: 700,
    serviceFromDate: '2030-03-01',
    serviceToDate: '2030-03-31',
    matchDateRange: false,
    inactive: false,
    ...over,
  }) as ReportLayout;
const service = { jobId: 7, jobProductId: 70, productId: 700, earliestDate: '2030-03-28', latestDate: '2030-04-03' };

describe('layout of a service (brief §5c, L1)', () => {
  it('needs an active layout of the job and the job product (or product)', () => {
    expect(layoutMatches(layout({}), service)).toBe(true);
    expect(layoutMatches(layout({ inactive: true }), service)).toBe(false);
    expect(layoutMatches(layout({ jobId: 8 }), service)).toBe(false);
    expect(layoutMatches(layout({ jobProductId: 71, productId: 701 }), service)).toBe(false);
    expect(layoutMatches(layout({ jobProductId: 71 }), service)).toBe(true);
  });

  it('matchDateRange: the whole window inside; otherwise the earliest date inside', () => {
    expect(layoutMatches(layout({ matchDateRange: true }), service)).toBe(false);
    expect(layoutMatches(layout({ matchDateRange: true, serviceToDate: '2030-04-03' }), service)).toBe(true);
    expect(layoutMatches(layout({ serviceFromDate: '2030-03-29' }), service)).toBe(false);
    expect(layoutMatches(layout({ serviceToDate: '2030-03-28' }), service)).toBe(true);
  });

  it('picks the latest starting of several, none when nothing matches', () => {
    const early = layout({ id: 1, serviceFromDate: '2030-03-01' });
    const late = layout({ id: 2, serviceFromDate: '2030-03-20' });
    expect(layoutOfService([early, late], service)?.id).toBe(2);
    expect(layoutOfService([layout({ jobId: 9 })], service)).toBeUndefined();
  });
});
