import { MAX_REPORT_ROWS } from '@shelfline/shared/contracts/report.contract';
import { asDate, DATE_FORMAT, type ExportColumn } from '../../common/export/columns.ts';
import { ProductEntity } from '../../data/entities/product.entity.ts';
import type { ServiceSummary } from '../../data/entities/service.entity.ts';
import { batchGetFields } from '../../data/master-data/master-data.repository.ts';
import { readWorkerDirectory, type WorkerCard } from '../../data/people/worker-directory.ts';
import { SCHEDULE_EXPORT_COLUMNS, type ScheduleExportRow, scheduleExportRows } from '../schedule/schedule-export.ts';
import { defineReport } from './report-definition.ts';
import { selectReportServices } from './work-selected-services.ts';
import { readServiceCharges, type ServiceCharges } from './work-service-charges.ts';
import { comparatorOf, type SortFields } from './work-sort.ts';

/*
 * The Schedule report (brief §2.7 row 4): one row per service whose earliest date lies in the range, filtered by job,
 * merchandiser (a worker, All Manual, All CIRS) and provinces with the schedule's one filter (matchesColumns), sorted
 * by the sortExpression's keys. Rows are the schedule export's (schedule-export.ts: its columns and its paged
 * store/city lookups) plus the work done: completed and submitted dates, helpers, pay rate and charge status from
 * the pay charges. Without isHistory, services whose team lead's charge is on a merchandiser invoice (closed, A29)
 * are left out.
 *
 * Memory: summaries are read a month at a time and only those that pass are kept (work-selected-services.ts), so
 * the sort holds the report's rows, never the year's services; the rows are then written 100 at a time.
 */

export interface ScheduleReportRow extends ScheduleExportRow {
  charges?: ServiceCharges;
  productCategory?: string;
}

const MONEY = '#,##0.00';
const nameOf = (card: WorkerCard | undefined) => (card ? `${card.firstName} ${card.lastName}` : undefined);
const leadRate = (row: ScheduleReportRow) => {
  const lead = row.charges?.lead ?? row.summary;
  if (lead.payrateFlat !== undefined) return { rate: lead.payrateFlat, basis: 'Flat' };
  if (lead.payratePerHour !== undefined) return { rate: lead.payratePerHour, basis: 'Per Hour' };
  return undefined;
};
const chargeStatus = (row: ScheduleReportRow) => {
  const lead = row.charges?.lead;
  if (!lead) return row.summary.isCharged ? undefined : 'Not Charged';
  return lead.invoiceNum === undefined ? lead.status : `${lead.status} (Invoice ${lead.invoiceNum})`;
};

const columns: readonly ExportColumn<ScheduleReportRow>[] = [
  ...SCHEDULE_EXPORT_COLUMNS,
  { header: 'Product Category', width: 20, value: (r) => r.productCategory },
  { header: 'Completed Date', width: 14, value: (r) => asDate(r.summary.completedDate), numFmt: DATE_FORMAT },
  {
    header: 'Report Submitted',
    width: 16,
    value: (r) => asDate(r.summary.dateReportSubmitted?.slice(0, 10)),
    numFmt: DATE_FORMAT,
  },
  { header: 'Helpers', width: 30, value: (r) => r.charges?.helpers.join('; ') || undefined },
  { header: 'Pay Rate', width: 10, value: (r) => leadRate(r)?.rate, numFmt: MONEY },
  { header: 'Pay Rate Basis', width: 14, value: (r) => leadRate(r)?.basis },
  { header: 'Charge Status', width: 30, value: chargeStatus },
];

/** What the sort keys read beyond the summary: names from the worker directory, product categories. */
interface SortLookups {
  directory: ReadonlyMap<number, WorkerCard>;
  categories: ReadonlyMap<number, string>;
}

const supervisorOf = (s: ServiceSummary, l: SortLookups) => {
  const supervisorId = s.merchandiserId === undefined ? undefined : l.directory.get(s.merchandiserId)?.supervisorId;
  return supervisorId === undefined ? undefined : nameOf(l.directory.get(supervisorId));
};

/** The sort fields of SCHEDULE_REPORT_SORT_FIELDS over a summary. */
function sortFields(l: SortLookups): SortFields<ServiceSummary> {
  return {
    ServiceId: (s) => s.id,
    EarliestDate: (s) => s.earliestDate,
    LatestDate: (s) => s.latestDate,
    CompletedDate: (s) => s.completedDate,
    ReportSubmitted: (s) => s.dateReportSubmitted,
    RetailerName: (s) => s.retailerName,
    StoreNumber: (s) => s.storeNumber,
    StoreName: (s) => s.storeName,
    ProductName: (s) => s.productName,
    ProductCategory: (s) => (s.productId === undefined ? undefined : l.categories.get(s.productId)),
    JobNumber: (s) => s.jobNumber,
    ServiceType: (s) => s.serviceType,
    Merchandiser: (s) => s.merchandiser,
    Supervisor: (s) => supervisorOf(s, l),
    AccountManager: (s) => (s.acctManagerId === undefined ? undefined : nameOf(l.directory.get(s.acctManagerId))),
    Category: (s) => s.category,
    Province: (s) => s.province,
    City: (s) => s.city,
    Trait: (s) => s.trait,
  };
}

const completedDayOf = (s: ServiceSummary) => s.completedDate ?? s.latestDate;

export const report = defineReport<ScheduleReportRow>({
  id: 'schedule',
  sheetName: 'Schedule',
  columns,
  async *rows(params) {
    const lookups: { directory: Map<number, WorkerCard>; categories: Map<number, string> } = {
      directory: new Map(),
      categories: new Map(),
    };
    // Refuses an unknown sort field before anything is read.
    const compare = comparatorOf(
      params.sortExpression?.length ? params.sortExpression : [{ field: 'EarliestDate', direction: 'ASC' }],
      sortFields(lookups),
      (a, b) => a.id - b.id,
    );
    const [kept, cards] = await Promise.all([selectReportServices(params), readWorkerDirectory()]);
    for (const card of cards) lookups.directory.set(card.id, card);
    // Past the limit the runner refuses the report on its first page: nothing more is looked up.
    if (kept.length > MAX_REPORT_ROWS) {
      yield kept.map((summary) => ({ summary }));
      return;
    }

    const [charges, categories] = await Promise.all([
      readServiceCharges(new Map(kept.filter((s) => s.isCharged).map((s) => [s.id, completedDayOf(s)]))),
      batchGetFields(
        ProductEntity,
        [...new Set(kept.flatMap((s) => (s.productId === undefined ? [] : [s.productId])))],
        ['consumerGroup'],
      ),
    ]);
    for (const [id, product] of categories) lookups.categories.set(id, product.consumerGroup);
    const rows = params.isHistory ? kept : kept.filter((s) => charges.get(s.id)?.lead?.invoiceNum === undefined);
    rows.sort(compare);

    for await (const page of scheduleExportRows(rows, lookups.directory)) {
      yield page.map((row) => ({
        ...row,
        charges: charges.get(row.summary.id),
        productCategory:
          row.summary.productId === undefined ? undefined : lookups.categories.get(row.summary.productId),
      }));
    }
  },
});
