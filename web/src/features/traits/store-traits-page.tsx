import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Checkbox from '@cloudscape-design/components/checkbox';
import ColumnLayout from '@cloudscape-design/components/column-layout';
import Container from '@cloudscape-design/components/container';
import FormField from '@cloudscape-design/components/form-field';
import Header from '@cloudscape-design/components/header';
import Pagination from '@cloudscape-design/components/pagination';
import Select from '@cloudscape-design/components/select';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Table from '@cloudscape-design/components/table';
import TextFilter from '@cloudscape-design/components/text-filter';
import type { Store } from '@shelfline/shared/contracts/store.contract';
import type { StoreTrait } from '@shelfline/shared/contracts/trait.contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useNotifications } from '../../app/providers/notifications.tsx';
import { ConfirmModal } from '../../components/crud/confirm-modal.tsx';
import { crudStrings } from '../../components/crud/crud-strings.ts';
import { RowActions } from '../../components/crud/row-actions.tsx';
import { useDocumentTitle } from '../../components/use-document-title.ts';
import { messagesOf } from '../../lib/api-client.ts';
import { jobTraitsQuery } from '../../queries/job-traits.ts';
import { storeTraitKeys, storeTraitsQuery } from '../../queries/store-traits.ts';
import { storesPageQuery } from '../../queries/stores.ts';
import { traitsApi } from '../jobs/jobs-api.ts';
import { JOB_STRINGS as s } from '../jobs/strings.ts';
import { JobPicker, useChosenJob } from './job-picker.tsx';

const PAGE_SIZE = 20;

/**
 * /storeTraits (001 §2): choose a job, which loads the stores of its retailer (server-paged) and its traits.
 * Clicking a store shows that store's traits; a chosen trait is added with Add to the store, or, with 'Add To
 * Multiple Stores', to every checked store. Add is enabled only when a trait and a store (or stores) are chosen.
 */
