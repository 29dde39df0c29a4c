import type {
  DraftBatch,
  DraftBatchResult,
  DraftCreate,
  DraftJob,
  DraftJobUpdate,
  DraftUpdate,
} from '@shelfline/shared/contracts/draft.contract';
import type { JobProduct } from '@shelfline/shared/contracts/job.contract';
import { draftSchedulesRoutes as routes } from '@shelfline/shared/routes/draftschedules.routes';
import { jobsRoutes } from '@shelfline/shared/routes/jobs.routes';
import { callRoute } from '../../app/api.ts';
import { asPage } from '../../components/crud/page-query.ts';
import type { RouteArgs } from '../../lib/route-call.ts';

/** A job product of the retailer, as the Add jobs modal and the Helper Job # select offer it. */
export interface JobProductOption extends JobProduct {
  jobNumber: string;
  description: string;
}

/** The helper-job lookup window (000 §7.4). */
export interface HelperWindow {
  startDate: string;
  endDate: string;
}

/** The query of the draft list screen: GET draftSchedules with paging parameters. */
export type DraftListRequest = NonNullable<RouteArgs<typeof routes.list>['query']> & { pageNumber: number };

/** YYYY-MM-DD of today moved by whole months (the helper-job lookup window, 000 §7.4). */
export function monthsFromToday(months: number, today = new Date()): string {
  const d = new Date(Date.UTC(today.getFullYear(), today.getMonth() + months, today.getDate()));
  return d.toISOString().slice(0, 10);
}

export const draftsApi = {
  /** One page of the list (GET draftSchedules with paging parameters answers a `Paged<Draft>`). */
  list: async (query: DraftListRequest, signal?: AbortSignal) =>
    asPage(await callRoute(routes.list, { query, signal })),
  get: (id: number, signal?: AbortSignal) => callRoute(routes.get, { params: { id }, signal }),
  create: (input: DraftCreate) => callRoute(routes.create, { body: input }),
  update: (id: number, input: DraftUpdate) => callRoute(routes.update, { params: { id }, body: input }),
  remove: (id: number) => callRoute(routes.remove, { params: { id } }),
  addStores: (id: number, storeIds: number[]) =>
    callRoute(routes.addStores, { params: { id }, body: { storeId: storeIds } }),
  removeStore: (id: number, storeId: number) => callRoute(routes.removeStore, { params: { id, storeId } }),
  addJobs: (id: number, jobProductIds: number[]) =>
    callRoute(routes.addJobs, { params: { id }, body: { jobProductId: jobProductIds } }),
  removeJob: (id: number, jobId: number) => callRoute(routes.removeJob, { params: { id, jobId } }),
  updateJob: (draftId: number, job: DraftJob, input: DraftJobUpdate) =>
    callRoute(routes.updateJob, { params: { draftId, jobId: job.id }, body: input }),
  setJobDates: (jobId: number, startDate: string, endDate: string) =>
    callRoute(routes.setJobDates, { params: { id: jobId }, body: { startDate, endDate } }),
  clearJobDates: (jobId: number) => callRoute(routes.clearJobDates, { params: { id: jobId } }),
  batchDelete: (body: DraftBatch) => callRoute(routes.batchDelete, { body }),
  batchDeactivate: (body: DraftBatch) => callRoute(routes.batchDeactivate, { body }),
  batchExport: (body: DraftBatch) => callRoute(routes.batchExport, { body }),
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

  /** The retailer's jobs within the lookup window (`jobs/lookup`); the job products come from each job's products. */
  jobsInWindow: (retailerId: number, window: HelperWindow, signal?: AbortSignal) =>
    callRoute(jobsRoutes.lookup, { query: { retailerId: [retailerId], ...window }, signal }),
};
