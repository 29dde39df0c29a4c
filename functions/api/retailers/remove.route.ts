import { retailersRoutes } from '@shelfline/shared/routes/retailers.routes';
import { implement, respond } from '../../common/api-handler.ts';
import { ConflictError } from '../../common/http-errors.ts';
import { retailers, retailerUsage } from '../../data/master-data/master-data.repository.ts';

/** `DELETE retailers/{id}`: refused (409) while stores or jobs name the retailer. */
export const remove = implement(retailersRoutes.remove, async ({ params }) => {
  const current = await retailers.getOrThrow(params.id);
  const { hasStores, hasJobs } = await retailerUsage(current.id);
  if (hasStores) throw new ConflictError(`Retailer "${current.code}" still has stores. Make it inactive instead.`);
  if (hasJobs) throw new ConflictError(`Retailer "${current.code}" still has jobs. Make it inactive instead.`);
  await retailers.remove(current.id);
  return respond(204);
});
