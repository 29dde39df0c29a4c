import { draftSchedulesRoutes } from '@shelfline/shared/routes/draftschedules.routes';
import { implement } from '../../common/api-handler.ts';
import { deleteDraftItems, loadDraft } from '../../data/drafts/drafts.repository.ts';
import { batchResult, selectedDrafts } from './batch-drafts.ts';

/**
 * POST draftSchedules/batch/delete: the selected drafts, of any status (the list's housekeeping, e.g. exported
 * drafts), after checking that all exist and none is being exported. Each draft goes in its own transaction (head
 * and blocks); answers the draft count and their services.
 */
export const batchDelete = implement(draftSchedulesRoutes.batchDelete, async ({ body }) => {
  const heads = await selectedDrafts(body.ids);
  for (const head of heads) await deleteDraftItems(await loadDraft(head.id));
  return batchResult(heads);
});
