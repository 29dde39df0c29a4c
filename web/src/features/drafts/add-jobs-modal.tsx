import Box from '@cloudscape-design/components/box';
import Table from '@cloudscape-design/components/table';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { draftJobProductsQuery } from '../../queries/drafts.ts';
import { draftsApi, type JobProductOption } from './drafts-api.ts';
import { type AddManyModalProps, PickManyFilter, PickManyModal, usePickMany } from './pick-many-modal.tsx';
import { draftStrings } from './strings.ts';

const s = draftStrings.jobs;

/** Add jobs (000 §2.6): the retailer's job products (its active jobs' products) not yet in the draft. */
export function AddJobsModal(props: AddManyModalProps) {
  if (!props.visible) return null;
  return <OpenAddJobsModal {...props} />;
}

const productText = (p: JobProductOption) =>
  `${p.jobNumber} ${p.description} ${p.product} ${p.serviceType ?? ''}`.toLowerCase();

function OpenAddJobsModal({ draft, onAdded, onDismiss }: AddManyModalProps) {
  const products = useQuery(draftJobProductsQuery(draft.retailerId));
  const [filter, setFilter] = useState('');
  const { chosen, selectShown } = usePickMany();

  const inDraft = useMemo(() => new Set((draft.draftJobs ?? []).map((j) => j.jobProductId)), [draft.draftJobs]);
  const needle = filter.trim().toLowerCase();
  const available = useMemo(
    () => (products.data ?? []).filter((p) => !inDraft.has(p.id) && (!needle || productText(p).includes(needle))),
    [products.data, inDraft, needle],
  );

  return (
    <PickManyModal
      testId="add-jobs"
      strings={s}
      draft={draft}
      chosen={chosen}
      fetchError={products.error}
      save={draftsApi.addJobs}
      onAdded={onAdded}
      onDismiss={onDismiss}
    >
      <Table<JobProductOption>
        variant="embedded"
        data-testid="add-jobs-table"
        data-loading={products.isPending ? 'true' : 'false'}
        items={available}
        trackBy={(p) => String(p.id)}
        loading={products.isPending}
        loadingText={s.loadingJobs}
        selectionType="multi"
        selectedItems={available.filter((p) => chosen.has(p.id))}
        onSelectionChange={(event) => selectShown(available, event.detail.selectedItems)}
        ariaLabels={{
          allItemsSelectionLabel: () => s.selectAll,
          itemSelectionLabel: (_, p) => s.selectOne(p.jobNumber, p.product),
        }}
        filter={<PickManyFilter testId="add-jobs" strings={s} value={filter} onChange={setFilter} />}
        empty={<Box textAlign="center">{s.noJobs}</Box>}
        columnDefinitions={[
          { id: 'jobNumber', header: s.jobNumber, cell: (p) => p.jobNumber, width: 110 },
          { id: 'description', header: s.description, cell: (p) => p.description },
          { id: 'product', header: s.product, cell: (p) => p.product },
          { id: 'serviceType', header: s.serviceType, cell: (p) => p.serviceType ?? '' },
        ]}
      />
    </PickManyModal>
  );
}
