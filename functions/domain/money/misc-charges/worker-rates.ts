import type { MiscChargeRatesFields } from '@shelfline/shared/contracts/misc-charge.contract';
import type { Caller } from '../../../common/caller.ts';
import type { Employee } from '../../../data/entities/employee.entity.ts';
import { findMiscChargeRates } from '../../../data/money/misc-charge-types.repository.ts';
import { employees } from '../../../data/people/people.repository.ts';
import { miscChargeReachOf, workerNotFound } from './misc-charge-scope.ts';

/**
 * The rates a worker's misc charges are computed with (brief §1.5, decision A23): the worker's own low-km, high-km
 * and per-hour travel rates (Payroll tab) where set above 0, else the company's; the threshold, continuity and
 * per-page rates are always the company's.
 */
export async function miscChargeRatesOfWorker(
  worker: Pick<Employee, 'travelLowKmRate' | 'travelHighKmRate' | 'travelPerHourRate'> | undefined,
): Promise<MiscChargeRatesFields> {
  const { version: _version, ...company } = await findMiscChargeRates();
  const own = (value: number | undefined, fallback: number) => (value !== undefined && value > 0 ? value : fallback);
  return {
    ...company,
    travelLowKmRate: own(worker?.travelLowKmRate, company.travelLowKmRate),
    travelHighKmRate: own(worker?.travelHighKmRate, company.travelHighKmRate),
    travelPerHourRate: own(worker?.travelPerHourRate, company.travelPerHourRate),
  };
}

/**
 * The rates for the caller's form: a merchandiser always gets their own, staff those of the worker they name (404
 * outside their reach), or the company's when they name none.
 */
export async function miscChargeRatesForCaller(
  employeeId: number | undefined,
  auth: Caller,
): Promise<MiscChargeRatesFields> {
  const reach = await miscChargeReachOf(auth);
  const id = reach.scope.isMerchandiserOnly ? reach.scope.selfId : employeeId;
  if (id === undefined) return miscChargeRatesOfWorker(undefined);
  const worker = reach.actsFor(id) || reach.scope.isAccountManager ? await employees.get(id) : undefined;
  if (!worker) throw workerNotFound(id);
  return miscChargeRatesOfWorker(worker);
}
