import { APPROVAL_STATUS_LABELS } from '@shelfline/shared/approval-status';
import {
  CHARGE_APPROVAL_EXCLUDED_SORT_FIELDS,
  MAX_REPORT_ROWS,
  type SortKey,
} from '@shelfline/shared/contracts/report.contract';
import { centsToAmount } from '@shelfline/shared/money';
import { asDate, DATE_FORMAT, type ExportColumn, guardCell } from '../../common/export/columns.ts';
import type { MerchandiserCharge } from '../../data/entities/merchandiser-charge.entity.ts';
import { readMerchandiserChargeFieldsOfDays } from '../../data/money/charges.repository.ts';
import { readWorkerDirectory, type WorkerCard } from '../../data/people/worker-directory.ts';
import { type Sums, withTotals } from './charge-totals.ts';
import { defineReport } from './report-definition.ts';
import { merchandiserTestOf } from './work-merchandiser-choice.ts';
import { monthsOf } from './work-periods.ts';
import { comparatorOf, compareSortValues, type SortFields } from './work-sort.ts';

/*
 * The Charge Approval report (brief §2.7 row 6): one row per merchandiser (pay) charge completed in the range, by job
 * and merchandiser (a worker, All Manual, All CIRS); invoiced charges only with isHistory (A29), voided ones never.
 * Grouped by merchandiser with a subtotal of hours and amount after each, and a total row. No store or product
 * column, so their sort fields are refused (000 §5). The charges are read a month of day partitions at a time, and
 * only the fields shown (a projection), so a year's report holds its rows, not a year of full charges.
 */

type ChargeFacts = Pick<
  MerchandiserCharge,
  | 'id'
  | 'serviceId'
  | 'employeeId'
  | 'merchandiser'
  | 'category'
  | 'completedDate'
  | 'dateReportSubmitted'
  | 'jobNumber'
  | 'retailer'
  | 'serviceType'
  | 'provinceCode'
  | 'acctManagerId'
  | 'supervisorId'
  | 'payrateFlat'
  | 'payratePerHour'
  | 'hoursForBilling'
  | 'amountCents'
  | 'allExceptions'
  | 'approvalStatus'
  | 'approvedBy'
  | 'approvedAt'
  | 'invoiceNum'
>;

/** What is read of each charge: what the sheet shows, and what the filters test. */
const READ_FIELDS = [
  'id',
  'serviceId',
  'employeeId',
  'merchandiser',
  'category',
  'completedDate',
  'dateReportSubmitted',
  'jobNumber',
  'retailer',
  'serviceType',
  'provinceCode',
  'acctManagerId',
  'supervisorId',
  'payrateFlat',
  'payratePerHour',
  'hoursForBilling',
  'amountCents',
  'allExceptions',
  'approvalStatus',
  'approvedBy',
  'approvedAt',
  'invoiceNum',
  'invoiceId',
  'jobId',
  'voided',
] as const satisfies readonly (keyof MerchandiserCharge)[];

const factsOf = (c: ChargeFacts): ChargeFacts => ({
  id: c.id,
  serviceId: c.serviceId,
  employeeId: c.employeeId,
  merchandiser: c.merchandiser,
  category: c.category,
  completedDate: c.completedDate,
  dateReportSubmitted: c.dateReportSubmitted,
  jobNumber: c.jobNumber,
  retailer: c.retailer,
  serviceType: c.serviceType,
  provinceCode: c.provinceCode,
  acctManagerId: c.acctManagerId,
  supervisorId: c.supervisorId,
  payrateFlat: c.payrateFlat,
  payratePerHour: c.payratePerHour,
  hoursForBilling: c.hoursForBilling,
  amountCents: c.amountCents,
  allExceptions: c.allExceptions,
  approvalStatus: c.approvalStatus,
  approvedBy: c.approvedBy,
  approvedAt: c.approvedAt,
  invoiceNum: c.invoiceNum,
});

/** A line of the sheet: a charge with its looked-up names, a merchandiser's subtotal, or the total. */
export type ChargeApprovalRow =
  | { kind: 'charge'; charge: ChargeFacts; supervisor?: string; accountManager?: string }
  | { kind: 'subtotal' | 'total'; label: string; merchandiser?: string; sums: Sums };

const MONEY = '#,##0.00';
const HOURS = '#,##0.00';
const nameOf = (card: WorkerCard | undefined) => (card ? `${card.firstName} ${card.lastName}` : undefined);
const ofCharge =
  <T>(read: (row: Extract<ChargeApprovalRow, { kind: 'charge' }>) => T) =>
  (row: ChargeApprovalRow) =>
    row.kind === 'charge' ? read(row) : undefined;

