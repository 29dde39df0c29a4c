import { companyInfoRoutes } from '@shelfline/shared/routes/companyinfo.routes';
import { implement } from '../../common/api-handler.ts';
import { companyInfos } from '../../data/master-data/reference-data.repository.ts';

/** `PUT CompanyInfo/{id}`: every field (001 §5), at the version it was read (409 otherwise). */
export const update = implement(companyInfoRoutes.update, async ({ params, body, auth }) => {
  const current = await companyInfos.getOrThrow(params.id, 'company info');
  const { version, ...fields } = body;
  return companyInfos.replace({ ...fields, id: current.id, companyId: current.id }, version, auth.username);
});
