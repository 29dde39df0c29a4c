import Box from '@cloudscape-design/components/box';
import ButtonDropdown from '@cloudscape-design/components/button-dropdown';
import FormField from '@cloudscape-design/components/form-field';
import Pagination from '@cloudscape-design/components/pagination';
import Select from '@cloudscape-design/components/select';
import Table from '@cloudscape-design/components/table';
import {
  CUSTOMER_INVOICE_STATUS_LABELS,
  CUSTOMER_INVOICING_PAGE_SIZES,
  type CustomerInvoice,
} from '@shelfline/shared/contracts/customer-invoicing.contract';
import { formatCents, toCents } from '@shelfline/shared/money';
import { customerInvoicingRoutes } from '@shelfline/shared/routes/customerinvoicing.routes';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { callRoute } from '../../app/api.ts';
import { useNotifications } from '../../app/providers/notifications.tsx';
import { ConfirmModal } from '../../components/crud/confirm-modal.tsx';
import { PageSizePreferences } from '../../components/crud/page-size-preferences.tsx';
import { messagesOf } from '../../lib/api-client.ts';
import {
  customerInvoicePdfQuery,
  customerInvoicesQuery,
  customerInvoicingKeys,
} from '../../queries/customer-invoicing.ts';
import { PdfModal } from '../merchandiser-invoicing/pdf-modal.tsx';
import { useCustomerInvoicingState } from './customer-invoicing-state.ts';
import { EditInvoiceModal, invoiceLabel, SummaryModal } from './invoice-modals.tsx';
import { customerInvoicingStrings as s } from './strings.ts';

/** Status colours (002 §2): Preliminary transparent, Submitted dark red, UploadedToMYOB green. */
const STATUS_STYLE: Record<number, React.CSSProperties> = {
  0: {},
  1: { background: '#8b0000', color: '#fff', padding: '0 6px', borderRadius: 4 },
  2: { background: '#1d8102', color: '#fff', padding: '0 6px', borderRadius: 4 },
};

type Opened = { kind: 'edit' | 'delete' | 'pdf' | 'summary' | 'send'; invoice: CustomerInvoice };

const money = (value: number) => formatCents(toCents(value), 'parentheses');

/**
 * The Invoices tab (admins; 002 §2): status filter, server paging newest first; per invoice the edit pen and Delete
 * (Preliminary only, 'Delete Invoice?'), View Invoice (the PDF), View Summary, Submit (Preliminary) and Send Invoice
 * and Summary (Submitted or Uploaded; asks again when already sent).
 */
