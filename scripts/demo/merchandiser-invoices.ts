/**
 * Demo merchandiser invoices (brief §2.3, §8 demo row): `merch` and three of `sup`'s team get their submitted
 * services of last month and this month charged (chargeService: idempotent, so charges the demo made already are
 * kept), last month's charges approved and invoiced through the product's own submit — one submitted invoice each —
 * and this month's charges left to invoice (automatically approved ones, and those waiting for a manager).
 *
 * Idempotent: a worker who already has an invoice is left alone, so a second load makes nothing.
 */
import { APPROVAL_STATUS } from '@shelfline/shared/approval-status';
import { addDays, todayIso } from '../../functions/common/dates.ts';
import { ConflictError } from '../../functions/common/http-errors.ts';
import { readChargesOfEmployee } from '../../functions/data/money/charges.repository.ts';
import { readInvoicesOfEmployee } from '../../functions/data/money/merchandiser-invoices.repository.ts';
import { readWorkerDirectory } from '../../functions/data/people/worker-directory.ts';
import { readServicesOfMerchandiser } from '../../functions/data/schedule/schedule.repository.ts';
import { chargeService } from '../../functions/domain/money/charge-service.ts';
import { approveCharges } from '../../functions/domain/money/merchandiser-invoicing/approve-charges.ts';
import { submitMerchandiserInvoice } from '../../functions/domain/money/merchandiser-invoicing/submit-invoice.ts';

/** The demo's `sup` and `merch` (scripts/demo/generate.ts demo logins). */
const SUP_ID = 3;
const MERCH_ID = 4;

async function demoInvoiceWorkers(): Promise<number[]> {
  const team = (await readWorkerDirectory()).filter(
    (card) => card.supervisorId === SUP_ID && card.id !== MERCH_ID && !card.inactive,
  );
  return [MERCH_ID, ...team.slice(0, 3).map((card) => card.id)];
}

/** The first and last day of the month before `today`. */
function lastMonthOf(today: string): { from: string; to: string } {
  const to = addDays(`${today.slice(0, 8)}01`, -1);
  return { from: `${to.slice(0, 8)}01`, to };
}

/** Charges every submitted service of `workerId` completed from `from` on (the charges of last month and this). */
async function chargeRecentServices(workerId: number, from: string, by: string): Promise<void> {
  const services = await readServicesOfMerchandiser(workerId, { from: addDays(from, -14) });
  for (const service of services)
    if (service.isSubmitted && service.completedDate !== undefined && service.completedDate >= from)
      await chargeService(service.id, by);
}

/** Answers how many invoices were submitted. */
export async function createDemoMerchandiserInvoices(by: string, today: string = todayIso()): Promise<number> {
  const lastMonth = lastMonthOf(today);
  let made = 0;
  for (const workerId of await demoInvoiceWorkers()) {
    // Also on a second load: the services were written again as generated, and chargeService (making nothing twice)
    // marks the charged ones again.
    await chargeRecentServices(workerId, lastMonth.from, by);
    if ((await readInvoicesOfEmployee(workerId)).length > 0) continue;
    // A manager went through last month's charges before the worker invoiced them.
    const { charges } = await readChargesOfEmployee(workerId, lastMonth.from, lastMonth.to);
    const waiting = charges.filter((c) => c.approvalStatus === APPROVAL_STATUS.NotApprovedYet && !c.voided);
    if (waiting.length > 0)
      await approveCharges(
        waiting.map((c) => c.id),
        { kind: 'admin' },
        by,
      );
    try {
      await submitMerchandiserInvoice({ employeeId: workerId, fromDate: lastMonth.from, toDate: lastMonth.to }, by);
      made += 1;
    } catch (error) {
      // Nothing completed last month for this worker: no invoice, nothing to show.
      if (!(error instanceof ConflictError)) throw error;
    }
  }
  return made;
}
