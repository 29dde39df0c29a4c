import type { ApplicantListQuery } from '@shelfline/shared/contracts/ats-applicant.contract';
import { DEFAULT_PERIOD, PERIODS, type Period, periodRange } from './period.ts';

/** The filters of /hr/applicants as the URL holds them (text; absent = not set). */
export const FILTER_NAMES = [
  'jobPostingId',
  'provinceId',
  'cityId',
  'assignedToId',
  'period',
  'from',
  'to',
  'inactive',
] as const;
export type FilterName = (typeof FILTER_NAMES)[number];
export type Filters = Partial<Record<FilterName, string>>;

export const periodOf = (filters: Filters): Period =>
  (PERIODS as readonly string[]).includes(filters.period ?? '') ? (filters.period as Period) : DEFAULT_PERIOD;

const id = (text: string | undefined) => (text && /^\d+$/.test(text) ? Number(text) : undefined);

/**
 * A change of one filter with the rules of brief 6b: a job posting clears province and city (and the reverse), a
 * new province clears the city, a period other than Custom drops the custom dates.
 */
export function changeFilter(filters: Filters, name: FilterName, value: string | undefined): Filters {
  const next: Filters = { ...filters, [name]: value || undefined };
  if (name === 'jobPostingId' && value) Object.assign(next, { provinceId: undefined, cityId: undefined });
  if ((name === 'provinceId' || name === 'cityId') && value) next.jobPostingId = undefined;
  if (name === 'provinceId') next.cityId = undefined;
  if (name === 'period' && value !== 'custom') Object.assign(next, { from: undefined, to: undefined });
  return next;
}

/** The query of `GET ats/applicants` for the filters, seen on `today`; a supervisor sends no Assigned To. */
export function applicantsQueryOf(filters: Filters, today: Date, supervisor: boolean): Partial<ApplicantListQuery> {
  const range = periodRange(periodOf(filters), today, { startDate: filters.from, endDate: filters.to });
  const query: Partial<ApplicantListQuery> = { includeInactivePostings: filters.inactive === 'true' };
  if (range.startDate) query.startDate = range.startDate;
  if (range.endDate) query.endDate = range.endDate;
  const posting = id(filters.jobPostingId);
  if (posting !== undefined) query.jobPostingId = posting;
  else {
    const province = id(filters.provinceId);
    const city = id(filters.cityId);
    if (province !== undefined) query.provinceId = province;
    if (city !== undefined && province !== undefined) query.cityId = city;
  }
  const assignee = id(filters.assignedToId);
  if (assignee !== undefined && !supervisor) query.assignedToId = assignee;
  return query;
}
