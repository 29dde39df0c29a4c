import type { Caller } from '../../../common/caller.ts';
import { NotFoundError } from '../../../common/http-errors.ts';
import type { MiscCharge } from '../../../data/entities/misc-charge.entity.ts';
import { readWorkerDirectory } from '../../../data/people/worker-directory.ts';

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

/** The supervisor's team: themself and the workers whose supervisor they are (the worker directory, one Query). */
async function teamOf(supervisorId: number): Promise<Set<number>> {
  const cards = await readWorkerDirectory();
  return new Set([supervisorId, ...cards.filter((card) => card.supervisorId === supervisorId).map((card) => card.id)]);
}

/** What a caller reaches, worked out once per request (a supervisor's team is read once). */
export interface MiscChargeReach {
  scope: MiscChargeScope;
  /** The supervisor's team (themself included); empty for others. */
  team: ReadonlySet<number>;
  /** May act for worker `employeeId`: create, edit, list their charges (admins, themselves, a supervisor's team). */
  actsFor(employeeId: number): boolean;
  /** Sees `charge`: acts for its worker, or manages a job of its services as account manager. */
  sees(charge: Pick<MiscCharge, 'employeeId' | 'acctManagerIds'>): boolean;
}

export async function miscChargeReachOf(auth: Caller): Promise<MiscChargeReach> {
  const scope = miscChargeScopeOf(auth);
  const self = scope.selfId;
  const team = scope.isSupervisor && !scope.isAdmin && self !== undefined ? await teamOf(self) : new Set<number>();
  const actsFor = (employeeId: number) => scope.isAdmin || employeeId === self || team.has(employeeId);
  return {
    scope,
    team,
    actsFor,
    sees: (charge) =>
      actsFor(charge.employeeId) ||
      (scope.isAccountManager && self !== undefined && (charge.acctManagerIds ?? []).includes(self)),
  };
}

export const miscChargeNotFound = (id: number) => new NotFoundError(`Misc charge ${id} was not found.`);
export const workerNotFound = (id: number) =>
  new NotFoundError({ merchandiserId: [`Merchandiser ${id} was not found.`] });
