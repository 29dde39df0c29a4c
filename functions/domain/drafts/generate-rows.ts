import type { DraftJob } from '@shelfline/shared/contracts/draft.contract';
import type { City } from '../../data/entities/city.entity.ts';
import type { BlockStore, StoredRow } from '../../data/entities/draft.entity.ts';
import type { Job } from '../../data/entities/job.entity.ts';
import type { JobProduct } from '../../data/entities/job-product.entity.ts';
import type { Store } from '../../data/entities/store.entity.ts';

/*
 * The rows of a draft are store × job (000 §3.2-§3.3): adding stores adds a row per new store and every job of the
 * draft, adding jobs a row per new job and every store. A new row takes its service type and dates from its job,
 * with 0 hours and no workers. Changing a job's service type or dates later is applied to the job's rows here.
 * Pure functions: the routes add the rows to the loaded draft (addRow hands out the ids).
 */

/** What a new row holds besides its id, store and version. */
export type NewRowFields = Omit<StoredRow, 'id' | 'storeId' | 'version'>;

/** The fields of a new row of `job`: service type and dates of the job, 0 hours, no workers. */
export function newRowFields(job: Pick<DraftJob, 'id' | 'serviceTypeId' | 'startDate' | 'endDate'>): NewRowFields {
  return {
    draftJobId: job.id,
    serviceTypeId: job.serviceTypeId,
    hours: 0,
    ...(job.startDate ? { startDate: job.startDate } : {}),
    ...(job.endDate ? { endDate: job.endDate } : {}),
    workers: [],
  };
}

/** Every pair of `stores` × `jobs` (stores outer, so one store's rows are made together). */
export function pairsOf<S, J>(stores: readonly S[], jobs: readonly J[]): { store: S; job: J }[] {
  return stores.flatMap((store) => jobs.map((job) => ({ store, job })));
}

/** What of a job is applied to its rows: its service type and/or its date range (undefined dates clear them). */
export interface JobSettings {
  serviceTypeId?: number;
  dates?: { startDate?: string; endDate?: string };
}

/**
 * The row with the job's settings applied, or undefined when nothing changes (so unchanged rows are not
 * re-written and keep their version).
 */
export function applyJobSettings(row: StoredRow, settings: JobSettings): StoredRow | undefined {
  const next: StoredRow = { ...row };
  if (settings.serviceTypeId !== undefined) next.serviceTypeId = settings.serviceTypeId;
  if (settings.dates) {
    if (settings.dates.startDate) next.startDate = settings.dates.startDate;
    else delete next.startDate;
    if (settings.dates.endDate) next.endDate = settings.dates.endDate;
    else delete next.endDate;
  }
  const same =
    next.serviceTypeId === row.serviceTypeId && next.startDate === row.startDate && next.endDate === row.endDate;
  return same ? undefined : next;
}

/** The date range a newly added job starts with: the job's own run when it has both dates, none otherwise. */
export function initialJobDates(job: { startDate?: string; endDate?: string }): {
  startDate?: string;
  endDate?: string;
} {
  return job.startDate && job.endDate && job.startDate <= job.endDate
    ? { startDate: job.startDate, endDate: job.endDate }
    : {};
}

/** The main-job fields a draft job copies from its job product and the product's job. */
export type MainJobFields = Pick<
  DraftJob,
  'jobProductId' | 'jobId' | 'jobNumber' | 'supplier' | 'productId' | 'product' | 'serviceTypeId' | 'serviceType'
>;

/** The main-job fields of `product` of `job`; a product without its service type's name takes it from `typeNames`. */
export function mainJobFieldsOf(
  product: Pick<JobProduct, 'id' | 'productId' | 'product' | 'serviceTypeId' | 'serviceType'>,
  job: Pick<Job, 'id' | 'jobNumber' | 'supplier'>,
  typeNames: ReadonlyMap<number, string>,
): MainJobFields {
  return {
    jobProductId: product.id,
    jobId: job.id,
    jobNumber: job.jobNumber,
    supplier: job.supplier,
    productId: product.productId,
    product: product.product,
    serviceTypeId: product.serviceTypeId,
    serviceType: product.serviceType ?? typeNames.get(product.serviceTypeId),
  };
}

/** What a row block keeps of a store and its city (the detail row's store, the filters, fill's distances). */
export function blockStoreOf(store: Store, city: City | undefined): BlockStore {
  return {
    storeId: store.id,
    storeNumber: store.storeNumber,
    address1: store.address1,
    ...(store.address2 ? { address2: store.address2 } : {}),
    postalCode: store.postalCode,
    province: store.province,
    provinceId: store.provinceId,
    city: store.city,
    cityId: store.cityId,
    isTravelAssociated: store.isTravelAssociated,
    ...(store.travelChargeType ? { travelChargeType: store.travelChargeType } : {}),
    travelCharge: store.travelCharge ?? 0,
    isTravelRegion: city?.isTravelRegion ?? false,
    ...(city?.travelChargeType ? { cityTravelChargeType: city.travelChargeType } : {}),
    cityTravelCharge: city?.travelCharge ?? 0,
    ...coordinates(store.latitude ?? city?.latitude, store.longitude ?? city?.longitude),
  };
}

const coordinates = (latitude: number | undefined, longitude: number | undefined) =>
  latitude !== undefined && longitude !== undefined ? { latitude, longitude } : {};
