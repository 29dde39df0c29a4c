import { describe, expect, it } from 'vitest';
import { overlapMessage, overlappingLayout, serviceFitsLayout } from './layout-dates.ts';

const layout = (id: number, from: string, to: string, extra: Record<string, unknown> = {}) => ({
  id,
  description: `L${id}`,
  jobProductId: 3,
  serviceFromDate: from,
  serviceToDate: to,
  inactive: false,
  ...extra,
});

describe('serviceFitsLayout', () => {
  const window = { serviceFromDate: '2026-03-01', serviceToDate: '2026-03-31' };
  it('needs only the earliest date inside unless Service Must Match Dates', () => {
    const spanning = { earliestDate: '2026-03-30', latestDate: '2026-04-02' };
    expect(serviceFitsLayout({ ...window, matchDateRange: false }, spanning)).toBe(true);
    expect(serviceFitsLayout({ ...window, matchDateRange: true }, spanning)).toBe(false);
    expect(
      serviceFitsLayout({ ...window, matchDateRange: false }, { earliestDate: '2026-02-28', latestDate: '2026-03-02' }),
    ).toBe(false);
  });
});

describe('overlappingLayout', () => {
  const others = [layout(1, '2026-01-01', '2026-01-31'), layout(2, '2026-03-01', '2026-03-31', { inactive: true })];
  it('finds an active layout of the same job product whose dates meet, ends included', () => {
    const candidate = layout(9, '2026-01-31', '2026-02-15');
    expect(overlappingLayout(candidate, others)?.id).toBe(1);
    expect(overlapMessage(others[0] as never)).toBe('Overlaps report layout "L1" (2026-01-01 – 2026-01-31)');
  });
  it('ignores itself, inactive layouts, other products and an inactive candidate', () => {
    expect(overlappingLayout(layout(1, '2026-01-10', '2026-01-12'), others)).toBeUndefined();
    expect(overlappingLayout(layout(9, '2026-03-10', '2026-03-12'), others)).toBeUndefined();
    expect(overlappingLayout(layout(9, '2026-01-10', '2026-01-12', { jobProductId: 4 }), others)).toBeUndefined();
    expect(overlappingLayout(layout(9, '2026-01-10', '2026-01-12', { inactive: true }), others)).toBeUndefined();
  });
});
