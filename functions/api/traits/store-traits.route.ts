import type { StoreTrait } from '@shelfline/shared/contracts/trait.contract';
import { traitsRoutes } from '@shelfline/shared/routes/traits.routes';
import { implement, respond } from '../../common/api-handler.ts';
import { BadRequestError } from '../../common/http-errors.ts';
import {
  addTraitToStores,
  jobTraits,
  listStoresOfTrait,
  listStoreTraitsOfStore,
  listTraitsOfJob,
  storeTraits,
} from '../../data/jobs.repository.ts';
import { jobs, stores } from '../../data/master-data.repository.ts';

/** The store's traits for the job, with each trait's description joined from the job's traits (2 Queries). */
async function traitsOfStore(storeId: number, jobId: number): Promise<StoreTrait[]> {
  const [rows, traits] = await Promise.all([listStoreTraitsOfStore(storeId, jobId), listTraitsOfJob(jobId)]);
  const descriptions = new Map(traits.map((t) => [t.id, t.traitDescription]));
  return rows
    .map((r) => ({
      id: r.id,
      jobId: r.jobId,
      traitId: r.traitId,
      storeId: r.storeId,
      traitDescription: descriptions.get(r.traitId) ?? '',
    }))
    .sort((a, b) => a.traitDescription.localeCompare(b.traitDescription));
}

/** GET traits/store/{storeId}/job/{jobId} */
export const listStoreTraits = implement(traitsRoutes.listStoreTraits, async ({ params }) => {
  await Promise.all([stores.getOrThrow(params.storeId), jobs.getOrThrow(params.jobId)]);
  return traitsOfStore(params.storeId, params.jobId);
});

/**
 * POST traits/store: gives the job's trait to each store (of the job's retailer); idempotent per store.
 * Everything is checked before anything is written. Answers 201 with the trait's rows for those stores.
 */
export const addStoreTraits = implement(traitsRoutes.addStoreTraits, async ({ body, auth }) => {
  const [job, trait] = await Promise.all([jobs.getOrThrow(body.jobId), jobTraits.getOrThrow(body.traitId, 'trait')]);
  if (trait.jobId !== job.id)
    throw new BadRequestError({ traitId: [`Trait ${trait.id} is not a trait of job "${job.jobNumber}".`] });
  const storeIds = [...new Set(body.storeIds)];
  const found = await Promise.all(storeIds.map((id) => stores.get(id)));
  const wrong = storeIds.filter((_id, i) => found[i]?.retailerId !== job.retailerId);
  if (wrong.length > 0)
    throw new BadRequestError({
      storeIds: [`These stores are not stores of ${job.retailer}: ${wrong.slice(0, 20).join(', ')}.`],
    });
  await addTraitToStores(trait, storeIds, auth.username);
  const wanted = new Set(storeIds);
  const rows = (await listStoresOfTrait(trait.id)).filter((r) => wanted.has(r.storeId));
  return respond(
    201,
    rows.map((r) => ({
      id: r.id,
      jobId: r.jobId,
      traitId: r.traitId,
      storeId: r.storeId,
      traitDescription: trait.traitDescription,
    })),
  );
});

/** DELETE traits/store/{id} */
export const removeStoreTrait = implement(traitsRoutes.removeStoreTrait, async ({ params }) => {
  await storeTraits.getOrThrow(params.id, 'store trait');
  await storeTraits.remove(params.id);
  return respond(204);
});
