import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Modal from '@cloudscape-design/components/modal';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Table from '@cloudscape-design/components/table';
import TextFilter from '@cloudscape-design/components/text-filter';
import type { Draft } from '@shelfline/shared/contracts/draft.contract';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useNotifications } from '../../app/providers/notifications.tsx';
import { crudStrings } from '../../components/crud/crud-strings.ts';
import { dismissUnlessOverlay, ModalFooter } from '../../components/crud/modal-parts.tsx';
import { messagesOf } from '../../lib/api-client.ts';
import { draftKeys, draftsApi, type JobProductOption } from './drafts-api.ts';
import { failureNotice } from './failure-notice.ts';
import { draftStrings } from './strings.ts';

const s = draftStrings.jobs;

export interface AddJobsModalProps {
  visible: boolean;
  draft: Draft;
  onAdded: (draft: Draft) => void;
  onDismiss: () => void;
}

/** Add jobs (000 §2.6): the retailer's job products (its active jobs' products) not yet in the draft. */
export function AddJobsModal(props: AddJobsModalProps) {
  if (!props.visible) return null;
  return <OpenAddJobsModal {...props} />;
}

const productText = (p: JobProductOption) =>
  `${p.jobNumber} ${p.description} ${p.product} ${p.serviceType ?? ''}`.toLowerCase();

function OpenAddJobsModal({ draft, onAdded, onDismiss }: AddJobsModalProps) {
  const { notify } = useNotifications();
  const products = useQuery({
    queryKey: draftKeys.jobProducts(draft.retailerId, 'all'),
    queryFn: ({ signal }) => draftsApi.jobProducts(draft.retailerId, undefined, signal),
  });
  const [filter, setFilter] = useState('');
  const [chosen, setChosen] = useState<ReadonlySet<number>>(new Set());
  const [saving, setSaving] = useState(false);

  const inDraft = useMemo(() => new Set((draft.draftJobs ?? []).map((j) => j.jobProductId)), [draft.draftJobs]);
  const needle = filter.trim().toLowerCase();
  const available = useMemo(
    () => (products.data ?? []).filter((p) => !inDraft.has(p.id) && (!needle || productText(p).includes(needle))),
    [products.data, inDraft, needle],
  );

  const add = async () => {
    const ids = [...chosen];
    if (!ids.length || saving) return;
    setSaving(true);
    try {
      const next = await draftsApi.addJobs(draft.id, ids);
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
      data-testid="add-jobs-modal"
      footer={
        <ModalFooter>
          <Button variant="link" onClick={onDismiss} disabled={saving} data-testid="add-jobs-cancel">
            {crudStrings.cancel}
          </Button>
          <Button
            variant="primary"
            onClick={() => void add()}
            disabled={chosen.size === 0}
            loading={saving}
            data-testid="add-jobs-submit"
          >
            {s.submit(chosen.size)}
          </Button>
        </ModalFooter>
      }
    >
      <SpaceBetween size="s">
        <Box>{s.modalIntro(draft.retailer)}</Box>
        {products.error && (
          <Alert type="error" header={s.fetchFailed}>
            {messagesOf(products.error).join(' ')}
          </Alert>
        )}
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
          onSelectionChange={(event) =>
            setChosen((was) => {
              const next = new Set(was);
              for (const p of available) next.delete(p.id);
              for (const p of event.detail.selectedItems) next.add(p.id);
              return next;
            })
          }
          ariaLabels={{
            allItemsSelectionLabel: () => s.selectAll,
            itemSelectionLabel: (_, p) => s.selectOne(p.jobNumber, p.product),
          }}
          filter={
            <TextFilter
              filteringText={filter}
              filteringPlaceholder={s.filterPlaceholder}
              filteringAriaLabel={s.filterPlaceholder}
              onChange={(event) => setFilter(event.detail.filteringText)}
              data-testid="add-jobs-filter"
            />
          }
          empty={<Box textAlign="center">{s.noJobs}</Box>}
          columnDefinitions={[
            { id: 'jobNumber', header: s.jobNumber, cell: (p) => p.jobNumber, width: 110 },
            { id: 'description', header: s.description, cell: (p) => p.description },
            { id: 'product', header: s.product, cell: (p) => p.product },
            { id: 'serviceType', header: s.serviceType, cell: (p) => p.serviceType ?? '' },
          ]}
        />
      </SpaceBetween>
    </Modal>
  );
}
