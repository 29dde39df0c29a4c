import { ConflictError } from '../../common/http-errors.ts';
import { deleteItems } from '../batch.ts';
import { jobHasHeaders } from '../content/questions.repository.ts';
import { jobHasLayouts, layoutsOfJob } from '../content/report-layouts.repository.ts';
import type { Job } from '../entities/job.entity.ts';
import type { JobProduct } from '../entities/job-product.entity.ts';
import { JobTraitEntity, JobTraitPatterns } from '../entities/job-trait.entity.ts';
import { StoreTraitEntity, StoreTraitPatterns } from '../entities/store-trait.entity.ts';
import type { Keys } from '../entity.ts';
import { uniqueKey } from '../entity.ts';
import { createRepository, nextId } from '../repository.ts';
import { jobProducts, jobs, listJobsOfRetailer, listProductsOfJob } from './master-data.repository.ts';

/*
 * Job reads beyond the generic ones (lookup, recent) and the traits of jobs and stores.
 * Access patterns are documented in job.entity.ts, job-trait.entity.ts and store-trait.entity.ts.
 */
export const jobTraits = createRepository(JobTraitEntity, JobTraitPatterns);
export const storeTraits = createRepository(StoreTraitEntity, StoreTraitPatterns);

/** Every job in job-number order (one partition of gsi1; a few hundred jobs a year). */
export const listAllJobs = () => jobs.queryAll('all');

/**
 * Jobs of the schedule pickers (000 §7.4): one Query per retailer on gsi3 (in parallel), or one Query of all
 * jobs; active jobs only, and when a window is given, those whose run overlaps it (an open end runs on).
 */
export async function lookupJobs(filter: { retailerIds: number[]; startDate?: string; endDate?: string }) {
  const found =
    filter.retailerIds.length === 0
      ? await listAllJobs()
      : (await Promise.all([...new Set(filter.retailerIds)].map((id) => listJobsOfRetailer(id)))).flat();
  return found
    .filter((job) => !job.isInactive && overlaps(job, filter.startDate, filter.endDate))
    .sort((a, b) => a.jobNumber.localeCompare(b.jobNumber, 'en', { numeric: true }));
}

function overlaps(job: Pick<Job, 'startDate' | 'endDate'>, from?: string, to?: string): boolean {
  if (from && job.endDate && job.endDate < from) return false;
  if (to && job.startDate && job.startDate > to) return false;
  return true;
}

/**
 * The newest active jobs: job numbers start with the year and grow, so gsi1 read backwards gives the newest
 * first; pages of 50 until `count` active ones are found.
 */
export async function recentJobs(count: number) {
  const found: Awaited<ReturnType<typeof jobs.get>>[] = [];
  let cursor: string | undefined;
  do {
    const page = await jobs.query('all', [], { descending: true, limit: 50, cursor });
    found.push(...page.items.filter((j) => !j.isInactive));
    cursor = page.cursor;
  } while (cursor && found.length < count);
  return found.slice(0, count).filter((j) => j !== undefined);
}

/** Does the job have products, traits, report layouts or question headers (one Query of Limit 1 each)? */
export async function jobUsage(jobId: number) {
  const [productsPage, traitsPage, hasLayouts, hasHeaders] = await Promise.all([
    jobProducts.query('ofJob', [jobId], { limit: 1 }),
    jobTraits.query('ofJob', [jobId], { limit: 1 }),
    jobHasLayouts(jobId),
    jobHasHeaders(jobId),
  ]);
  return {
    hasProducts: productsPage.items.length > 0,
    hasTraits: traitsPage.items.length > 0,
    hasLayouts,
    hasHeaders,
  };
}

const productKeyOf = (p: { productId: number; serviceTypeId: number }) => `${p.productId}#${p.serviceTypeId}`;

/**
 * Refuses (409) a product list that would remove a job product a report layout uses: the layout, its reports and
 * its Summary point at that job product. Checked before anything of the job is written.
 */
