import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Container from '@cloudscape-design/components/container';
import FormField from '@cloudscape-design/components/form-field';
import Header from '@cloudscape-design/components/header';
import ProgressBar from '@cloudscape-design/components/progress-bar';
import Select from '@cloudscape-design/components/select';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Tabs from '@cloudscape-design/components/tabs';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useDocumentTitle } from '../../components/use-document-title.ts';
import { messagesOf } from '../../lib/api-client.ts';
import {
  type AccountingInvoiceRow,
  type AccountingKind,
  accountingBatchesQuery,
  accountingInvoicesQuery,
} from '../../queries/accounting-export.ts';
import { type AccountingTab, useAccountingExportState } from './accounting-export-state.ts';
import { InvoicesTable } from './invoices-table.tsx';
import { PostingDateModal } from './posting-date-modal.tsx';
import { ACCOUNTING_EXPORT_STRINGS as s } from './strings.ts';
import { useAccountingActions } from './use-accounting-actions.ts';

/**
 * /invoicing/accountingExport, Export for Accounting (002 §2; brief §2.5), admin only: Export Active Jobs; tabs Service
 * Invoices and Client Invoices, each with a Batch Number picker (0 = not exported, plus the exported batches) and
 * Load, a checkbox table, 'Selected N out of M invoices', Export Selection (batch 0 only; service asks for a posting
 * date), Batch Report, and for an exported batch the download of its stored file again.
 */
export function AccountingExportPage() {
  useDocumentTitle(s.title);
  const { state, update } = useAccountingExportState();
  const activeJobs = useAccountingActions('service').activeJobs;
  return (
    <SpaceBetween size="l">
      <Header
        variant="h1"
        actions={
          <Button onClick={() => activeJobs.mutate()} loading={activeJobs.isPending} data-testid="export-active-jobs">
            {s.exportActiveJobs}
          </Button>
        }
      >
        {s.title}
      </Header>
      <Tabs
        activeTabId={state.tab}
        onChange={(e) => update({ tab: e.detail.activeTabId as AccountingTab, batch: undefined, loaded: false })}
        tabs={[
          { id: 'service', label: s.serviceInvoices, content: <KindPanel key="service" kind="service" /> },
          { id: 'client', label: s.clientInvoices, content: <KindPanel key="client" kind="client" /> },
        ]}
      />
    </SpaceBetween>
  );
}

function KindPanel({ kind }: { kind: AccountingKind }) {
  const { state, update } = useAccountingExportState();
  const [picked, setPicked] = useState(state.batch ?? 0);
  const [selected, setSelected] = useState<AccountingInvoiceRow[]>([]);
  const [askingDate, setAskingDate] = useState(false);
  const batchNumber = state.batch ?? 0;
  const batches = useQuery(accountingBatchesQuery(kind));
  const invoices = useQuery(accountingInvoicesQuery(kind, state.loaded ? batchNumber : undefined));
  const actions = useAccountingActions(kind);
  const rows = invoices.data ?? [];
  const ids = selected.map((r) => r.id);

  const options = [0, ...(batches.data ?? [])].map((n) => ({ value: String(n), label: String(n) }));
  const load = () => {
    setSelected([]);
    update({ batch: picked === 0 ? undefined : picked, loaded: true });
    void invoices.refetch();
  };
  const exportSelection = (postedDate?: string) =>
    actions.exportInvoices.mutate(
      { invoiceIds: ids, postedDate },
      {
        onSuccess: () => {
          setSelected([]);
          setAskingDate(false);
        },
      },
    );

  return (
    <Container>
      <SpaceBetween size="m">
        <SpaceBetween direction="horizontal" size="m" alignItems="end">
          <FormField label={s.batchNumber} data-testid="batch-number">
            <Select
              options={options}
              statusType={batches.isPending ? 'loading' : 'finished'}
              selectedOption={options.find((o) => o.value === String(picked)) ?? null}
              onChange={(e) => setPicked(Number(e.detail.selectedOption.value))}
            />
          </FormField>
          <Button onClick={load} data-testid="load">
            {s.load}
          </Button>
          {batchNumber === 0 ? (
            <Button
              variant="primary"
              disabled={!state.loaded || selected.length === 0}
              loading={actions.exportInvoices.isPending}
              onClick={() => (kind === 'service' ? setAskingDate(true) : exportSelection())}
              data-testid="export-selection"
            >
              {s.exportSelection}
            </Button>
          ) : (
            <Button
              disabled={!state.loaded || rows.length === 0}
              loading={actions.downloadBatch.isPending}
              onClick={() => actions.downloadBatch.mutate(rows.map((r) => r.id))}
              data-testid="download-batch-file"
            >
              {s.downloadBatchFile}
            </Button>
          )}
          <Button
            disabled={!state.loaded}
            loading={actions.batchReport.isPending}
            onClick={() => actions.batchReport.mutate(batchNumber)}
            data-testid="batch-report"
          >
            {s.batchReport}
          </Button>
        </SpaceBetween>
        {actions.progress ? (
          <ProgressBar
            value={actions.progress.total === 0 ? 0 : (100 * actions.progress.done) / actions.progress.total}
            label={s.exporting(actions.progress.done, actions.progress.total)}
          />
        ) : null}
        <Box data-testid="selection-count">{s.selected(selected.length, rows.length)}</Box>
        <InvoicesTable
          kind={kind}
          rows={state.loaded ? rows : []}
          loading={invoices.isFetching}
          empty={invoices.error ? messagesOf(invoices.error).join(' ') : state.loaded ? s.noInvoices : s.notLoaded}
          selected={selected}
          onSelect={setSelected}
        />
      </SpaceBetween>
      {askingDate ? (
        <PostingDateModal
          busy={actions.exportInvoices.isPending}
          onOk={(postedDate) => exportSelection(postedDate)}
          onDismiss={() => setAskingDate(false)}
        />
      ) : null}
    </Container>
  );
}
