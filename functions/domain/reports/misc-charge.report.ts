import { APPROVAL_STATUS_LABELS } from '@shelfline/shared/approval-status';
import { MAX_REPORT_ROWS } from '@shelfline/shared/contracts/report.contract';
import { centsToAmount } from '@shelfline/shared/money';
import { asDate, DATE_FORMAT, type ExportColumn, guardCell, yesNo } from '../../common/export/columns.ts';
import type { MiscCharge } from '../../data/entities/misc-charge.entity.ts';
import { miscChargesOfDays } from '../../data/money/misc-charges.repository.ts';
import { daysOf } from '../../data/schedule/schedule.repository.ts';
import { type Sums, withTotals } from './charge-totals.ts';
import { defineReport } from './report-definition.ts';
import { merchandiserTestOf } from './work-merchandiser-choice.ts';
import { monthsOf } from './work-periods.ts';
import { compareSortValues } from './work-sort.ts';

/*
 * The Misc Charge report (brief §2.7 row 7): one row per misc charge entered in the range, by job (one of its jobs)
 * and merchandiser (a worker, All Manual, All CIRS), ordered by merchandiser, type, date; a subtotal after each
 * merchandiser × type and each merchandiser, and a total row. Read a month of day partitions at a time.
 */

type MiscFacts = Omit<MiscCharge, 'acctManagerIds' | 'customerChargeIds' | 'supervisorId' | 'billableHours'>;

/** A line of the sheet: a misc charge, a subtotal (merchandiser × type, or merchandiser), or the total. */
export type MiscChargeRow =
  | { kind: 'charge'; charge: MiscFacts }
  | { kind: 'subtotal' | 'total'; label: string; merchandiser?: string; type?: string; sums: Sums };

const MONEY = '#,##0.00';
const ofCharge =
  <T>(read: (charge: MiscFacts) => T) =>
  (row: MiscChargeRow) =>
    row.kind === 'charge' ? read(row.charge) : undefined;
const text = (read: (charge: MiscFacts) => string | undefined) => ofCharge((c) => guardCell(read(c) || undefined));

const columns: readonly ExportColumn<MiscChargeRow>[] = [
  {
    header: 'Date',
    width: 12,
    value: (r) => (r.kind === 'charge' ? asDate(r.charge.dateEntered) : r.label),
    numFmt: DATE_FORMAT,
  },
  {
    header: 'Merchandiser',
    width: 24,
    value: (r) => guardCell(r.kind === 'charge' ? r.charge.merchandiser : r.merchandiser),
  },
  { header: 'Category', width: 10, value: ofCharge((c) => c.category) },
  { header: 'Type', width: 22, value: (r) => guardCell(r.kind === 'charge' ? r.charge.miscCharge : r.type) },
  { header: 'Travel Sub-type', width: 16, value: ofCharge((c) => c.travelChargeType) },
  { header: 'Units', width: 9, value: ofCharge((c) => c.units), numFmt: '#,##0.##' },
  { header: 'Rate', width: 10, value: ofCharge((c) => c.miscChargeRate), numFmt: MONEY },
  {
    header: 'Amount',
    width: 12,
    value: (r) => centsToAmount(r.kind === 'charge' ? r.charge.amountCents : r.sums.cents),
    numFmt: MONEY,
  },
  { header: 'Description', width: 30, value: text((c) => c.description) },
  { header: 'Jobs', width: 20, value: text((c) => c.allJobs) },
  { header: 'Services', width: 20, value: ofCharge((c) => c.serviceIds.join(', ') || undefined) },
  { header: 'Comments', width: 30, value: text((c) => c.comments) },
  { header: 'Status', width: 22, value: ofCharge((c) => APPROVAL_STATUS_LABELS[c.approvalStatus]) },
  { header: 'Employee Invoicing', width: 18, value: ofCharge((c) => yesNo(c.isEmployeeInvoicing)) },
  { header: 'Customer Billing', width: 16, value: ofCharge((c) => yesNo(c.isCustomerBilling)) },
  { header: 'GST Applicable', width: 14, value: ofCharge((c) => yesNo(c.isGSTApplicable)) },
  { header: 'Invoice #', width: 10, value: ofCharge((c) => c.invoiceNum) },
];

const factsOf = ({
  acctManagerIds: _am,
  customerChargeIds: _lines,
  supervisorId: _sup,
  billableHours: _hours,
  ...facts
}: MiscCharge): MiscFacts => facts;

const merchandiserKey = (c: MiscFacts) => `${c.merchandiser}#${c.employeeId}`;
const typeKey = (c: MiscFacts) => `${merchandiserKey(c)}#${c.miscChargeId}`;

export const report = defineReport<MiscChargeRow>({
  id: 'miscCharge',
  sheetName: 'Misc Charges',
  columns,
  async *rows(params) {
    const isMerchandiserKept = await merchandiserTestOf(params.merchandiserId);
    const kept: MiscFacts[] = [];
    for (const month of monthsOf(params.fromDate, params.toDate)) {
      for (const charge of await miscChargesOfDays(daysOf(month.from, month.to))) {
        if (params.jobId !== undefined && !charge.jobIds.includes(params.jobId)) continue;
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
        compareSortValues(a.merchandiser, b.merchandiser) ||
        a.employeeId - b.employeeId ||
        compareSortValues(a.miscCharge, b.miscCharge) ||
        a.miscChargeId - b.miscChargeId ||
        compareSortValues(a.dateEntered, b.dateEntered) ||
        a.id - b.id,
    );
    yield* withTotals<MiscFacts, MiscChargeRow>(kept, {
      levels: [merchandiserKey, typeKey],
      sumsOf: (c) => ({ hours: 0, cents: c.amountCents }),
      row: (charge) => ({ kind: 'charge', charge }),
      subtotal: (level, first, sums) =>
        level === 0
          ? { kind: 'subtotal', label: 'Subtotal', merchandiser: first.merchandiser, sums }
          : { kind: 'subtotal', label: 'Subtotal', merchandiser: first.merchandiser, type: first.miscCharge, sums },
      total: (sums) => ({ kind: 'total', label: 'Total', sums }),
    });
  },
});
