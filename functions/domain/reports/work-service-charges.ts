import { APPROVAL_STATUS_LABELS } from '@shelfline/shared/approval-status';
import { readMerchandiserChargeFieldsOfDays } from '../../data/money/charges.repository.ts';
import { monthsOf } from './work-periods.ts';

/*
 * What the Schedule report shows of each service's pay charges (brief §2.7 row 4: Helpers, Pay Rate, Charge Status),
 * read by completed date (the charges' day partitions, a month at a time) for the services of the report only: no
 * Query per service. Voided charges are left out (their service is charged again when submitted again).
 */

export interface ServiceCharges {
  /** Names of the helpers charged for the service, in charge order. */
  helpers: string[];
  /** The team lead's charge: its rate, status and invoice. */
  lead?: {
    payrateFlat?: number;
    payratePerHour?: number;
    status: string;
    invoiceNum?: number;
  };
}

/** What is read of each charge (not the whole item). */
const CHARGE_FIELDS = [
  'serviceId',
  'isHelper',
  'merchandiser',
  'payrateFlat',
  'payratePerHour',
  'approvalStatus',
  'invoiceNum',
  'voided',
] as const;

/**
 * The charges of the services `wanted` (service id → its completed date), read over the completed dates they span.
 * Only the compact facts above are kept, so a month of full charges is the most held at once.
 */
export async function readServiceCharges(wanted: ReadonlyMap<number, string>): Promise<Map<number, ServiceCharges>> {
  const found = new Map<number, ServiceCharges>();
  const days = [...new Set(wanted.values())].sort();
  const first = days[0];
  const last = days.at(-1);
  if (first === undefined || last === undefined) return found;
  for (const month of monthsOf(first, last)) {
    // Only the month's days from its first to its last wanted day: a window's late services spill a few days over.
    const inMonth = days.filter((day) => day >= month.from && day <= month.to);
    const [from, to] = [inMonth[0], inMonth.at(-1)];
    if (from === undefined || to === undefined) continue;
    for (const charge of await readMerchandiserChargeFieldsOfDays(from, to, CHARGE_FIELDS)) {
      if (charge.voided || !wanted.has(charge.serviceId)) continue;
      const facts = found.get(charge.serviceId) ?? { helpers: [] };
      if (charge.isHelper) facts.helpers.push(charge.merchandiser);
      else
        facts.lead = {
          payrateFlat: charge.payrateFlat,
          payratePerHour: charge.payratePerHour,
          status: APPROVAL_STATUS_LABELS[charge.approvalStatus],
          invoiceNum: charge.invoiceNum,
        };
      found.set(charge.serviceId, facts);
    }
  }
  return found;
}
