import type { Caller } from '../../../common/caller.ts';
import type { MerchandiserCharge } from '../../../data/entities/merchandiser-charge.entity.ts';
import type { MiscCharge } from '../../../data/entities/misc-charge.entity.ts';
import { readWorkerDirectory } from '../../../data/people/worker-directory.ts';
import { invoicingWindow } from '../misc-charges/invoicing-window.ts';

/*
 * Who sees which charges and invoices in merchandiser invoicing (brief §1.7, A19, A20): an admin everything; an
 * account manager the charges of services they manage; a supervisor their own and their team's (workers whose
 * supervisor they are); a merchandiser their own, whatever an id in the request says. Anything else is answered as
 * if it did not exist (404), never 403.
 */

export type InvoicingScope =
  | { kind: 'admin' }
  | { kind: 'accountManager'; id: number }
  | { kind: 'supervisor'; id: number; team: ReadonlySet<number> }
  | { kind: 'merchandiser'; id: number };

/** The caller's scope; a supervisor's team is read from the worker directory (one Query). */
export async function invoicingScopeOf(auth: Caller): Promise<InvoicingScope> {
  if (auth.roles.includes('admin')) return { kind: 'admin' };
  const parsed = Number(auth.personId);
  // A caller without an employee id (should not happen) reaches nothing rather than everything.
  const id = auth.personType === 'employee' && Number.isInteger(parsed) && parsed > 0 ? parsed : -1;
  if (auth.roles.includes('accountManager')) return { kind: 'accountManager', id };
  if (auth.roles.includes('supervisor')) {
    const cards = await readWorkerDirectory();
    return { kind: 'supervisor', id, team: new Set(cards.filter((c) => c.supervisorId === id).map((c) => c.id)) };
  }
  return { kind: 'merchandiser', id };
}

/** The workers whose charges the scope reads by worker (undefined: admin and account manager read by day). */
export function workersOf(scope: InvoicingScope): number[] | undefined {
  if (scope.kind === 'merchandiser') return [scope.id];
  if (scope.kind === 'supervisor') return [scope.id, ...scope.team];
  return undefined;
}

/** Whether the scope reaches worker `employeeId` (their invoices, a submit for them). */
export function reachesWorker(scope: InvoicingScope, employeeId: number): boolean {
  if (scope.kind === 'admin') return true;
  if (scope.kind === 'accountManager') return false;
  return workersOf(scope)?.includes(employeeId) ?? false;
}

export function reachesCharge(
  scope: InvoicingScope,
  charge: Pick<MerchandiserCharge, 'employeeId' | 'acctManagerId' | 'supervisorId'>,
): boolean {
  if (scope.kind === 'accountManager') return charge.acctManagerId === scope.id;
  if (scope.kind === 'supervisor' && charge.supervisorId === scope.id) return true;
  return reachesWorker(scope, charge.employeeId);
}

export function reachesMiscCharge(
  scope: InvoicingScope,
  charge: Pick<MiscCharge, 'employeeId' | 'acctManagerIds' | 'supervisorId'>,
): boolean {
  if (scope.kind === 'accountManager') return charge.acctManagerIds?.includes(scope.id) ?? false;
  if (scope.kind === 'supervisor' && charge.supervisorId === scope.id) return true;
  return reachesWorker(scope, charge.employeeId);
}

/**
 * 002 §5: non-admins look back 90 days at most, a server rule on every load, preliminary and submit (brief A30):
 * 400 naming `fromDate` otherwise. The one window rule of invoicing lists (misc-charges/invoicing-window.ts).
 */
export function checkFromDate(scope: InvoicingScope, period: { fromDate: string; toDate: string }): void {
  invoicingWindow(period, scope.kind === 'admin');
}
