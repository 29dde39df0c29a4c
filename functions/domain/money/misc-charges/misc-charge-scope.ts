import type { Caller } from '../../../common/caller.ts';
import { NotFoundError } from '../../../common/http-errors.ts';
import type { MiscCharge } from '../../../data/entities/misc-charge.entity.ts';
import { invoicingScopeOf, reachesMiscCharge } from '../merchandiser-invoicing/invoicing-scope.ts';

/*
 * Who reaches which misc charges (brief §1.7, §2.2 (c), §3): admins every one; a supervisor their own and those of
 * the workers they supervise (A19); an account manager those of services of jobs they manage (A20: the charge's
 * `acctManagerIds`); a merchandiser (no staff role) their own only, whatever an id in the request says. What a caller
 * may not reach answers 404, like what does not exist.
 */

export interface MiscChargeScope {
  isAdmin: boolean;
  /** The caller's employee id (undefined for a sign-in without one: such a caller reaches nothing of their own). */
  selfId?: number;
  isSupervisor: boolean;
  isAccountManager: boolean;
  /** Only the merchandiser role among the staff roles: own charges, no approval, edits reset the status. */
  isMerchandiserOnly: boolean;
}

export function miscChargeScopeOf(auth: Caller): MiscChargeScope {
  const id = Number(auth.personId);
  const has = (role: Caller['roles'][number]) => auth.roles.includes(role);
  return {
    isAdmin: has('admin'),
    selfId: auth.personType === 'employee' && Number.isInteger(id) && id > 0 ? id : undefined,
    isSupervisor: has('supervisor'),
    isAccountManager: has('accountManager'),
    isMerchandiserOnly: !has('admin') && !has('supervisor') && !has('accountManager'),
  };
}

/**
 * What a caller reaches, worked out once per request. Reach comes from the one scope of invoicing
 * (merchandiser-invoicing/invoicing-scope.ts: a supervisor's team read once, an account manager's services); a caller
 * also always acts for themself.
 */
export interface MiscChargeReach {
  scope: MiscChargeScope;
  /** The supervisor's team (themself included); empty for others. */
  team: ReadonlySet<number>;
  /** May act for worker `employeeId`: create, edit, list their charges (admins, themselves, a supervisor's team). */
  actsFor(employeeId: number): boolean;
  /** Sees `charge`: acts for its worker, or reaches it through invoicing's scope (account manager of its jobs). */
  sees(charge: Pick<MiscCharge, 'employeeId' | 'acctManagerIds' | 'supervisorId'>): boolean;
}

export async function miscChargeReachOf(auth: Caller): Promise<MiscChargeReach> {
  const scope = miscChargeScopeOf(auth);
  const invoicing = await invoicingScopeOf(auth);
  const team = invoicing.kind === 'supervisor' ? new Set([invoicing.id, ...invoicing.team]) : new Set<number>();
  const actsFor = (employeeId: number) =>
    scope.isAdmin || employeeId === scope.selfId || (invoicing.kind === 'supervisor' && team.has(employeeId));
  return {
    scope,
    team,
    actsFor,
    sees: (charge) => actsFor(charge.employeeId) || reachesMiscCharge(invoicing, charge),
  };
}

export const miscChargeNotFound = (id: number) => new NotFoundError(`Misc charge ${id} was not found.`);
export const workerNotFound = (id: number) =>
  new NotFoundError({ merchandiserId: [`Merchandiser ${id} was not found.`] });
