import type { RouteImplementation } from '../../common/api-handler.ts';
import { addWorker } from './add-worker.route.ts';
import { batchUpdateDetails } from './batch-update-details.route.ts';
import { bulkReplaceWorker } from './bulk-replace-worker.route.ts';
import { listDetails } from './list-details.route.ts';
import { removeWorker } from './remove-worker.route.ts';
import { removeWorkers } from './remove-workers.route.ts';
import { setStatus } from './set-status.route.ts';
import { updateDetail } from './update-detail.route.ts';
import { updateWorker } from './update-worker.route.ts';

/** Service rows: details-paged, row edits, bulk edit, workers, bulk replace, remove workers, status. */
export const detailRoutes: RouteImplementation[] = [
  listDetails,
  updateDetail,
  batchUpdateDetails,
  addWorker,
  updateWorker,
  removeWorker,
  bulkReplaceWorker,
  removeWorkers,
  setStatus,
];
