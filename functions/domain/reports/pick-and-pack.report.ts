import { MAX_REPORT_ROWS } from '@shelfline/shared/contracts/report.contract';
import { asDate, DATE_FORMAT, type ExportColumn, guardCell, yesNo } from '../../common/export/columns.ts';
import { type Employee, EmployeeEntity } from '../../data/entities/employee.entity.ts';
import type { ServiceSummary } from '../../data/entities/service.entity.ts';
import { batchGetFields } from '../../data/master-data/master-data.repository.ts';
import { getServices } from '../../data/schedule/schedule.repository.ts';
import { defineReport } from './report-definition.ts';
import { selectReportServices } from './work-selected-services.ts';
import { compareSortValues } from './work-sort.ts';

/*
 * The Pick And Pack report (brief §2.7 row 5, A34): the supplies to ship to merchandisers for their coming services.
 * One row per service not yet submitted whose earliest date lies in the range and that has a merchandiser (no
 * merchandiser, nowhere to ship), by job, merchandiser (a worker, All Manual, All CIRS) and provinces; grouped by
 * merchandiser with their ship-to address (the worker's own), then by earliest date and store. Send Supply is the
 * service's flag (a reassignment that asks for supplies to be sent again sets it): read with the full services, 100
 * per BatchGet, page by page.
 */

const SHIP_TO = ['address1', 'address2', 'city', 'province', 'postalCode', 'mobilePhone', 'homePhone'] as const;
type ShipTo = Pick<Employee, (typeof SHIP_TO)[number] | 'id'>;

export interface PickAndPackRow {
  summary: ServiceSummary;
  shipTo?: ShipTo;
  sendSupply: boolean;
}

const address = (s?: ShipTo) => [s?.address1, s?.address2].filter(Boolean).join(', ') || undefined;

const columns: readonly ExportColumn<PickAndPackRow>[] = [
  { header: 'Merchandiser', width: 24, value: (r) => guardCell(r.summary.merchandiser) },
  { header: 'Ship-to Address', width: 34, value: (r) => guardCell(address(r.shipTo)) },
  { header: 'City', width: 18, value: (r) => r.shipTo?.city },
  { header: 'Province', width: 14, value: (r) => r.shipTo?.province },
  { header: 'Postal Code', width: 12, value: (r) => r.shipTo?.postalCode },
  { header: 'Phone', width: 16, value: (r) => guardCell(r.shipTo?.mobilePhone || r.shipTo?.homePhone) },
  { header: 'Service Id', width: 12, value: (r) => r.summary.id },
  { header: 'Earliest', width: 12, value: (r) => asDate(r.summary.earliestDate), numFmt: DATE_FORMAT },
  { header: 'Latest', width: 12, value: (r) => asDate(r.summary.latestDate), numFmt: DATE_FORMAT },
  { header: 'Retailer', width: 24, value: (r) => r.summary.retailerName },
  { header: 'Store #', width: 10, value: (r) => r.summary.storeNumber },
  { header: 'Store', width: 28, value: (r) => r.summary.storeName },
  { header: 'Job #', width: 14, value: (r) => r.summary.jobNumber },
  { header: 'Product', width: 28, value: (r) => r.summary.productName },
  { header: 'Trait', width: 18, value: (r) => r.summary.trait },
  { header: 'Send Supply', width: 12, value: (r) => yesNo(r.sendSupply) },
];

const PAGE = 100;

const byShipment = (a: ServiceSummary, b: ServiceSummary) =>
  compareSortValues(a.merchandiser, b.merchandiser) ||
  (a.merchandiserId ?? 0) - (b.merchandiserId ?? 0) ||
  compareSortValues(a.earliestDate, b.earliestDate) ||
  compareSortValues(a.retailerName, b.retailerName) ||
  a.storeNumber - b.storeNumber ||
  a.id - b.id;

export const report = defineReport<PickAndPackRow>({
  id: 'pickAndPack',
  sheetName: 'Pick And Pack',
  columns,
  async *rows(params) {
    // Not submitted yet, and someone to ship to.
    const kept = await selectReportServices(params, (s) => !s.isSubmitted && s.merchandiserId !== undefined);
    // Past the limit the runner refuses the report on its first page: nothing more is looked up.
    if (kept.length > MAX_REPORT_ROWS) {
      yield kept.map((summary) => ({ summary, sendSupply: false }));
      return;
    }
    kept.sort(byShipment);
    const shipTo = await batchGetFields(EmployeeEntity, [...new Set(kept.map((s) => s.merchandiserId ?? 0))], SHIP_TO);
    for (let start = 0; start < kept.length; start += PAGE) {
      const page = kept.slice(start, start + PAGE);
      const services = new Map((await getServices(page.map((s) => s.id))).map((s) => [s.id, s]));
      yield page.map((summary) => ({
        summary,
        shipTo: shipTo.get(summary.merchandiserId ?? 0),
        sendSupply: services.get(summary.id)?.sendSupply === true,
      }));
    }
  },
});
