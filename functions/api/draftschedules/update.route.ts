import { draftSchedulesRoutes } from '@shelfline/shared/routes/draftschedules.routes';
import { implement } from '../../common/api-handler.ts';
import { ConflictError } from '../../common/http-errors.ts';
import { mutateDraft } from '../../data/drafts/drafts.repository.ts';
import { draftOf } from './draft-view.ts';

/**
 * PUT draftSchedules/{id}: name and Is Inactive, with the version read (409 when someone changed the draft since;
 * thrown inside the change, so mutateDraft does not retry it). Refused (409) for a Completed or Exported draft,
 * whose edit screen is read-only; the list's batch inactivate/activate works for any status.
 */
export const update = implement(draftSchedulesRoutes.update, async ({ params, body, auth }) => {
  const { draft } = await mutateDraft(params.id, auth.username, (loaded) => {
    if (loaded.head.version !== body.version)
      throw new ConflictError(`Draft schedule ${params.id} was changed by someone else. Reload it and try again.`);
    loaded.head.name = body.name;
    loaded.head.isInactive = body.isInactive;
    loaded.headChanged = true;
  });
  return draftOf(draft);
});