export function InvoicesTab() {
  const { state, update } = useCustomerInvoicingState();
  const queryClient = useQueryClient();
  const { notify } = useNotifications();
  const [opened, setOpened] = useState<Opened>();
  const query = {
    status: state.invoiceStatus === undefined ? undefined : (Number(state.invoiceStatus) as 0 | 1 | 2),
    pageNumber: state.invoicePage,
    pageSize: state.invoicePageSize,
  };
  const invoices = useQuery(customerInvoicesQuery(query));
  const refresh = () => queryClient.invalidateQueries({ queryKey: customerInvoicingKeys.all });
  const onError = (error: unknown) => notify({ type: 'error', content: messagesOf(error), autoClose: false });
  const act = useMutation({
    mutationFn: ({ kind, invoice }: { kind: 'submit' | 'send' | 'delete'; invoice: CustomerInvoice }) => {
      const params = { params: { id: invoice.id } };
      if (kind === 'delete') return callRoute(customerInvoicingRoutes.removeInvoice, params).then(() => undefined);
      return callRoute(
        kind === 'submit' ? customerInvoicingRoutes.submitInvoice : customerInvoicingRoutes.sendInvoice,
        params,
      );
    },
    onSuccess: async (answer) => {
      if (answer) notify({ type: 'success', content: answer.message });
      setOpened(undefined);
      await refresh();
    },
    onError,
  });
  const statusOptions = [
    { value: '', label: s.filters.anyStatus },
    ...[0, 1, 2].map((n) => ({ value: String(n), label: CUSTOMER_INVOICE_STATUS_LABELS[n] ?? '' })),
  ];
  const page = invoices.data;

  return (
    <>
      <Table
        data-testid="invoices-table"
        variant="embedded"
        trackBy="id"
        loading={invoices.isPending}
        items={page?.items ?? []}
        empty={<Box textAlign="center">{s.noInvoices}</Box>}
        filter={
          <FormField label={s.filters.status}>
            <Select
              data-testid="filter-status"
              options={statusOptions}
              selectedOption={statusOptions.find((o) => o.value === (state.invoiceStatus ?? '')) ?? null}
              onChange={(e) =>
                update({
                  invoiceStatus: (e.detail.selectedOption.value || undefined) as '0' | '1' | '2' | undefined,
                  invoicePage: 1,
                })
              }
            />
          </FormField>
        }
        columnDefinitions={[
          { id: 'invoiceNum', header: s.columns.invoiceNum, cell: (i) => invoiceLabel(i) },
          { id: 'invoiceDate', header: s.columns.invoiceDate, cell: (i) => i.invoiceDate },
          { id: 'clientName', header: s.columns.clientName, cell: (i) => i.clientName },
          { id: 'subTotal', header: s.columns.subTotal, cell: (i) => money(i.subTotal) },
          { id: 'gst', header: s.columns.gst, cell: (i) => money(i.gst) },
          { id: 'total', header: s.columns.total, cell: (i) => money(i.total) },
          {
            id: 'status',
            header: s.columns.status,
            cell: (i) => (
              <span style={STATUS_STYLE[i.status]} data-testid={`status-${i.id}`}>
                {CUSTOMER_INVOICE_STATUS_LABELS[i.status]}
              </span>
            ),
          },
          {
            id: 'actions',
            header: s.columns.actions,
            cell: (i) => {
              const preliminary = i.status === 0;
              return (
                <ButtonDropdown
                  variant="inline-icon"
                  ariaLabel={`${s.actions.more} ${invoiceLabel(i)}`}
                  data-testid={`invoice-actions-${i.id}`}
                  items={[
                    { id: 'edit', text: s.actions.edit, disabled: !preliminary },
                    { id: 'delete', text: s.actions.delete, disabled: !preliminary },
                    { id: 'pdf', text: s.actions.viewInvoice },
                    { id: 'summary', text: s.actions.viewSummary },
                    ...(preliminary
                      ? [{ id: 'submit', text: s.actions.submit }]
                      : [{ id: 'send', text: s.actions.send }]),
                  ]}
                  onItemClick={(e) => {
                    const kind = e.detail.id;
                    if (kind === 'submit') act.mutate({ kind: 'submit', invoice: i });
                    else setOpened({ kind: kind as Opened['kind'], invoice: i });
                  }}
                />
              );
            },
          },
        ]}
        pagination={
          <Pagination
            currentPageIndex={state.invoicePage}
            pagesCount={Math.max(1, Math.ceil((page?.totalFilteredRecords ?? 0) / state.invoicePageSize))}
            onChange={(e) => update({ invoicePage: e.detail.currentPageIndex })}
          />
        }
        preferences={
          <PageSizePreferences
            pageSize={state.invoicePageSize}
            sizes={CUSTOMER_INVOICING_PAGE_SIZES}
            onChange={(invoicePageSize) => update({ invoicePageSize, invoicePage: 1 })}
          />
        }
      />
      {opened?.kind === 'edit' && <EditInvoiceModal invoice={opened.invoice} onDismiss={() => setOpened(undefined)} />}
      {opened?.kind === 'summary' && <SummaryModal invoice={opened.invoice} onDismiss={() => setOpened(undefined)} />}
      {opened?.kind === 'pdf' && (
        <PdfModal
          title={s.invoiceTitle(invoiceLabel(opened.invoice))}
          query={customerInvoicePdfQuery(opened.invoice.id, opened.invoice.version) as never}
          fileName={`invoice-${opened.invoice.invoiceNum ?? `P-${opened.invoice.id}`}.pdf`}
          onDismiss={() => setOpened(undefined)}
        />
      )}
      <ConfirmModal
        visible={opened?.kind === 'delete'}
        title={s.deleteInvoice}
        message={s.deleteInvoiceMessage}
        onConfirm={() => (opened ? act.mutateAsync({ kind: 'delete', invoice: opened.invoice }) : undefined)}
        onDismiss={() => setOpened(undefined)}
      />
      <ConfirmModal
        visible={opened?.kind === 'send'}
        testId="send-modal"
        title={s.actions.send}
        message={
          opened?.invoice.sentAt
            ? s.sendAgain(opened.invoice.sentAt.slice(0, 10), (opened.invoice.sentTo ?? []).join(', '))
            : s.confirmSend
        }
        confirmLabel="Send"
        onConfirm={() => (opened ? act.mutateAsync({ kind: 'send', invoice: opened.invoice }) : undefined)}
        onDismiss={() => setOpened(undefined)}
      />
    </>
  );
}