const columns: readonly ExportColumn<ChargeApprovalRow>[] = [
  { header: 'Service Id', width: 12, value: (r) => (r.kind === 'charge' ? r.charge.serviceId : r.label) },
  {
    header: 'Merchandiser',
    width: 24,
    value: (r) => guardCell(r.kind === 'charge' ? r.charge.merchandiser : r.merchandiser),
  },
  { header: 'Supervisor', width: 24, value: ofCharge((r) => r.supervisor) },
  { header: 'Account Manager', width: 24, value: ofCharge((r) => r.accountManager) },
  { header: 'Category', width: 10, value: ofCharge((r) => r.charge.category) },
  { header: 'Job #', width: 14, value: ofCharge((r) => r.charge.jobNumber) },
  { header: 'Retailer', width: 24, value: ofCharge((r) => r.charge.retailer) },
  { header: 'Service Type', width: 18, value: ofCharge((r) => r.charge.serviceType) },
  { header: 'Completed', width: 12, value: ofCharge((r) => asDate(r.charge.completedDate)), numFmt: DATE_FORMAT },
  {
    header: 'Submitted',
    width: 12,
    value: ofCharge((r) => asDate(r.charge.dateReportSubmitted?.slice(0, 10))),
    numFmt: DATE_FORMAT,
  },
  {
    header: 'Hours',
    width: 9,
    value: (r) => (r.kind === 'charge' ? r.charge.hoursForBilling : Math.round(r.sums.hours * 100) / 100),
    numFmt: HOURS,
  },
  { header: 'Flat', width: 10, value: ofCharge((r) => r.charge.payrateFlat), numFmt: MONEY },
  { header: 'Per Hour', width: 10, value: ofCharge((r) => r.charge.payratePerHour), numFmt: MONEY },
  {
    header: 'Amount',
    width: 12,
    value: (r) => centsToAmount(r.kind === 'charge' ? r.charge.amountCents : r.sums.cents),
    numFmt: MONEY,
  },
  { header: 'Exceptions', width: 40, value: ofCharge((r) => r.charge.allExceptions.join('; ') || undefined) },
  { header: 'Status', width: 22, value: ofCharge((r) => APPROVAL_STATUS_LABELS[r.charge.approvalStatus]) },
  { header: 'Approved By', width: 20, value: ofCharge((r) => guardCell(r.charge.approvedBy)) },
  {
    header: 'Approved On',
    width: 12,
    value: ofCharge((r) => asDate(r.charge.approvedAt?.slice(0, 10))),
    numFmt: DATE_FORMAT,
  },
  { header: 'Invoice #', width: 10, value: ofCharge((r) => r.charge.invoiceNum) },
];

type Lookups = ReadonlyMap<number, WorkerCard>;

/** The Schedule report's sort fields a charge carries, and the charge's own money fields. */
function sortFields(directory: Lookups): SortFields<ChargeFacts> {
  const name = (id: number | undefined) => (id === undefined ? undefined : nameOf(directory.get(id)));
  return {
    ServiceId: (c) => c.serviceId,
    CompletedDate: (c) => c.completedDate,
    ReportSubmitted: (c) => c.dateReportSubmitted,
    RetailerName: (c) => c.retailer,
    JobNumber: (c) => c.jobNumber,
    ServiceType: (c) => c.serviceType,
    Merchandiser: (c) => c.merchandiser,
    Supervisor: (c) => name(c.supervisorId),
    AccountManager: (c) => name(c.acctManagerId),
    Category: (c) => c.category,
    Province: (c) => c.provinceCode,
    Hours: (c) => c.hoursForBilling,
    Amount: (c) => c.amountCents,
    Status: (c) => APPROVAL_STATUS_LABELS[c.approvalStatus],
  };
}

const merchandiserKey = (c: ChargeFacts) => `${c.merchandiser}#${c.employeeId}`;

export const report = defineReport<ChargeApprovalRow>({
  id: 'chargeApproval',
  sheetName: 'Charge Approval',
  columns,
  async *rows(params) {
    const directory = new Map<number, WorkerCard>();
    const keys: readonly SortKey[] = params.sortExpression?.length
      ? params.sortExpression
      : [{ field: 'CompletedDate', direction: 'ASC' }];
    // Refuses the store and product fields (and unknown ones) before anything is read.
    const compare = comparatorOf(keys, sortFields(directory), (a, b) => a.id - b.id, {
      fields: CHARGE_APPROVAL_EXCLUDED_SORT_FIELDS,
      reason: 'the Charge Approval report has no store or product columns.',
    });
    // Rows are grouped by merchandiser (subtotals); a Merchandiser key, if any, gives the groups' direction.
    const merchandiserSign =
      keys.find((key) => key.field.toLowerCase() === 'merchandiser')?.direction === 'DESC' ? -1 : 1;
    const [isMerchandiserKept, cards] = await Promise.all([
      merchandiserTestOf(params.merchandiserId),
      readWorkerDirectory(),
    ]);
    for (const card of cards) directory.set(card.id, card);

    const kept: ChargeFacts[] = [];
    for (const month of monthsOf(params.fromDate, params.toDate)) {
      for (const charge of await readMerchandiserChargeFieldsOfDays(month.from, month.to, READ_FIELDS)) {
        if (charge.voided || (!params.isHistory && charge.invoiceId !== undefined)) continue;
        if (params.jobId !== undefined && charge.jobId !== params.jobId) continue;
        if (isMerchandiserKept(charge.employeeId)) kept.push(factsOf(charge));
      }
      // Past the limit the runner refuses the report on the first rows: reading the rest would be wasted.
      if (kept.length > MAX_REPORT_ROWS) {
        yield kept.map((charge) => ({ kind: 'charge' as const, charge }));
        return;
      }
    }
    kept.sort(
      (a, b) =>
        merchandiserSign * compareSortValues(a.merchandiser, b.merchandiser) ||
        a.employeeId - b.employeeId ||
        compare(a, b),
    );

    const name = (id: number | undefined) => (id === undefined ? undefined : nameOf(directory.get(id)));
    yield* withTotals<ChargeFacts, ChargeApprovalRow>(kept, {
      levels: [merchandiserKey],
      sumsOf: (c) => ({ hours: c.hoursForBilling, cents: c.amountCents }),
      row: (charge) => ({
        kind: 'charge',
        charge,
        supervisor: name(charge.supervisorId),
        accountManager: name(charge.acctManagerId),
      }),
      subtotal: (_level, first, sums) => ({
        kind: 'subtotal',
        label: 'Subtotal',
        merchandiser: first.merchandiser,
        sums,
      }),
      total: (sums) => ({ kind: 'total', label: 'Total', sums }),
    });
  },
});
