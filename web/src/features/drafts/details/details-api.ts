import {
  type BulkResult,
  BulkResultSchema,
  type DetailFieldValue,
  type DetailFilterInput,
  type DetailsPagedRequest,
  DetailsPageSchema,
  type DraftDetail,
  DraftDetailSchema,
  DraftSchema,
} from '@shelfline/shared/contracts/draft.contract';
import { type EmployeeSearchRow, EmployeeSearchRowSchema } from '@shelfline/shared/contracts/employee.contract';
import { ServiceTypeSchema } from '@shelfline/shared/contracts/service-type.contract';
import { JobTraitSchema } from '@shelfline/shared/contracts/trait.contract';
import type { DraftStatus } from '@shelfline/shared/draft-status';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import * as z from 'zod';
import { api } from '../../../app/api.ts';
import { fetchFailure } from '../../../app/providers/fetch-failures.tsx';

/** Query keys: every query of the screen starts with `['draftDetails']`, so one invalidation reloads it all. */
export const detailsKeys = {
  all: ['draftDetails'] as const,
  page: (request: DetailsPagedRequest) => ['draftDetails', 'page', request] as const,
  lists: (filter: DetailFilterInput) => ['draftDetails', 'lists', filter] as const,
};

const patch = <T>(path: string, body: unknown, schema: z.ZodType<T>) => api.request<T>('PATCH', path, { body, schema });

/** The calls of the Draft details screen (000 §7.3). */
export const detailsApi = {
  page: (request: DetailsPagedRequest, signal?: AbortSignal) =>
    api.post('draftSchedules/details-paged', request, { schema: DetailsPageSchema, signal }),
  updateRow: (row: DraftDetail, change: DetailFieldValue) =>
    patch(`draftSchedules/details/${row.id}`, { ...change, version: row.version }, DraftDetailSchema),
  batch: (change: DetailFieldValue, metadata: DetailFilterInput): Promise<BulkResult> =>
    patch('draftSchedules/details/batch', { ...change, metadata }, BulkResultSchema),
  removeWorkers: (metadata: DetailFilterInput) =>
    patch('draftSchedules/details/removeWorkers', { metadata }, BulkResultSchema),
  replaceWorker: (oldWorkerId: number, newWorkerId: number, metadata: DetailFilterInput) =>
    patch('draftSchedules/details/bulkReplaceWorker', { oldWorkerId, newWorkerId, metadata }, BulkResultSchema),
  fillMissing: (body: {
    jobId: number;
    helperJobId?: number;
    numberOfHelpers: number;
    maximumDistanceKm: number;
    metadata: DetailFilterInput;
  }) => patch('draftSchedules/details/findMissingWorkers', body, BulkResultSchema),
  addWorker: (rowId: number, workerId: number, isTeamLead: boolean) =>
    api.post(`draftSchedules/details/${rowId}/workers`, { id: workerId, isTeamLead }, { schema: DraftDetailSchema }),
  setTemporary: (rowId: number, workerId: number, isTemporary: boolean) =>
    patch(`draftSchedules/details/${rowId}/workers/${workerId}`, { isTemporary }, DraftDetailSchema),
  removeWorker: (rowId: number, workerId: number) =>
    api.delete(`draftSchedules/details/${rowId}/workers/${workerId}`, { schema: DraftDetailSchema }),
  setStatus: (draftId: number, status: DraftStatus, version: number) =>
    api.post(`draftSchedules/${draftId}/status`, { status, version }, { schema: DraftSchema }),
  searchWorkers: (query: Record<string, string | number | undefined>, signal?: AbortSignal) => {
    const params = new URLSearchParams();
    for (const [key, value] of Object.entries(query))
      if (value !== undefined && value !== '') params.set(key, String(value));
    return api.get(`employees/search?${params}`, { schema: z.array(EmployeeSearchRowSchema), signal });
  },
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
    queryFn: ({ signal }) => api.get(`traits/job?jobId=${jobId}`, { schema: z.array(JobTraitSchema), signal }),
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
    queryFn: ({ signal }) =>
      api.get('serviceTypes?includeInactive=false', { schema: z.array(ServiceTypeSchema), signal }),
    staleTime: 60_000,
    meta: fetchFailure('serviceTypes'),
  });
}
