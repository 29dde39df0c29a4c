import { EmployeeFullSchema, EmployeeSchema } from '@shelfline/shared/contracts/employee.contract';
import { type Comment, CommentSchema } from '@shelfline/shared/contracts/employee-comment.contract';
import type { EmployeeCreate, EmployeeUpdate } from '@shelfline/shared/contracts/employee-input.contract';
import { EmployeeOptionSchema, WorkerListSchema } from '@shelfline/shared/contracts/employee-list.contract';
import {
  type PayRateOverride,
  type PayRateOverrideInput,
  PayRateOverrideSchema,
} from '@shelfline/shared/contracts/employee-pay-rate-override.contract';
import { ScheduledWorkRowSchema } from '@shelfline/shared/contracts/employee-scheduled-work.contract';
import { JobSchema } from '@shelfline/shared/contracts/job.contract';
import { CitySchema, CountrySchema, ProvinceSchema } from '@shelfline/shared/contracts/location.contract';
import { ProductSchema } from '@shelfline/shared/contracts/product.contract';
import { ServiceTypeSchema } from '@shelfline/shared/contracts/service-type.contract';
import { type SystemListCode, SystemListItemSchema } from '@shelfline/shared/contracts/system-list.contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import * as z from 'zod';
import { api } from '../../app/api.ts';
import { fetchFailure } from '../../app/providers/fetch-failures.tsx';

/** Query keys: everything of one worker starts with `['worker', id]`, so one invalidation refreshes the form. */
export const workerKeys = {
  list: ['employees', 'list'] as const,
  worker: (id: number) => ['worker', id] as const,
  full: (id: number) => ['worker', id, 'full'] as const,
  comments: (id: number) => ['worker', id, 'comments'] as const,
  overrides: (id: number) => ['worker', id, 'payRateOverrides'] as const,
  scheduledWork: (id: number) => ['worker', id, 'scheduledWork'] as const,
};

const enc = encodeURIComponent;

/** The calls of the worker form (001 §7 Employees). */
export const workersApi = {
  create: (input: EmployeeCreate) => api.post('Employees/create', input, { schema: EmployeeSchema }),
  update: (id: number, input: EmployeeUpdate) => api.put(`Employees/${id}`, input, { schema: EmployeeSchema }),
  setPassword: (id: number, password: string) => api.put(`Employees/${id}/password`, { password }),
  createComment: (id: number, input: { subject: string; body?: string }) =>
    api.post(`Employees/${id}/comments`, input, { schema: CommentSchema }),
  updateComment: (comment: Comment, input: { subject: string; body?: string }) =>
    api.put(
      `Employees/${comment.employeeId}/comments/${comment.id}`,
      { ...input, version: comment.version },
      { schema: CommentSchema },
    ),
  removeComment: (comment: Comment) => api.delete(`Employees/${comment.employeeId}/comments/${comment.id}`),
  createOverride: (id: number, input: PayRateOverrideInput) =>
    api.post(`Employees/${id}/payrateoverrides`, input, { schema: PayRateOverrideSchema }),
  updateOverride: (item: PayRateOverride, input: PayRateOverrideInput) =>
    api.put(
      `Employees/${item.employeeId}/payrateoverrides/${item.payRateOverrideID}`,
      { ...input, version: item.version },
      { schema: PayRateOverrideSchema },
    ),
  removeOverride: (item: PayRateOverride) =>
    api.delete(`Employees/${item.employeeId}/payrateoverrides/${item.payRateOverrideID}`),
};

/** One page of the Workers list (`GET Employees?…`). */
export function useWorkerList(query: string) {
  return useQuery({
    queryKey: [...workerKeys.list, query],
    queryFn: ({ signal }) => api.get(`Employees?${query}`, { schema: WorkerListSchema, signal }),
    placeholderData: keepPreviousData,
    meta: fetchFailure('employees'),
  });
}

/** A worker with contact info, availability, comments and scheduled work (`GET Employees/{id}/full`). */
export function useWorkerFull(id: number | undefined) {
  return useQuery({
    queryKey: workerKeys.full(id ?? 0),
    queryFn: ({ signal }) => api.get(`Employees/${id}/full`, { schema: EmployeeFullSchema, signal }),
    enabled: id !== undefined,
    meta: fetchFailure('employee'),
  });
}

