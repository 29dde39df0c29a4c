/**
 * The demo's merchandiser charges (brief §1.4, §5 "charges for submitted demo services"): chargeService, the
 * product's one way, runs on a sample of the submitted services of the previous and the current month — the latest
 * of `merch` (employee 4), of `sup`'s team and of the others, a few dozen each (chargeService on every submitted
 * demo service added two minutes to the load) — so the invoicing screens have pay and billing to work on while
 * Missing Charges keeps plenty of services to find. Then a fixed mix of approval states: some charges
 * approved by a manager, some rejected, the ones with exceptions left Not Approved Yet, and `merch` keeps charges
 * of both kinds this month (to approve, and approved to invoice). Customer lines follow through syncCustomerCharge.
 *
 * Idempotent: chargeService makes nothing twice, and a charge a manager already decided is left alone.
 */
import { APPROVAL_STATUS, type ApprovalStatus } from '@shelfline/shared/approval-status';
import { addDays, todayIso } from '../../functions/common/dates.ts';
import { inLanes } from '../../functions/data/batch.ts';
import type { ServiceSummary } from '../../functions/data/entities/service.entity.ts';
import { getCharges, merchandiserCharges } from '../../functions/data/money/charges.repository.ts';
import { readWorkerDirectory } from '../../functions/data/people/worker-directory.ts';
import { readSummariesOfDays } from '../../functions/data/schedule/schedule.repository.ts';
import { chargeService } from '../../functions/domain/money/charge-service.ts';
import { defaultFromDate } from '../../functions/domain/money/missing-charges/window.ts';
import { syncCustomerCharge } from '../../functions/domain/money/sync-customer-charge.ts';

const MERCH = 4;
const SUPERVISOR = 3;
const LANES = 8;
/** How many services of each group are charged: `merch`, the rest of `sup`'s team, everybody else. */
const SAMPLE = { merch: 30, team: 20, others: 30 };

/** The services to charge: submitted, with a team lead, done from the first day of the previous month on. */
async function demoServicesToCharge(today: string): Promise<ServiceSummary[]> {
  const from = defaultFromDate(today);
  const team = new Set(
    (await readWorkerDirectory()).filter((card) => card.supervisorId === SUPERVISOR).map((card) => card.id),
  );
  team.add(MERCH);
  const submitted = (await readSummariesOfDays(addDays(from, -7), today))
    .filter((s) => s.isSubmitted && s.merchandiserId !== undefined && s.latestDate >= from)
    .sort((a, b) => b.latestDate.localeCompare(a.latestDate) || b.id - a.id);
  const latest = (keep: (s: ServiceSummary) => boolean, count: number) => submitted.filter(keep).slice(0, count);
  return [
    ...latest((s) => s.merchandiserId === MERCH, SAMPLE.merch),
    ...latest((s) => s.merchandiserId !== MERCH && team.has(s.merchandiserId as number), SAMPLE.team),
    ...latest((s) => !team.has(s.merchandiserId as number), SAMPLE.others),
  ];
}

/**
 * The decided state of an automatically made charge, fixed by its id: one in five approved by a manager, one in ten
 * rejected, the rest as chargeService left them; `merch`'s charges of this month are alternately left to approve and
 * approved, so both lists of the invoicing screen have some.
 */
function demoStatusOf(
  charge: { id: number; employeeId: number; completedDate: string },
  month: string,
): ApprovalStatus | undefined {
  if (charge.employeeId === MERCH && charge.completedDate.startsWith(month))
    return charge.id % 2 === 0 ? APPROVAL_STATUS.NotApprovedYet : APPROVAL_STATUS.ApprovedByManager;
  if (charge.id % 10 === 0) return APPROVAL_STATUS.RejectedByManager;
  if (charge.id % 5 === 1) return APPROVAL_STATUS.ApprovedByManager;
  return undefined;
}

export async function createDemoCharges(by: string): Promise<number> {
  const today = todayIso();
  const services = await demoServicesToCharge(today);
  const chargeIds: number[] = [];
  await inLanes(services, LANES, async (service) => {
    const { created } = await chargeService(service.id, by);
    chargeIds.push(...created);
  });
  const { charges } = await getCharges(chargeIds);
  const month = today.slice(0, 7);
  await inLanes(charges, LANES, async (charge) => {
    const status = demoStatusOf(charge, month);
    // Charges with exceptions wait for a manager (A2), except `merch`'s, whose mix is the demo's point.
    const hasExceptions = charge.allExceptions.length > 0 && charge.employeeId !== MERCH;
    if (status === undefined || status === charge.approvalStatus || hasExceptions) return;
    const decided =
      status === APPROVAL_STATUS.NotApprovedYet
        ? { ...charge, approvalStatus: status }
        : { ...charge, approvalStatus: status, approvedBy: by, approvedAt: new Date().toISOString() };
    const saved = await merchandiserCharges.replace(decided, charge.version, by);
    await syncCustomerCharge(saved, by);
  });
  return chargeIds.length;
}