export async function refuseRemovingUsedJobProducts(
  jobId: number,
  wanted: readonly { productId: number; serviceTypeId: number }[],
): Promise<void> {
  const wantedKeys = new Set(wanted.map(productKeyOf));
  const removed = (await listProductsOfJob(jobId)).filter((p) => !wantedKeys.has(productKeyOf(p)));
  if (removed.length === 0) return;
  const removedIds = new Map(removed.map((p) => [p.id, p]));
  const layout = (await layoutsOfJob(jobId)).find((l) => removedIds.has(l.jobProductId));
  if (layout)
    throw new ConflictError({
      products: [
        `Product "${removedIds.get(layout.jobProductId)?.product ?? layout.product}" is used by report layout "${layout.description}". Keep it on the job.`,
      ],
    });
}

/** Replaces a job's products with `wanted` (same product + service type keeps its id). */
export async function replaceJobProducts(
  jobId: number,
  wanted: readonly Omit<JobProduct, 'id' | 'jobId'>[],
  by: string,
): Promise<void> {
  await refuseRemovingUsedJobProducts(jobId, wanted);
  const current = await listProductsOfJob(jobId);
  const keyOf = productKeyOf;
  const wantedKeys = new Set(wanted.map(keyOf));
  const currentKeys = new Set(current.map(keyOf));
  const toRemove = current.filter((p) => !wantedKeys.has(keyOf(p)));
  const toAdd = wanted.filter(
    (p, i) => !currentKeys.has(keyOf(p)) && wanted.findIndex((w) => keyOf(w) === keyOf(p)) === i,
  );
  if (toRemove.length > 0) await deleteItems(toRemove.map((p) => jobProducts.entity.key(p.id)));
  if (toAdd.length > 0) {
    const first = await nextId(jobProducts.entity.name, toAdd.length);
    await jobProducts.putMany(
      toAdd.map((p, i) => ({ ...p, id: first + i, jobId })),
      by,
    );
  }
}

export const listTraitsOfJob = (jobId: number) => jobTraits.queryAll('ofJob', jobId);
export const listStoreTraitsOfStore = (storeId: number, jobId: number) =>
  storeTraits.queryAll('ofStoreForJob', storeId, jobId);
export const listStoresOfTrait = (traitId: number) => storeTraits.queryAll('ofTrait', traitId);

/**
 * Gives a trait to stores, once per store: stores that already have it are skipped (one Query of the trait's
 * stores), the others are written each with its uniqueness marker, so a concurrent add cannot duplicate.
 */
export async function addTraitToStores(
  trait: { id: number; jobId: number },
  storeIds: readonly number[],
  by: string,
): Promise<void> {
  const existing = new Set((await listStoresOfTrait(trait.id)).map((t) => t.storeId));
  const missing = [...new Set(storeIds)].filter((id) => !existing.has(id));
  if (missing.length === 0) return;
  const first = await nextId(storeTraits.entity.name, missing.length);
  const records = missing.map((storeId, i) => ({ id: first + i, jobId: trait.jobId, traitId: trait.id, storeId }));
  for (let i = 0; i < records.length; i += 10) {
    await Promise.all(
      records.slice(i, i + 10).map((record) =>
        storeTraits.create(record, by).catch((error: unknown) => {
          // Another request gave this store the trait meanwhile: the outcome is the one asked for.
          if ((error as { statusCode?: number }).statusCode !== 409) throw error;
        }),
      ),
    );
  }
}

/** Removes a job trait and every store's copy of it (with their uniqueness markers). */
export async function removeTraitWithStores(traitId: number): Promise<number> {
  const used = await listStoresOfTrait(traitId);
  const keys: Keys[] = used.flatMap((t) => {
    const marker = uniqueKey(StoreTraitEntity, StoreTraitEntity.unique?.[0] as never, t);
    return [StoreTraitEntity.key(t.id), ...(marker ? [marker] : [])];
  });
  await deleteItems(keys);
  await jobTraits.remove(traitId);
  return used.length;
}
