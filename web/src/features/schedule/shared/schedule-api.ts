import { ConsumerGroupSchema } from '@shelfline/shared/contracts/consumer-group.contract';
import { EmployeeOptionSchema, EmployeeSearchRowSchema } from '@shelfline/shared/contracts/employee.contract';
import { ExportedFileSchema } from '@shelfline/shared/contracts/export.contract';
import { JobLookupItemSchema, JobProductSchema } from '@shelfline/shared/contracts/job.contract';
import {
  type AddService,
  type BulkStepResult,
  BulkStepResultSchema,
  type ScheduleBatchUpdate,
  type ScheduleEmail,
  ScheduleEmailResultSchema,
  SchedulePageSchema,
  type ScheduleRow,
  ScheduleRowSchema,
  type ScheduleUpdate,
} from '@shelfline/shared/contracts/schedule.contract';
import { ServiceTypeSchema } from '@shelfline/shared/contracts/service-type.contract';
import { StoreSchema } from '@shelfline/shared/contracts/store.contract';
import { JobTraitSchema } from '@shelfline/shared/contracts/trait.contract';
import type { ScheduleBulkAction } from '@shelfline/shared/schedule-rules';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import * as z from 'zod';
import { api } from '../../../app/api.ts';
import { type FetchFailure, fetchFailure } from '../../../app/providers/fetch-failures.tsx';
import { retailersQuery } from '../../../queries/retailers.ts';
import type { ScheduleFilterBody, ScheduleListBody } from './filter-state.ts';

/** Query keys: every schedule query starts with `['schedule']`, so one invalidation reloads both screens. */
export const scheduleKeys = {
  all: ['schedule'] as const,
  page: (request: ScheduleListBody) => ['schedule', 'page', request] as const,
  lists: (filter: ScheduleFilterBody) => ['schedule', 'lists', filter] as const,
};

/** The path and method of each bulk action (000 §7.5, schedule.routes.ts). */
const BULK_CALLS: Record<ScheduleBulkAction, { method: 'POST' | 'DELETE'; path: string }> = {
  activate: { method: 'POST', path: 'schedule/activate' },
  deactivate: { method: 'POST', path: 'schedule/deactivate' },
  delete: { method: 'DELETE', path: 'schedule' },
  highlight: { method: 'POST', path: 'schedule/highlight' },
  unsubmit: { method: 'POST', path: 'schedule/unsubmit' },
};

/** The schedule calls of both screens (000 §7.5). */
export const scheduleApi = {
  page: (request: ScheduleListBody, signal?: AbortSignal) =>
    api.post('schedule', request, { schema: SchedulePageSchema, signal }),
  update: (update: ScheduleUpdate) => api.request('PATCH', 'schedule', { body: update, schema: ScheduleRowSchema }),
  bulkStep: (
    action: ScheduleBulkAction,
    body: ScheduleFilterBody & { serviceId?: number; isHighlighted?: boolean },
  ): Promise<BulkStepResult> =>
    api.request(BULK_CALLS[action].method, BULK_CALLS[action].path, { body, schema: BulkStepResultSchema }),
  /** One step of PATCH schedule/batch: one field group on every filtered service (repeat until `finished`). */
  batchUpdateStep: (body: ScheduleBatchUpdate): Promise<BulkStepResult> =>
    api.request('PATCH', 'schedule/batch', { body, schema: BulkStepResultSchema }),
  addService: (body: AddService): Promise<ScheduleRow> =>
    api.post('schedule/addService', body, { schema: ScheduleRowSchema }),
  email: (body: ScheduleEmail) => api.post('schedule/email', body, { schema: ScheduleEmailResultSchema }),
  /** The file is written to S3; the answer is its link (`downloadExported`). */
  exportExcel: (filter: ScheduleFilterBody) =>
    api.post('schedule/export/excel', filter, { schema: ExportedFileSchema }),
};

/** One page of services; the filter lists are asked by `useScheduleLists`, once per filter (not per page). */
export function useSchedulePage(request: ScheduleListBody, enabled = true) {
  return useQuery({
    queryKey: scheduleKeys.page(request),
    queryFn: ({ signal }) => scheduleApi.page({ ...request, includeFilterLists: false }, signal),
    placeholderData: keepPreviousData,
    enabled,
  });
}

