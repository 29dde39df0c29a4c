import {
  type DraftBatch,
  type DraftBatchResult,
  DraftBatchResultSchema,
  type DraftCreate,
  type DraftJob,
  type DraftJobUpdate,
  DraftSchema,
  type DraftUpdate,
  PagedDraftsSchema,
} from '@shelfline/shared/contracts/draft.contract';
import { JobLookupItemSchema, type JobProduct, JobProductSchema } from '@shelfline/shared/contracts/job.contract';
import { ServiceTypeSchema } from '@shelfline/shared/contracts/service-type.contract';
import { type Store, StoreSchema } from '@shelfline/shared/contracts/store.contract';
import * as z from 'zod';
import { api } from '../../app/api.ts';

/** A job product of the retailer, as the Add jobs modal and the Helper Job # select offer it. */
export interface JobProductOption extends JobProduct {
  jobNumber: string;
  description: string;
}

export const draftKeys = {
  all: ['draftSchedules'] as const,
  list: (query: string) => ['draftSchedules', 'list', query] as const,
  one: (id: number) => ['draftSchedules', 'one', id] as const,
  retailerStores: (retailerId: number) => ['draftSchedules', 'retailerStores', retailerId] as const,
  jobProducts: (retailerId: number, window: string) => ['draftSchedules', 'jobProducts', retailerId, window] as const,
};

/** YYYY-MM-DD of today moved by whole months (the helper-job lookup window, 000 §7.4). */
export function monthsFromToday(months: number, today = new Date()): string {
  const d = new Date(Date.UTC(today.getFullYear(), today.getMonth() + months, today.getDate()));
  return d.toISOString().slice(0, 10);
}

export const draftsApi = {
  /** One page of the list (GET draftSchedules with paging parameters answers a `Paged<Draft>`). */
  list: (query: string, signal?: AbortSignal) =>
    api.get(`draftSchedules?${query}`, { schema: PagedDraftsSchema, signal }),
  get: (id: number, signal?: AbortSignal) => api.get(`draftSchedules/${id}`, { schema: DraftSchema, signal }),
  create: (input: DraftCreate) => api.post('draftSchedules', input, { schema: DraftSchema }),
  update: (id: number, input: DraftUpdate) => api.put(`draftSchedules/${id}`, input, { schema: DraftSchema }),
  remove: (id: number) => api.delete(`draftSchedules/${id}`),
  addStores: (id: number, storeIds: number[]) =>
    api.post(`draftSchedules/${id}/stores`, { storeId: storeIds }, { schema: DraftSchema }),
  removeStore: (id: number, storeId: number) =>
    api.delete(`draftSchedules/${id}/stores/${storeId}`, { schema: DraftSchema }),
  addJobs: (id: number, jobProductIds: number[]) =>
    api.post(`draftSchedules/${id}/jobs`, { jobProductId: jobProductIds }, { schema: DraftSchema }),
  removeJob: (id: number, jobId: number) => api.delete(`draftSchedules/${id}/jobs/${jobId}`, { schema: DraftSchema }),
  updateJob: (draftId: number, job: DraftJob, input: DraftJobUpdate) =>
    api.put(`draftSchedules/${draftId}/jobs/${job.id}`, input, { schema: DraftSchema }),
  setJobDates: (jobId: number, startDate: string, endDate: string) =>
    api.post(`draftSchedules/jobs/${jobId}/dates`, { startDate, endDate }, { schema: DraftSchema }),
  clearJobDates: (jobId: number) => api.delete(`draftSchedules/jobs/${jobId}/dates`, { schema: DraftSchema }),
  batchDelete: (body: DraftBatch) => api.post('draftSchedules/batch/delete', body, { schema: DraftBatchResultSchema }),
  batchDeactivate: (body: DraftBatch) =>
    api.post('draftSchedules/batch/deactivate', body, { schema: DraftBatchResultSchema }),
  batchExport: (body: DraftBatch) => api.post('draftSchedules/batch/export', body, { schema: DraftBatchResultSchema }),
  /**
   * Export in steps: the server writes for a few seconds per call and answers its progress (`done` of `total`
   * items); this calls again with the `exportId` until `finished`, reporting each step. A failed step has undone
   * the whole export on the server (nothing stays half-exported) and rejects here.
   */
  async exportInSteps(ids: number[], onStep: (step: DraftBatchResult) => void): Promise<DraftBatchResult> {
    let step = await draftsApi.batchExport({ ids });
    onStep(step);
    while (step.finished === false && step.exportId) {
      step = await draftsApi.batchExport({ ids, exportId: step.exportId });
      onStep(step);
    }
    return step;
  },

  serviceTypes: (signal?: AbortSignal) =>
    api.get('serviceTypes?includeInactive=true', { schema: z.array(ServiceTypeSchema), signal }),

  /** Every active store of a retailer, in store-number order: `GET stores` without paging answers the whole array. */
  retailerStores: (retailerId: number, signal?: AbortSignal): Promise<Store[]> =>
    api.get(`stores?retailerId=${retailerId}&includeInactive=false`, { schema: z.array(StoreSchema), signal }),

  /**
   * The retailer's job products: its jobs (`jobs/lookup`, within the window when given), then each job's products.
   */
  async jobProducts(
    retailerId: number,
    window: { startDate: string; endDate: string } | undefined,
    signal?: AbortSignal,
  ): Promise<JobProductOption[]> {
    const query = new URLSearchParams({ retailerId: String(retailerId), ...window });
    const jobs = await api.get(`jobs/lookup?${query}`, { schema: z.array(JobLookupItemSchema), signal });
    const products = await Promise.all(
      jobs.map(async (job) =>
        (await api.get(`jobs/jobProducts?jobId=${job.id}`, { schema: z.array(JobProductSchema), signal })).map((p) => ({
          ...p,
          jobNumber: job.jobNumber,
          description: job.description,
        })),
      ),
    );
    return products.flat().sort((a, b) => a.jobNumber.localeCompare(b.jobNumber) || a.product.localeCompare(b.product));
  },
};
