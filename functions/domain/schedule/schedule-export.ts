import type { ObjectRef } from '../../common/aws/s3-objects.ts';
import { todayIso } from '../../common/dates.ts';
import { asDate, DATE_FORMAT, type ExportColumn, yesNo } from '../../common/export/columns.ts';
import { type ExportedFile, exportToS3, streamToS3 } from '../../common/export/export-to-s3.ts';
import { lanesAhead } from '../../common/in-lanes.ts';
import { type City, CityEntity } from '../../data/entities/city.entity.ts';
import type { ServiceSummary } from '../../data/entities/service.entity.ts';
import { type Store, StoreEntity } from '../../data/entities/store.entity.ts';
import type { EntityDefinition } from '../../data/entity.ts';
import { batchGetFields } from '../../data/master-data/master-data.repository.ts';
import type { WorkerCard } from '../../data/people/worker-directory.ts';

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
type StoreTravel = Pick<Store, 'isTravelAssociated' | 'travelChargeType' | 'travelCharge'>;
type CityTravel = Pick<City, 'isTravelRegion' | 'travelChargeType' | 'travelCharge'>;

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

/** Keys per BatchGet (DynamoDB's limit for one call), and BatchGets in flight. */
const BATCH = 100;
const LANES = 8;

const nameOf = (card: WorkerCard | undefined) => (card ? `${card.firstName} ${card.lastName}` : undefined);

/**
 * The rows of `summaries`, a page at a time. The travel fields of the distinct stores and cities (a few thousand at
 * most, ~50 bytes each) are read ahead, 8 BatchGets at a time, in the order the rows need it: the file is
 * written while later lookups run (read page by page, the lookups waited on one another and took as long as the
 * writing; read all first, they delayed it by a third).
 */
export async function* scheduleExportRows(
  summaries: readonly ServiceSummary[],
  directory: ReadonlyMap<number, WorkerCard>,
): AsyncGenerator<ScheduleExportRow[]> {
  const stores = readAhead(
    StoreEntity,
    summaries.map((s) => s.storeId),
    ['isTravelAssociated', 'travelChargeType', 'travelCharge'],
  );
  const cities = readAhead(
    CityEntity,
    summaries.map((s) => s.cityId),
    ['isTravelRegion', 'travelChargeType', 'travelCharge'],
  );
  for (let start = 0; start < summaries.length; start += BATCH) {
    const page = summaries.slice(start, start + BATCH);
    await Promise.all([stores.ready(page.map((s) => s.storeId)), cities.ready(page.map((s) => s.cityId))]);
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

/**
 * Starts reading `fields` of each distinct record of `ids` (in the order of first use, 100 per BatchGet);
 * `ready(ids)` waits only for the BatchGets holding those records, `get(id)` answers one once ready.
 */
function readAhead<T extends { id: number }, K extends keyof T & string>(
  entity: EntityDefinition<T>,
  ids: readonly number[],
  fields: readonly K[],
) {
  const unique = [...new Set(ids)];
  const chunks = Array.from({ length: Math.ceil(unique.length / BATCH) }, (_, i) =>
    unique.slice(i * BATCH, (i + 1) * BATCH),
  );
  const found = new Map<number, Pick<T, K | 'id'>>();
  const reads = lanesAhead(chunks, LANES, async (chunk) => {
    for (const [id, record] of await batchGetFields(entity, chunk, fields)) found.set(id, record);
  });
  const chunkOf = new Map(unique.map((id, i) => [id, Math.floor(i / BATCH)]));
  return {
    ready: (some: readonly number[]) => Promise.all([...new Set(some.map((id) => reads[chunkOf.get(id) ?? 0]))]),
    get: (id: number) => found.get(id),
  };
}

export const scheduleFileName = () => `schedules-${todayIso()}.xlsx`;

/** The workbook of the selected services: the same for the button and a scheduled export. */
const scheduleWorkbook = (summaries: readonly ServiceSummary[], directory: ReadonlyMap<number, WorkerCard>) => ({
  format: 'xlsx' as const,
  sheetName: 'Schedules',
  columns: SCHEDULE_EXPORT_COLUMNS,
  pages: scheduleExportRows(summaries, directory),
});

/** The file of the selected services, in S3: what POST schedule/export/excel answers. */
export function exportScheduleFile(
  summaries: readonly ServiceSummary[],
  directory: ReadonlyMap<number, WorkerCard>,
): Promise<ExportedFile> {
  return exportToS3({ fileName: scheduleFileName(), ...scheduleWorkbook(summaries, directory) });
}

/** The file of the selected services written to `target` (a scheduled export's object); answers the rows. */
export function writeScheduleFile(
  target: ObjectRef,
  summaries: readonly ServiceSummary[],
  directory: ReadonlyMap<number, WorkerCard>,
): Promise<number> {
  return streamToS3(target, scheduleWorkbook(summaries, directory));
}
