import { EMPLOYEE_FLAG_LABELS, EMPLOYEE_FLAGS } from '@shelfline/shared/contracts/employee-flag.contract';
import { ALL_CIRS_MERCHANDISERS, ALL_MANUAL_MERCHANDISERS } from '@shelfline/shared/contracts/report.contract';
import type { Caller } from '../../common/caller.ts';
import { lanesAhead } from '../../common/in-lanes.ts';
import { type Employee, EmployeeEntity } from '../../data/entities/employee.entity.ts';
import type { Audit } from '../../data/entity.ts';
import { batchGetByIds } from '../../data/master-data/master-data.repository.ts';
import type { WorkerCard } from '../../data/people/worker-directory.ts';

/*
 * The workers of the people reports (Contacts, Merchandiser Pay Rate): who the caller reaches, which workers the
 * report's parameters pick from the worker directory (its compact cards: one Query), and the full records of those
 * workers read 100 at a time (BatchGet) in the directory's order, so a report writes page 1 while page 2 is read.
 */

/** Whom a report caller reaches: everyone (admin, account manager), or a supervisor's team and themself (A35). */
export type PeopleScope = { kind: 'all' } | { kind: 'team'; ids: ReadonlySet<number> };

/**
 * The caller's scope over `cards`. An account manager reaches every worker (002 §6 gives them Contacts, and their
 * work crosses teams); a supervisor the workers whose supervisor they are, and themself. Any other caller reaches
 * nobody (the route's access area already refuses them).
 */
export function peopleScopeOf(caller: Caller, cards: readonly WorkerCard[]): PeopleScope {
  if (caller.roles.includes('admin') || caller.roles.includes('accountManager')) return { kind: 'all' };
  const me = caller.personType === 'employee' ? Number(caller.personId) : Number.NaN;
  if (!caller.roles.includes('supervisor') || !Number.isInteger(me)) return { kind: 'team', ids: new Set() };
  return { kind: 'team', ids: new Set([me, ...cards.filter((c) => c.supervisorId === me).map((c) => c.id)]) };
}

/** What picks a report's workers before their records are read (all optional: absent = no limit). */
export interface WorkerPick {
  scope: PeopleScope;
  /** The merchandiser picker: a worker id picks that worker; null/absent, -1 and -2 pick on the record later. */
  merchandiserId?: number | null;
  provinceIds?: readonly number[];
  /** Workers with work on the report's job in its window. */
  onJob?: ReadonlySet<number>;
  /** A test of the card itself (e.g. merchandisers only). */
  card?: (card: WorkerCard) => boolean;
}

/** Ids of the cards `pick` keeps, in the cards' order (the directory's: last name, first name). */
export function pickWorkerIds(cards: readonly WorkerCard[], pick: WorkerPick): number[] {
  const provinces = pick.provinceIds?.length ? new Set(pick.provinceIds) : undefined;
  const one = pick.merchandiserId != null && pick.merchandiserId > 0 ? pick.merchandiserId : undefined;
  return cards
    .filter(
      (c) =>
        (pick.scope.kind === 'all' || pick.scope.ids.has(c.id)) &&
        (one === undefined || c.id === one) &&
        (!provinces || (c.provinceId !== undefined && provinces.has(c.provinceId))) &&
        (!pick.onJob || pick.onJob.has(c.id)) &&
        (!pick.card || pick.card(c)),
    )
    .map((c) => c.id);
}

/** The payroll half of the merchandiser picker (A28): -1 All Manual, -2 All CIRS (online payroll); others pass. */
export function payrollChoiceAllows(choice: number | null | undefined, worker: Pick<Employee, 'isOnlinePayrol'>) {
  if (choice === ALL_MANUAL_MERCHANDISERS) return worker.isOnlinePayrol !== true;
  if (choice === ALL_CIRS_MERCHANDISERS) return worker.isOnlinePayrol === true;
  return true;
}

/** 'Merchandiser, Supervisor, Helper': the worker's role and worker flags, in the worker form's order. */
export const flagLabels = (worker: Pick<Employee, (typeof EMPLOYEE_FLAGS)[number]>) =>
  EMPLOYEE_FLAGS.filter((flag) => worker[flag] === true)
    .map((flag) => EMPLOYEE_FLAG_LABELS[flag])
    .join(', ');

export const personName = (worker: Pick<Employee, 'firstName' | 'lastName'> | undefined) =>
  worker ? `${worker.firstName} ${worker.lastName}`.trim() : undefined;

const PAGE = 100;
/** BatchGets in flight ahead of the page being written. */
const LANES = 2;

/** The full records of `ids`, a page of 100 at a time in the order of `ids` (records gone since are left out). */
export async function* workerRecordPages(ids: readonly number[]): AsyncGenerator<Employee[]> {
  const chunks: number[][] = [];
  for (let i = 0; i < ids.length; i += PAGE) chunks.push(ids.slice(i, i + PAGE));
  const reads = lanesAhead(chunks, LANES, (chunk) => batchGetByIds(EmployeeEntity, chunk));
  for (const [index, chunk] of chunks.entries()) {
    const found = await reads[index];
    yield chunk.map((id) => found?.get(id)).filter((worker): worker is Employee & Audit => worker !== undefined);
  }
}
