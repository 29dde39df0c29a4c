import { addDays, todayIso } from '../../../common/dates.ts';
import { BadRequestError } from '../../../common/http-errors.ts';

/** How far back a non-admin may look (002 §5 "From Date cannot be earlier than 90 days ago unless the user is admin"). */
export const INVOICING_LOOKBACK_DAYS = 90;

/**
 * The from..to window of an invoicing list: the month so far when no dates are sent (002 §9 defaults), at most 400
 * days; a non-admin's From Date no earlier than 90 days ago (enforced here, not only by the date picker: A30).
 */
export function invoicingWindow(
  query: { fromDate?: string; toDate?: string },
  isAdmin: boolean,
  today: string = todayIso(),
): { from: string; to: string } {
  const from = query.fromDate ?? `${today.slice(0, 8)}01`;
  const to = query.toDate ?? today;
  if (!isAdmin && from < addDays(today, -INVOICING_LOOKBACK_DAYS))
    throw new BadRequestError({ fromDate: [`From Date cannot be earlier than ${INVOICING_LOOKBACK_DAYS} days ago.`] });
  if (to < from) throw new BadRequestError({ toDate: ['To Date cannot be before From Date.'] });
  if (addDays(from, 400) < to) throw new BadRequestError({ toDate: ['Choose at most 400 days.'] });
  return { from, to };
}
