import { asDate, DATE_FORMAT, type ExportColumn, yesNo } from '../../common/export/columns.ts';
import { type ExportedFile, exportToS3 } from '../../common/export/export-to-s3.ts';
import { CityEntity } from '../../data/entities/city.entity.ts';
import type { ServiceSummary } from '../../data/entities/service.entity.ts';
import { StoreEntity } from '../../data/entities/store.entity.ts';
import { batchGetByIds } from '../../data/master-data.repository.ts';
import type { WorkerCard } from '../../data/worker-directory.ts';
import { todayIso } from '../availability/compute-availability.ts';

/*
 * The schedule's Excel export (000 §7.5 POST schedule/export/excel): one row per filtered service, in the list's
 * order, from the compact summaries the list selected, the worker directory (supervisor, account manager) and the
 * travel charges of stores and cities, read 100 services at a time and kept per export (a few hundred stores).
 * No full service is read and no page outlives its write (common/export/export-to-s3.ts streams it to S3).
 */

/** A row of the file: the service's summary and what is looked up for it. */
export interface ScheduleExportRow {
  summary: ServiceSummary;
  supervisor?: string;
  accountManager?: string;
  store?: StoreTravel;
  city?: CityTravel;
}
interface StoreTravel {
  isTravelAssociated: boolean;
  travelChargeType?: string;
  travelCharge: number;
}
interface CityTravel {
  isTravelRegion: boolean;
  travelChargeType?: string;
  travelCharge: number;
}

/** 000 §3.6 confirmation: not confirmed 'To be Confirmed', confirmed without date 'No Date', else the date. */
export function confirmationText(estimatedDate: string | null | undefined): string {
  if (estimatedDate === undefined) return 'To be Confirmed';
  return estimatedDate ?? 'No Date';
}

const MONEY = '0.00';
/** A charge shows only where it applies (a travel store, a travel region), as the schedule table does. */
const chargeOf = (applies: boolean | undefined, charge: number | undefined) => (applies ? (charge ?? null) : null);

/** The columns, in the schedule table's order (000 §3.6): the people, then travel, then the state flags. */
export const SCHEDULE_EXPORT_COLUMNS: readonly ExportColumn<ScheduleExportRow>[] = [
  { header: 'Service Id', width: 12, value: (r) => r.summary.id },
  { header: 'Earliest', width: 12, value: (r) => asDate(r.summary.earliestDate), numFmt: DATE_FORMAT },
  { header: 'Latest', width: 12, value: (r) => asDate(r.summary.latestDate), numFmt: DATE_FORMAT },
  { header: 'Confirmation', width: 16, value: (r) => confirmationText(r.summary.estimatedDate) },
  { header: 'Retailer', width: 24, value: (r) => r.summary.retailerName },
  { header: 'Store #', width: 10, value: (r) => r.summary.storeNumber },
  { header: 'Store', width: 28, value: (r) => r.summary.storeName },
  { header: 'Province', width: 14, value: (r) => r.summary.province },
  { header: 'City', width: 18, value: (r) => r.summary.city },
  { header: 'Job #', width: 14, value: (r) => r.summary.jobNumber },
  { header: 'Product', width: 28, value: (r) => r.summary.productName },
  { header: 'Time Limit', width: 11, value: (r) => r.summary.timeLimit },
  { header: 'Service Type', width: 18, value: (r) => r.summary.serviceType },
  { header: 'Trait', width: 18, value: (r) => r.summary.trait },
  { header: 'Merchandiser', width: 24, value: (r) => r.summary.merchandiser },
  { header: 'Supervisor', width: 24, value: (r) => r.supervisor },
  {
    header: 'Temporary',
    width: 11,
    value: (r) => (r.summary.merchandiserId === undefined ? null : yesNo(r.summary.isTemporary)),
  },
  { header: 'Account Manager', width: 24, value: (r) => r.accountManager },
  { header: 'Store Travel', width: 12, value: (r) => yesNo(r.store?.isTravelAssociated) },
  {
    header: 'Store Travel Type',
    width: 16,
    value: (r) => (r.store?.isTravelAssociated ? r.store.travelChargeType : null),
  },
  {
    header: 'Store Travel Charge',
    width: 18,
    value: (r) => chargeOf(r.store?.isTravelAssociated, r.store?.travelCharge),
    numFmt: MONEY,
  },
  { header: 'Travel Region', width: 13, value: (r) => yesNo(r.city?.isTravelRegion) },
  { header: 'City Travel Type', width: 16, value: (r) => (r.city?.isTravelRegion ? r.city.travelChargeType : null) },
  {
    header: 'City Travel Charge',
    width: 18,
    value: (r) => chargeOf(r.city?.isTravelRegion, r.city?.travelCharge),
    numFmt: MONEY,
  },
  { header: 'Category', width: 10, value: (r) => r.summary.category },
  { header: 'Activated', width: 10, value: (r) => yesNo(r.summary.isActivated) },
  { header: 'Submitted', width: 10, value: (r) => yesNo(r.summary.isSubmitted) },
  { header: 'Highlighted', width: 11, value: (r) => yesNo(r.summary.isHighlighted) },
];

