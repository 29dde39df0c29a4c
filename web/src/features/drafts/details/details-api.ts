import type {
  BulkResult,
  DetailFieldValue,
  DetailFilterInput,
  DetailsPagedRequest,
  DraftDetail,
} from '@shelfline/shared/contracts/draft.contract';
import type { EmployeeSearchRow } from '@shelfline/shared/contracts/employee-search.contract';
import type { DraftStatus } from '@shelfline/shared/draft-status';
import { draftSchedulesRoutes as routes } from '@shelfline/shared/routes/draftschedules.routes';
import { employeesRoutes } from '@shelfline/shared/routes/employees.routes';
import { serviceTypesRoutes } from '@shelfline/shared/routes/servicetypes.routes';
import { traitsRoutes } from '@shelfline/shared/routes/traits.routes';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callRoute } from '../../../app/api.ts';
import { fetchFailure } from '../../../app/providers/fetch-failures.tsx';
import type { RouteArgs } from '../../../lib/route-call.ts';

/** Body of PATCH details/findMissingWorkers. */
type FindMissingWorkers = RouteArgs<typeof routes.findMissingWorkers>['body'];

/** Query keys: every query of the screen starts with `['draftDetails']`, so one invalidation reloads it all. */
export const detailsKeys = {
  all: ['draftDetails'] as const,
  page: (request: DetailsPagedRequest) => ['draftDetails', 'page', request] as const,
  lists: (filter: DetailFilterInput) => ['draftDetails', 'lists', filter] as const,
};

/** The calls of the Draft details screen (000 §7.3). */
export const detailsApi = {
  page: (request: DetailsPagedRequest, signal?: AbortSignal) =>
    callRoute(routes.listDetails, { body: request, signal }),
  updateRow: (row: DraftDetail, change: DetailFieldValue) =>
    callRoute(routes.updateDetail, { params: { id: row.id }, body: { ...change, version: row.version } }),
  batch: (change: DetailFieldValue, metadata: DetailFilterInput): Promise<BulkResult> =>
    callRoute(routes.batchUpdateDetails, { body: { ...change, metadata } }),
  removeWorkers: (metadata: DetailFilterInput) => callRoute(routes.removeWorkers, { body: { metadata } }),
  replaceWorker: (oldWorkerId: number, newWorkerId: number, metadata: DetailFilterInput) =>
    callRoute(routes.bulkReplaceWorker, { body: { oldWorkerId, newWorkerId, metadata } }),
  fillMissing: (body: FindMissingWorkers) => callRoute(routes.findMissingWorkers, { body }),
  addWorker: (rowId: number, workerId: number, isTeamLead: boolean) =>
    callRoute(routes.addWorker, { params: { id: rowId }, body: { id: workerId, isTeamLead } }),
  setTemporary: (rowId: number, workerId: number, isTemporary: boolean) =>
    callRoute(routes.updateWorker, { params: { id: rowId, workerId }, body: { isTemporary } }),
  removeWorker: (rowId: number, workerId: number) =>
    callRoute(routes.removeWorker, { params: { id: rowId, workerId } }),
  setStatus: (draftId: number, status: DraftStatus, version: number) =>
    callRoute(routes.setStatus, { params: { id: draftId }, body: { status, version } }),
  searchWorkers: (search: WorkerSearch, signal?: AbortSignal) =>
    callRoute(employeesRoutes.search, { query: { ...search, includeInactive: false }, signal }),
};

/**
 * One page of rows. The filter lists (`metadata`) are not asked here: `useFilterLists` asks them once per
 * filter, so paging and sorting stay light (000 §7.3).
 */
export function useDetailsPage(request: DetailsPagedRequest, enabled: boolean) {
  return useQuery({
    queryKey: detailsKeys.page(request),
    queryFn: ({ signal }) => detailsApi.page({ ...request, includeFilterLists: false }, signal),
    placeholderData: keepPreviousData,
    enabled,
  });
}

/**
 * The filter lists of the column filters and the search panel, for one filter (a one-row page with metadata), and
 * the drafts' completion problems, which come with them.
 */
export function useFilterLists(filter: DetailFilterInput, enabled: boolean) {
  return useQuery({
    queryKey: detailsKeys.lists(filter),
    queryFn: ({ signal }) =>
      detailsApi.page(
        { ...filter, pageNumber: 0, pageSize: 1, includeFilterLists: true, includeAvailability: false },
        signal,
      ),
    placeholderData: keepPreviousData,
    select: (page) => ({ metadata: page.metadata, completionProblems: page.completionProblems }),
    enabled,
  });
}

/** The traits of a job, for the Trait editor (`GET traits/job?jobId=`). */
export function useJobTraits(jobId: number | undefined) {
  return useQuery({
    queryKey: ['jobTraits', jobId],
    queryFn: ({ signal }) => callRoute(traitsRoutes.listJobTraits, { query: { jobId: jobId ?? 0 }, signal }),
    enabled: jobId !== undefined,
    staleTime: 60_000,
  });
}

export interface WorkerSearch {
  storeId?: number;
  distance?: number;
  name?: string;
  startDate?: string;
  endDate?: string;
}

/** Workers for the 'Select Independent Workers' modal (`GET employees/search`), with availability for the dates. */
export function useWorkerSearch(search: WorkerSearch | undefined) {
  return useQuery<EmployeeSearchRow[]>({
    queryKey: ['draftDetails', 'workerSearch', search],
    queryFn: ({ signal }) => detailsApi.searchWorkers({ ...search }, signal),
    enabled: search !== undefined,
    meta: fetchFailure('employees'),
  });
}

/** Active service types, for the Service Type editor (`GET serviceTypes`). */
export function useServiceTypes() {
  return useQuery({
    queryKey: ['serviceTypes', { includeInactive: false }],
    queryFn: ({ signal }) => callRoute(serviceTypesRoutes.list, { query: { includeInactive: false }, signal }),
    staleTime: 60_000,
    meta: fetchFailure('serviceTypes'),
  });
}
