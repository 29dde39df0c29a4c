import { defineEntity, definePatterns, type Keys, rangeOf } from '../entity.ts';

/**
 * Service: a job performed at a store — the live schedule (000 §3.6). The draft export creates them (not activated,
 * category Manual), Create Service adds one; the schedule screens list, activate, confirm and change them.
 *
 * | access pattern                                        | pattern          | index | key                                                      |
 * |-------------------------------------------------------|------------------|-------|----------------------------------------------------------|
 * | service by id                                         |                  | table | pk `SERVICE#<id>`, sk `SERVICE`                          |
 * | a merchandiser's services by earliest date (My        | `ofMerchandiser` | gsi1  | `SVCMERCH#<merchandiserId>` / `<earliestDate>#<id10>`    |
 * | Schedule, dashboard cards, own map)                   |                  |       |                                                          |
 * | services of a draft (export undo, audit)              | `ofDraft`        | gsi2  | `DRAFT#<draftId>#SERVICES` / `<id10>`                    |
 * | services of a store (a store in use is not deleted)   | `ofStore`        | gsi3  | `STORE#<storeId>#SERVICES` / `<id10>`                    |
 * | live unfinished services by latest date (ComingDue,   | `open`           | gsi5  | `SVCOPEN#<id mod 4>` / `<latestDate>#<id10>`, projects   |
 * | Late): activated and not submitted only (sparse)      |                  |       | only `row` (compact, like gsi4)                          |
 * | services of a day, compact (schedule lists, bulk      | `ofDay`          | gsi4  | `SVCDAY#<earliestDate>#<id mod 4>` / `<id10>`, projects  |
 * | actions, exports, dashboard counts)                   |                  |       | only `row` (the packed ServiceSummary)                   |
 *
 * Why: a schedule list filters, sorts and counts a whole month (~8,000 services at 100,000 a year) and answers filter
 * lists of it, so it reads compact summaries (`row`, ~200 bytes) of every day of the window in parallel
 * (PERFORMANCE.md: 31 day partitions in parallel on a compact projection is the fastest read) and fetches full items
 * only for the page shown. Day partitions are split in four shards so that an export of thousands of services on
 * one day does not write one hot index partition. ComingDue and Late are defined by the latest date, not by a window
 * of earliest dates, so live unfinished services also sit in a sparse compact index by latest date (the dashboard counts Late over
 * every past month: full items there took seconds at 100,000 services a year).
 *
 * Every write of a service rewrites the whole item through `ServiceEntity` (toItem), which recomputes the index keys
 * and `row` from the record, so the indexes cannot drift from it; writes are conditioned on
 * `version`. Each assigned worker also has a scheduled-work item in their own partition (scheduled-work.entity.ts),
 * written in the same transaction or batch as the service.
 *
 * Ids: one counter (`COUNTER#service`); an export takes a contiguous range, so undoing a failed export knows every
 * key it may have written without reading an index.
 */
export interface ServiceWorker {
  id: number;
  name: string;
  isTemporary: boolean;
}

/** Where a service is and for which job: the names copied beside the ids (lists need no lookups). */
export interface ServicePlace {
  retailerId: number;
  retailerName: string;
  storeId: number;
  storeNumber: number;
  storeName: string;
  provinceId: number;
  province: string;
  cityId: number;
  city: string;
  jobId: number;
  jobNumber: string;
}