/** Services looked up per BatchGet (DynamoDB's limit for one call). */
const PAGE = 100;

const nameOf = (card: WorkerCard | undefined) => (card ? `${card.firstName} ${card.lastName}` : undefined);

/** The rows of `summaries`, a page at a time, with the travel of stores and cities not met on earlier pages. */
export async function* scheduleExportRows(
  summaries: readonly ServiceSummary[],
  directory: ReadonlyMap<number, WorkerCard>,
): AsyncGenerator<ScheduleExportRow[]> {
  const stores = new Map<number, StoreTravel | undefined>();
  const cities = new Map<number, CityTravel | undefined>();
  for (let start = 0; start < summaries.length; start += PAGE) {
    const page = summaries.slice(start, start + PAGE);
    const [newStores, newCities] = await Promise.all([
      batchGetByIds(
        StoreEntity,
        page.map((s) => s.storeId).filter((id) => !stores.has(id)),
      ),
      batchGetByIds(
        CityEntity,
        page.map((s) => s.cityId).filter((id) => !cities.has(id)),
      ),
    ]);
    for (const s of page) {
      if (!stores.has(s.storeId)) {
        const store = newStores.get(s.storeId);
        stores.set(s.storeId, store && pick(store, ['isTravelAssociated', 'travelChargeType', 'travelCharge']));
      }
      if (!cities.has(s.cityId)) {
        const city = newCities.get(s.cityId);
        cities.set(s.cityId, city && pick(city, ['isTravelRegion', 'travelChargeType', 'travelCharge']));
      }
    }
    yield page.map((summary) => {
      const merchandiser = summary.merchandiserId === undefined ? undefined : directory.get(summary.merchandiserId);
      return {
        summary,
        supervisor:
          merchandiser?.supervisorId === undefined ? undefined : nameOf(directory.get(merchandiser.supervisorId)),
        accountManager: summary.acctManagerId === undefined ? undefined : nameOf(directory.get(summary.acctManagerId)),
        store: stores.get(summary.storeId),
        city: cities.get(summary.cityId),
      };
    });
  }
}

/** Keeps only the fields an export needs of a record (a store item is ~1 KB, its travel ~40 bytes). */
function pick<T, K extends keyof T>(record: T, keys: readonly K[]): Pick<T, K> {
  return Object.fromEntries(keys.map((key) => [key, record[key]])) as Pick<T, K>;
}

export const scheduleFileName = () => `schedules-${todayIso()}.xlsx`;

/** The file of the selected services, in S3: what POST schedule/export/excel answers. */
export function exportScheduleFile(
  summaries: readonly ServiceSummary[],
  directory: ReadonlyMap<number, WorkerCard>,
): Promise<ExportedFile> {
  return exportToS3({
    fileName: scheduleFileName(),
    format: 'xlsx',
    sheetName: 'Schedules',
    columns: SCHEDULE_EXPORT_COLUMNS,
    pages: scheduleExportRows(summaries, directory),
  });
}
