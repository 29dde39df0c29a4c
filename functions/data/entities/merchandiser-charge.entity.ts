import type { ApprovalStatus } from '@shelfline/shared/approval-status';
import { defineEntity, definePatterns, rangeOf } from '../entity.ts';

/**
 * Merchandiser (pay) charge: what one worker is paid for one service (002 §3; brief money-and-reports §1.2, §1.5).
 * Made by `chargeService` (functions/domain/money/charge-service.ts), one per service × worker (team lead and each
 * helper). Every rate it was computed with is copied onto it, so a later master-data change never moves it. Money is
 * stored in integer cents (`amountCents`); the API shows decimals (shared/src/money.ts).
 *
 * Merchandiser charges and misc charges share one id sequence (`CHARGE_ID_COUNTER`) and one key shape
 * (`CHARGE#<id>`), because `charges/approve` takes bare ids of both; `type` tells them apart.
 *
 * | access pattern                              | pattern        | index | key                                                   |
 * |---------------------------------------------|----------------|-------|-------------------------------------------------------|
 * | charge by id                                |                | table | pk `CHARGE#<id>`, sk `CHARGE`                         |
 * | charges completed on a day (month = days)   | `ofDay`        | gsi1  | pk `MCHGDAY#<completedDate>`, sk `<id10>`             |
 * | a worker's charges (and misc), date range   | `ofEmployee`   | gsi2  | pk `MCHGEMP#<employeeId>`, sk `<date>#C#<id10>`       |
 * | charges of a service                        | `ofService`    | gsi3  | pk `MCHGSVC#<serviceId>`, sk `<id10>`                 |
 * | one live charge per service × worker        |                | table | marker `UNIQUE#merchandiserCharge.service#<svc>#<emp>`|
 *
 * A voided charge keeps its record (audit) but gives up its marker, so the service can be charged again after it is
 * submitted again.
 */
export interface MerchandiserCharge {
  /** chargeId. */
  id: number;
  serviceId: number;
  employeeId: number;
  /** Worker name at creation. */
  merchandiser: string;
  /** The service's category (Cat. column; Manual Entry Only filter). */
  category: 'Manual' | 'Online';
  /** A helper's charge (not the team lead's). */
  isHelper: boolean;
  /** YYYY-MM-DD: the service's completed date (latest date for a Manual service without a report). */
  completedDate: string;
  /** ISO instant the report was submitted, when there is one. */
  dateReportSubmitted?: string;
  jobId: number;
  jobNumber: string;
  jobDescription: string;
  jobProductId?: number;
  product: string;
  retailer: string;
  storeId: number;
  /** Store number and name, as listed. */
  storeDescription: string;
  serviceType: string;
  /** Province code of the store (tax of the customer charge). */
  provinceCode?: string;
  /** Snapshots for scoping: the service's account manager and the worker's supervisor at creation. */
  acctManagerId?: number;
  supervisorId?: number;
  /** Pay rate snapshot: flat wins, else per hour × hoursForBilling (brief A4). */
  payrateFlat?: number;
  payratePerHour?: number;
  /** Where the rate came from: `service`, `override:<id>`, `worker` or `none`. */
  rateSource: string;
  reportedHours: number;
  hoursForBilling: number;
  amountCents: number;
  allExceptions: string[];
  approvalStatus: ApprovalStatus;
  approvedBy?: string;
  approvedAt?: string;
  comments?: string;
  /** Set when a merchandiser invoice claims it (conditional: `attribute_not_exists(invoiceId)`). */
  invoiceId?: number;
  invoiceNum?: number;
  /** Its customer (billing) charge. */
  customerChargeId?: number;
  /** Voided by an unsubmit of its service before it was invoiced. */
  voided?: boolean;
}

/** Merchandiser and misc charges take their ids from this one counter (`nextId`). */
export const CHARGE_ID_COUNTER = 'charge';
export const CHARGE_SK = 'CHARGE';

export const chargeKey = (id: number) => ({ pk: `CHARGE#${id}`, sk: CHARGE_SK });
export const id10 = (id: number) => String(id).padStart(10, '0');
const employeeChargesKey = (employeeId: number) => `MCHGEMP#${employeeId}`;

export const MerchandiserChargeEntity = defineEntity<MerchandiserCharge>({
  name: 'merchandiserCharge',
  key: (id) => chargeKey(id),
  indexes: {
    gsi1: (c) => ({ pk: `MCHGDAY#${c.completedDate}`, sk: id10(c.id) }),
    gsi2: (c) => ({ pk: employeeChargesKey(c.employeeId), sk: `${c.completedDate}#C#${id10(c.id)}` }),
    gsi3: (c) => ({ pk: `MCHGSVC#${c.serviceId}`, sk: id10(c.id) }),
  },
  unique: [{ label: 'service', value: (c) => (c.voided ? undefined : `${c.serviceId}#${c.employeeId}`) }],
});

export const MerchandiserChargePatterns = definePatterns({
  /** charges completed on one day (a month reads its days in parallel) */
  ofDay: { index: 'gsi1', key: (day: string) => ({ pk: `MCHGDAY#${day}` }) },
  /** a worker's service charges AND misc charges (`#C#` / `#M#` in the sort key), optionally in a date range */
  ofEmployee: {
    index: 'gsi2',
    key: (employeeId: number, from?: string, to?: string) => ({
      pk: employeeChargesKey(employeeId),
      sk: rangeOf(from, to === undefined ? undefined : `${to}#~`),
    }),
  },
  /** charges of one service (team lead and helpers, voided ones too) */
  ofService: { index: 'gsi3', key: (serviceId: number) => ({ pk: `MCHGSVC#${serviceId}` }) },
});

/** The gsi2 partition shared with misc charges (misc-charge.entity.ts). */
export { employeeChargesKey };
