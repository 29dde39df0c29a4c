import { jobsRoutes } from '@shelfline/shared/routes/jobs.routes';
import { createApiHandler } from '../../common/api-handler.ts';
import { create } from './create.route.ts';
import { get } from './get.route.ts';
import { listJobProducts } from './job-products.route.ts';
import { list } from './list.route.ts';
import { lookup } from './lookup.route.ts';
import { recent } from './recent.route.ts';
import { remove } from './remove.route.ts';
import { update } from './update.route.ts';

/** The `jobs` family: Job Maintenance and the job lookups (001 §7, 000 §7.4). */
export const handler = createApiHandler({
  routes: Object.values(jobsRoutes),
  implementations: [lookup, listJobProducts, recent, list, get, create, update, remove],
});
