import type {
  BulkResult,
  DetailFieldValue,
  DetailFilterInput,
  DetailsPagedRequest,
  DraftDetail,
} from '@shelfline/shared/contracts/draft.contract';
import type { DraftStatus } from '@shelfline/shared/draft-status';
import { draftSchedulesRoutes as routes } from '@shelfline/shared/routes/draftschedules.routes';
import { callRoute } from '../../../app/api.ts';
import type { RouteArgs } from '../../../lib/route-call.ts';

/** Body of PATCH details/findMissingWorkers. */
type FindMissingWorkers = RouteArgs<typeof routes.findMissingWorkers>['body'];

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
};
