import { describe, expect, it } from 'vitest';
import { applicantsQueryOf, changeFilter } from './applicant-filters.ts';

const today = new Date(2026, 10, 26, 9, 0);

describe('the applicants filters', () => {
  it('keeps a job posting and a place mutually exclusive, and a new province clears the city', () => {
    const place = changeFilter(changeFilter({}, 'provinceId', '3'), 'cityId', '7');
    expect(place).toMatchObject({ provinceId: '3', cityId: '7' });
    const posting = changeFilter(place, 'jobPostingId', '12');
    expect(posting).toMatchObject({ jobPostingId: '12', provinceId: undefined, cityId: undefined });
    expect(changeFilter(posting, 'provinceId', '4')).toMatchObject({ jobPostingId: undefined, provinceId: '4' });
    expect(changeFilter(place, 'provinceId', '4').cityId).toBeUndefined();
  });

  it('drops custom dates when another period is chosen', () => {
    const custom = { period: 'custom', from: '2026-01-01', to: '2026-02-01' };
    expect(changeFilter(custom, 'period', 'today')).toMatchObject({ from: undefined, to: undefined });
  });

  it('sends the last 2 weeks by default and custom dates as chosen', () => {
    expect(applicantsQueryOf({}, today, false)).toEqual({ includeInactivePostings: false, startDate: '2026-11-12' });
    expect(
      applicantsQueryOf({ period: 'custom', from: '2026-01-01', to: '2026-02-01', inactive: 'true' }, today, false),
    ).toEqual({ includeInactivePostings: true, startDate: '2026-01-01', endDate: '2026-02-01' });
  });

  it('sends a posting without a place, a city only with its province, and no assignee for a supervisor', () => {
    expect(applicantsQueryOf({ jobPostingId: '5', provinceId: '2' }, today, false)).toMatchObject({ jobPostingId: 5 });
    expect(applicantsQueryOf({ jobPostingId: '5', provinceId: '2' }, today, false).provinceId).toBeUndefined();
    expect(applicantsQueryOf({ cityId: '9' }, today, false).cityId).toBeUndefined();
    expect(applicantsQueryOf({ assignedToId: '4' }, today, true).assignedToId).toBeUndefined();
    expect(applicantsQueryOf({ assignedToId: '4' }, today, false).assignedToId).toBe(4);
  });
});
