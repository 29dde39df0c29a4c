import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { dashboardApi, type ReassignmentQuery } from '../features/dashboard/dashboard-api.ts';

/** The dashboard's cards (000 §2.4, §7.2); every key starts with `['dashboard']`. */
export const dashboardKeys = {
  all: ['dashboard'] as const,
  notifications: ['dashboard', 'notifications'] as const,
  week: (from: string, to: string) => ['dashboard', 'week', from, to] as const,
  summary: ['dashboard', 'summary'] as const,
  allReassignments: ['dashboard', 'reassignments'] as const,
  reassignments: (query: ReassignmentQuery) => ['dashboard', 'reassignments', query] as const,
};

/** The merchandiser's four notification cards. */
export const notificationsQuery = () =>
  queryOptions({
    queryKey: dashboardKeys.notifications,
    queryFn: ({ signal }) => dashboardApi.notifications(signal),
  });

/** The merchandiser's confirmed services of one week (the weekly grid). */
export const confirmedServicesQuery = (fromDate: string, toDate: string) =>
  queryOptions({
    queryKey: dashboardKeys.week(fromDate, toDate),
    queryFn: ({ signal }) => dashboardApi.confirmed(fromDate, toDate, signal),
  });

/** The Services card: each schedule mode and category with its count. */
export const scheduleSummaryQuery = () =>
  queryOptions({
    queryKey: dashboardKeys.summary,
    queryFn: ({ signal }) => dashboardApi.summary(signal),
  });

/** One page of the Service Reassignment table; the previous page stays while the next loads. */
export const reassignmentsQuery = (query: ReassignmentQuery) =>
  queryOptions({
    queryKey: dashboardKeys.reassignments(query),
    queryFn: ({ signal }) => dashboardApi.reassignments(query, signal),
    placeholderData: keepPreviousData,
  });
