import { draftSchedulesRoutes } from '@shelfline/shared/routes/draftschedules.routes';
import { implement } from '../../common/api-handler.ts';
import { env } from '../../common/env.ts';
import { exportDrafts } from '../../domain/drafts/export-saga.ts';

/**
 * POST draftSchedules/batch/export (000 §2.5): exports the selected Completed drafts into live services, all or
 * nothing, in steps the client drives with the `exportId` the first call answers (the saga: export-saga.ts).
 */
export const batchExport = implement(draftSchedulesRoutes.batchExport, async ({ body, auth, log }) =>
  exportDrafts({
    ids: [...new Set(body.ids)],
    exportId: body.exportId,
    // Counted from the call's start: an undo of an abandoned export before it leaves less time for writing.
    budget: {
      ms: env.exportStepBudgetMs,
      items: body.stepItems ?? Number.POSITIVE_INFINITY,
      started: performance.now(),
    },
    by: auth.username,
    log,
  }),
);
