import { draftSchedulesRoutes } from '@shelfline/shared/routes/draftschedules.routes';
import { implement } from '../../common/api-handler.ts';
import { setDraftsInactive } from '../../data/drafts/drafts.repository.ts';
import { batchResult, selectedDrafts } from './batch-drafts.ts';

/**
 * POST draftSchedules/batch/deactivate: `isInactive` (default true; false activates, docs/decisions.md#drafts: one toggle with
 * a flag) on every selected draft, whatever its status (read-only drafts too: it is a list filter, not an edit), in
 * one transaction. 404 naming unknown ids and 409 for a draft in an export, with nothing changed.
 */
export const batchDeactivate = implement(draftSchedulesRoutes.batchDeactivate, async ({ body, auth }) => {
  const heads = await selectedDrafts(body.ids);
  await setDraftsInactive(
    heads.map((h) => h.id),
    body.isInactive,
    auth.username,
  );
  return batchResult(heads);
});
