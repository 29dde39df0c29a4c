import { draftSchedulesRoutes } from '@shelfline/shared/routes/draftschedules.routes';
import { implement } from '../../common/api-handler.ts';
import { mutateDraft } from '../../data/drafts/drafts.repository.ts';
import { newRowFields, pairsOf } from '../../domain/drafts/generate-rows.ts';
import { addRow, blockFor, recount } from '../../domain/drafts/row-blocks.ts';
import { storesToAdd } from './draft-references.ts';
import { draftOf } from './draft-view.ts';

/**
 * POST draftSchedules/{id}/stores: one store id or several, all or nothing (400 listing the refused ids). Each store
 * joins its row block with a row for every job of the draft; the whole change is one transaction, and a draft
 * growing past 10,000 rows is refused (400).
 */
export const addStores = implement(draftSchedulesRoutes.addStores, async ({ params, body, auth }) => {
  const { draft } = await mutateDraft(params.id, auth.username, async (loaded) => {
    const stores = await storesToAdd(loaded, body.storeId);
    for (const { store, job } of pairsOf(stores, loaded.head.jobs)) addRow(loaded, store, newRowFields(job));
    for (const store of stores) {
      // A store with no job yet still joins its block (the draft's store list).
      const block = blockFor(loaded, store.storeId);
      block.stores[String(store.storeId)] = store;
      block.changed = true;
    }
    recount(loaded);
  });
  return draftOf(draft);
});
