import { draftSchedulesRoutes } from '@shelfline/shared/routes/draftschedules.routes';
import { implement } from '../../common/api-handler.ts';
import { NotFoundError } from '../../common/http-errors.ts';
import { mutateDraft } from '../../data/drafts/drafts.repository.ts';
import { recount, removeRowsWhere, removeStoreFromBlocks, storesOf } from '../../domain/drafts/row-blocks.ts';
import { draftOf } from './draft-view.ts';

/** DELETE draftSchedules/{id}/stores/{storeId}: the store and all its rows leave the draft (404 when not in it). */
export const removeStore = implement(draftSchedulesRoutes.removeStore, async ({ params, auth }) => {
  const { draft } = await mutateDraft(params.id, auth.username, (loaded) => {
    if (!storesOf(loaded).some((s) => s.storeId === params.storeId))
      throw new NotFoundError(`Store ${params.storeId} is not in draft schedule ${params.id}.`);
    removeRowsWhere(loaded, (row) => row.storeId === params.storeId);
    removeStoreFromBlocks(loaded, params.storeId);
    recount(loaded);
  });
  return draftOf(draft);
});
