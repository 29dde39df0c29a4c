import type { CompanyInfo, CompanyInfoForm } from '@shelfline/shared/contracts/company-info.contract';
import { companyInfoRoutes } from '@shelfline/shared/routes/companyinfo.routes';
import { callRoute } from '../../app/api.ts';

/** The write of /companyInfo (its read is `companyInfoQuery` of `queries/company-info.ts`). */
export const companyInfoApi = {
  update: (current: CompanyInfo, input: CompanyInfoForm): Promise<CompanyInfo> =>
    callRoute(companyInfoRoutes.update, { params: { id: current.id }, body: { ...input, version: current.version } }),
};