/** The filter lists (Jobs, Store #, Retailers…) and the total hours of a filter: a one-row page with metadata. */
export function useScheduleLists(filter: ScheduleFilterBody, enabled = true) {
  return useQuery({
    queryKey: scheduleKeys.lists(filter),
    queryFn: ({ signal }) =>
      scheduleApi.page({ ...filter, pageNumber: 0, pageSize: 1, includeFilterLists: true }, signal),
    placeholderData: keepPreviousData,
    select: (page) => page.metadata,
    enabled,
  });
}

const useLookup = <T>(
  key: readonly unknown[],
  path: string,
  schema: z.ZodType<T>,
  enabled = true,
  failure?: FetchFailure,
) =>
  useQuery({
    queryKey: key,
    queryFn: ({ signal }) => api.get(path, { schema, signal }),
    staleTime: 60_000,
    enabled,
    ...(failure ? { meta: fetchFailure(failure) } : {}),
  });

/** Active merchandisers, for the merchandiser picker (`GET employees/merchandisers`). */
export const useMerchandisers = (enabled = true) =>
  useLookup(
    ['employees', 'merchandisers'],
    'employees/merchandisers',
    z.array(EmployeeOptionSchema),
    enabled,
    'merchandisers',
  );
/** One service's dates and store: the window a merchandiser's availability is computed for. */
export interface AvailabilityWindow {
  /** With a store, the distance to it too. */
  storeId?: number;
  startDate: string;
  endDate: string;
}

/**
 * Merchandisers' availability (and distance to the store) for a window (`GET employees/search`, 000 §2.7): the
 * colours of the merchandiser picker. Not asked without a window.
 */
export const useMerchandiserAvailability = (window: AvailabilityWindow | undefined) =>
  useLookup(
    ['employees', 'search', window],
    window
      ? `employees/search?${window.storeId ? `storeId=${window.storeId}&` : ''}startDate=${window.startDate}&endDate=${window.endDate}`
      : 'employees/search',
    z.array(EmployeeSearchRowSchema),
    window !== undefined,
    'employees',
  );
/** Account managers (`GET employees/accountManagers`). */
export const useAccountManagers = (enabled = true) =>
  useLookup(
    ['employees', 'accountManagers'],
    'employees/accountManagers',
    z.array(EmployeeOptionSchema),
    enabled,
    'accountManagers',
  );
/** Active consumer groups (`GET consumerGroups`). */
export const useConsumerGroups = (enabled = true) =>
  useLookup(
    ['consumerGroups', { includeInactive: false }],
    'consumerGroups?includeInactive=false',
    z.array(ConsumerGroupSchema),
    enabled,
  );
/** Active service types (`GET serviceTypes`). */
export const useServiceTypes = (enabled = true) =>
  useLookup(
    ['serviceTypes', { includeInactive: false }],
    'serviceTypes?includeInactive=false',
    z.array(ServiceTypeSchema),
    enabled,
    'serviceTypes',
  );
/** The traits of a job (`GET traits/job?jobId=`), for the Trait editor. */
export const useJobTraits = (jobId: number | undefined) =>
  useLookup(['jobTraits', jobId], `traits/job?jobId=${jobId}`, z.array(JobTraitSchema), jobId !== undefined);
/** Active retailers (`GET retailers`). */
export const useRetailers = (enabled = true) => useQuery({ ...retailersQuery(false), enabled });
/** Every active store of a retailer (`GET stores?retailerId=`, the plain list), by store number. */
export const useStoresOf = (retailerId: number | undefined) =>
  useQuery({
    queryKey: ['stores', 'ofRetailer', retailerId],
    queryFn: async ({ signal }) =>
      (await api.get(`stores?retailerId=${retailerId}`, { schema: z.array(StoreSchema), signal })).sort(
        (a, b) => a.storeNumber - b.storeNumber,
      ),
    staleTime: 60_000,
    enabled: retailerId !== undefined,
  });
/** Jobs of a retailer (`GET jobs/lookup?retailerId=`). */
export const useJobsOf = (retailerId: number | undefined) =>
  useLookup(
    ['jobs', 'lookup', retailerId],
    `jobs/lookup?retailerId=${retailerId}`,
    z.array(JobLookupItemSchema),
    retailerId !== undefined,
  );
/** The products of a job (`GET jobs/jobProducts?jobId=`). */
export const useJobProducts = (jobId: number | undefined) =>
  useLookup(
    ['jobs', 'jobProducts', jobId],
    `jobs/jobProducts?jobId=${jobId}`,
    z.array(JobProductSchema),
    jobId !== undefined,
  );
