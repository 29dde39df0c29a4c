import { companyInfoRoutes } from '@shelfline/shared/routes/companyinfo.routes';
import { implement } from '../../common/api-handler.ts';
import { NotFoundError } from '../../common/http-errors.ts';
import { findCompanyInfo } from '../../data/master-data/reference-data.repository.ts';

/** `GET CompanyInfo`: the one company record. */
export const get = implement(companyInfoRoutes.get, async () => {
  const info = await findCompanyInfo();
  if (!info) throw new NotFoundError('Company info has not been set up yet.');
  return info;
});
