import type { ApprovalStatus } from '@shelfline/shared/approval-status';
import { defineEntity, definePatterns } from '../entity.ts';
import { chargeKey, employeeChargesKey, id10 } from './merchandiser-charge.entity.ts';

/**
 * Misc charge: travel, parking, printing or another cost a worker is paid for (002 §3, §4; brief §1.5, §2.2). Same
 * id sequence and key shape as merchandiser charges (merchandiser-charge.entity.ts), so one approve call takes both.
 * The server recomputes rate, units and amount from the rates it snapshots (`miscChargeRate`), and the type's flags
 * are copied too: a later edit of the type or the rates never moves an existing charge.
 *
 * | access pattern                          | pattern      | index | key                                                |
 * |-----------------------------------------|--------------|-------|----------------------------------------------------|
 * | misc charge by id                       |              | table | pk `CHARGE#<id>`, sk `CHARGE`                      |
 * | misc charges entered on a day           | `ofDay`      | gsi1  | pk `MISCDAY#<dateEntered>`, sk `<id10>`            |
 * | a worker's charges and misc charges     | (merchandiser charge `ofEmployee`) | gsi2 | pk `MCHGEMP#<employeeId>`, sk `<dateEntered>#M#<id10>` |
 * | misc charges of a type (delete in use)  | `ofType`     | gsi3  | pk `MISCTYPEUSE#<miscChargeId>`, sk `<id10>`       |
 */
export interface MiscCharge {
  /** chargeId. */
  id: number;
  employeeId: number;
  /** Worker name at creation. */
  merchandiser: string;
  /** The worker's category (Cat. column). */
  category?: string;
  supervisorId?: number;
  /** YYYY-MM-DD. */
  dateEntered: string;
  /** e.g. `Travel - 120 km`. */
  description: string;
  /** The misc charge type: id, name and flags copied at creation. */
  miscChargeId: number;
  miscCharge: string;
  isGSTApplicable: boolean;
  isEmployeeInvoicing: boolean;
  isCustomerBilling: boolean;
  /** Travel sub-type (1 Km Only, 2 Time Only, 3 Flat Rate, 4 Continuity). */
  travelChargeTypeId?: number;
  travelChargeType?: string;
  units?: number;
  /** The rate used (snapshot). */
  miscChargeRate?: number;
  amountCents: number;
  isNoJobs: boolean;
  jobIds: number[];
  serviceIds: number[];
  /** Job numbers joined, for the Jobs column. */
  allJobs: string;
  /** Account managers of the selected services' jobs (account manager scoping). */
  acctManagerIds?: number[];
  billableHours?: number;
  comments?: string;
  approvalStatus: ApprovalStatus;
  approvedBy?: string;
  approvedAt?: string;
  /** Set when a merchandiser invoice claims it. */
  invoiceId?: number;
  invoiceNum?: number;
  /** Customer lines made from it (types with isCustomerBilling). */
  customerChargeIds?: number[];
}

export const MiscChargeEntity = defineEntity<MiscCharge>({
  name: 'miscCharge',
  key: (id) => chargeKey(id),
  indexes: {
    gsi1: (c) => ({ pk: `MISCDAY#${c.dateEntered}`, sk: id10(c.id) }),
    gsi2: (c) => ({ pk: employeeChargesKey(c.employeeId), sk: `${c.dateEntered}#M#${id10(c.id)}` }),
    gsi3: (c) => ({ pk: `MISCTYPEUSE#${c.miscChargeId}`, sk: id10(c.id) }),
  },
});

export const MiscChargePatterns = definePatterns({
  /** misc charges entered on one day */
  ofDay: { index: 'gsi1', key: (day: string) => ({ pk: `MISCDAY#${day}` }) },
  /** misc charges of one type */
  ofType: { index: 'gsi3', key: (miscChargeTypeId: number) => ({ pk: `MISCTYPEUSE#${miscChargeTypeId}` }) },
});
