import type { DraftJob } from '@shelfline/shared/contracts/draft.contract';
import { BadRequestError, NotFoundError } from '../../common/http-errors.ts';
import type { LoadedDraft } from '../../data/drafts/drafts.repository.ts';
import { CityEntity } from '../../data/entities/city.entity.ts';
import type { BlockStore, DraftHead } from '../../data/entities/draft.entity.ts';
import { JobEntity } from '../../data/entities/job.entity.ts';
import { JobProductEntity } from '../../data/entities/job-product.entity.ts';
import { StoreEntity } from '../../data/entities/store.entity.ts';
import { batchGetByIds, listServiceTypes } from '../../data/master-data/master-data.repository.ts';
import { blockStoreOf, type MainJobFields, mainJobFieldsOf } from '../../domain/drafts/generate-rows.ts';

/*
 * What a draft copies from the master data when stores or jobs join it: the stores (with their cities' travel
 * fields) and the job products (with their jobs), read with BatchGetItem, checked against the draft's retailer.
 * Failures list every id refused, in the spec's words (messages.tsv: 'Could not add these stores to this draft.
 * ({ids})'), under the body field, so the edit screen shows them.
 */

const idList = (ids: readonly number[]) => ids.join(', ');

/** Stores of the draft (any block). */
function storeIdsIn(draft: LoadedDraft): Set<number> {
  const ids = new Set<number>();
  for (const block of draft.blocks.values()) for (const id of Object.keys(block.stores)) ids.add(Number(id));
  return ids;
}

/**
 * The stores to add, as blocks hold them. All or nothing: every id must be an active store of the draft's retailer
 * that the draft does not hold yet; otherwise 400 `{ storeId: ['Could not add these stores to this draft. (ids)'] }`.
 */
export async function storesToAdd(draft: LoadedDraft, storeIds: readonly number[]): Promise<BlockStore[]> {
  const found = await batchGetByIds(StoreEntity, storeIds);
  const present = storeIdsIn(draft);
  const refused = storeIds.filter((id) => {
    const store = found.get(id);
    return !store || store.retailerId !== draft.head.retailerId || store.isInactive || present.has(id);
  });
  if (refused.length > 0)
    throw new BadRequestError({ storeId: [`Could not add these stores to this draft. (${idList(refused)})`] });
  const cities = await batchGetByIds(
    CityEntity,
    [...found.values()].map((s) => s.cityId),
  );
  return storeIds.map((id) => {
    const store = found.get(id);
    if (!store) throw new Error(`store ${id} vanished`);
    return blockStoreOf(store, cities.get(store.cityId));
  });
}

/** A job product of the retailer with its job (undefined when it is not one). */
export interface RetailerJobProduct extends MainJobFields {
  jobIsInactive: boolean;
  jobStartDate?: string;
  jobEndDate?: string;
}

/** The job products among `ids` whose job belongs to `retailerId`, by id (others are left out). */
export async function jobProductsOfRetailer(
  retailerId: number,
  ids: readonly number[],
): Promise<Map<number, RetailerJobProduct>> {
  const products = await batchGetByIds(JobProductEntity, ids);
  const jobs = await batchGetByIds(
    JobEntity,
    [...products.values()].map((p) => p.jobId),
  );
  const missingNames = [...products.values()].some((p) => !p.serviceType);
  const typeNames = missingNames ? new Map((await listServiceTypes()).map((t) => [t.id, t.name])) : new Map();
  const result = new Map<number, RetailerJobProduct>();
  for (const product of products.values()) {
    const job = jobs.get(product.jobId);
    if (!job || job.retailerId !== retailerId) continue;
    result.set(product.id, {
      ...mainJobFieldsOf(product, job, typeNames),
      jobIsInactive: job.isInactive,
      jobStartDate: job.startDate,
      jobEndDate: job.endDate,
    });
  }
  return result;
}

/** The main-job fields a draft job copies from its job product. */
export function mainJobFields(p: RetailerJobProduct): MainJobFields {
  return {
    jobProductId: p.jobProductId,
    jobId: p.jobId,
    jobNumber: p.jobNumber,
    supplier: p.supplier,
    productId: p.productId,
    product: p.product,
    serviceTypeId: p.serviceTypeId,
    serviceType: p.serviceType,
  };
}

/**
 * The job products to add (all or nothing): each must be a product of an active job of the draft's retailer that
 * the draft does not hold yet; otherwise 400 `{ jobProductId: ['Could not add these jobs to this draft. (ids)'] }`.
 */
export async function jobProductsToAdd(head: DraftHead, ids: readonly number[]): Promise<RetailerJobProduct[]> {
  const found = await jobProductsOfRetailer(head.retailerId, ids);
  const present = new Set(head.jobs.map((j) => j.jobProductId));
  const refused = ids.filter((id) => {
    const product = found.get(id);
    return !product || product.jobIsInactive || present.has(id);
  });
  if (refused.length > 0)
    throw new BadRequestError({ jobProductId: [`Could not add these jobs to this draft. (${idList(refused)})`] });
  return ids.map((id) => found.get(id) as RetailerJobProduct);
}

/** The draft job `jobId` of a loaded draft; 404 when the draft has no such job. */
export function draftJobOrThrow(draft: LoadedDraft, jobId: number): DraftJob {
  const job = draft.head.jobs.find((j) => j.id === jobId);
  if (!job) throw new NotFoundError(`Job ${jobId} is not in draft schedule ${draft.head.id}.`);
  return job;
}
