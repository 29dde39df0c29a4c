import {
  type CompanyInfo,
  type CompanyInfoForm,
  CompanyInfoSchema,
} from '@shelfline/shared/contracts/company-info.contract';
import { api } from '../../app/api.ts';

export const companyInfoKey = ['companyInfo'] as const;

export const companyInfoApi = {
  get: (): Promise<CompanyInfo> => api.get('CompanyInfo', { schema: CompanyInfoSchema }),
  update: (current: CompanyInfo, input: CompanyInfoForm): Promise<CompanyInfo> =>
    api.put(`CompanyInfo/${current.id}`, { ...input, version: current.version }, { schema: CompanyInfoSchema }),
};
