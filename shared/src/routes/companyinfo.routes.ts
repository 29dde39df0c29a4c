import { defineRoute } from './route.ts';

/** Company Info (001 §2, §6, §7): admin only. */
export const companyInfoRoutes = {
  get: defineRoute({ method: 'GET', path: 'CompanyInfo', access: 'masterFilesAdmin', summary: 'Company info' }),
  update: defineRoute({
    method: 'PUT',
    path: 'CompanyInfo/{id}',
    access: 'masterFilesAdmin',
    summary: 'Update company info (every field required)',
  }),
} as const;
