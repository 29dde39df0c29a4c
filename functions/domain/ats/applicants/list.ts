import type { ApplicantListQuery, ApplicantRow } from '@shelfline/shared/contracts/ats-applicant.contract';
import { BadRequestError } from '../../../common/http-errors.ts';
import { streamApplicantRowsOfMonth } from '../../../data/ats/applicants.repository.ts';
import { listPostings } from '../../../data/ats/job-postings.repository.ts';
import type { ApplicantRow as StoredRow } from '../../../data/entities/applicant.entity.ts';
import type { JobPosting } from '../../../data/entities/job-posting.entity.ts';
import { type ApplicantScope, inScope } from './scope.ts';

/** The brief's list bounds (A12): a window of at most 12 months and 5,000 rows per answer. */
export const LIST_LIMITS = { months: 12, rows: 5_000, defaultDays: 14 } as const;
export const NARROW_THE_PERIOD = 'Narrow the period.';

const DAY_MS = 86_400_000;

/** The window of a list: a date starts at 00:00 UTC and ends at 23:59:59.999 UTC; no dates: the last 14 days. */
export function listWindow(query: Pick<ApplicantListQuery, 'startDate' | 'endDate'>, now = new Date()) {
  const to = query.endDate
    ? query.endDate.length === 10
      ? `${query.endDate}T23:59:59.999Z`
      : new Date(query.endDate).toISOString()
    : now.toISOString();
  const from = query.startDate
    ? query.startDate.length === 10
      ? `${query.startDate}T00:00:00.000Z`
      : new Date(query.startDate).toISOString()
    : new Date(Date.parse(to) - LIST_LIMITS.defaultDays * DAY_MS).toISOString();
  if (from > to) throw new BadRequestError({ startDate: ['Start date must be on or before the end date.'] });
  const limit = new Date(from);
  limit.setUTCMonth(limit.getUTCMonth() + LIST_LIMITS.months);
  if (to > limit.toISOString()) throw new BadRequestError(NARROW_THE_PERIOD);
  return { from, to };
}

/** The months (yyyy-mm) a window spans, first to last. */
export function monthsOf(from: string, to: string): string[] {
  const months: string[] = [];
  const cursor = new Date(`${from.slice(0, 7)}-01T00:00:00.000Z`);
  while (cursor.toISOString().slice(0, 7) <= to.slice(0, 7)) {
    months.push(cursor.toISOString().slice(0, 7));
    cursor.setUTCMonth(cursor.getUTCMonth() + 1);
  }
  return months;
}

/**
 * `GET ats/applicants`: the months of the window read in parallel from the compact index beside the postings (title,
 * place, activity, supervisor), each row filtered and scoped as it is read, newest first. Summary counts are the
 * screen's to count from these rows (every row of the window is answered). A window of more than LIST_LIMITS.rows
 * kept rows is refused as soon as one more than the limit is kept, without reading the rest of it.
 */
export async function listApplicants(scope: ApplicantScope, query: ApplicantListQuery): Promise<ApplicantRow[]> {
  const { from, to } = listWindow(query);
  const postingsRead = listPostings().then((postings) => new Map<number, JobPosting>(postings.map((p) => [p.id, p])));
  // Awaited only once a month's first page is in: marked handled now, so a failure is not an unhandled rejection.
  postingsRead.catch(() => {});
  const rows: StoredRow[] = [];
  const over = () => rows.length > LIST_LIMITS.rows;
  await Promise.all(
    monthsOf(from, to).map(async (month) => {
      for await (const row of streamApplicantRowsOfMonth(month, from, to)) {
        if (over()) break;
        if (isListed(row, (await postingsRead).get(row.jobPostingId), scope, query)) rows.push(row);
      }
    }),
  );
  if (over()) throw new BadRequestError(NARROW_THE_PERIOD);
  const byId = await postingsRead;
  return rows
    .map((row) => ({
      ...row,
      fullName: `${row.firstName} ${row.lastName}`.trim(),
      jobTitle: byId.get(row.jobPostingId)?.title ?? '',
    }))
    .sort((a, b) => (a.createdUtc < b.createdUtc ? 1 : a.createdUtc > b.createdUtc ? -1 : b.id - a.id));
}

/** Whether a row of the window is in the user's scope and passes the list's filters. */
function isListed(
  row: StoredRow,
  posting: JobPosting | undefined,
  scope: ApplicantScope,
  query: ApplicantListQuery,
): boolean {
  if (!inScope(scope, row, posting)) return false;
  if (!query.includeInactivePostings && posting && !posting.isActive) return false;
  if (query.jobPostingId !== undefined && row.jobPostingId !== query.jobPostingId) return false;
  if (query.provinceId !== undefined && posting?.provinceId !== query.provinceId) return false;
  if (query.cityId !== undefined && posting?.cityId !== query.cityId) return false;
  if (query.assignedToId !== undefined && row.assignedToId !== query.assignedToId) return false;
  return true;
}
