import { exportSchedulesRoutes } from '@shelfline/shared/routes/exportschedules.routes';
import { keepPreviousData, queryOptions, skipToken } from '@tanstack/react-query';
import { callRoute } from '../app/api.ts';

/** Scheduled exports (`GET exportSchedules`) and a schedule's run history (`GET exportSchedules/{id}/runs`, paged). */
export const exportScheduleKeys = {
  all: ['exportSchedules'] as const,
  list: ['exportSchedules', 'list'] as const,
  runs: (id: number | undefined, pageNumber: number) => ['exportSchedules', 'runs', id, pageNumber] as const,
};

export const exportSchedulesQuery = () =>
  queryOptions({
    queryKey: exportScheduleKeys.list,
    queryFn: ({ signal }) => callRoute(exportSchedulesRoutes.list, { signal }),
  });

/** One page of a schedule's runs, newest first; not asked without a schedule. */
export const exportScheduleRunsQuery = (id: number | undefined, pageNumber: number, pageSize: number) =>
  queryOptions({
    queryKey: exportScheduleKeys.runs(id, pageNumber),
    queryFn:
      id === undefined
        ? skipToken
        : ({ signal }) =>
            callRoute(exportSchedulesRoutes.runs, { params: { id }, query: { pageNumber, pageSize }, signal }),
    placeholderData: keepPreviousData,
  });
