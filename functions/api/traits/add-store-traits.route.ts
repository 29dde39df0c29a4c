import { traitsRoutes } from '@shelfline/shared/routes/traits.routes';
import { implement, respond } from '../../common/api-handler.ts';
import { BadRequestError } from '../../common/http-errors.ts';
import { addTraitToStores, jobTraits, listStoresOfTrait } from '../../data/master-data/jobs.repository.ts';
import { jobs, stores } from '../../data/master-data/master-data.repository.ts';

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
