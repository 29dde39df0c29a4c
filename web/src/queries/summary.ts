import type { SummaryQuery } from '@shelfline/shared/contracts/summary.contract';
import { summaryRoutes } from '@shelfline/shared/routes/summary.routes';
import { queryOptions, skipToken } from '@tanstack/react-query';
import { callRoute } from '../app/api.ts';

/**
 * The Summary's reads (002 §7): the jobs with layouts, a job's report ranges, one range's rows, and its flagged,
 * exception and incomplete lists and a row's pictures (asked only when their modal opens). Everything sits under
 * `summaryKeys.all`; a range's keys under `summaryKeys.range(reportId)`, so a change of the range refreshes them.
 */
export const summaryKeys = {
  all: ['summary'] as const,
  jobs: () => ['summary', 'jobs'] as const,
  ranges: (jobId: number | undefined) => ['summary', 'ranges', jobId] as const,
  range: (reportId: number | undefined) => ['summary', 'range', reportId] as const,
  rows: (query: Partial<SummaryQuery>) => ['summary', 'range', query.reportId, 'rows', query.jobId] as const,
  flagged: (reportId: number | undefined) => ['summary', 'range', reportId, 'flagged'] as const,
  exceptions: (query: Partial<SummaryQuery>) =>
    ['summary', 'range', query.reportId, 'exceptions', query.jobId] as const,
  incomplete: (query: Partial<SummaryQuery>) =>
    ['summary', 'range', query.reportId, 'incomplete', query.jobId] as const,
  pictures: (serviceId: number | undefined) => ['summary', 'pictures', serviceId] as const,
};

const complete = (query: Partial<SummaryQuery>): query is SummaryQuery =>
  query.jobId !== undefined && query.reportId !== undefined;

export const summaryJobsQuery = () =>
  queryOptions({
    queryKey: summaryKeys.jobs(),
    queryFn: ({ signal }) => callRoute(summaryRoutes.listJobs, { signal }),
    staleTime: 60_000,
  });

/** A job's report ranges, newest first; not asked without a job. */
export const reportRangesQuery = (jobId: number | undefined) =>
  queryOptions({
    queryKey: summaryKeys.ranges(jobId),
    queryFn:
      jobId === undefined
        ? skipToken
        : ({ signal }) => callRoute(summaryRoutes.listReportRanges, { query: { jobId }, signal }),
    staleTime: 60_000,
  });

/** One range's rows, headers and totals; not asked before both pickers hold a value. */
export const summaryQuery = (query: Partial<SummaryQuery>) =>
  queryOptions({
    queryKey: summaryKeys.rows(query),
    queryFn: complete(query) ? ({ signal }) => callRoute(summaryRoutes.get, { query, signal }) : skipToken,
  });

export const flaggedQuery = (reportId: number | undefined) =>
  queryOptions({
    queryKey: summaryKeys.flagged(reportId),
    queryFn:
      reportId === undefined
        ? skipToken
        : ({ signal }) => callRoute(summaryRoutes.listFlagged, { query: { reportId }, signal }),
  });

export const exceptionsQuery = (query: Partial<SummaryQuery>) =>
  queryOptions({
    queryKey: summaryKeys.exceptions(query),
    queryFn: complete(query) ? ({ signal }) => callRoute(summaryRoutes.listExceptions, { query, signal }) : skipToken,
  });

export const incompleteQuery = (query: Partial<SummaryQuery>) =>
  queryOptions({
    queryKey: summaryKeys.incomplete(query),
    queryFn: complete(query) ? ({ signal }) => callRoute(summaryRoutes.listIncomplete, { query, signal }) : skipToken,
  });

/** A row's pictures: short-lived links, so they are asked again after a few minutes. */
export const summaryPicturesQuery = (serviceId: number | undefined) =>
  queryOptions({
    queryKey: summaryKeys.pictures(serviceId),
    queryFn:
      serviceId === undefined
        ? skipToken
        : ({ signal }) => callRoute(summaryRoutes.pictures, { query: { serviceId }, signal }),
    staleTime: 5 * 60_000,
  });
