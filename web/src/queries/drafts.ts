import type { DetailFilterInput, DetailsPagedRequest } from '@shelfline/shared/contracts/draft.contract';
import { keepPreviousData, queryOptions, skipToken } from '@tanstack/react-query';
import { detailsApi } from '../features/drafts/details/details-api.ts';
import {
  type DraftListRequest,
  draftsApi,
  type HelperWindow,
  type JobProductOption,
} from '../features/drafts/drafts-api.ts';
import { jobProductsQuery, jobsOfRetailerQuery } from './jobs.ts';

/*
 * The draft schedules (000 §2.5-§2.7): the list, one draft with its stores and jobs, the job products a draft can
 * take, and the details screen's service rows and filter lists. Every key starts with `draftSchedules` or
 * `draftDetails`; a change of a draft invalidates both (`draftKeys.all`, `draftDetailsKeys.all`).
 */
export const draftKeys = {
  all: ['draftSchedules'] as const,
  list: (query: DraftListRequest) => ['draftSchedules', 'list', query] as const,
  one: (id: number) => ['draftSchedules', 'one', id] as const,
  /** `window`: the lookup window as `start..end`, or `all`. */
  jobProducts: (retailerId: number, window: string) => ['draftSchedules', 'jobProducts', retailerId, window] as const,
};

export const draftDetailsKeys = {
  all: ['draftDetails'] as const,
  page: (request: DetailsPagedRequest) => ['draftDetails', 'page', request] as const,
  lists: (filter: DetailFilterInput) => ['draftDetails', 'lists', filter] as const,
};

/** One page of the draft list (the list state is the key, so each page caches on its own). */
export const draftsPageQuery = (query: DraftListRequest) =>
  queryOptions({
    queryKey: draftKeys.list(query),
    queryFn: ({ signal }) => draftsApi.list(query, signal),
    placeholderData: keepPreviousData,
  });

/** One draft with its stores and jobs; not asked for an id that is not one (a bad URL). */
export const draftQuery = (id: number) =>
  queryOptions({
    queryKey: draftKeys.one(id),
    queryFn: Number.isInteger(id) && id > 0 ? ({ signal }) => draftsApi.get(id, signal) : skipToken,
  });

/**
 * The retailer's job products (Add jobs: all of its jobs; the Helper Job # select: the jobs of the lookup window),
 * each job's products read through the jobs' own factory, so they are shared with the other screens.
 */
export const draftJobProductsQuery = (retailerId: number, window?: HelperWindow) =>
  queryOptions({
    queryKey: draftKeys.jobProducts(retailerId, window ? `${window.startDate}..${window.endDate}` : 'all'),
    queryFn: async ({ client, signal }): Promise<JobProductOption[]> => {
      const jobs = window
        ? await draftsApi.jobsInWindow(retailerId, window, signal)
        : await client.fetchQuery(jobsOfRetailerQuery(retailerId));
      const products = await Promise.all(
        jobs.map(async (job) =>
          (await client.fetchQuery(jobProductsQuery(job.id))).map((p) => ({
            ...p,
            jobNumber: job.jobNumber,
            description: job.description,
          })),
        ),
      );
      return products
        .flat()
        .sort((a, b) => a.jobNumber.localeCompare(b.jobNumber) || a.product.localeCompare(b.product));
    },
  });

/**
 * One page of service rows. The filter lists (`metadata`) are not asked here: `draftFilterListsQuery` asks them
 * once per filter, so paging and sorting stay light (000 §7.3).
 */
export const draftDetailsPageQuery = (request: DetailsPagedRequest) =>
  queryOptions({
    queryKey: draftDetailsKeys.page(request),
    queryFn: ({ signal }) => detailsApi.page({ ...request, includeFilterLists: false }, signal),
    placeholderData: keepPreviousData,
  });

/**
 * The filter lists of the column filters and the search panel, for one filter (a one-row page with metadata), and
 * the drafts' completion problems, which come with them.
 */
export const draftFilterListsQuery = (filter: DetailFilterInput) =>
  queryOptions({
    queryKey: draftDetailsKeys.lists(filter),
    queryFn: ({ signal }) =>
      detailsApi.page(
        { ...filter, pageNumber: 0, pageSize: 1, includeFilterLists: true, includeAvailability: false },
        signal,
      ),
    placeholderData: keepPreviousData,
    select: (page) => ({ metadata: page.metadata, completionProblems: page.completionProblems }),
  });
