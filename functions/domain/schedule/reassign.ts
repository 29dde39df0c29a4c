import type { Reassignment } from '@shelfline/shared/contracts/schedule.contract';
import type { Caller } from '../../common/caller.ts';
import { ConflictError } from '../../common/http-errors.ts';
import type { ReassignmentRecord } from '../../data/entities/reassignment.entity.ts';
import type { Service } from '../../data/entities/service.entity.ts';
import { replaceEmployeeRecord } from '../../data/people/employees.repository.ts';
import { employees } from '../../data/people/people.repository.ts';
import { nextId, type TransactItem } from '../../data/repository.ts';
import { reassignmentPut, type StoredReassignment } from '../../data/schedule/reassignments.repository.ts';
import { workChangeItems } from './service-work.ts';

/*
 * What a merchandiser change of a live service writes besides the service (000 §3.4, §4.3; issue 6): a
 * reassignment (previous and new worker, temporary, send backup, send supply, who changed it, the service's job,
 * store, retailer and dates, not acted) in the SAME transaction as the service and its scheduled work; and, after
 * it, the service's retailer among the new worker's served retailers (as the draft export does), so the worker
 * search by retailer finds them.
 */

/** The name a person-facing record shows for the caller (given and family name; the login code without them). */
export function callerName(auth: Pick<Caller, 'givenName' | 'familyName' | 'username'>): string {
  const name = [auth.givenName, auth.familyName].filter(Boolean).join(' ').trim();
  return name || auth.username;
}

/** Whether `after` names another team lead than `before` (an unchanged or removed lead is no reassignment). */
export const isReassigned = (before: Service, after: Service) =>
  after.merchandiserId !== undefined && after.merchandiserId !== before.merchandiserId;

/** The reassignment record of a merchandiser change. */
export function reassignmentOf(
  before: Service,
  after: Service,
  id: number,
  modifiedBy: string,
  now: string,
): ReassignmentRecord {
  return {
    id,
    serviceId: after.id,
    jobNumber: after.jobNumber,
    storeNumber: after.storeNumber,
    retailerId: after.retailerId,
    retailerFullName: after.retailerName,
    earliestDate: after.earliestDate,
    latestDate: after.latestDate,
    ...(before.merchandiserId === undefined
      ? {}
      : {
          oldEmployeeId: before.merchandiserId,
          oldEmployee: before.merchandiser ?? `Worker ${before.merchandiserId}`,
        }),
    newEmployeeId: after.merchandiserId as number,
    newEmployee: after.merchandiser ?? `Worker ${after.merchandiserId}`,
    isTemporary: after.isTemporary,
    sendBackup: after.sendBackup === true,
    sendSupply: after.sendSupply === true,
    reassignedBy: modifiedBy,
    reassignedAt: now,
    isActed: false,
  };
}

/** Hands out reassignment ids from the counter in blocks (a bulk change needs one per changed service). */
export function reassignmentIds(block = 25) {
  let next = 0;
  let last = -1;
  return async (): Promise<number> => {
    if (next > last) {
      next = await nextId('reassignment', block);
      last = next + block - 1;
    }
    return next++;
  };
}

/**
 * The reassignment item of a change, or none when the merchandiser did not change. `modifiedBy` is the caller's
 * name (shown in the table), `by` the login code (audit).
 */
export async function reassignmentItems(
  before: Service,
  after: Service,
  ids: () => Promise<number>,
  people: { modifiedBy: string; by: string },
  now: string,
): Promise<TransactItem[]> {
  if (!isReassigned(before, after)) return [];
  const record = reassignmentOf(before, after, await ids(), people.modifiedBy, now);
  return [reassignmentPut(record, people.by, now)];
}

/**
 * What an edit of a live service writes besides the service itself, in the same transaction: its scheduled work's
 * changes and, for a merchandiser change, the reassignment (recorded as changed by the caller).
 */
export async function editItemsBesidesService(
  before: Service,
  after: Service,
  ids: () => Promise<number>,
  auth: Pick<Caller, 'givenName' | 'familyName' | 'username'>,
  now: string,
): Promise<TransactItem[]> {
  return [
    ...workChangeItems(before, after, auth.username),
    ...(await reassignmentItems(before, after, ids, { modifiedBy: callerName(auth), by: auth.username }, now)),
  ];
}

/**
 * Adds `retailerIds` to the worker's served retailers where missing (re-read and retried when the worker record
 * changed meanwhile). The worker directory card follows (replaceEmployeeRecord).
 */
export async function addServedRetailers(workerId: number, retailerIds: readonly number[], by: string) {
  for (let attempt = 1; ; attempt++) {
    const current = await employees.get(workerId);
    if (!current) return;
    const served = current.servedRetailerIds ?? [];
    const lacking = [...new Set(retailerIds)].filter((r) => !served.includes(r));
    if (lacking.length === 0) return;
    try {
      const { version, createdAt: _ca, createdBy: _cb, modifiedAt: _ma, modifiedBy: _mb, ...record } = current;
      await replaceEmployeeRecord({ ...record, servedRetailerIds: [...served, ...lacking] }, version, by, undefined);
      return;
    } catch (error) {
      if (!(error instanceof ConflictError) || attempt >= 3) throw error;
    }
  }
}

/** The contract shape of a stored reassignment. */
export function toReassignment(r: StoredReassignment | ReassignmentRecord): Reassignment {
  return {
    id: r.id,
    serviceId: r.serviceId,
    jobNumber: r.jobNumber,
    storeNumber: r.storeNumber,
    retailerFullName: r.retailerFullName,
    earliestDate: r.earliestDate,
    latestDate: r.latestDate,
    oldEmployee: r.oldEmployee,
    oldEmployeeId: r.oldEmployeeId,
    newEmployee: r.newEmployee,
    newEmployeeId: r.newEmployeeId,
    isTemporary: r.isTemporary,
    sendBackup: r.sendBackup,
    sendSupply: r.sendSupply,
    modifiedBy: r.reassignedBy,
    modifiedAt: r.reassignedAt,
    isActed: r.isActed,
    actedBy: r.actedBy,
  };
}
