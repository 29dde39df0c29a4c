import { jobsRoutes } from '@shelfline/shared/routes/jobs.routes';
import { keepPreviousData, queryOptions, skipToken } from '@tanstack/react-query';
import { callRoute } from '../app/api.ts';
import { asList, asPage, type PageQuery } from '../components/crud/page-query.ts';

/** The job lookups (000 §7.4): a retailer's jobs (`GET jobs/lookup`) and a job's products (`GET jobs/jobProducts`). */
export const jobKeys = {
  all: ['jobs'] as const,
  lookup: (retailerId: number | undefined) => ['jobs', 'lookup', retailerId] as const,
  products: (jobId: number | undefined) => ['jobs', 'jobProducts', jobId] as const,
  page: (query: PageQuery & { retailerId?: number }) => ['jobs', 'page', query] as const,
  list: (includeInactive: boolean) => ['jobs', 'list', { includeInactive }] as const,
};

/** The jobs of a retailer; not asked without one. */
export const jobsOfRetailerQuery = (retailerId: number | undefined) =>
  queryOptions({
    queryKey: jobKeys.lookup(retailerId),
    queryFn:
      retailerId === undefined
        ? skipToken
        : ({ signal }) => callRoute(jobsRoutes.lookup, { query: { retailerId: [retailerId] }, signal }),
    staleTime: 60_000,
  });

/** The products of a job; not asked without one. */
export const jobProductsQuery = (jobId: number | undefined) =>
  queryOptions({
    queryKey: jobKeys.products(jobId),
    queryFn:
      jobId === undefined
        ? skipToken
        : ({ signal }) => callRoute(jobsRoutes.listJobProducts, { query: { jobId }, signal }),
    staleTime: 60_000,
  });

/** One page of /jobMaintenance: the list state plus the Retailer filter. */
export type JobPageQuery = PageQuery & { retailerId?: number };

/** The Job Maintenance pages (`GET jobs`, paged); the key sits under `jobKeys.all`, so a saved job refreshes them. */
export const jobsPageQuery = (query: JobPageQuery) =>
  queryOptions({
    queryKey: jobKeys.page(query),
    queryFn: async ({ signal }) => asPage(await callRoute(jobsRoutes.list, { query, signal })),
    placeholderData: keepPreviousData,
  });

/** Every job (`GET jobs` without paging answers the whole array), for the job pickers of the traits screens. */
export const jobsQuery = (includeInactive: boolean) =>
  queryOptions({
    queryKey: jobKeys.list(includeInactive),
    queryFn: async ({ signal }) =>
      asList(await callRoute(jobsRoutes.list, { query: { includeInactive, sortDesc: false }, signal })),
  });
