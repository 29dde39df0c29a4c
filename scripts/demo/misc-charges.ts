/**
 * Demo misc charge types and company rates (002 §3: "Types are Travel, Other, Parking and Printing"; brief
 * money-and-reports §2.1). The four built-ins keep ids 1–4 and their `kind` (Decision A25); one inactive type of
 * the admins' own shows the screen's Active filter. Fixed values, no randomness. Then misc charges of every type for
 * a few workers (`createDemoMiscCharges`, written once the services are).
 */
import type { ApprovalStatus } from '@shelfline/shared/approval-status';
import type { MiscChargeBodyValues } from '@shelfline/shared/contracts/misc-charge.contract';
import { addDays, todayIso } from '../../functions/common/dates.ts';
import { CHARGE_ID_COUNTER } from '../../functions/data/entities/merchandiser-charge.entity.ts';
import type { MiscChargeRatesRecord } from '../../functions/data/entities/misc-charge-rates.entity.ts';
import { MISC_CHARGE_RATES_ID } from '../../functions/data/entities/misc-charge-rates.entity.ts';
import type { MiscChargeType } from '../../functions/data/entities/misc-charge-type.entity.ts';
import { miscCharges, miscChargesOfEmployee } from '../../functions/data/money/misc-charges.repository.ts';
import { employees } from '../../functions/data/people/people.repository.ts';
import { readWorkerDirectory } from '../../functions/data/people/worker-directory.ts';
import { nextId } from '../../functions/data/repository.ts';
import { readServicesOfMerchandiser } from '../../functions/data/schedule/schedule.repository.ts';
import { billMiscCharge } from '../../functions/domain/money/misc-charges/bill-misc-charge.ts';
import { buildMiscCharge } from '../../functions/domain/money/misc-charges/build-misc-charge.ts';

export const DEMO_MISC_CHARGE_TYPES: readonly MiscChargeType[] = [
  {
    id: 1,
    name: 'Travel',
    kind: 'travel',
    isInactive: false,
    isGSTApplicable: true,
    isEmployeeInvoicing: true,
    isCustomerBilling: true,
  },
  {
    id: 2,
    name: 'Other',
    kind: 'other',
    isInactive: false,
    isGSTApplicable: true,
    isEmployeeInvoicing: true,
    isCustomerBilling: false,
  },
  {
    id: 3,
    name: 'Parking',
    kind: 'parking',
    isInactive: false,
    isGSTApplicable: true,
    isEmployeeInvoicing: true,
    isCustomerBilling: true,
  },
  {
    id: 4,
    name: 'Printing',
    kind: 'printing',
    isInactive: false,
    isGSTApplicable: true,
    isEmployeeInvoicing: false,
    isCustomerBilling: true,
  },
  {
    id: 5,
    name: 'Training Day',
    kind: null,
    isInactive: true,
    isGSTApplicable: false,
    isEmployeeInvoicing: true,
    isCustomerBilling: false,
  },
];

/** Company rates in CAD: 0.58/km up to 100 km, 0.45/km beyond, 18/h travel time, 25 continuity, 0.12/page. */
export const DEMO_MISC_CHARGE_RATES: readonly MiscChargeRatesRecord[] = [
  {
    id: MISC_CHARGE_RATES_ID,
    travelLowKmRate: 0.58,
    travelHighKmRate: 0.45,
    travelHighLowKmThreshold: 100,
    travelPerHourRate: 18,
    travelContinuity: 25,
    printPerPageRate: 0.12,
  },
];

// ---------------------------------------------------------------------------------------------- demo misc charges

/** One demo misc charge: what the modal would send, plus the status it ends in and which services it takes. */
interface DemoMiscCharge {
  body: Omit<MiscChargeBodyValues, 'serviceIds' | 'merchandiserId'>;
  /** How many of the worker's recent completed services it names (0: Not Job-Related). */
  services: number;
  status: ApprovalStatus;
}

/** Every type and travel sub-type, in a mix of statuses (A22: approved by a manager, rejected, waiting). */
const DEMO_MISC_CHARGES: readonly DemoMiscCharge[] = [
  { body: { miscChargeId: 1, travelChargeTypeId: 1, units: 45, isNoJobs: false }, services: 1, status: 2 },
  { body: { miscChargeId: 1, travelChargeTypeId: 1, units: 130, isNoJobs: false }, services: 1, status: 0 },
  { body: { miscChargeId: 1, travelChargeTypeId: 2, units: 2, isNoJobs: false }, services: 1, status: 2 },
  { body: { miscChargeId: 1, travelChargeTypeId: 4, isNoJobs: false }, services: 2, status: 0 },
  { body: { miscChargeId: 1, travelChargeTypeId: 3, amount: 35, isNoJobs: false }, services: 1, status: 3 },
  { body: { miscChargeId: 3, amount: 12.5, comments: 'Mall parking', isNoJobs: false }, services: 2, status: 2 },
  { body: { miscChargeId: 4, units: 120, isNoJobs: false }, services: 1, status: 0 },
  {
    body: { miscChargeId: 2, amount: 18.75, comments: 'Shelf tags bought in store', isNoJobs: true },
    services: 0,
    status: 0,
  },
];

/** The demo's workers with misc charges: `merch` and the other workers `sup` supervises (at most 4 in all). */
async function demoMiscChargeWorkers(): Promise<number[]> {
  const team = (await readWorkerDirectory()).filter(
    (card) => card.supervisorId === 3 && card.id !== 4 && !card.inactive,
  );
  return [4, ...team.slice(0, 3).map((card) => card.id)];
}

/**
 * Misc charges of each type for `merch` and three of `sup`'s team, on their submitted services of the last 60 days,
 * computed by the product's own rules (`buildMiscCharge`: the worker's rates, description, jobs) and billed like an
 * approval would (`billMiscCharge`). Idempotent: a worker who already has misc charges gets none.
 */
export async function createDemoMiscCharges(by: string, today: string = todayIso()): Promise<number> {
  let made = 0;
  for (const workerId of await demoMiscChargeWorkers()) {
    const worker = await employees.get(workerId);
    if (!worker || (await miscChargesOfEmployee(workerId)).length > 0) continue;
    const services = (await readServicesOfMerchandiser(workerId, { from: addDays(today, -75) }))
      .filter((s) => s.isSubmitted && s.completedDate !== undefined && s.completedDate >= addDays(today, -60))
      .sort((a, b) => (a.completedDate ?? '').localeCompare(b.completedDate ?? ''));
    if (services.length < 2) continue;
    for (const [i, demo] of DEMO_MISC_CHARGES.entries()) {
      const chosen = demo.services === 0 ? [] : [services[i % services.length], services[(i + 1) % services.length]];
      const picked = chosen.slice(0, demo.services).filter((s) => s !== undefined);
      const body = { ...demo.body, serviceIds: [...new Set(picked.map((s) => s.id))], merchandiserId: workerId };
      // Entered as staff do: Printing is not a type merchandisers charge themselves (A27).
      const content = await buildMiscCharge(body, worker, { isMerchandiserOnly: false });
      const dateEntered = picked[0]?.completedDate ?? addDays(today, -3);
      const approved = demo.status === 2;
      const saved = await miscCharges.create(
        {
          ...content,
          id: await nextId(CHARGE_ID_COUNTER),
          dateEntered: dateEntered > today ? today : dateEntered,
          approvalStatus: demo.status,
          ...(approved ? { approvedBy: 'sup', approvedAt: `${today}T12:00:00.000Z` } : {}),
        },
        by,
      );
      await billMiscCharge(saved, by);
      made += 1;
    }
  }
  return made;
}
