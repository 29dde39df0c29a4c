import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { documentClient } from '../../common/aws/dynamo.ts';
import { env } from '../../common/env.ts';
import { workerMatchKeySteps } from '../ats/match-keys.repository.ts';
import type {
  GeneralAvailabilityRecord,
  SpecialAvailabilityRecord,
  VacationRecord,
} from '../entities/availability.entity.ts';
import {
  EMPLOYEE_PRIVATE_SK,
  type Employee,
  EmployeeEntity,
  EmployeePatterns,
  type EmployeePrivate,
  employeePartition,
} from '../entities/employee.entity.ts';
import type { EmployeeComment } from '../entities/employee-comment.entity.ts';
import type { PayRateOverride } from '../entities/pay-rate-override.entity.ts';
import type { ScheduledWork } from '../entities/scheduled-work.entity.ts';
import { SupplierUserEntity } from '../entities/supplier-user.entity.ts';
import { type Audit, fromItem, uniqueKey } from '../entity.ts';
import { queryPattern } from '../query-pattern.ts';
import type { TransactItem } from '../repository.ts';
import { employees } from './people.repository.ts';
import { withWorkerCard, workerCardPut, workerCardRemove } from './worker-directory.ts';

/*
 * Worker-specific storage beyond the generic `employees` repository (people.repository.ts): the worker record
 * together with its `PRIVATE` item (sensitive fields, one transaction), the whole-partition read of the worker
 * view, the list partition, and the login-code probes used to generate a free code.
 */

const PRIVATE_TYPE = 'employeePrivate';

export type StoredEmployee = Employee & Audit;

/**
 * Every worker's FULL record (a few hundred to a few thousand), by last and first name: one Query of a few pages,
 * ~1.5 ms and ~0.25 RCU per worker. Lists, pickers and the search read the worker directory instead
 * (`readWorkerDirectory`, worker-directory.ts); this is for whoever needs every full record (the directory rebuild).
 */
export const listAllEmployees = () => employees.queryAll('all');

/** The sensitive fields of a worker, or an empty object when none were ever saved. */
export async function getEmployeePrivate(employeeId: number): Promise<EmployeePrivate> {
  const { Item } = await documentClient().send(
    new GetCommand({ TableName: env.tableName, Key: privateKey(employeeId) }),
  );
  return Item ? privateOf(Item) : {};
}

/** The `PRIVATE` item as a transaction step (unconditional: the worker record's own condition guards the write). */
export function privatePut(employeeId: number, fields: EmployeePrivate, by: string): TransactItem {
  const clean = Object.fromEntries(Object.entries(fields).filter(([, v]) => v !== undefined && v !== ''));
  return {
    Put: {
      TableName: env.tableName,
      Item: {
        ...privateKey(employeeId),
        type: PRIVATE_TYPE,
        employeeId,
        ...clean,
        modifiedAt: new Date().toISOString(),
        modifiedBy: by,
      },
    },
  };
}

const privateDelete = (employeeId: number): TransactItem => ({
  Delete: { TableName: env.tableName, Key: privateKey(employeeId) },
});

/**
 * Creates the worker record, its login-code marker, (when given) its `PRIVATE` item and its directory card in one
 * transaction, with `alsoWrite` (a hired applicant's link, brief A11).
 */
export function createEmployeeRecord(
  record: Employee,
  fields: EmployeePrivate | undefined,
  by: string,
  alsoWrite: readonly TransactItem[] = [],
) {
  return withWorkerCard(record.id, () =>
    employees.create(record, by, [
      ...(hasAny(fields) ? [privatePut(record.id, fields, by)] : []),
      workerCardPut(record),
      ...workerMatchKeySteps(undefined, record, by),
      ...alsoWrite,
    ]),
  );
}

/**
 * Replaces the worker record (409 when `version` is stale) and its directory card, writing the `PRIVATE` item in
 * the same transaction when given, with `alsoWrite` (a rehired applicant's link, brief A11). Every write of a worker
 * record goes through here (or create/remove below), so the worker directory always matches the records.
 */
export function replaceEmployeeRecord(
  record: Employee,
  version: number,
  by: string,
  fields: EmployeePrivate | undefined,
  alsoWrite: readonly TransactItem[] = [],
) {
  return withWorkerCard(record.id, async () =>
    employees.replace(record, version, by, [
      ...(fields ? [privatePut(record.id, fields, by)] : []),
      workerCardPut(record),
      // Recruiting's ex-employee match reads these keys (brief A10); only the ones that changed are written.
      ...workerMatchKeySteps(await employees.get(record.id), record, by),
      ...alsoWrite,
    ]),
  );
}

