import type { ApplicantRow } from '@shelfline/shared/contracts/ats-applicant.contract';

/** The table's own filters (brief 6b), applied in the browser to the rows the search answered. */
export const ROW_FILTER_NAMES = ['score', 'exEmployee', 'duplicates'] as const;
export type RowFilterName = (typeof ROW_FILTER_NAMES)[number];
export type RowFilters = Partial<Record<RowFilterName, string>>;

/**
 * The Overall Score filter: '40' is exactly 40, '40-' at least 40, '-60' at most 60, '40-60' a range; anything else
 * (or nothing) keeps every score.
 */
export function scoreRange(text: string | undefined): { min?: number; max?: number } {
  const match = /^\s*(\d+(?:\.\d+)?)?\s*(-)?\s*(\d+(?:\.\d+)?)?\s*$/.exec(text ?? '');
  if (!match || (!match[1] && !match[3])) return {};
  const [, low, dash, high] = match;
  if (!dash) return low ? { min: Number(low), max: Number(low) } : {};
  return { ...(low ? { min: Number(low) } : {}), ...(high ? { max: Number(high) } : {}) };
}

const yesNo = (value: string | undefined, flag: boolean) => value === undefined || (value === 'yes') === flag;

/** Whether a row passes the score range and the Ex-Employee and Duplicates Yes/No filters. */
export function rowFilter(filters: RowFilters): (row: ApplicantRow) => boolean {
  const { min, max } = scoreRange(filters.score);
  return (row) =>
    (min === undefined || row.overallScore >= min) &&
    (max === undefined || row.overallScore <= max) &&
    yesNo(filters.exEmployee, row.isExEmployee) &&
    yesNo(filters.duplicates, row.hasDuplicates);
}
