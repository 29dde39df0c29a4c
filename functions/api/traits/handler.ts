import { traitsRoutes } from '@shelfline/shared/routes/traits.routes';
import { createApiHandler } from '../../common/api-handler.ts';
import { createJobTrait, listJobTraits, removeJobTrait, updateJobTrait } from './job-traits.route.ts';
import { addStoreTraits, listStoreTraits, removeStoreTrait } from './store-traits.route.ts';

/** The `traits` family: job traits and store traits (001 §7 Traits). */
export const handler = createApiHandler({
  routes: Object.values(traitsRoutes),
  implementations: [
    createJobTrait,
    updateJobTrait,
    removeJobTrait,
    listJobTraits,
    listStoreTraits,
    addStoreTraits,
    removeStoreTrait,
  ],
});
