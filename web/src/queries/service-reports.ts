import { serviceReportsRoutes } from '@shelfline/shared/routes/servicereports.routes';
import { queryOptions } from '@tanstack/react-query';
import { callRoute } from '../app/api.ts';

/** The Service Report modal's report (002 §7); every key starts with `['serviceReports']`. */
export const serviceReportKeys = {
  all: ['serviceReports'] as const,
  report: (serviceId: number) => ['serviceReports', serviceId] as const,
};

/**
 * A service's report with its layout, facts and file links; `undefined` when no layout matches (204). Links expire
 * after 15 minutes, so the report is read again when the modal opens and after every change.
 */
export const serviceReportQuery = (serviceId: number) =>
  queryOptions({
    queryKey: serviceReportKeys.report(serviceId),
    queryFn: async ({ signal }) =>
      (await callRoute(serviceReportsRoutes.get, { params: { id: serviceId }, signal })) ?? null,
    staleTime: 0,
  });
