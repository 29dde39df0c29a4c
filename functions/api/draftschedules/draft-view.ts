import type { Draft, DraftStore } from '@shelfline/shared/contracts/draft.contract';
import type { LoadedDraft } from '../../data/drafts/drafts.repository.ts';
import type { BlockStore, DraftHead } from '../../data/entities/draft.entity.ts';
import { storesOf } from '../../domain/drafts/row-blocks.ts';

/** A draft store as the edit screen's store table shows it (000 §3.2 store row). */
export function toDraftStore(store: BlockStore): DraftStore {
  return {
    storeId: store.storeId,
    storeNumber: store.storeNumber,
    address: store.address2 ? `${store.address1}, ${store.address2}` : store.address1,
    province: store.province,
    city: store.city,
  };
}

/**
 * The Draft contract of a head: the list row (no stores, no jobs), or with `loaded` (head and blocks read) the whole
 * draft of `GET draftSchedules/{id}` — `draftStores` in store-number order, `draftJobs` in the order added.
 */
export function toDraft(head: DraftHead, loaded?: LoadedDraft): Draft {
  const draft: Draft = {
    id: head.id,
    name: head.name,
    retailer: head.retailer,
    retailerId: head.retailerId,
    detailsCount: head.detailsCount,
    storesCount: head.storesCount,
    jobsCount: head.jobsCount,
    createdOn: head.createdAt,
    createdBy: head.createdBy,
    modifiedOn: head.modifiedAt,
    modifiedBy: head.modifiedBy,
    status: head.status,
    isInactive: head.isInactive,
    version: head.version,
  };
  if (!loaded) return draft;
  return { ...draft, draftStores: storesOf(loaded).map(toDraftStore), draftJobs: head.jobs.map((j) => ({ ...j })) };
}

/** The whole draft after a change (mutateDraft answers the saved draft in memory). */
export const draftOf = (loaded: LoadedDraft): Draft => toDraft(loaded.head, loaded);
