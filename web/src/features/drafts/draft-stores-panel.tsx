import type { DraftStore } from '@shelfline/shared/contracts/draft.contract';
import { AddStoresModal } from './add-stores-modal.tsx';
import { type DraftPanelProps, DraftRowsPanel, usePanelChange } from './draft-panel.tsx';
import { draftsApi } from './drafts-api.ts';
import { draftStrings } from './strings.ts';

const s = draftStrings.stores;

/** 'Stores (n)' (000 §2.6): the draft's stores with Add Stores and a remove button per store. */
export function DraftStoresPanel({ draft, readOnly, onChanged }: DraftPanelProps) {
  const { busy, change } = usePanelChange<number>(onChanged);
  return (
    <DraftRowsPanel<DraftStore, number>
      draft={draft}
      readOnly={readOnly}
      onChanged={onChanged}
      name="stores"
      one="store"
      strings={s}
      rows={draft.draftStores ?? []}
      keyOf={(x) => x.storeId}
      busy={busy}
      columnDefinitions={[
        { id: 'storeNumber', header: s.storeNumber, cell: (x) => x.storeNumber, width: 110 },
        { id: 'address', header: s.address, cell: (x) => x.address },
        { id: 'province', header: s.province, cell: (x) => x.province },
        { id: 'city', header: s.city, cell: (x) => x.city },
      ]}
      removeLabel={(x) => s.removeLabel(x.storeNumber)}
      removeQuestion={(x) => s.removeQuestion(x.storeNumber, draft.draftJobs?.length ?? 0)}
      remove={(x) => change(x.storeId, () => draftsApi.removeStore(draft.id, x.storeId), s.removeFailed)}
      AddModal={AddStoresModal}
    />
  );
}