/** Removes a worker record with its marker, `PRIVATE` item and directory card (undo of a create whose sign-in failed). */
export function removeEmployeeRecord(employeeId: number) {
  return withWorkerCard(employeeId, async () =>
    employees.remove(employeeId, [
      privateDelete(employeeId),
      workerCardRemove(employeeId),
      ...workerMatchKeySteps(await employees.get(employeeId), undefined, 'system'),
    ]),
  );
}

/**
 * Records that the worker's Cognito user exists. Not a change of the worker (the flag mirrors the pool), so the
 * version stays: an open worker form can still be saved.
 */
export async function markHasLogin(employeeId: number): Promise<void> {
  await documentClient().send(
    new UpdateCommand({
      TableName: env.tableName,
      Key: EmployeeEntity.key(employeeId),
      UpdateExpression: 'SET hasLogin = :yes',
      ConditionExpression: 'attribute_exists(pk)',
      ExpressionAttributeValues: { ':yes': true },
    }),
  );
}

/**
 * Whether a login code is held by a worker or a supplier user (both sign in through the one user pool, so they
 * share one username space). Two reads of uniqueness markers.
 */
export async function loginCodeTaken(code: string): Promise<boolean> {
  const employeeMarker = uniqueKey(EmployeeEntity, must(EmployeeEntity.unique?.[0]), { code } as Employee);
  const userMarker = uniqueKey(
    SupplierUserEntity as never,
    must(SupplierUserEntity.unique?.[0]) as never,
    {
      userName: code,
    } as never,
  );
  const found = await Promise.all(
    [employeeMarker, userMarker]
      .filter((k) => k !== undefined)
      .map((Key) => documentClient().send(new GetCommand({ TableName: env.tableName, Key }))),
  );
  return found.some((r) => r.Item !== undefined);
}

/** Everything in a worker's partition, sorted out by kind (the worker view). */
export interface WorkerPartition {
  employee?: StoredEmployee;
  private: EmployeePrivate;
  comments: (EmployeeComment & Audit)[];
  payRateOverrides: (PayRateOverride & Audit)[];
  generalAvailability?: GeneralAvailabilityRecord & Audit;
  specialAvailabilities: (SpecialAvailabilityRecord & Audit)[];
  vacations: (VacationRecord & Audit)[];
  /** Newest first, at most `workLimit`. */
  scheduledWork: (ScheduledWork & Audit)[];
}

/**
 * One Query of the worker's partition, newest sort keys first: scheduled work (`WORK#<start>#…`) therefore comes
 * newest first; comments end up newest first too, special weeks and vacations latest first.
 */
export async function readWorkerPartition(employeeId: number, workLimit = 200): Promise<WorkerPartition> {
  const result: WorkerPartition = {
    private: {},
    comments: [],
    payRateOverrides: [],
    specialAvailabilities: [],
    vacations: [],
    scheduledWork: [],
  };
  for await (const item of queryPattern(EmployeePatterns, 'partition', [employeeId], { ScanIndexForward: false })) {
    const sk = String(item.sk);
    if (sk === 'EMPLOYEE') result.employee = fromItem<Employee>(item);
    else if (sk === EMPLOYEE_PRIVATE_SK) result.private = privateOf(item);
    else if (sk.startsWith('WORK#')) {
      if (result.scheduledWork.length < workLimit) result.scheduledWork.push(fromItem<ScheduledWork>(item));
    } else if (sk.startsWith('COMMENT#')) result.comments.push(fromItem<EmployeeComment>(item));
    else if (sk.startsWith('PAYRATE#')) result.payRateOverrides.push(fromItem<PayRateOverride>(item));
    else if (sk.startsWith('AVAIL#GENERAL#')) result.generalAvailability = fromItem<GeneralAvailabilityRecord>(item);
    else if (sk.startsWith('AVAIL#SPECIAL#'))
      result.specialAvailabilities.push(fromItem<SpecialAvailabilityRecord>(item));
    else if (sk.startsWith('AVAIL#VACATION#')) result.vacations.push(fromItem<VacationRecord>(item));
  }
  return result;
}

function privateKey(employeeId: number) {
  return { pk: employeePartition(employeeId), sk: EMPLOYEE_PRIVATE_SK };
}

function privateOf(item: Record<string, unknown>): EmployeePrivate {
  const text = (v: unknown) => (typeof v === 'string' && v !== '' ? v : undefined);
  return { sin: text(item.sin), bank: text(item.bank), transit: text(item.transit), account: text(item.account) };
}

function hasAny(fields: EmployeePrivate | undefined): fields is EmployeePrivate {
  return !!fields && Object.values(fields).some((v) => v !== undefined && v !== '');
}

function must<T>(value: T | undefined): T {
  if (value === undefined) throw new Error('entity without a login-code uniqueness field');
  return value;
}