export function useComments(id: number | undefined, enabled: boolean) {
  return useQuery({
    queryKey: workerKeys.comments(id ?? 0),
    queryFn: ({ signal }) => api.get(`Employees/${id}/comments`, { schema: z.array(CommentSchema), signal }),
    enabled: enabled && id !== undefined,
  });
}

export function usePayRateOverrides(id: number | undefined) {
  return useQuery({
    queryKey: workerKeys.overrides(id ?? 0),
    queryFn: ({ signal }) =>
      api.get(`Employees/${id}/payrateoverrides`, { schema: z.array(PayRateOverrideSchema), signal }),
    enabled: id !== undefined,
  });
}

export function useScheduledWork(id: number | undefined) {
  return useQuery({
    queryKey: workerKeys.scheduledWork(id ?? 0),
    queryFn: ({ signal }) =>
      api.get(`employees/${id}/scheduledWork`, { schema: z.array(ScheduledWorkRowSchema), signal }),
    enabled: id !== undefined,
    meta: fetchFailure('scheduledWork'),
  });
}

export function useSupervisors(enabled = true) {
  return useQuery({
    queryKey: ['employees', 'supervisors'],
    queryFn: ({ signal }) => api.get('employees/supervisors', { schema: z.array(EmployeeOptionSchema), signal }),
    enabled,
    meta: fetchFailure('supervisors'),
  });
}

export function useCountries(enabled = true) {
  return useQuery({
    queryKey: ['countries', { includeInactive: false }],
    queryFn: ({ signal }) => api.get('countries?includeInactive=false', { schema: z.array(CountrySchema), signal }),
    enabled,
  });
}

export function useProvincesOf(countryId: string) {
  return useQuery({
    queryKey: ['provinces', { countryId }],
    queryFn: ({ signal }) =>
      api.get(`countries/${enc(countryId)}/provinces?includeInactive=true`, {
        schema: z.array(ProvinceSchema),
        signal,
      }),
    enabled: countryId !== '',
  });
}

export function useCitiesOf(provinceId: string) {
  return useQuery({
    queryKey: ['cities', { provinceId: Number(provinceId) }],
    queryFn: ({ signal }) =>
      api.get(`provinces/${enc(provinceId)}/cities?includeInactive=true`, { schema: z.array(CitySchema), signal }),
    enabled: provinceId !== '',
  });
}

/** Active items of a system list (EMPTYP, EMPSTA, WRKHRS, POSAPP, LANG). */
export function useSystemList(code: SystemListCode, enabled = true) {
  return useQuery({
    queryKey: ['systemLists', code, { includeInactive: false }],
    queryFn: ({ signal }) =>
      api.get(`systemLists/${code}/items?includeInactive=false`, { schema: z.array(SystemListItemSchema), signal }),
    enabled,
  });
}

/** Every active product, by code: `GET products` without paging answers the whole array. */
const allActiveProducts = (signal: AbortSignal) =>
  api.get('products?includeInactive=false', { schema: z.array(ProductSchema), signal });

/** Pickers of the pay rate override dialog. */
export function useOverridePickers(enabled: boolean) {
  const jobs = useQuery({
    queryKey: ['jobs', 'picker'],
    queryFn: ({ signal }) => api.get('jobs?includeInactive=false', { schema: z.array(JobSchema), signal }),
    enabled,
  });
  const products = useQuery({
    queryKey: ['products', 'picker'],
    queryFn: ({ signal }) => allActiveProducts(signal),
    enabled,
  });
  const serviceTypes = useQuery({
    queryKey: ['serviceTypes', { includeInactive: false }],
    queryFn: ({ signal }) =>
      api.get('serviceTypes?includeInactive=false', { schema: z.array(ServiceTypeSchema), signal }),
    enabled,
    // The same query as the schedule's service type picker: its meta too, or whichever fetches it last drops it.
    meta: fetchFailure('serviceTypes'),
  });
  return { jobs, products, serviceTypes };
}
