import type { ApplicantRow } from '@shelfline/shared/contracts/ats-applicant.contract';
import { describe, expect, it } from 'vitest';
import { rowFilter, scoreRange } from './row-filters.ts';

const row = (overallScore: number, isExEmployee = false, hasDuplicates = false) =>
  ({ overallScore, isExEmployee, hasDuplicates }) as ApplicantRow;

describe('the applicants table filters', () => {
  it('reads the score as exact, min, max or a range', () => {
    expect(scoreRange('40')).toEqual({ min: 40, max: 40 });
    expect(scoreRange('40-')).toEqual({ min: 40 });
    expect(scoreRange('-60')).toEqual({ max: 60 });
    expect(scoreRange(' 40 - 60 ')).toEqual({ min: 40, max: 60 });
    expect(scoreRange('abc')).toEqual({});
    expect(scoreRange('')).toEqual({});
    expect(scoreRange(undefined)).toEqual({});
  });

  it('keeps the rows within the score and the Yes/No choices', () => {
    const rows = [row(10), row(50, true), row(70, false, true), row(90, true, true)];
    expect(rows.filter(rowFilter({ score: '40-80' })).map((r) => r.overallScore)).toEqual([50, 70]);
    expect(rows.filter(rowFilter({ exEmployee: 'yes' })).map((r) => r.overallScore)).toEqual([50, 90]);
    expect(rows.filter(rowFilter({ duplicates: 'no' })).map((r) => r.overallScore)).toEqual([10, 50]);
    expect(rows.filter(rowFilter({})).length).toBe(4);
  });
});
