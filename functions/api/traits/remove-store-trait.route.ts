import { traitsRoutes } from '@shelfline/shared/routes/traits.routes';
import { implement, respond } from '../../common/api-handler.ts';
import { storeTraits } from '../../data/master-data/jobs.repository.ts';

/** DELETE traits/store/{id} */
export const removeStoreTrait = implement(traitsRoutes.removeStoreTrait, async ({ params }) => {
  await storeTraits.getOrThrow(params.id, 'store trait');
  await storeTraits.remove(params.id);
  return respond(204);
});
