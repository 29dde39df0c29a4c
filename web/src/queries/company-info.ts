import { companyInfoRoutes } from '@shelfline/shared/routes/companyinfo.routes';
import { queryOptions } from '@tanstack/react-query';
import { callRoute } from '../app/api.ts';

/** The one Company Info record (`GET CompanyInfo`). */
export const companyInfoKeys = { all: ['companyInfo'] as const };

export const companyInfoQuery = () =>
  queryOptions({
    queryKey: companyInfoKeys.all,
    queryFn: ({ signal }) => callRoute(companyInfoRoutes.get, { signal }),
  });
