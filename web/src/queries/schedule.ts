import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { ScheduleFilterBody, ScheduleListBody } from '../features/schedule/shared/filter-state.ts';
import { scheduleApi } from '../features/schedule/shared/schedule-api.ts';

/*
 * The schedule (`POST schedule`, 000 §7.5): one page of services, and a filter's lists (Jobs, Store #, Retailers…)
 * with its total hours. Every key starts with `['schedule']`, so one invalidation after a write reloads Schedule
 * Maintenance, My Schedule and the Map View's lists.
 */
export const scheduleKeys = {
  all: ['schedule'] as const,
  page: (request: ScheduleListBody) => ['schedule', 'page', request] as const,
  lists: (filter: ScheduleFilterBody) => ['schedule', 'lists', filter] as const,
};

/** One page of services, without the filter lists (asked once per filter by `scheduleListsQuery`, not per page). */
export const schedulePageQuery = (request: ScheduleListBody) =>
  queryOptions({
    queryKey: scheduleKeys.page(request),
    queryFn: ({ signal }) => scheduleApi.page({ ...request, includeFilterLists: false }, signal),
    placeholderData: keepPreviousData,
  });

/** The filter lists and total hours of a filter: a one-row page with its metadata. */
export const scheduleListsQuery = (filter: ScheduleFilterBody) =>
  queryOptions({
    queryKey: scheduleKeys.lists(filter),
    queryFn: async ({ signal }) =>
      (await scheduleApi.page({ ...filter, pageNumber: 0, pageSize: 1, includeFilterLists: true }, signal)).metadata,
    placeholderData: keepPreviousData,
  });
