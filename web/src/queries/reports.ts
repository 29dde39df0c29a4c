import { reportsRoutes } from '@shelfline/shared/routes/reports.routes';
import { queryOptions } from '@tanstack/react-query';
import { callRoute } from '../app/api.ts';

/** The Schedule report's sortable fields (`GET reports/schedule/fields`), which Charge Approval also sorts by. */
export const reportKeys = {
  scheduleFields: ['reports', 'schedule', 'fields'] as const,
};

export const scheduleSortFieldsQuery = () =>
  queryOptions({
    queryKey: reportKeys.scheduleFields,
    queryFn: ({ signal }) => callRoute(reportsRoutes.listScheduleFields, { signal }),
    staleTime: 10 * 60_000,
  });
