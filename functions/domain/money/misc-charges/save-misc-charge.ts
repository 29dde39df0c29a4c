import { APPROVAL_STATUS } from '@shelfline/shared/approval-status';
import type { MiscChargeBodyValues } from '@shelfline/shared/contracts/misc-charge.contract';
import type { Caller } from '../../../common/caller.ts';
import { todayIso } from '../../../common/dates.ts';
import { BadRequestError, ConflictError } from '../../../common/http-errors.ts';
import { CHARGE_ID_COUNTER } from '../../../data/entities/merchandiser-charge.entity.ts';
import type { MiscCharge } from '../../../data/entities/misc-charge.entity.ts';
import {
  deleteMiscCharge,
  findMiscCharge,
  miscCharges,
  type StoredMiscCharge,
} from '../../../data/money/misc-charges.repository.ts';
import { employees } from '../../../data/people/people.repository.ts';
import { nextId, type TransactItem } from '../../../data/repository.ts';
import { nextApprovalStatus } from './approval.ts';
import { billMiscCharge, unbillMiscCharge } from './bill-misc-charge.ts';
import { buildMiscCharge } from './build-misc-charge.ts';
import { type MiscChargeReach, miscChargeNotFound, miscChargeReachOf, workerNotFound } from './misc-charge-scope.ts';

/*
 * Create, edit (with Approve / Deny) and delete of a misc charge, with who may do what (brief §2.2 (c), §3): staff
 * name the worker, a merchandiser is always themself; a charge on a merchandiser invoice no longer changes (409);
 * a merchandiser cannot change or delete one Approved By Manager. Ids come from the charges' shared counter.
 */

const invoicedError = (charge: StoredMiscCharge) =>
  new ConflictError(
    `This misc charge is on merchandiser invoice ${charge.invoiceNum ?? charge.invoiceId}; it can no longer change.`,
  );

/** The worker a charge is for: the merchandiser themself, else the one staff named (404 outside their reach). */
async function workerFor(reach: MiscChargeReach, merchandiserId: number | undefined) {
  const id = reach.scope.isMerchandiserOnly ? reach.scope.selfId : merchandiserId;
  if (id === undefined) {
    if (reach.scope.isMerchandiserOnly) throw workerNotFound(0);
    throw new BadRequestError({ merchandiserId: ['Merchandiser is required.'] });
  }
  const worker = reach.actsFor(id) ? await employees.get(id) : undefined;
  if (!worker) throw workerNotFound(id);
  return worker;
}

export async function createMiscCharge(body: MiscChargeBodyValues, auth: Caller): Promise<StoredMiscCharge> {
  const reach = await miscChargeReachOf(auth);
  if (body.approvalStatus !== undefined && body.approvalStatus !== APPROVAL_STATUS.NotApprovedYet)
    throw new BadRequestError({ approvalStatus: ['A new misc charge starts Not Approved Yet.'] });
  const worker = await workerFor(reach, body.merchandiserId);
  const content = await buildMiscCharge(body, worker, { isMerchandiserOnly: reach.scope.isMerchandiserOnly });
  const record: MiscCharge = {
    ...content,
    id: await nextId(CHARGE_ID_COUNTER),
    dateEntered: todayIso(),
    approvalStatus: APPROVAL_STATUS.NotApprovedYet,
  };
  return miscCharges.create(record, auth.username);
}

/** The charge `id` as the caller may change it (404 outside their reach, 409 once invoiced or approved for merchandisers). */
async function changeableCharge(id: number, reach: MiscChargeReach, verb: 'changed' | 'deleted') {
  const current = await findMiscCharge(id);
  if (!current || !reach.sees(current)) throw miscChargeNotFound(id);
  if (current.invoiceId !== undefined) throw invoicedError(current);
  if (reach.scope.isMerchandiserOnly && current.approvalStatus === APPROVAL_STATUS.ApprovedByManager)
    throw new ConflictError(`An approved misc charge can no longer be ${verb}.`);
  return current;
}

const billingFacts = (c: Pick<MiscCharge, 'amountCents' | 'miscChargeId' | 'approvalStatus' | 'serviceIds'>) =>
  JSON.stringify([c.amountCents, c.miscChargeId, c.approvalStatus, c.serviceIds]);

export async function updateMiscCharge(
  id: number,
  body: MiscChargeBodyValues & { version: number },
  auth: Caller,
): Promise<StoredMiscCharge> {
  const reach = await miscChargeReachOf(auth);
  const current = await changeableCharge(id, reach, 'changed');
  if (!reach.actsFor(current.employeeId)) throw miscChargeNotFound(id);
  if (body.version !== current.version)
    throw new ConflictError(`Misc charge ${id} was changed by someone else. Reload it and try again.`);
  const status = nextApprovalStatus(current.approvalStatus, body.approvalStatus, reach.scope.isMerchandiserOnly);
  const worker = await workerFor(reach, body.merchandiserId ?? current.employeeId);
  const content = await buildMiscCharge(body, worker, {
    isMerchandiserOnly: reach.scope.isMerchandiserOnly,
    keptTypeId: current.miscChargeId,
  });
  const approved = status === APPROVAL_STATUS.ApprovedByManager;
  const newlyApproved = approved && current.approvalStatus !== status;
  const record: MiscCharge = {
    ...content,
    id,
    dateEntered: current.dateEntered,
    approvalStatus: status,
    approvedBy: newlyApproved ? auth.username : approved ? current.approvedBy : undefined,
    approvedAt: newlyApproved ? new Date().toISOString() : approved ? current.approvedAt : undefined,
    customerChargeIds: current.customerChargeIds,
  };
  // Lines billed for what the charge no longer is are taken back in the same transaction (billed again below).
  let alsoWrite: TransactItem[] = [];
  if ((current.customerChargeIds ?? []).length > 0 && billingFacts(current) !== billingFacts(record)) {
    alsoWrite = await unbillMiscCharge(current);
    record.customerChargeIds = undefined;
  }
  const saved = await miscCharges.replace(record, current.version, auth.username, alsoWrite);
  return billMiscCharge(saved, auth.username);
}

export async function removeMiscCharge(id: number, auth: Caller): Promise<void> {
  const reach = await miscChargeReachOf(auth);
  const current = await changeableCharge(id, reach, 'deleted');
  await deleteMiscCharge(current, await unbillMiscCharge(current));
}

/** The charge `id` if the caller sees it (404 otherwise, also for a service charge's id). */
export async function readMiscCharge(id: number, auth: Caller): Promise<StoredMiscCharge> {
  const reach = await miscChargeReachOf(auth);
  const found = await findMiscCharge(id);
  if (!found || !reach.sees(found)) throw miscChargeNotFound(id);
  return found;
}
