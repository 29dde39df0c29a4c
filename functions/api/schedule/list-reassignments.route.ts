import { scheduleRoutes } from '@shelfline/shared/routes/schedule.routes';
import { implement } from '../../common/api-handler.ts';
import { todayIso } from '../../common/dates.ts';
import { BadRequestError } from '../../common/http-errors.ts';
import { monthsOf, readReassignments } from '../../data/schedule/reassignments.repository.ts';
import { toReassignment } from '../../domain/schedule/reassign.ts';

/** A window of more months than this is refused (each month is one partition read whole). */
export const MAX_REASSIGNMENT_MONTHS = 24;

const firstOfMonth = (date: string) => `${date.slice(0, 7)}-01`;
const lastOfMonth = (date: string) => {
  const year = Number(date.slice(0, 4));
  const month = Number(date.slice(5, 7));
  return `${date.slice(0, 7)}-${String(new Date(Date.UTC(year, month, 0)).getUTCDate()).padStart(2, '0')}`;
};

/**
 * GET Schedule/reassignments (000 §2.4, §7.2): the reassignments of services whose EARLIEST date lies in
 * fromDate..toDate (inclusive). Without dates the window is the current month (UTC); with only one of them, the
 * month of that date. The Yes/No filters (isTemporary, sendBackup, sendSupply, isActed) and paging (1-based
 * pageNumber, pageSize 10/20/50/100) run on the server over the window's month partitions; newest change first.
 * A window over more than {@link MAX_REASSIGNMENT_MONTHS} months answers 400.
 */
export const listReassignments = implement(scheduleRoutes.listReassignments, async ({ query }) => {
  const today = todayIso();
  const from = query.fromDate ?? firstOfMonth(query.toDate ?? today);
  const to = query.toDate ?? lastOfMonth(query.fromDate ?? today);
  if (to < from) throw new BadRequestError({ toDate: ['To date cannot be before from date.'] });
  if (monthsOf(from, to).length > MAX_REASSIGNMENT_MONTHS)
    throw new BadRequestError({ toDate: [`Search at most ${MAX_REASSIGNMENT_MONTHS} months at once.`] });
  const all = await readReassignments(from, to);
  const kept = all
    .filter(
      (r) =>
        (query.isTemporary === undefined || r.isTemporary === query.isTemporary) &&
        (query.sendBackup === undefined || r.sendBackup === query.sendBackup) &&
        (query.sendSupply === undefined || r.sendSupply === query.sendSupply) &&
        (query.isActed === undefined || r.isActed === query.isActed),
    )
    .sort((a, b) => (a.reassignedAt === b.reassignedAt ? b.id - a.id : a.reassignedAt < b.reassignedAt ? 1 : -1));
  const start = (query.pageNumber - 1) * query.pageSize;
  return {
    items: kept.slice(start, start + query.pageSize).map(toReassignment),
    pageNumber: query.pageNumber,
    pageSize: query.pageSize,
    totalCount: kept.length,
  };
});