export interface Service extends ServicePlace {
  id: number;
  draftId?: number;
  draftRowId?: number;
  /** The export that created it (undo of a failed export). */
  exportId?: string;
  jobProductId: number;
  productId?: number;
  productName: string;
  helperJobProductId?: number;
  helperJobNumber?: string;
  serviceTypeId: number;
  serviceType?: string;
  trait?: string;
  /** Hours allowed (the draft row's hours). */
  timeLimit: number;
  earliestDate: string;
  latestDate: string;
  /** The team lead. */
  merchandiserId?: number;
  merchandiser?: string;
  isTemporary: boolean;
  helpers: ServiceWorker[];
  category: 'Manual' | 'Online';
  isActivated: boolean;
  isSubmitted: boolean;
  /** The service report was saved but not submitted (mode Saved). */
  isSaved?: boolean;
  isHighlighted: boolean;
  /** Absent: 'To be Confirmed'; estimatedDate null: confirmed without a date ('No Date'). */
  confirmation?: { estimatedDate: string | null; confirmedAt: string; confirmedBy: string };
  acctManagerId?: number;
  accountManager?: string;
  consumerGroupId?: number;
  consumerGroup?: string;
  payrateFlat?: number;
  payratePerHour?: number;
  completedDate?: string;
  dateReportSubmitted?: string;
  /** Hours the submitted report states (timeOut − timeIn, quarter hours): invoicing bills them. */
  reportedHours?: number;
  /** Flags of the last merchandiser change (reassignment). */
  sendBackup?: boolean;
  sendSupply?: boolean;
  /** Set when the field was changed after the service was created (000 §3.6 per-field updated flags). */
  earliestDateIsUpdated?: boolean;
  latestDateIsUpdated?: boolean;
  timeLimitIsUpdated?: boolean;
  serviceTypeIdIsUpdated?: boolean;
  employeeAssignedIdIsUpdated?: boolean;
  /** Entered by hand through Create Service (schedule/addService), not exported from a draft: the admin's Manual Entry Only filter (000 §6). */
  isManualEntry?: boolean;
  /**
   * A merchandiser charge exists for its team lead (brief §1.2): set by chargeService, cleared when an unsubmit voids
   * the charges. Missing Charges reads it from the compact summary instead of reading charges.
   */
  isCharged?: boolean;
}

export const SERVICE_TYPE = 'service';
/** Shards of a day's compact partition and of the open index. */
export const SERVICE_SHARDS = 4;

export const serviceKey = (id: number): Keys => ({ pk: `SERVICE#${id}`, sk: 'SERVICE' });
export const servicesOfMerchandiserKey = (merchandiserId: number) => `SVCMERCH#${merchandiserId}`;
export const servicesOfDraftKey = (draftId: number) => `DRAFT#${draftId}#SERVICES`;
export const openServicesKey = (shard: number) => `SVCOPEN#${shard}`;
export const servicesOfDayKey = (date: string, shard: number) => `SVCDAY#${date}#${shard}`;
export const padServiceId = (id: number) => String(id).padStart(10, '0');

/** gsi3 partition of a store's services: `DELETE stores/{id}` asks it for one item. */
export const servicesOfStoreKey = (storeId: number) => `STORE#${storeId}#SERVICES`;

/**
 * The service's item (toItem): its keys, the index keys of the table above (gsi1 only with a merchandiser, gsi2 only
 * from a draft, gsi5 only while live and unfinished) and the compact `row`, all recomputed from the record on every
 * write.
 */
export const ServiceEntity = defineEntity<Service>({
  name: SERVICE_TYPE,
  key: (id) => serviceKey(id),
  indexes: {
    gsi1: (s) =>
      s.merchandiserId === undefined
        ? undefined
        : { pk: servicesOfMerchandiserKey(s.merchandiserId), sk: `${s.earliestDate}#${padServiceId(s.id)}` },
    gsi2: (s) => (s.draftId === undefined ? undefined : { pk: servicesOfDraftKey(s.draftId), sk: padServiceId(s.id) }),
    gsi3: (s) => ({ pk: servicesOfStoreKey(s.storeId), sk: padServiceId(s.id) }),
    gsi4: (s) => ({ pk: servicesOfDayKey(s.earliestDate, s.id % SERVICE_SHARDS), sk: padServiceId(s.id) }),
    gsi5: (s) =>
      s.isActivated && !s.isSubmitted
        ? { pk: openServicesKey(s.id % SERVICE_SHARDS), sk: `${s.latestDate}#${padServiceId(s.id)}` }
        : undefined,
  },
  derived: (s) => ({ row: encodeSummary(summaryOf(s)) }),
});

// ------------------------------------------------------------------------------------ compact summary

/**
 * What lists filter, sort, count and build filter lists on: the compact copy of a service kept in `row` and
 * projected into gsi4. Names are kept beside ids so filter lists need no lookups; the supervisor is NOT kept (it is
 * the merchandiser's current supervisor, read from the worker directory).
 */
