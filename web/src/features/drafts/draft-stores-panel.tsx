import Button from '@cloudscape-design/components/button';
import ExpandableSection from '@cloudscape-design/components/expandable-section';
import type { Draft, DraftStore } from '@shelfline/shared/contracts/draft.contract';
import { useState } from 'react';
import { useNotifications } from '../../app/providers/notifications.tsx';
import { ConfirmModal } from '../../components/crud/confirm-modal.tsx';
import { PagedTable } from '../../components/paged-table.tsx';
import { AddStoresModal } from './add-stores-modal.tsx';
import { draftsApi } from './drafts-api.ts';
import { failureNotice } from './failure-notice.ts';
import { draftStrings } from './strings.ts';

const s = draftStrings.stores;

export interface DraftPanelProps {
  draft: Draft;
  readOnly: boolean;
  /** The draft as the last call answered it. */
  onChanged: (draft: Draft) => void;
}

/** 'Stores (n)' (000 §2.6): the draft's stores with Add Stores and a remove button per store. */
export function DraftStoresPanel({ draft, readOnly, onChanged }: DraftPanelProps) {
  const { notify } = useNotifications();
  const [adding, setAdding] = useState(false);
  const [removing, setRemoving] = useState<number>();
  const [asking, setAsking] = useState<DraftStore>();
  const stores = draft.draftStores ?? [];

  const remove = async (store: DraftStore) => {
    setRemoving(store.storeId);
    try {
      onChanged(await draftsApi.removeStore(draft.id, store.storeId));
    } catch (error) {
      notify(failureNotice(s.removeFailed, error));
    } finally {
      setRemoving(undefined);
    }
  };

  return (
    <ExpandableSection
      variant="container"
      defaultExpanded
      headerText={s.panel(stores.length)}
      headerActions={
        <Button disabled={readOnly} onClick={() => setAdding(true)} data-testid="add-stores">
          {s.add}
        </Button>
      }
      data-testid="stores-panel"
    >
      <PagedTable<DraftStore>
        rows={stores}
        data-testid="draft-stores"
        trackBy={(x) => String(x.storeId)}
        empty={s.empty}
        columnDefinitions={[
          { id: 'storeNumber', header: s.storeNumber, cell: (x) => x.storeNumber, width: 110 },
          { id: 'address', header: s.address, cell: (x) => x.address },
          { id: 'province', header: s.province, cell: (x) => x.province },
          { id: 'city', header: s.city, cell: (x) => x.city },
          {
            id: 'remove',
            header: s.remove,
            width: 90,
            cell: (x) => (
              <Button
                variant="inline-icon"
                iconName="remove"
                ariaLabel={s.removeLabel(x.storeNumber)}
                disabled={readOnly || removing !== undefined}
                loading={removing === x.storeId}
                onClick={() => setAsking(x)}
                data-testid="remove-store"
              />
            ),
          },
        ]}
      />
      <ConfirmModal
        visible={asking !== undefined}
        title={asking ? s.removeQuestion(asking.storeNumber, draft.draftJobs?.length ?? 0) : ''}
        confirmLabel={s.remove}
        onConfirm={async () => {
          if (asking) await remove(asking);
          setAsking(undefined);
        }}
        onDismiss={() => setAsking(undefined)}
      />
      <AddStoresModal
        visible={adding}
        draft={draft}
        onAdded={(next) => {
          onChanged(next);
          setAdding(false);
        }}
        onDismiss={() => setAdding(false)}
      />
    </ExpandableSection>
  );
}
