import type {
  AddService,
  BulkStepResult,
  ScheduleBatchUpdate,
  ScheduleEmail,
  ScheduleRow,
  ScheduleUpdate,
} from '@shelfline/shared/contracts/schedule.contract';
import { scheduleRoutes } from '@shelfline/shared/routes/schedule.routes';
import type { ScheduleBulkAction } from '@shelfline/shared/schedule-rules';
import { callRoute } from '../../../app/api.ts';
import type { ScheduleFilterBody, ScheduleListBody } from './filter-state.ts';

/** The route of each bulk action (000 §7.5, schedule.routes.ts). */
const BULK_ROUTES = {
  activate: scheduleRoutes.activate,
  deactivate: scheduleRoutes.deactivate,
  delete: scheduleRoutes.remove,
  highlight: scheduleRoutes.highlight,
  unsubmit: scheduleRoutes.unsubmit,
} as const satisfies Record<ScheduleBulkAction, unknown>;

/** The schedule calls of both screens (000 §7.5); the reads are asked through `queries/schedule.ts`. */
export const scheduleApi = {
  page: (request: ScheduleListBody, signal?: AbortSignal) => callRoute(scheduleRoutes.list, { body: request, signal }),
  update: (update: ScheduleUpdate): Promise<ScheduleRow> => callRoute(scheduleRoutes.update, { body: update }),
  bulkStep: (
    action: ScheduleBulkAction,
    body: ScheduleFilterBody & { serviceId?: number; isHighlighted?: boolean },
  ): Promise<BulkStepResult> => callRoute(BULK_ROUTES[action], { body }),
  /** One step of PATCH schedule/batch: one field group on every filtered service (repeat until `finished`). */
  batchUpdateStep: (body: ScheduleBatchUpdate): Promise<BulkStepResult> =>
    callRoute(scheduleRoutes.batchUpdate, { body }),
  addService: (body: AddService): Promise<ScheduleRow> => callRoute(scheduleRoutes.addService, { body }),
  email: (body: ScheduleEmail) => callRoute(scheduleRoutes.email, { body }),
  /** The file is written to S3; the answer is its link (`downloadExported`). */
  exportExcel: (filter: ScheduleFilterBody) => callRoute(scheduleRoutes.exportExcel, { body: filter }),
};
