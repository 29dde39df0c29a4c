import { routesOf } from '@shelfline/shared';
import { createApiHandler } from '../../common/api-handler.ts';
import { getCompanyInfo } from './get.route.ts';
import { updateCompanyInfo } from './update.route.ts';

/** The `CompanyInfo` family (001 §2, §3, §7). */
export const handler = createApiHandler({
  routes: routesOf('companyinfo'),
  implementations: [getCompanyInfo, updateCompanyInfo],
});
