import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Pagination from '@cloudscape-design/components/pagination';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Table from '@cloudscape-design/components/table';
import { MAX_IDS_PER_ADD } from '@shelfline/shared/contracts/draft.contract';
import type { Store } from '@shelfline/shared/contracts/store.contract';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { crudStrings } from '../../components/crud/crud-strings.ts';
import { storesOfRetailerQuery } from '../../queries/stores.ts';
import { draftsApi } from './drafts-api.ts';
import { type AddManyModalProps, PickManyFilter, PickManyModal, usePickMany } from './pick-many-modal.tsx';
import { draftStrings } from './strings.ts';

const s = draftStrings.stores;
const PAGE = 20;

/** Add Stores (000 §2.6): the retailer's active stores not yet in the draft, filtered and multi-selected. */
export function AddStoresModal(props: AddManyModalProps) {
  if (!props.visible) return null;
  return <OpenAddStoresModal {...props} />;
}

const storeText = (x: Store) =>
  `${x.storeNumber} ${x.name} ${x.address1} ${x.address2 ?? ''} ${x.city} ${x.province} ${x.postalCode}`.toLowerCase();

function OpenAddStoresModal({ draft, onAdded, onDismiss }: AddManyModalProps) {
  const stores = useQuery(storesOfRetailerQuery(draft.retailerId));
  const [filter, setFilter] = useState('');
  const [page, setPage] = useState(1);
  const { chosen, setChosen, selectShown } = usePickMany();

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

  const selectAllFiltered = () =>
    setChosen((was) => {
      const next = new Set(was);
      for (const x of filtered) next.add(x.id);
      return next;
    });

  return (
    <PickManyModal
      testId="add-stores"
      strings={s}
      draft={draft}
      chosen={chosen}
      blocked={tooMany}
      fetchError={stores.error}
      notice={tooMany && <Alert type="warning">{s.tooMany(MAX_IDS_PER_ADD)}</Alert>}
      save={draftsApi.addStores}
      onAdded={onAdded}
      onDismiss={onDismiss}
    >
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
        onSelectionChange={(event) => selectShown(pageItems, event.detail.selectedItems)}
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
          <PickManyFilter
            testId="add-stores"
            strings={s}
            value={filter}
            countText={needle ? draftStrings.list.matches(filtered.length) : undefined}
            onChange={(value) => {
              setFilter(value);
              setPage(1);
            }}
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
    </PickManyModal>
  );
}
