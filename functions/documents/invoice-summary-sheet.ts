import type { CustomerChargeRow } from '@shelfline/shared/contracts/customer-invoicing.contract';
import { centsToAmount, sumCents, toCents } from '@shelfline/shared/money';
import { asDate, DATE_FORMAT, type ExportColumn } from '../common/export/columns.ts';

/*
 * The layout of customer charge sheets (brief §6): the invoice summary (Excel, CSV, the e-mailed workbook) and the
 * Charges tab's export share it. The grid's columns in its order, a totals row last; Charge Rate and Amount only for
 * admins (an account manager's file has neither column, 002 §2, §6).
 */

export interface ChargeSheetLine {
  supplier: string;
  job?: string;
  merchandiser?: string;
  retailer?: string;
  store?: string;
  serviceType?: string;
  product?: string;
  date?: string;
  chargeRate?: number;
  reportedHours: number;
  billableHours: number;
  adjustment: number;
  amount?: number;
}

const MONEY_FORMAT = '#,##0.00;(#,##0.00)';

export function chargeSheetColumns(withMoney: boolean): ExportColumn<ChargeSheetLine>[] {
  const columns: (ExportColumn<ChargeSheetLine> | false)[] = [
    { header: 'Supplier', width: 24, value: (l) => l.supplier },
    { header: 'Job', width: 12, value: (l) => l.job },
    { header: 'Merchandiser', width: 22, value: (l) => l.merchandiser },
    { header: 'Retailer', width: 18, value: (l) => l.retailer },
    { header: 'Store', width: 24, value: (l) => l.store },
    { header: 'Service Type', width: 16, value: (l) => l.serviceType },
    { header: 'Product', width: 20, value: (l) => l.product },
    { header: 'Date', width: 12, value: (l) => asDate(l.date), numFmt: DATE_FORMAT },
    withMoney && { header: 'Charge Rate', width: 12, value: (l) => l.chargeRate, numFmt: '0.00##' },
    { header: 'Reported Hours', width: 14, value: (l) => l.reportedHours, numFmt: '0.00' },
    { header: 'Billable Hours', width: 14, value: (l) => l.billableHours, numFmt: '0.00' },
    { header: 'Adjustment', width: 12, value: (l) => l.adjustment, numFmt: '0.00' },
    withMoney && { header: 'Amount', width: 14, value: (l) => l.amount, numFmt: MONEY_FORMAT },
  ];
  return columns.filter((c): c is ExportColumn<ChargeSheetLine> => c !== false);
}

const sumOf = (values: readonly number[]) => centsToAmount(sumCents(values.map((v) => toCents(v))));

/** The rows of a sheet: one per charge, then the totals row (hours and amounts summed exactly, in hundredths). */
export function chargeSheetLines(rows: readonly CustomerChargeRow[]): ChargeSheetLine[] {
  const lines: ChargeSheetLine[] = rows.map((r) => ({
    supplier: r.supplierFullName,
    job: r.jobNumber,
    merchandiser: r.merchandiser,
    retailer: r.retailer,
    store: r.store,
    serviceType: r.serviceType,
    product: r.product,
    date: r.completedDate,
    chargeRate: r.chargeRate,
    reportedHours: r.originalHours,
    billableHours: r.billableHours,
    adjustment: r.billableHoursAdj,
    amount: r.amount,
  }));
  const amounts = rows.map((r) => r.amount);
  lines.push({
    supplier: 'Total',
    reportedHours: sumOf(rows.map((r) => r.originalHours)),
    billableHours: sumOf(rows.map((r) => r.billableHours)),
    adjustment: sumOf(rows.map((r) => r.billableHoursAdj)),
    amount: amounts.every((a) => a !== undefined) ? sumOf(amounts as number[]) : undefined,
  });
  return lines;
}
