import type { Caller } from '../../../common/caller.ts';
import type { CustomerCharge } from '../../../data/entities/customer-charge.entity.ts';

/*
 * Who sees which customer charges (brief §1.7, A20): admins every charge; account managers the charges of services
 * they manage, without charge rate and amount. A charge out of scope is answered like one that does not exist.
 */

export interface ChargeViewer {
  isAdmin: boolean;
  /** The account manager's worker id (scoping). */
  employeeId?: number;
}

export function chargeViewerOf(auth: Caller): ChargeViewer {
  const employeeId = auth.personType === 'employee' ? Number(auth.personId) : undefined;
  return {
    isAdmin: auth.roles.includes('admin'),
    employeeId: Number.isFinite(employeeId) ? employeeId : undefined,
  };
}

export const seesCharge = (viewer: ChargeViewer, charge: Pick<CustomerCharge, 'acctManagerId'>) =>
  viewer.isAdmin || (viewer.employeeId !== undefined && charge.acctManagerId === viewer.employeeId);
