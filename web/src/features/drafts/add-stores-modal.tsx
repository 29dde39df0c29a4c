import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Modal from '@cloudscape-design/components/modal';
import Pagination from '@cloudscape-design/components/pagination';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Table from '@cloudscape-design/components/table';
import TextFilter from '@cloudscape-design/components/text-filter';
import { type Draft, MAX_IDS_PER_ADD } from '@shelfline/shared/contracts/draft.contract';
import type { Store } from '@shelfline/shared/contracts/store.contract';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useNotifications } from '../../app/providers/notifications.tsx';
import { crudStrings } from '../../components/crud/crud-strings.ts';
import { dismissUnlessOverlay, ModalFooter } from '../../components/crud/modal-parts.tsx';
import { messagesOf } from '../../lib/api-client.ts';
import { draftKeys, draftsApi } from './drafts-api.ts';
import { failureNotice } from './failure-notice.ts';
import { draftStrings } from './strings.ts';

const s = draftStrings.stores;
const PAGE = 20;

export interface AddStoresModalProps {
  visible: boolean;
  draft: Draft;
  onAdded: (draft: Draft) => void;
  onDismiss: () => void;
}

/** Add Stores (000 §2.6): the retailer's active stores not yet in the draft, filtered and multi-selected. */
export function AddStoresModal(props: AddStoresModalProps) {
  if (!props.visible) return null;
  return <OpenAddStoresModal {...props} />;
}

const storeText = (x: Store) =>
  `${x.storeNumber} ${x.name} ${x.address1} ${x.address2 ?? ''} ${x.city} ${x.province} ${x.postalCode}`.toLowerCase();

function OpenAddStoresModal({ draft, onAdded, onDismiss }: AddStoresModalProps) {
  const { notify } = useNotifications();
  const stores = useQuery({
    queryKey: draftKeys.retailerStores(draft.retailerId),
    queryFn: ({ signal }) => draftsApi.retailerStores(draft.retailerId, signal),
  });
  const [filter, setFilter] = useState('');
  const [page, setPage] = useState(1);
  const [chosen, setChosen] = useState<ReadonlySet<number>>(new Set());
  const [saving, setSaving] = useState(false);

  const inDraft = useMemo(() => new Set((draft.draftStores ?? []).map((x) => x.storeId)), [draft.draftStores]);
  const available = useMemo(() => (stores.data ?? []).filter((x) => !inDraft.has(x.id)), [stores.data, inDraft]);
  const needle = filter.trim().toLowerCase();
  const filtered = useMemo(
    () => (needle ? available.filter((x) => storeText(x).includes(needle)) : available),
    [available, needle],
  );
  const pages = Math.max(1, Math.ceil(filtered.length / PAGE));
  const current = Math.min(page, pages);
  const pageItems = filtered.slice((current - 1) * PAGE, current * PAGE);
  const tooMany = chosen.size > MAX_IDS_PER_ADD;

  const select = (onPage: readonly Store[]) =>
    setChosen((was) => {
      const next = new Set(was);
      for (const x of pageItems) next.delete(x.id);
      for (const x of onPage) next.add(x.id);
      return next;
    });
  const selectAllFiltered = () =>
    setChosen((was) => {
      const next = new Set(was);
      for (const x of filtered) next.add(x.id);
      return next;
    });

  const add = async () => {
    const ids = [...chosen];
    if (!ids.length || tooMany || saving) return;
    setSaving(true);
    try {
      const next = await draftsApi.addStores(draft.id, ids);
      notify({ type: 'success', content: s.added(ids.length) });
      onAdded(next);
    } catch (error) {
      notify(failureNotice(s.addFailed(ids), error));
      setSaving(false);
    }
  };

  return (
    <Modal
      visible
      header={s.modalTitle}
      size="large"
      closeAriaLabel={crudStrings.close}
      onDismiss={dismissUnlessOverlay(onDismiss, saving)}
      data-testid="add-stores-modal"
      footer={
        <ModalFooter>
          <Button variant="link" onClick={onDismiss} disabled={saving} data-testid="add-stores-cancel">
            {crudStrings.cancel}
          </Button>
          <Button
            variant="primary"
            onClick={() => void add()}
            disabled={chosen.size === 0 || tooMany}
            loading={saving}
            data-testid="add-stores-submit"
          >
            {s.submit(chosen.size)}
          </Button>
        </ModalFooter>
      }
    >
      <SpaceBetween size="s">
        <Box>{s.modalIntro(draft.retailer)}</Box>
        {stores.error && (
          <Alert type="error" header={s.fetchFailed}>
            {messagesOf(stores.error).join(' ')}
          </Alert>
        )}
        {tooMany && <Alert type="warning">{s.tooMany(MAX_IDS_PER_ADD)}</Alert>}
        <Table<Store>
          variant="embedded"
          wrapLines
          data-testid="add-stores-table"
          data-loading={stores.isPending ? 'true' : 'false'}
          items={pageItems}
          trackBy={(x) => String(x.id)}
          loading={stores.isPending}
          loadingText={s.loadingStores}
          selectionType="multi"
          selectedItems={pageItems.filter((x) => chosen.has(x.id))}
          onSelectionChange={(event) => select(event.detail.selectedItems)}
          ariaLabels={{
            allItemsSelectionLabel: () => s.selectAllFiltered(pageItems.length),
            itemSelectionLabel: (_, x) => s.selectOne(x.storeNumber),
          }}
          header={
            <SpaceBetween direction="horizontal" size="xs" alignItems="center">
              <Box data-testid="stores-selected">{s.selected(chosen.size)}</Box>
              <Button onClick={selectAllFiltered} disabled={filtered.length === 0} data-testid="select-all-filtered">
                {s.selectAllFiltered(filtered.length)}
              </Button>
              <Button variant="link" onClick={() => setChosen(new Set())} disabled={chosen.size === 0}>
                {s.clearSelection}
              </Button>
            </SpaceBetween>
          }
          filter={
            <TextFilter
              filteringText={filter}
              filteringPlaceholder={s.filterPlaceholder}
              filteringAriaLabel={s.filterPlaceholder}
              countText={needle ? draftStrings.list.matches(filtered.length) : undefined}
              onChange={(event) => {
                setFilter(event.detail.filteringText);
                setPage(1);
              }}
              data-testid="add-stores-filter"
            />
          }
          pagination={
            <Pagination
              currentPageIndex={current}
              pagesCount={pages}
              onChange={(event) => setPage(event.detail.currentPageIndex)}
              ariaLabels={crudStrings.pagination}
            />
          }
          empty={<Box textAlign="center">{s.noStores}</Box>}
          columnDefinitions={[
            { id: 'storeNumber', header: s.storeNumber, cell: (x) => x.storeNumber, width: 100 },
            { id: 'name', header: s.name, cell: (x) => x.name },
            { id: 'address', header: s.address, cell: (x) => x.address1 },
            { id: 'city', header: s.city, cell: (x) => x.city },
            { id: 'province', header: s.province, cell: (x) => x.province },
          ]}
        />
      </SpaceBetween>
    </Modal>
  );
}
