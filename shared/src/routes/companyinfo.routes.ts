import { CompanyInfoSchema, CompanyInfoUpdateSchema } from '../contracts/company-info.contract.ts';
import { IdParamsSchema } from '../contracts/list.contract.ts';
import { defineRoute } from './route.ts';

/** Company Info (001 §2, §6, §7): admin only. */
export const companyInfoRoutes = {
  get: defineRoute({
    method: 'GET',
    path: 'CompanyInfo',
    access: 'masterFilesAdmin',
    summary: 'Company info',
    response: CompanyInfoSchema,
  }),
  update: defineRoute({
    method: 'PUT',
    path: 'CompanyInfo/{id}',
    access: 'masterFilesAdmin',
    summary: 'Update company info (every field required)',
    params: IdParamsSchema,
    body: CompanyInfoUpdateSchema,
    response: CompanyInfoSchema,
  }),
} as const;