export interface ServiceSummary extends ServicePlace {
  id: number;
  earliestDate: string;
  latestDate: string;
  productId?: number;
  productName: string;
  serviceTypeId: number;
  serviceType?: string;
  trait?: string;
  timeLimit: number;
  merchandiserId?: number;
  merchandiser?: string;
  acctManagerId?: number;
  category: 'Manual' | 'Online';
  isActivated: boolean;
  isSubmitted: boolean;
  isSaved: boolean;
  isHighlighted: boolean;
  isTemporary: boolean;
  /** Any of the per-field updated flags. */
  isUpdated: boolean;
  isManualEntry: boolean;
  /** A merchandiser charge exists for the team lead (Missing Charges); optional only for summaries built by hand. */
  isCharged?: boolean;
  /** undefined: not confirmed; null: confirmed without a date. */
  estimatedDate?: string | null;
  /** What Missing Charges shows and previews without reading the full service (appended: old rows lack them). */
  completedDate?: string;
  dateReportSubmitted?: string;
  reportedHours?: number;
  payrateFlat?: number;
  payratePerHour?: number;
}

export function summaryOf(service: Service): ServiceSummary {
  return {
    id: service.id,
    earliestDate: service.earliestDate,
    latestDate: service.latestDate,
    retailerId: service.retailerId,
    retailerName: service.retailerName,
    storeId: service.storeId,
    storeNumber: service.storeNumber,
    storeName: service.storeName,
    provinceId: service.provinceId,
    province: service.province,
    cityId: service.cityId,
    city: service.city,
    jobId: service.jobId,
    jobNumber: service.jobNumber,
    productId: service.productId,
    productName: service.productName,
    serviceTypeId: service.serviceTypeId,
    serviceType: service.serviceType,
    trait: service.trait,
    timeLimit: service.timeLimit,
    merchandiserId: service.merchandiserId,
    merchandiser: service.merchandiser,
    acctManagerId: service.acctManagerId,
    category: service.category,
    isActivated: service.isActivated,
    isSubmitted: service.isSubmitted,
    isSaved: service.isSaved === true,
    isHighlighted: service.isHighlighted,
    isTemporary: service.isTemporary,
    isUpdated: Boolean(
      service.earliestDateIsUpdated ||
        service.latestDateIsUpdated ||
        service.timeLimitIsUpdated ||
        service.serviceTypeIdIsUpdated ||
        service.employeeAssignedIdIsUpdated,
    ),
    isManualEntry: service.isManualEntry === true,
    isCharged: service.isCharged === true,
    estimatedDate: service.confirmation ? service.confirmation.estimatedDate : undefined,
    completedDate: service.completedDate,
    dateReportSubmitted: service.dateReportSubmitted,
    reportedHours: service.reportedHours,
    payrateFlat: service.payrateFlat,
    payratePerHour: service.payratePerHour,
  };
}

// Packed as a JSON array in a fixed order (a fifth of the bytes of a named-attribute map). Appending a field at
// the end keeps old rows readable (missing trailing fields decode as undefined).
const FLAG_BITS = {
  isActivated: 1,
  isSubmitted: 2,
  isSaved: 4,
  isHighlighted: 8,
  isTemporary: 16,
  isUpdated: 32,
  isManualEntry: 64,
  isCharged: 128,
};
const NOT_CONFIRMED = 0;
/** Fields of the row before the Missing Charges ones were appended. */
const BASE_FIELDS = 26;

export function encodeSummary(s: ServiceSummary): string {
  let flags = 0;
  for (const [name, bit] of Object.entries(FLAG_BITS)) if (s[name as keyof typeof FLAG_BITS]) flags |= bit;
  const packed: unknown[] = [
    s.id,
    s.earliestDate,
    s.latestDate,
    s.retailerId,
    s.retailerName,
    s.storeId,
    s.storeNumber,
    s.storeName,
    s.provinceId,
    s.province,
    s.cityId,
    s.city,
    s.jobId,
    s.jobNumber,
    s.productId ?? null,
    s.productName,
    s.serviceTypeId,
    s.serviceType ?? null,
    s.trait ?? null,
    s.timeLimit,
    s.merchandiserId ?? null,
    s.merchandiser ?? null,
    s.acctManagerId ?? null,
    s.category === 'Online' ? 1 : 0,
    flags,
    s.estimatedDate === undefined ? NOT_CONFIRMED : s.estimatedDate,
    s.completedDate ?? null,
    s.dateReportSubmitted ?? null,
    s.reportedHours ?? null,
    s.payrateFlat ?? null,
    s.payratePerHour ?? null,
  ];
  // The Missing Charges fields are mostly absent: trailing nulls are left out (they decode as undefined).
  while (packed.length > BASE_FIELDS && packed.at(-1) === null) packed.pop();
  return JSON.stringify(packed);
}

