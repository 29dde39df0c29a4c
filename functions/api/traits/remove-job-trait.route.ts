import { traitsRoutes } from '@shelfline/shared/routes/traits.routes';
import { implement, respond } from '../../common/api-handler.ts';
import { jobTraits, removeTraitWithStores } from '../../data/master-data/jobs.repository.ts';

/** DELETE traits/job/{id}: cascades to the stores that carry the trait (documented in the README). */
export const removeJobTrait = implement(traitsRoutes.removeJobTrait, async ({ params }) => {
  await jobTraits.getOrThrow(params.id, 'trait');
  await removeTraitWithStores(params.id);
  return respond(204);
});
