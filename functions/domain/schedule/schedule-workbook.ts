import type * as ExcelJS from 'exceljs';
import type { ServiceSummary } from '../../data/entities/service.entity.ts';
import type { WorkerCard } from '../../data/worker-directory.ts';

/*
 * The schedule's Excel export (000 §7.5 POST schedule/export/excel): one row per filtered service, in the list's
 * order, built from the compact summaries and the worker directory only — no full service is read, so 10,000 rows
 * export in a second or two. exceljs is passed in by the route, which imports it lazily (PERFORMANCE.md: the
 * family's other routes must not pay for it at cold start).
 */

export type ExcelModule = typeof ExcelJS;

/** The module of `await import('exceljs')`: Node answers `{ default }` (CommonJS interop), a bundle the module. */
export const excelModuleOf = (loaded: ExcelModule & { default?: ExcelModule }): ExcelModule => loaded.default ?? loaded;

/** What one cell of a column is made of. */
type CellValue = string | number | Date | null;

interface Column {
  header: string;
  width: number;
  value: (s: ServiceSummary, supervisor: string | undefined) => CellValue;
  /** Excel number format (dates). */
  numFmt?: string;
}

const DATE_FORMAT = 'yyyy-mm-dd';
const asDate = (iso: string) => new Date(`${iso}T00:00:00Z`);
const yesNo = (flag: boolean) => (flag ? 'Yes' : 'No');

/** 000 §3.6 confirmation: not confirmed 'To be Confirmed', confirmed without date 'No Date', else the date. */
export function confirmationText(estimatedDate: string | null | undefined): string {
  if (estimatedDate === undefined) return 'To be Confirmed';
  return estimatedDate ?? 'No Date';
}

/** The columns, in the schedule table's order (000 §3.6), with the state flags at the end. */
export const SCHEDULE_EXPORT_COLUMNS: readonly Column[] = [
  { header: 'Service Id', width: 12, value: (s) => s.id },
  { header: 'Earliest', width: 12, value: (s) => asDate(s.earliestDate), numFmt: DATE_FORMAT },
  { header: 'Latest', width: 12, value: (s) => asDate(s.latestDate), numFmt: DATE_FORMAT },
  { header: 'Confirmation', width: 16, value: (s) => confirmationText(s.estimatedDate) },
  { header: 'Retailer', width: 24, value: (s) => s.retailerName },
  { header: 'Store #', width: 10, value: (s) => s.storeNumber },
  { header: 'Store', width: 28, value: (s) => s.storeName },
  { header: 'Province', width: 14, value: (s) => s.province },
  { header: 'City', width: 18, value: (s) => s.city },
  { header: 'Job #', width: 14, value: (s) => s.jobNumber },
  { header: 'Product', width: 28, value: (s) => s.productName },
  { header: 'Time Limit', width: 11, value: (s) => s.timeLimit },
  { header: 'Service Type', width: 18, value: (s) => s.serviceType ?? null },
  { header: 'Trait', width: 18, value: (s) => s.trait ?? null },
  { header: 'Merchandiser', width: 24, value: (s) => s.merchandiser ?? null },
  { header: 'Supervisor', width: 24, value: (_s, supervisor) => supervisor ?? null },
  { header: 'Temporary', width: 11, value: (s) => (s.merchandiserId === undefined ? null : yesNo(s.isTemporary)) },
  { header: 'Category', width: 10, value: (s) => s.category },
  { header: 'Activated', width: 10, value: (s) => yesNo(s.isActivated) },
  { header: 'Submitted', width: 10, value: (s) => yesNo(s.isSubmitted) },
  { header: 'Highlighted', width: 11, value: (s) => yesNo(s.isHighlighted) },
];

/** The merchandiser's current supervisor (as the list shows it), from the worker directory. */
function supervisorName(s: ServiceSummary, directory: ReadonlyMap<number, WorkerCard>): string | undefined {
  if (s.merchandiserId === undefined) return undefined;
  const supervisorId = directory.get(s.merchandiserId)?.supervisorId;
  const card = supervisorId === undefined ? undefined : directory.get(supervisorId);
  return card ? `${card.firstName} ${card.lastName}` : undefined;
}

/** The .xlsx file: sheet 'Schedules', bold frozen header row with an autofilter over every column. */
export async function buildScheduleWorkbook(
  excel: ExcelModule,
  summaries: readonly ServiceSummary[],
  directory: ReadonlyMap<number, WorkerCard>,
): Promise<Buffer> {
  const workbook = new excel.Workbook();
  workbook.creator = 'Shelfline';
  const sheet = workbook.addWorksheet('Schedules', { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = SCHEDULE_EXPORT_COLUMNS.map((column) => ({
    header: column.header,
    width: column.width,
    ...(column.numFmt ? { style: { numFmt: column.numFmt } } : {}),
  }));
  sheet.getRow(1).font = { bold: true };
  for (const s of summaries) {
    const supervisor = supervisorName(s, directory);
    sheet.addRow(SCHEDULE_EXPORT_COLUMNS.map((column) => column.value(s, supervisor)));
  }
  sheet.autoFilter = { from: { row: 1, column: 1 }, to: { row: 1, column: SCHEDULE_EXPORT_COLUMNS.length } };
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
