import type { RouteImplementation } from '../../common/api-handler.ts';
import { addJobs } from './add-jobs.route.ts';
import { addStores } from './add-stores.route.ts';
import { batchDeactivate } from './batch-deactivate.route.ts';
import { batchDelete } from './batch-delete.route.ts';
import { clearJobDates } from './clear-job-dates.route.ts';
import { create } from './create.route.ts';
import { get } from './get.route.ts';
import { list } from './list.route.ts';
import { remove } from './remove.route.ts';
import { removeJob } from './remove-job.route.ts';
import { removeStore } from './remove-store.route.ts';
import { setJobDates } from './set-job-dates.route.ts';
import { update } from './update.route.ts';
import { updateJob } from './update-job.route.ts';

/** Drafts, their stores and jobs: list, get, create, update, delete, stores, jobs, job dates, batch delete/deactivate. */
export const draftRoutes: RouteImplementation[] = [
  list,
  get,
  create,
  update,
  remove,
  addStores,
  removeStore,
  addJobs,
  removeJob,
  updateJob,
  setJobDates,
  clearJobDates,
  batchDelete,
  batchDeactivate,
];