const orUndefined = <T>(value: T | null | undefined): T | undefined => (value === null ? undefined : value);

export function decodeSummary(row: string): ServiceSummary {
  const v = JSON.parse(row) as unknown[];
  const flags = v[24] as number;
  const confirmation = v[25] as string | null | 0;
  return {
    id: v[0] as number,
    earliestDate: v[1] as string,
    latestDate: v[2] as string,
    retailerId: v[3] as number,
    retailerName: v[4] as string,
    storeId: v[5] as number,
    storeNumber: v[6] as number,
    storeName: v[7] as string,
    provinceId: v[8] as number,
    province: v[9] as string,
    cityId: v[10] as number,
    city: v[11] as string,
    jobId: v[12] as number,
    jobNumber: v[13] as string,
    productId: orUndefined(v[14] as number | null),
    productName: v[15] as string,
    serviceTypeId: v[16] as number,
    serviceType: orUndefined(v[17] as string | null),
    trait: orUndefined(v[18] as string | null),
    timeLimit: v[19] as number,
    merchandiserId: orUndefined(v[20] as number | null),
    merchandiser: orUndefined(v[21] as string | null),
    acctManagerId: orUndefined(v[22] as number | null),
    category: v[23] === 1 ? 'Online' : 'Manual',
    isActivated: (flags & FLAG_BITS.isActivated) !== 0,
    isSubmitted: (flags & FLAG_BITS.isSubmitted) !== 0,
    isSaved: (flags & FLAG_BITS.isSaved) !== 0,
    isHighlighted: (flags & FLAG_BITS.isHighlighted) !== 0,
    isTemporary: (flags & FLAG_BITS.isTemporary) !== 0,
    isUpdated: (flags & FLAG_BITS.isUpdated) !== 0,
    isManualEntry: (flags & FLAG_BITS.isManualEntry) !== 0,
    isCharged: (flags & FLAG_BITS.isCharged) !== 0,
    estimatedDate: confirmation === NOT_CONFIRMED ? undefined : confirmation,
    completedDate: orUndefined(v[26] as string | null),
    dateReportSubmitted: orUndefined(v[27] as string | null),
    reportedHours: orUndefined(v[28] as number | null),
    payrateFlat: orUndefined(v[29] as number | null),
    payratePerHour: orUndefined(v[30] as number | null),
  };
}

// Sort keys of gsi1 and gsi5 are `<date>#<id>`: '~' sorts after '#', so the whole last day of a range is inside.
const throughDay = (date: string | undefined) => (date ? `${date}~` : undefined);

/** The access patterns of the table above, by name (`queryPattern`). */
export const ServicePatterns = definePatterns({
  /** a merchandiser's services whose earliest date lies in from..to (either bound optional) */
  ofMerchandiser: {
    index: 'gsi1',
    key: (merchandiserId: number, range: { from?: string; to?: string }) => ({
      pk: servicesOfMerchandiserKey(merchandiserId),
      sk: rangeOf(range.from, throughDay(range.to)),
    }),
  },
  /** services of a draft */
  ofDraft: { index: 'gsi2', key: (draftId: number) => ({ pk: servicesOfDraftKey(draftId) }) },
  /** services of a store */
  ofStore: { index: 'gsi3', key: (storeId: number) => ({ pk: servicesOfStoreKey(storeId) }) },
  /** compact summaries of one shard of a day */
  ofDay: { index: 'gsi4', key: (date: string, shard: number) => ({ pk: servicesOfDayKey(date, shard) }) },
  /** compact summaries of one shard of live unfinished services whose latest date lies in the range */
  open: {
    index: 'gsi5',
    key: (shard: number, range: { fromLatest?: string; toLatest?: string }) => ({
      pk: openServicesKey(shard),
      sk: rangeOf(range.fromLatest, throughDay(range.toLatest)),
    }),
  },
});
