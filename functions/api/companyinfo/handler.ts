import { companyInfoRoutes } from '@shelfline/shared/routes/companyinfo.routes';
import { createApiHandler } from '../../common/api-handler.ts';
import { get } from './get.route.ts';
import { update } from './update.route.ts';

/** The `CompanyInfo` family (001 §2, §3, §7). */
export const handler = createApiHandler({
  routes: Object.values(companyInfoRoutes),
  implementations: [get, update],
});
