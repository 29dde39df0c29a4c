import {
  type CompanyInfoDto,
  type CompanyInfoForm,
  CompanyInfoSchema,
} from '@shelfline/shared/contracts/company-info.contract';
import { api } from '../../app/api.ts';

export const companyInfoKey = ['companyInfo'] as const;

export const companyInfoApi = {
  get: (): Promise<CompanyInfoDto> => api.get('CompanyInfo', { schema: CompanyInfoSchema }),
  update: (current: CompanyInfoDto, input: CompanyInfoForm): Promise<CompanyInfoDto> =>
    api.put(`CompanyInfo/${current.id}`, { ...input, version: current.version }, { schema: CompanyInfoSchema }),
};
