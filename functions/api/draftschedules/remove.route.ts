import { draftSchedulesRoutes } from '@shelfline/shared/routes/draftschedules.routes';
import { implement, respond } from '../../common/api-handler.ts';
import { assertEditable, deleteDraftItems, loadDraft } from '../../data/drafts/drafts.repository.ts';

/**
 * DELETE draftSchedules/{id} (the edit screen's Delete): head and every row block in one transaction. Refused (409)
 * for a Completed or Exported draft (read-only there) and while an export runs; the list's batch delete removes
 * drafts of any status.
 */
export const remove = implement(draftSchedulesRoutes.remove, async ({ params }) => {
  const draft = await loadDraft(params.id);
  assertEditable(draft.head);
  await deleteDraftItems(draft);
  return respond(204);
});
