import {
  type MiscChargeBodyValues,
  type MiscChargeType,
  miscChargeFigures,
} from '@shelfline/shared/contracts/misc-charge.contract';
import { BadRequestError } from '../../../common/http-errors.ts';
import type { Employee } from '../../../data/entities/employee.entity.ts';
import type { MiscCharge } from '../../../data/entities/misc-charge.entity.ts';
import { miscChargeTypes } from '../../../data/money/misc-charge-types.repository.ts';
import { getServices, type StoredService } from '../../../data/schedule/schedule.repository.ts';
import { miscChargeRatesOfWorker } from './worker-rates.ts';

/** What a misc charge's content is, computed from the modal's fields (everything but id, date and approval). */
export type MiscChargeContent = Omit<
  MiscCharge,
  | 'id'
  | 'dateEntered'
  | 'approvalStatus'
  | 'approvedBy'
  | 'approvedAt'
  | 'invoiceId'
  | 'invoiceNum'
  | 'customerChargeIds'
>;

const refuse = (field: string, message: string) => new BadRequestError({ [field]: [message] });

/**
 * Checks the modal's fields for `worker` and computes the charge (brief §2.2 (c)): the type exists and is active
 * (an edit may keep an inactive type it already has) and, for a merchandiser, is one paid on their invoice (A27); the
 * services are submitted services the worker was on (team lead or helper); rate, units and amount come from the
 * worker's rates through `miscChargeFigures` (a client amount counts only where the amount is typed); jobs, job
 * numbers and the services' account managers are derived from the services.
 */
export async function buildMiscCharge(
  body: MiscChargeBodyValues,
  worker: Employee,
  options: { isMerchandiserOnly: boolean; keptTypeId?: number },
): Promise<MiscChargeContent> {
  const type = await usableType(body.miscChargeId, options);
  const services = await servicesOfWorker(body.serviceIds, worker.id);
  const rates = await miscChargeRatesOfWorker(worker);
  const result = miscChargeFigures(type, body, rates);
  if ('errors' in result) throw new BadRequestError(result.errors);
  const { figures } = result;
  const distinct = <T>(values: readonly (T | undefined)[]) =>
    [...new Set(values)].filter((v): v is T => v !== undefined);
  return {
    employeeId: worker.id,
    merchandiser: `${worker.firstName} ${worker.lastName}`.trim(),
    category: worker.isOnlinePayrol ? 'Online' : 'Manual',
    supervisorId: worker.supervisorId,
    description: figures.description,
    miscChargeId: type.id,
    miscCharge: type.name,
    isGSTApplicable: type.isGSTApplicable,
    isEmployeeInvoicing: type.isEmployeeInvoicing,
    isCustomerBilling: type.isCustomerBilling,
    travelChargeTypeId: figures.travelChargeType?.id,
    travelChargeType: figures.travelChargeType?.name,
    units: figures.units,
    miscChargeRate: figures.rate,
    amountCents: figures.amountCents,
    billableHours: figures.billableHours,
    isNoJobs: body.isNoJobs,
    serviceIds: services.map((s) => s.id),
    jobIds: distinct(services.map((s) => s.jobId)),
    allJobs: distinct(services.map((s) => s.jobNumber)).join(', '),
    acctManagerIds: distinct(services.map((s) => s.acctManagerId)),
    comments: body.comments,
  };
}

async function usableType(id: number, options: { isMerchandiserOnly: boolean; keptTypeId?: number }) {
  const type: MiscChargeType | undefined = await miscChargeTypes.get(id);
  if (!type) throw refuse('miscChargeId', `Misc charge type ${id} was not found.`);
  if (type.isInactive && type.id !== options.keptTypeId)
    throw refuse('miscChargeId', `Misc charge type "${type.name}" is inactive.`);
  if (options.isMerchandiserOnly && !type.isEmployeeInvoicing)
    throw refuse('miscChargeId', `Misc charge type "${type.name}" is not one merchandisers charge.`);
  return type;
}

/** The services, each a submitted one that `workerId` led or helped on, in the order sent (400 naming serviceIds). */
async function servicesOfWorker(ids: readonly number[], workerId: number): Promise<StoredService[]> {
  const unique = [...new Set(ids)];
  const found = await getServices(unique);
  const usable = found.filter(
    (s) => s.isSubmitted && (s.merchandiserId === workerId || s.helpers.some((h) => h.id === workerId)),
  );
  if (usable.length !== unique.length) {
    const bad = unique.filter((id) => !usable.some((s) => s.id === id));
    throw refuse('serviceIds', `Not a submitted service of this merchandiser: ${bad.join(', ')}.`);
  }
  return usable;
}
