import { traitsRoutes } from '@shelfline/shared/routes/traits.routes';
import { createApiHandler } from '../../common/api-handler.ts';
import { addStoreTraits } from './add-store-traits.route.ts';
import { createJobTrait } from './create-job-trait.route.ts';
import { listJobTraits } from './list-job-traits.route.ts';
import { listStoreTraits } from './list-store-traits.route.ts';
import { removeJobTrait } from './remove-job-trait.route.ts';
import { removeStoreTrait } from './remove-store-trait.route.ts';
import { updateJobTrait } from './update-job-trait.route.ts';

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