export function StoreTraitsPage() {
  useDocumentTitle(s.storeTraitsTitle);
  const chosen = useChosenJob();
  const job = chosen.job;
  const queryClient = useQueryClient();
  const { notify } = useNotifications();
  const [pageNumber, setPageNumber] = useState(1);
  const [search, setSearch] = useState('');
  const [store, setStore] = useState<Store>();
  const [multiple, setMultiple] = useState(false);
  const [checked, setChecked] = useState<Store[]>([]);
  const [traitId, setTraitId] = useState<number>();
  const [deleting, setDeleting] = useState<StoreTrait>();

  // A different job starts over.
  // biome-ignore lint/correctness/useExhaustiveDependencies: reset on job change only
  useEffect(() => {
    setPageNumber(1);
    setStore(undefined);
    setChecked([]);
    setTraitId(undefined);
  }, [job?.id]);

  const stores = useQuery({
    ...storesPageQuery({
      pageNumber,
      pageSize: PAGE_SIZE,
      sortBy: 'storeNumber',
      sortDesc: false,
      includeInactive: false,
      activeFilter: 'active',
      ...(search ? { search } : {}),
      retailerId: job ? [job.retailerId] : [],
    }),
    enabled: job !== undefined,
  });
  const traits = useQuery(jobTraitsQuery(job?.id));
  const storeTraits = useQuery(storeTraitsQuery(store?.id, job?.id));
  const refresh = () => queryClient.invalidateQueries({ queryKey: storeTraitKeys.all });
  const adding = useMutation({
    mutationFn: ({ jobId, chosenTrait, storeIds }: { jobId: number; chosenTrait: number; storeIds: number[] }) =>
      traitsApi.addToStores(jobId, chosenTrait, storeIds),
    onSuccess: () => {
      notify({ type: 'success', content: s.traitCreated });
      return refresh();
    },
    onError: (error) => notify({ type: 'error', content: messagesOf(error), autoClose: false }),
  });
  const removing = useMutation({
    mutationFn: (trait: StoreTrait) => traitsApi.removeFromStore(trait.id),
    onSuccess: () => notify({ type: 'success', content: s.traitDeleted }),
    onError: (error) => notify({ type: 'error', content: messagesOf(error), autoClose: false }),
    onSettled: () => {
      setDeleting(undefined);
      return refresh();
    },
  });

  const targets = multiple ? checked : store ? [store] : [];
  const canAdd = traitId !== undefined && targets.length > 0 && !adding.isPending;
  const traitOptions = (traits.data ?? []).map((t) => ({ value: String(t.id), label: t.traitDescription }));

  const add = () => {
    if (!job || traitId === undefined) return;
    adding.mutate({ jobId: job.id, chosenTrait: traitId, storeIds: targets.map((t) => t.id) });
  };

  const remove = async () => {
    if (deleting) await removing.mutateAsync(deleting).catch(() => undefined);
  };

  const totalPages = Math.max(1, Math.ceil((stores.data?.totalFilteredRecords ?? 0) / PAGE_SIZE));

  return (
    <SpaceBetween size="l">
      <Container header={<Header variant="h1">{s.storeTraitsTitle}</Header>}>
        <ColumnLayout columns={3}>
          <JobPicker chosen={chosen} />
          <FormField label={s.trait}>
            <Select
              data-testid="trait-picker"
              placeholder={s.chooseTrait}
              disabled={!job}
              options={traitOptions}
              selectedOption={traitOptions.find((o) => o.value === String(traitId)) ?? null}
              onChange={(e) => setTraitId(Number(e.detail.selectedOption.value))}
            />
          </FormField>
          <FormField label=" ">
            <SpaceBetween size="s" direction="horizontal" alignItems="center">
              <Button
                data-testid="add-store-trait"
                variant="primary"
                disabled={!canAdd}
                loading={adding.isPending}
                onClick={add}
              >
                {s.add}
              </Button>
              <Checkbox
                data-testid="add-multiple"
                checked={multiple}
                disabled={!job}
                onChange={(e) => {
                  setMultiple(e.detail.checked);
                  setChecked([]);
                }}
              >
                {s.addToMultiple}
              </Checkbox>
            </SpaceBetween>
          </FormField>
        </ColumnLayout>
      </Container>
      {job && (
        <ColumnLayout columns={2}>
          <Table<Store>
            data-testid="stores-table"
            header={
              <Header counter={stores.data ? `(${stores.data.totalFilteredRecords})` : undefined}>
                {`${s.stores} - ${job.retailer}`}
              </Header>
            }
            items={stores.data?.items ?? []}
            loading={stores.isPending}
            loadingText="Loading stores"
            trackBy={(x) => String(x.id)}
            selectionType={multiple ? 'multi' : 'single'}
            selectedItems={multiple ? checked : store ? [store] : []}
            onSelectionChange={(e) => {
              if (multiple) setChecked(e.detail.selectedItems);
              else setStore(e.detail.selectedItems[0]);
            }}
            onRowClick={(e) => setStore(e.detail.item)}
            isItemDisabled={() => false}
            ariaLabels={{
              selectionGroupLabel: 'Stores',
              allItemsSelectionLabel: () => 'Select all stores on this page',
              itemSelectionLabel: (_, x) => `Store ${x.storeNumber}`,
            }}
            columnDefinitions={[
              { id: 'storeNumber', header: 'Store #', cell: (x) => x.storeNumber },
              { id: 'name', header: 'Name', cell: (x) => x.name },
              { id: 'city', header: 'City', cell: (x) => x.city ?? '' },
            ]}
            filter={
              <TextFilter
                filteringText={search}
                filteringPlaceholder="Find stores"
                onChange={(e) => {
                  setSearch(e.detail.filteringText);
                  setPageNumber(1);
                }}
              />
            }
            pagination={
              <Pagination
                currentPageIndex={pageNumber}
                pagesCount={totalPages}
                onChange={(e) => setPageNumber(e.detail.currentPageIndex)}
              />
            }
            empty={<Box textAlign="center">No stores</Box>}
          />
          <Table<StoreTrait>
            data-testid="store-traits-table"
            header={<Header>{store ? `${s.storeTraits} ${store.storeNumber}` : s.storeTraits}</Header>}
            items={store ? (storeTraits.data ?? []) : []}
            loading={store !== undefined && storeTraits.isPending}
            loadingText="Loading traits"
            trackBy={(x) => String(x.id)}
            columnDefinitions={[
              { id: 'traitDescription', header: s.traitDescription, cell: (x) => x.traitDescription },
              {
                id: 'actions',
                header: crudStrings.actions,
                cell: (x) => <RowActions label={x.traitDescription} onDelete={() => setDeleting(x)} />,
              },
            ]}
            empty={<Box textAlign="center">{store ? s.noStoreTraits : s.chooseStore}</Box>}
          />
        </ColumnLayout>
      )}
      <ConfirmModal
        visible={deleting !== undefined}
        title={s.deleteTrait}
        onConfirm={remove}
        onDismiss={() => setDeleting(undefined)}
      />
    </SpaceBetween>
  );
}
